import { Schema } from 'effect';
import { badRequest, decode, limitParam, msg, pageParam } from '../../../src/platform/http';
import type { TrailFilter } from './queries';
import { isTrailKind, type TrailKind } from './vocabulary';

const ZONE = 'Europe/Berlin';

/** The instant of midnight at the start of a calendar day in Europe/Berlin. */
export function berlinMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  // the zone's offset at that instant (+1 h or +2 h), read back from its wall clock
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date(utc));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'));
  return new Date(utc - (wall - utc));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const validDay = (s: string) => {
  if (!DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A calendar day (YYYY-MM-DD, in Europe/Berlin) or an ISO date-time with a zone. */
const DateParam = Schema.String.pipe(
  Schema.filter((s) => validDay(s) || (DATE_TIME.test(s) && !Number.isNaN(new Date(s).getTime())), {
    message: msg({
      de: 'Bitte ein Datum (JJJJ-MM-TT) oder einen Zeitpunkt nach ISO 8601 mit Zeitzone angeben.',
      en: 'Please give a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone.',
    }),
  }),
);

const Id = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100, { message: msg({ de: 'Höchstens 100 Zeichen erlaubt.', en: 'At most 100 characters allowed.' }) }));

const Types = Schema.String.pipe(
  Schema.filter((s) => s.split(',').every((t) => isTrailKind(t.trim())), {
    message: msg({
      de: 'Unbekannter Ereignistyp. Die Typen stehen unter GET /api/audit/event-types.',
      en: 'Unknown event type. The types are listed by GET /api/audit/event-types.',
    }),
  }),
);

const filterFields = {
  from: Schema.optional(DateParam),
  to: Schema.optional(DateParam),
  actorId: Schema.optional(Id),
  userId: Schema.optional(Id),
  trainingId: Schema.optional(Id),
  groupId: Schema.optional(Id),
  type: Schema.optional(Types),
};

export const TRAIL_MAX_LIMIT = 100;
export const TRAIL_DEFAULT_LIMIT = 50;

/** GET /api/audit/events: filters and a page. */
export const TrailQuery = Schema.Struct({
  ...filterFields,
  page: pageParam(1_000_000),
  limit: limitParam(TRAIL_MAX_LIMIT, TRAIL_DEFAULT_LIMIT, { de: `Pro Seite sind 1 bis ${TRAIL_MAX_LIMIT} Einträge möglich.`, en: `A page holds 1 to ${TRAIL_MAX_LIMIT} entries.` }),
});

/** GET /api/audit/events.csv|.xlsx: the same filters, no page. */
export const TrailExportQuery = Schema.Struct(filterFields);

type FilterInput = { [K in keyof typeof filterFields]?: string | undefined };

/** The decoded filter: a day `from` starts at its midnight, a day `to` includes the whole day; `from` after `to` is a 400 naming `to`. */
export function toFilter(q: FilterInput): TrailFilter {
  const from = q.from === undefined ? undefined : validDay(q.from) ? berlinMidnight(q.from) : new Date(q.from);
  let to: Date | undefined;
  if (q.to !== undefined) {
    if (validDay(q.to)) {
      const next = new Date(`${q.to}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      to = berlinMidnight(next.toISOString().slice(0, 10));
    } else {
      // an instant is inclusive: everything up to and including it
      to = new Date(new Date(q.to).getTime() + 1);
    }
  }
  if (from && to && from >= to)
    throw badRequest('validation_failed', { de: '„to“ muss nach „from“ liegen.', en: '"to" must be after "from".' }, { field: 'to' });
  const kinds = q.type === undefined ? undefined : [...new Set(q.type.split(',').map((t) => t.trim()))].filter(isTrailKind) as TrailKind[];
  return { from, to, actorId: q.actorId, userId: q.userId, trainingId: q.trainingId, groupId: q.groupId, kinds };
}

export const decodeTrailQuery = (input: unknown) => {
  const q = decode(TrailQuery, input);
  return { filter: toFilter(q), page: q.page, limit: q.limit };
};

export const decodeExportQuery = (input: unknown) => toFilter(decode(TrailExportQuery, input));
