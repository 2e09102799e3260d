import type { Queryable } from '../../../../platform/db';
import { ReadModelBehind, type Projection } from '../../../../platform/projections';
import { comparePositions } from '../../../../platform/eventstore';
import { assignedNotifications, type DatedAssignment } from '../../domain/due';
import type { ComplianceDates } from '../../shared/ports';
import { recordNotifications } from '../notifications/record';
import { storedSettings } from '../settings/queries';
import { scannedUntil } from './scan';

/** How far before the scan's checkpoint assignments are still told (a batch applied late, after a scan moved the checkpoint): a day. */
const ASSIGNED_SLACK_MS = 86_400_000;
/**
 * About how long one batch of the "assigned to you" reactor may take (ms) before it leaves the rest
 * to the next. Every projection of a process steps in one loop, so a command waiting for its read
 * model waits for the step under way: at 1,000 ms (and two assignments to a unit of 10,000 in one
 * slice) an assignment to the everyone-unit answered after up to 2.3 s (bench:scale-10k).
 */
const ASSIGNED_BATCH_MS = 300;
/** At most this many unit-wide events (a training assigned to a unit, ...) in one slice: each may bring a row per person of the company (10,000 rows: about 600 ms on PostgreSQL). */
const UNIT_WIDE_PER_SLICE = 1;
/**
 * The rows one slice should bring at most: a slice grows only while it is quick and brings at most
 * half of them, and shrinks in proportion when it brings more. A person's event brings a row per
 * training they owe (a person joining "Alle" in a replay: 100 rows).
 */
const SLICE_ROWS = 10_000;
/**
 * The most events in one slice, however quick the slices before it were: slices of events that
 * brought no rows doubled to 8,192 people joining "Alle", whose slice then brought 800,000 rows and
 * held the loop for 28 s (bench:scale-10k). 256 people of 100 trainings each bring 25,600, and the next slice shrinks.
 */
export const MAX_SLICE_EVENTS = 256;

/** The events from `start`: at most `size`, and at most UNIT_WIDE_PER_SLICE of the unit-wide types (at least one event). */
export function sliceOf<E extends { readonly type: string }>(events: readonly E[], start: number, size: number, unitWide: ReadonlySet<string>): E[] {
  let end = start;
  let wide = 0;
  while (end < events.length && end - start < size) {
    if (unitWide.has(events[end]!.type) && ++wide > UNIT_WIDE_PER_SLICE && end > start) break;
    end += 1;
  }
  return events.slice(start, Math.max(end, start + 1));
}

/** The next slice's size: twice this one's while slices are quick and bring few rows (at most MAX_SLICE_EVENTS), else half (at least one event). */
export function nextSliceSize(size: number, tookMs: number, rows: number): number {
  if (rows > SLICE_ROWS) return Math.max(1, Math.floor(size * (SLICE_ROWS / rows)));
  return tookMs < ASSIGNED_BATCH_MS / 8 && rows <= SLICE_ROWS / 2 ? Math.min(MAX_SLICE_EVENTS, size * 2) : Math.max(1, size >> 1);
}

/** The compliance read model has not applied a batch the reactor is given yet. */
export class ComplianceBehind extends ReadModelBehind {
  constructor(position: string) {
    super(`notifications.assigned waits for the compliance read model to reach ${position}`);
    this.name = 'ComplianceBehind';
  }
}

/**
 * The reactor of "assigned to you": fed the events that change compliance rows (the same batches as
 * the compliance projection), it records the assignments whose rows its batch created or re-dated
 * (read by key, bounded by the batch), made since shortly before the scan's checkpoint (none before
 * the first scan: no mail about the past when the module arrives). Idempotent by the
 * notifications' key (a page of a unit-wide event recorded again adds nothing). Its reset keeps the
 * notifications, a record of what was sent, and forgets only its place within an event.
 */
export function assignedReactor(compliance: ComplianceDates, bounds: { batchMs?: number; firstPagePeople?: number } = {}): Projection {
  const batchMs = bounds.batchMs ?? ASSIGNED_BATCH_MS;
  /** Records the notifications of some changed rows (each company's settings). */
  const notify = async (tx: Queryable, rows: readonly DatedAssignment[]) => {
    if (rows.length === 0) return;
    const companies = [...new Set(rows.map((r) => r.companyId))];
    const settings = await storedSettings(tx, companies.length === 1 ? companies[0]! : null);
    await recordNotifications(tx, assignedNotifications(rows, settings.of), (n) => n.dueAt);
  };
  return {
    name: 'notifications.assigned',
    version: 1,
    eventTypes: compliance.eventTypes,
    // it reads the compliance rows of its batch: it runs where the compliance projection runs
    leaseWith: 'compliance',
    async apply(events, tx) {
      const until = await scannedUntil(tx);
      const last = events[events.length - 1];
      if (!until || !last) return;
      // the compliance rows of these events must be written first (on PostgreSQL another step may not have committed them yet,
      // a replay from zero derives them only at the head): ReadModelBehind makes the runner apply the batch again soon
      const applied = await compliance.position(tx);
      if (applied === null || comparePositions(applied, last.position) < 0) throw new ComplianceBehind(last.position);
      const since = new Date(until.getTime() - ASSIGNED_SLACK_MS);
      // One assignment to a unit of 10,000 notifies 10,000 people, and every projection of the process waits for the step under way:
      // the batch goes in slices that grow while they are quick and ends after about ASSIGNED_BATCH_MS (the rest in the next batch).
      // A slice holds at most UNIT_WIDE_PER_SLICE unit-wide events (a slice grown on completions once took in a hundred assignments to
      // the everyone-unit, a million rows in memory: 2.4 GB RSS in a rebuild, bench:scale-10k), and a unit-wide event is itself read
      // in pages of its people, in id order, its progress kept (ntf_assigned_within) when the step ends within it: one such event
      // took a step of 1.1-1.9 s (bench:scale-10k).
      const within = await withinEvent(tx);
      const started = performance.now();
      const spent = () => performance.now() - started >= batchMs;
      let size = 1;
      let people = bounds.firstPagePeople ?? FIRST_PAGE_PEOPLE;
      for (let i = 0; i < events.length; ) {
        const slice = sliceOf(events, i, size, compliance.unitWideEventTypes);
        const t = performance.now();
        let rows = 0;
        const event = slice[0]!;
        if (slice.length === 1 && compliance.unitWideEventTypes.has(event.type)) {
          let after = within?.position === event.position ? within.afterUser : null;
          for (;;) {
            const page = await compliance.unitWideMembers(tx, slice, after, people);
            const found = page.length > 0 ? await compliance.changedBy(tx, slice, since, page) : [];
            await notify(tx, found);
            rows += found.length;
            after = page.length === people ? page[page.length - 1]! : null;
            people = nextPagePeople(people, found.length);
            if (after === null) break;
            if (spent()) {
              await keepWithinEvent(tx, event.position, after);
              return { through: i > 0 ? events[i - 1]!.position : null };
            }
          }
        } else {
          const found = await compliance.changedBy(tx, slice, since);
          await notify(tx, found);
          rows = found.length;
        }
        i += slice.length;
        if (i < events.length && spent()) {
          if (within) await keepWithinEvent(tx, null);
          return { through: slice[slice.length - 1]!.position };
        }
        size = nextSliceSize(size, performance.now() - t, rows);
      }
      if (within) await keepWithinEvent(tx, null);
    },
    async reset(tx) {
      // the notifications are the record of what was sent: they stay; a replay from zero starts at no event's middle
      await keepWithinEvent(tx, null);
    },
  };
}

/** People in the first page of a unit-wide event; later pages are sized to about PAGE_ROWS rows (`nextPagePeople`). */
const FIRST_PAGE_PEOPLE = 500;
/** About how many rows a page of a unit-wide event's people should bring (10,000 rows: about 600 ms on PostgreSQL). */
const PAGE_ROWS = 2_000;

/** The people of the next page of a unit-wide event: sized by the rows this one brought per person (a bundle brings several each). */
export function nextPagePeople(people: number, rows: number): number {
  return Math.min(5_000, Math.max(Math.min(people, 100), rows === 0 ? people * 2 : Math.floor((people * PAGE_ROWS) / rows)));
}

async function withinEvent(tx: Queryable): Promise<{ position: string; afterUser: string } | null> {
  const { rows } = await tx.query<{ position: string; after_user: string }>(`SELECT position, after_user FROM ntf_assigned_within WHERE id = 'assigned'`);
  return rows[0] ? { position: rows[0].position, afterUser: rows[0].after_user } : null;
}

/** Keeps how far the reactor got within the event at `position` (null: at no event's middle). */
async function keepWithinEvent(tx: Queryable, position: string | null, afterUser?: string): Promise<void> {
  if (position === null) await tx.query(`DELETE FROM ntf_assigned_within WHERE id = 'assigned'`);
  else
    await tx.query(
      `INSERT INTO ntf_assigned_within (id, position, after_user) VALUES ('assigned', $1, $2)
       ON CONFLICT (id) DO UPDATE SET position = excluded.position, after_user = excluded.after_user`,
      [position, afterUser],
    );
}
