import type { Db, Queryable } from '../../../platform/db';
import type { Projection } from '../../../platform/projections';
import { comparePositions } from '../../../platform/eventstore';
import { assignedNotifications, dueBetween, escalationNotifications, escalationsBetween, type DueEscalation, type DueNotification } from '../domain/due';
import type { ComplianceDates } from '../shared/ports';
import { recordNotifications } from './record';
import { storedSettings, type CompanySettings } from './settings';

const DAY_MS = 86_400_000;
/** How far before the scan's checkpoint assignments are still looked at (the compliance read model may commit after us). */
const ASSIGNED_SLACK_MS = DAY_MS;
const SCAN_ID = 'due';

/** What the scan reads: the compliance dates, and who an escalation goes to. */
export interface DueSource {
  readonly compliance: ComplianceDates;
  recipients(e: DueEscalation): Promise<string[]>;
}

/** The time-based notifications of (from, to] for one company or all (`companyId` null), escalations to their recipients. */
export async function dueNotifications(q: Queryable, source: DueSource, settings: CompanySettings, companyId: string | null, from: Date, to: Date): Promise<DueNotification[]> {
  const rows = await source.compliance.withDatesIn(q, {
    companyId,
    from,
    to,
    deadlineFrom: new Date(from.getTime() - settings.maxEscalationDays * DAY_MS),
    deadlineTo: new Date(to.getTime() + settings.maxReminderDays * DAY_MS),
  });
  const escalations: DueNotification[] = [];
  for (const e of escalationsBetween(rows, settings.of, from, to)) escalations.push(...escalationNotifications(e, await source.recipients(e)));
  return [...dueBetween(rows, settings.of, from, to), ...escalations];
}

/** The instant up to which the due-date scan has looked (null: it has never run). */
export async function scannedUntil(q: Queryable): Promise<Date | null> {
  const { rows } = await q.query<{ scanned_until: Date | string }>('SELECT scanned_until FROM ntf_scan WHERE id = $1', [SCAN_ID]);
  return rows[0] ? new Date(rows[0].scanned_until) : null;
}

/** "Assigned to you" for the assignments of some companies made since shortly before the checkpoint (none before the first scan). */
async function recordAssigned(tx: Queryable, compliance: ComplianceDates, companyIds: readonly string[] | null): Promise<number> {
  const until = await scannedUntil(tx);
  if (!until) return 0;
  const rows = await compliance.since(tx, { companyIds, since: new Date(until.getTime() - ASSIGNED_SLACK_MS) });
  if (rows.length === 0) return 0;
  const settings = await storedSettings(tx, companyIds?.length === 1 ? companyIds[0]! : null);
  return recordNotifications(tx, assignedNotifications(rows, settings.of), (n) => n.dueAt);
}

/**
 * The due-date scan: every notification whose instant lies between the durable checkpoint and
 * `now` (the injectable clock), recorded and queued in the transaction that moves the checkpoint
 * to `now`. What is due is read first (escalations ask other modules for their recipients); the
 * transaction then locks the checkpoint and records it only if no other scan moved the checkpoint
 * meanwhile (that scan did the work), so scans of several processes never double and a failed one
 * loses nothing. The first scan ever only sets the checkpoint. Also records "assigned"
 * notifications the reactor could not see yet. Returns how many were new.
 */
export async function scanDue(db: Db, source: DueSource, now: Date): Promise<number> {
  const { rows: created } = await db.query('INSERT INTO ntf_scan (id, scanned_until) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [SCAN_ID, now]);
  const from = await scannedUntil(db);
  if (created.length > 0 || !from || now.getTime() <= from.getTime()) return 0;
  const due = await dueNotifications(db, source, await storedSettings(db, null), null, from, now);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ scanned_until: Date | string }>('SELECT scanned_until FROM ntf_scan WHERE id = $1 FOR UPDATE', [SCAN_ID]);
    if (new Date(rows[0]!.scanned_until).getTime() !== from.getTime()) return 0;
    const assigned = await recordAssigned(tx, source.compliance, null);
    const recorded = await recordNotifications(tx, due, () => now);
    await tx.query('UPDATE ntf_scan SET scanned_until = $2 WHERE id = $1', [SCAN_ID, now]);
    return assigned + recorded;
  });
}

/** The compliance read model has not applied a batch the reactor is given yet. */
export class ComplianceBehind extends Error {
  constructor(position: string) {
    super(`notifications.assigned waits for the compliance read model to reach ${position}`);
    this.name = 'ComplianceBehind';
  }
}

/**
 * The reactor of "assigned to you": fed the events that change compliance rows, it records the
 * assignments of those companies made since shortly before the scan's checkpoint. Idempotent by the
 * notifications' key; a row the compliance read model writes after this batch is picked up by the
 * next batch or scan. Nothing to reset: notifications are a record of what was sent.
 */
export function assignedReactor(compliance: ComplianceDates): Projection {
  return {
    name: 'notifications.assigned',
    version: 1,
    eventTypes: compliance.eventTypes,
    // it reads the compliance rows of its batch: it runs where the compliance projection runs
    leaseWith: 'compliance',
    async apply(events, tx) {
      // the compliance rows of these events must be written first (on PostgreSQL another step may not have committed them yet):
      // failing the batch makes the runner apply it again on its next round, when they are
      const last = events[events.length - 1];
      const applied = await compliance.position(tx);
      if (last && (applied === null || comparePositions(applied, last.position) < 0)) throw new ComplianceBehind(last.position);
      const companies = [...new Set(events.map((e) => e.tenantId))];
      await recordAssigned(tx, compliance, companies);
    },
    async reset() {
      // the notifications are the record of what was sent; nothing to empty
    },
  };
}
