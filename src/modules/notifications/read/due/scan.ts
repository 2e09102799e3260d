import type { Db, Queryable } from '../../../../platform/db';
import { dueBetween, escalationNotifications, escalationsBetween, type DatedAssignment, type DueEscalation, type DueNotification } from '../../domain/due';
import type { ComplianceDates } from '../../shared/ports';
import { recordNotifications, releaseHeldMails } from '../notifications/record';
import { storedSettings, type CompanySettings } from '../settings/queries';

const DAY_MS = 86_400_000;
const SCAN_ID = 'due';

/** Escalation recipients already asked for in one scan or preview, by level, company and units. */
export type RecipientsMemo = Map<string, Promise<string[]>>;

/** What the scan reads: the compliance dates, and who an escalation goes to. */
export interface DueSource {
  readonly compliance: ComplianceDates;
  recipients(e: DueEscalation, memo: RecipientsMemo): Promise<string[]>;
}

/**
 * The deadlines whose notifications fall in (from, to]: the deadline itself (overdue), each reminder
 * day before it, each escalation day after it, over the days any company uses. Narrow ranges, one
 * per offset, so the scan reads the rows due in its span, not those of weeks around it.
 */
export function deadlineRanges(settings: Pick<CompanySettings, 'reminderDays' | 'escalationDays'>, from: Date, to: Date): { from: Date; to: Date }[] {
  const offsets = [...new Set([0, ...settings.reminderDays, ...settings.escalationDays.map((d) => -d)])].sort((a, b) => a - b);
  return offsets.map((days) => ({ from: new Date(from.getTime() + days * DAY_MS), to: new Date(to.getTime() + days * DAY_MS) }));
}

/** The time-based notifications of (from, to] that these assignment rows bring, escalations to their recipients. */
async function notificationsOf(rows: readonly DatedAssignment[], source: DueSource, settings: CompanySettings, from: Date, to: Date, memo: RecipientsMemo): Promise<DueNotification[]> {
  const escalations: DueNotification[] = [];
  for (const e of escalationsBetween(rows, settings.of, from, to)) escalations.push(...escalationNotifications(e, await source.recipients(e, memo)));
  return [...dueBetween(rows, settings.of, from, to), ...escalations];
}

/** The time-based notifications of (from, to] for one company or all (`companyId` null), escalations to their recipients. */
export async function dueNotifications(q: Queryable, source: DueSource, settings: CompanySettings, companyId: string | null, from: Date, to: Date): Promise<DueNotification[]> {
  const rows = await source.compliance.withDatesIn(q, { companyId, from, to, deadlineRanges: deadlineRanges(settings, from, to) });
  return notificationsOf(rows, source, settings, from, to, new Map());
}

/** Where the scan stands: everything up to `until` is done; of the step (until, stepTo], the rows up to `after`. */
interface Checkpoint {
  readonly until: Date;
  readonly stepTo: Date | null;
  readonly after: { readonly userId: string; readonly trainingId: string } | null;
}

type CheckpointRow = { scanned_until: Date | string; step_to: Date | string | null; after_user: string | null; after_training: string | null };

const toCheckpoint = (r: CheckpointRow): Checkpoint => ({
  until: new Date(r.scanned_until),
  stepTo: r.step_to === null ? null : new Date(r.step_to),
  after: r.after_user !== null && r.after_training !== null ? { userId: r.after_user, trainingId: r.after_training } : null,
});

const sameCheckpoint = (a: Checkpoint, b: Checkpoint) =>
  a.until.getTime() === b.until.getTime() && a.stepTo?.getTime() === b.stepTo?.getTime() && a.after?.userId === b.after?.userId && a.after?.trainingId === b.after?.trainingId;

async function checkpoint(q: Queryable, lock = false): Promise<Checkpoint | null> {
  const { rows } = await q.query<CheckpointRow>(`SELECT scanned_until, step_to, after_user, after_training FROM ntf_scan WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [SCAN_ID]);
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

/** The instant up to which the due-date scan has looked (null: it has never run). */
export async function scannedUntil(q: Queryable): Promise<Date | null> {
  return (await checkpoint(q))?.until ?? null;
}

/**
 * The longest span one step of the scan reads and records: a scan that catches up (the first after
 * a downtime, or a clock that jumped) walks to `now` a day at a time.
 */
export const SCAN_STEP_MS = DAY_MS;

/**
 * The most assignment rows one page of a step reads: a day on which thousands of deadlines fall
 * (a large unit assigned with one deadline) is read and recorded a page at a time, so what the scan
 * holds in memory and writes in one transaction is bounded, however the dates fall.
 */
export const SCAN_PAGE_ROWS = 1_000;

/**
 * The due-date scan: every notification whose instant lies between the durable checkpoint and
 * `now` (the injectable clock), in steps of at most SCAN_STEP_MS, each read in pages of at most
 * SCAN_PAGE_ROWS assignments; each page is recorded and queued in the transaction that moves the
 * checkpoint past it (to the page's last row, or to the step's end after its last page). What is
 * due is read first (escalations ask other modules for their recipients); the transaction then
 * locks the checkpoint and records only if no other scan moved it meanwhile (that scan did the
 * work), so scans of several processes never double and a failed one loses nothing. The first
 * scan ever only sets the checkpoint. "Assigned" is the reactor's alone: it reads the rows of its
 * own batches once the compliance read model has applied them. Returns how many were new.
 */
export async function scanDue(db: Db, source: DueSource, now: Date, pageRows = SCAN_PAGE_ROWS): Promise<number> {
  const { rows: created } = await db.query('INSERT INTO ntf_scan (id, scanned_until) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [SCAN_ID, now]);
  if (created.length > 0) return 0;
  // read once per scan: every page of it reads the same deadline ranges
  const settings = await storedSettings(db, null);
  const memo: RecipientsMemo = new Map();
  let recorded = 0;
  for (;;) {
    const at = await checkpoint(db);
    if (!at || (at.stepTo === null && now.getTime() <= at.until.getTime())) return recorded;
    const page = await scanPage(db, source, at, at.stepTo ?? new Date(Math.min(now.getTime(), at.until.getTime() + SCAN_STEP_MS)), now, settings, memo, pageRows);
    // another process moved the checkpoint meanwhile: it does the work from there
    if (page === null) return recorded;
    recorded += page;
  }
}

/** One page of the step (at.until, to], recorded at `now`; null when the checkpoint is no longer `at`. */
async function scanPage(db: Db, source: DueSource, at: Checkpoint, to: Date, now: Date, settings: CompanySettings, memo: RecipientsMemo, pageRows: number): Promise<number | null> {
  const from = at.until;
  const rows = await source.compliance.withDatesIn(db, { companyId: null, from, to, deadlineRanges: deadlineRanges(settings, from, to), page: { after: at.after, limit: pageRows } });
  const due = await notificationsOf(rows, source, settings, from, to, memo);
  const last = rows.length === pageRows ? rows[rows.length - 1] : undefined;
  return db.transaction(async (tx) => {
    const locked = await checkpoint(tx, true);
    if (!locked || !sameCheckpoint(locked, at)) return null;
    // the mails of a step wait for its last page: a person's items of one step make one digest
    const recorded = await recordNotifications(tx, due, () => now, { hold: !!last });
    if (last) await tx.query('UPDATE ntf_scan SET step_to = $2, after_user = $3, after_training = $4 WHERE id = $1', [SCAN_ID, to, last.userId, last.trainingId]);
    else {
      await tx.query('UPDATE ntf_scan SET scanned_until = $2, step_to = NULL, after_user = NULL, after_training = NULL WHERE id = $1', [SCAN_ID, to]);
      await releaseHeldMails(tx);
    }
    return recorded;
  });
}
