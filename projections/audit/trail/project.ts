import type { Queryable } from '../../../src/platform/db';
import type { RecordedEvent } from '../../../src/platform/eventstore';
import type { Projection } from '../../../src/platform/projections';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';
import { splitAtErasures } from '../../../src/shared/erasure-event';
import { redactTrail } from './erasure';
import { loadNames, writeNames, type NameBook } from './name-book';
import { identity, infolog, media, privacy, type Subject } from './subjects';
import { catalog } from './subjects-catalog';
import { learning } from './subjects-learning';
import { instruction } from './subjects-instruction';
import { organization } from './subjects-organization';
import { trailTables } from './schema';
import { TRAIL_KINDS, type TrailEventType, type TrailKind } from './vocabulary';

/** The event types the trail records, each an exported type of its module (checked in vocabulary.test.ts). */
export const trailEventTypes: readonly TrailEventType[] = Object.keys(TRAIL_KINDS) as TrailEventType[];

/** One line of the trail as stored. */
export interface TrailRow {
  readonly eventId: string;
  readonly companyId: string;
  readonly globalPosition: string;
  readonly recordedAt: string;
  readonly at: string;
  readonly eventType: string;
  readonly kind: TrailKind;
  readonly actorId: string | null;
  readonly actorName: string | null;
  readonly userId: string | null;
  readonly userName: string | null;
  readonly trainingId: string | null;
  readonly trainingTitle: LocalizedText | null;
  readonly groupId: string | null;
  readonly groupName: string | null;
  readonly bundleId: string | null;
  readonly bundleName: string | null;
  readonly cycle: number | null;
  /** What the sentence needs beyond the names (deadline, role, score, changed fields, …). */
  readonly data: Readonly<Record<string, unknown>>;
}


function subjectOf(book: NameBook, r: RecordedEvent): Subject | null {
  const module = r.type.slice(0, r.type.indexOf('.'));
  switch (module) {
    case 'identity':
      return identity(book, r);
    case 'catalog':
      return catalog(book, r);
    case 'organization':
      return organization(book, r);
    case 'learning':
      return learning(book, r);
    case 'infolog':
      return infolog(book, r);
    case 'instruction':
      return instruction(book, r);
    case 'media':
      return media(r);
    case 'privacy':
      return privacy(book, r);
    default:
      return null;
  }
}

const isoOr = (s: string | undefined, fallback: Date): string => {
  const d = s ? new Date(s) : fallback;
  return Number.isNaN(d.getTime()) ? fallback.toISOString() : d.toISOString();
};

/** The rows of a batch, each with the names as they stood when its event was recorded; updates the book as it goes. */
export function trailRows(book: NameBook, events: readonly RecordedEvent[]): TrailRow[] {
  const rows: TrailRow[] = [];
  for (const r of events) {
    const kind = TRAIL_KINDS[r.type as TrailEventType];
    if (!kind || r.tenantId === 'platform') continue;
    const s = subjectOf(book, r);
    if (!s) continue;
    const actorId = r.metadata.actorId ?? null;
    const training = book.trainings.get(s.trainingId ?? null);
    rows.push({
      eventId: r.eventId,
      companyId: r.tenantId,
      globalPosition: r.globalPosition,
      recordedAt: r.recordedAt.toISOString(),
      at: isoOr(s.at, r.recordedAt),
      eventType: r.type,
      kind,
      actorId,
      actorName: book.personName(actorId),
      userId: s.userId ?? null,
      userName: book.personName(s.userId ?? null),
      trainingId: s.trainingId ?? null,
      trainingTitle: training?.title ?? null,
      groupId: s.groupId ?? null,
      groupName: book.groups.get(s.groupId ?? null)?.name ?? null,
      bundleId: s.bundleId ?? null,
      bundleName: book.bundles.get(s.bundleId ?? null)?.name ?? null,
      cycle: s.cycle ?? null,
      data: s.data ?? {},
    });
    s.after?.();
  }
  return rows;
}


const col = <T, R>(xs: readonly T[], f: (x: T) => R): R[] => xs.map(f);

async function writeRows(tx: Queryable, rows: readonly TrailRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO aud_trail (event_id, company_id, global_position, recorded_at, at, event_type, kind, actor_id, actor_name, user_id, user_name,
                            training_id, training_title, group_id, group_name, bundle_id, bundle_name, cycle, data)
     SELECT e, c, gp, ra, at, et, k, ai, an, ui, un, ti, tt::jsonb, gi, gn, bi, bn, cy, d::jsonb
       FROM unnest($1::text[], $2::text[], $3::bigint[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                   $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::integer[], $19::text[])
            AS x(e, c, gp, ra, at, et, k, ai, an, ui, un, ti, tt, gi, gn, bi, bn, cy, d)
     ON CONFLICT (event_id) DO NOTHING`,
    [
      col(rows, (r) => r.eventId),
      col(rows, (r) => r.companyId),
      col(rows, (r) => r.globalPosition),
      col(rows, (r) => r.recordedAt),
      col(rows, (r) => r.at),
      col(rows, (r) => r.eventType),
      col(rows, (r) => r.kind),
      col(rows, (r) => r.actorId),
      col(rows, (r) => r.actorName),
      col(rows, (r) => r.userId),
      col(rows, (r) => r.userName),
      col(rows, (r) => r.trainingId),
      col(rows, (r) => (r.trainingTitle === null ? null : JSON.stringify(r.trainingTitle))),
      col(rows, (r) => r.groupId),
      col(rows, (r) => r.groupName),
      col(rows, (r) => r.bundleId),
      col(rows, (r) => r.bundleName),
      col(rows, (r) => r.cycle),
      col(rows, (r) => JSON.stringify(r.data)),
    ],
  );
}

/**
 * The audit trail projection. Idempotent: a row is inserted once per event id (a replayed batch
 * finds its rows and keeps the names they were written with); the name tables hold the state
 * after the batch either way. Rebuildable from position zero (reset truncates).
 */
export const trailProjection: Projection = {
  name: 'audit.trail',
  // 2: blended sign-offs and date-of-birth changes (ADR 0022); the bump replays the events recorded before
  // 3: language versions (issue 34): the delivered language of completions and the language events
  version: 3,
  eventTypes: trailEventTypes,
  async apply(events, tx) {
    // up to each erasure of a person (ADR 0033), the erasure's own row, then its rewrite of their earlier rows
    for (const part of splitAtErasures(events)) {
      const batch = 'erasure' in part ? [part.erasure] : part.events;
      const book = await loadNames(tx, batch);
      const rows = trailRows(book, batch);
      await writeNames(tx, book);
      await writeRows(tx, rows);
      if ('erasure' in part) await redactTrail(tx, part.erasure);
    }
  },
  async reset(tx) {
    await tx.query(`TRUNCATE ${trailTables.join(', ')}`);
  },
};

/** Company deletion: every row and name of the company. */
export async function purgeTrail(tx: Queryable, companyId: string): Promise<void> {
  for (const t of trailTables) await tx.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
}

