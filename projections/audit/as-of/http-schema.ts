import { Schema } from 'effect';
import { DocumentLang, limitParam, msg, pageParam } from '../../../src/platform/http';
import { AS_OF_MAX_PAGE_SIZE, AS_OF_PAGE_SIZE, DELIVERED_LANGUAGE_NOT_RECORDED } from '../../../src/shared/contracts/audit-as-of';
import { CONTENT_LANGUAGES, isContentLanguage } from '../../../src/shared/languages';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../../src/shared/contracts/learning';

const statusNames = PROGRESS_STATUSES.join(', ');
const isStatus = (s: string): s is ProgressStatus => (PROGRESS_STATUSES as readonly string[]).includes(s);

/** An ISO 8601 date-time with a zone (`2026-03-01T00:00:00+01:00`, `…Z`) or a date (`2026-03-01`, midnight UTC). */
const Instant = Schema.String.pipe(
  Schema.filter((s) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(s) && !Number.isNaN(Date.parse(s)), {
    message: msg({
      de: 'Der Stichtag muss ein Zeitpunkt im ISO-Format sein (z. B. 2026-03-01T00:00:00+01:00).',
      en: 'The as-of instant must be an ISO 8601 date-time (e.g. 2026-03-01T00:00:00+01:00).',
    }),
  }),
  Schema.transform(Schema.DateFromSelf, { strict: true, decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
);

const Id = (de: string, en: string) =>
  Schema.optional(Schema.String.pipe(Schema.minLength(1, { message: msg({ de, en }) }), Schema.maxLength(100, { message: msg({ de, en }) })));

const Status = Schema.String.pipe(
  Schema.filter((s): s is ProgressStatus | '' => s === '' || isStatus(s), {
    message: msg({ de: `Unbekannter Status. Erlaubt: ${statusNames}.`, en: `Unknown status. Allowed: ${statusNames}.` }),
  }),
);

const languageNames = CONTENT_LANGUAGES.join(', ');

/** A supported content language (src/shared/languages.ts), or `none`: completions whose language was not recorded (issue 34). */
const DeliveredLanguage = Schema.String.pipe(
  Schema.filter((s) => s === DELIVERED_LANGUAGE_NOT_RECORDED || isContentLanguage(s), {
    message: msg({
      de: `Unbekannte Sprache. Erlaubt: ${languageNames} oder ${DELIVERED_LANGUAGE_NOT_RECORDED} (nicht erfasst).`,
      en: `Unknown language. Allowed: ${languageNames} or ${DELIVERED_LANGUAGE_NOT_RECORDED} (not recorded).`,
    }),
  }),
);

const Filter = {
  asOf: Schema.propertySignature(Instant).annotations({
    missingMessage: msg({ de: 'Der Stichtag („asOf“) fehlt.', en: 'The as-of instant ("asOf") is missing.' }),
  }),
  groupId: Id('Ungültige Einheit.', 'Invalid unit.'),
  userId: Id('Ungültige Person.', 'Invalid person.'),
  trainingId: Id('Ungültige Schulung.', 'Invalid training.'),
  status: Schema.optionalWith(Status, { default: () => '' as const }),
  deliveredLanguage: Schema.optional(DeliveredLanguage),
};

/** GET /api/audit/compliance */
export const AsOfQuery = Schema.Struct({
  ...Filter,
  page: pageParam(),
  limit: limitParam(AS_OF_MAX_PAGE_SIZE, AS_OF_PAGE_SIZE, { de: `Pro Seite sind 1 bis ${AS_OF_MAX_PAGE_SIZE} Zeilen möglich.`, en: `A page holds 1 to ${AS_OF_MAX_PAGE_SIZE} rows.` }),
});

/** GET /api/audit/compliance.{csv,xlsx,pdf} */
export const AsOfExportQuery = Schema.Struct({ ...Filter, lang: Schema.optional(DocumentLang) });

/** GET /api/audit/compliance/trend */
export const AsOfTrendQuery = Schema.Struct({
  groupId: Id('Ungültige Einheit.', 'Invalid unit.'),
  trainingId: Id('Ungültige Schulung.', 'Invalid training.'),
});
