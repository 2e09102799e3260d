/**
 * The naive recomputation the as-of property test compares the temporal read model with: a plain
 * fold of the raw events recorded up to an instant, then the status rules of spec section 4
 * written out in TypeScript. Deliberately simple and independent of projections/audit/as-of.
 */

export interface RawEvent {
  readonly type: string;
  readonly streamId: string;
  readonly data: Record<string, unknown>;
  readonly recordedAt: Date;
}

export interface NaiveRow {
  readonly userId: string;
  readonly trainingId: string;
  readonly groupIds: readonly string[];
  readonly assignedSince: string;
  readonly deadline: string | null;
  readonly status: string;
  readonly startedAt: string | null;
  readonly completedAt: string | null;
  readonly validUntil: string | null;
  readonly evidenceId: string | null;
}

interface Learning {
  latest: number;
  startedAt: string | null;
  done: number;
  completedAt: string | null;
  completionId: string | null;
  /** A blended training's cycle whose online part waits for the sign-off of its practical part, and that completion's id. */
  pending: number;
  pendingId: string | null;
}

const noLearning = (): Learning => ({ latest: 0, startedAt: null, done: 0, completedAt: null, completionId: null, pending: 0, pendingId: null });

/** Under 18 at an instant: before midnight (UTC) of the 18th birthday (Date.UTC rolls 29 February into 1 March). */
function minorAt(dateOfBirth: string | undefined, at: string): boolean {
  if (!dateOfBirth) return false;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return new Date(at).getTime() < Date.UTC(y + 18, m - 1, d);
}

const k2 = (a: string, b: string) => `${a}|${b}`;
const ms = (iso: string) => new Date(iso).getTime();

/** Completion + n calendar months in UTC, the day clamped to the month's end. */
function addMonths(iso: string, n: number): Date {
  const d = new Date(iso);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + n;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
}

function months(period: unknown): number {
  const named: Record<string, number> = { '6_months': 6, '9_months': 9, '1_year': 12, '2_years': 24 };
  if (typeof period !== 'string' || !period) return 12;
  if (named[period]) return named[period];
  const m = /^(\d+)_(month|months|year|years)$/.exec(period);
  return m ? (m[2]!.startsWith('year') ? Number(m[1]) * 12 : Number(m[1])) : 12;
}

export function naiveAsOf(events: readonly RawEvent[], at: Date, filter: { groupId?: string; userId?: string; trainingId?: string }): NaiveRow[] {
  const groups = new Map<string, boolean>();
  const members = new Map<string, string>();
  const direct = new Map<string, { assignedAt: string; deadline: string | null }>();
  const overrides = new Map<string, string>();
  const groupBundles = new Map<string, { assignedAt: string; deadline: string | null }>();
  const bundles = new Map<string, string[]>();
  const trainings = new Map<string, { recert: boolean; months: number }>();
  const enrolments = new Map<string, { u: string; t: string; cycle: number }>();
  const learning = new Map<string, Learning>();
  const birthDates = new Map<string, string>();

  for (const e of events) {
    if (e.recordedAt.getTime() > at.getTime()) continue;
    const d = e.data;
    const group = e.streamId.replace(/^group-/, '');
    const bundle = e.streamId.replace(/^bundle-/, '');
    switch (e.type) {
      case 'organization.GroupCreated':
        groups.set(group, true);
        break;
      case 'organization.GroupDeleted':
        groups.delete(group);
        break;
      case 'organization.MemberAdded':
        members.set(k2(String(d.groupId), String(d.userId)), String(d.addedAt));
        break;
      case 'organization.MemberRemoved':
        members.delete(k2(String(d.groupId), String(d.userId)));
        break;
      case 'organization.TrainingAssigned':
        direct.set(k2(group, String(d.trainingId)), { assignedAt: String(d.assignedAt), deadline: (d.deadline as string | null) ?? null });
        overrides.delete(k2(group, String(d.trainingId)));
        break;
      case 'organization.TrainingUnassigned':
        direct.delete(k2(group, String(d.trainingId)));
        break;
      case 'organization.DeadlineSet':
        overrides.set(k2(group, String(d.trainingId)), String(d.deadline));
        break;
      case 'organization.BundleAssigned':
        groupBundles.set(k2(group, String(d.bundleId)), { assignedAt: String(d.assignedAt), deadline: (d.deadline as string | null) ?? null });
        break;
      case 'organization.BundleUnassigned':
        groupBundles.delete(k2(group, String(d.bundleId)));
        break;
      case 'organization.BundleCreated':
        bundles.set(bundle, []);
        break;
      case 'organization.BundleTrainingsSet':
        if (bundles.has(bundle)) bundles.set(bundle, [...(d.trainingIds as string[])]);
        break;
      case 'organization.BundleDeleted':
        bundles.delete(bundle);
        break;
      case 'catalog.TrainingCreated': {
        const det = d.details as Record<string, unknown>;
        trainings.set(e.streamId.replace(/^training-/, ''), { recert: det.requiresRecertification === true, months: months(det.recertificationPeriod) });
        break;
      }
      case 'catalog.TrainingDetailsChanged': {
        const id = e.streamId.replace(/^training-/, '');
        const t = trainings.get(id);
        const c = d.changes as Record<string, unknown>;
        if (t) trainings.set(id, { recert: typeof c.requiresRecertification === 'boolean' ? c.requiresRecertification : t.recert, months: 'recertificationPeriod' in c ? months(c.recertificationPeriod) : t.months });
        break;
      }
      case 'catalog.TrainingDeleted':
        trainings.delete(e.streamId.replace(/^training-/, ''));
        break;
      case 'learning.TrainingStarted': {
        const u = String(d.userId);
        const t = String(d.trainingId);
        const cycle = Number(d.cycle);
        enrolments.set(e.streamId, { u, t, cycle });
        const l = learning.get(k2(u, t)) ?? noLearning();
        if (cycle >= l.latest) {
          l.latest = cycle;
          l.startedAt = String(d.startedAt);
        }
        learning.set(k2(u, t), l);
        break;
      }
      case 'learning.TrainingCompleted': {
        const en = enrolments.get(e.streamId);
        if (!en) break;
        const l = learning.get(k2(en.u, en.t)) ?? noLearning();
        if (d.practicalPartRequired === true) {
          // counts once the practical part is signed off
          if (en.cycle >= l.pending) l.pendingId = String(d.completionId);
          l.pending = Math.max(l.pending, en.cycle);
        } else {
          l.done = Math.max(l.done, en.cycle);
          if (l.completedAt === null || ms(String(d.completedAt)) >= ms(l.completedAt)) {
            l.completedAt = String(d.completedAt);
            l.completionId = String(d.completionId);
          }
        }
        learning.set(k2(en.u, en.t), l);
        break;
      }
      case 'learning.PracticalPartSignedOff': {
        const en = enrolments.get(e.streamId);
        if (!en) break;
        const l = learning.get(k2(en.u, en.t)) ?? noLearning();
        l.done = Math.max(l.done, en.cycle);
        if (l.completedAt === null || ms(String(d.signedOffAt)) >= ms(l.completedAt)) {
          l.completedAt = String(d.signedOffAt);
          l.completionId = l.pendingId;
        }
        learning.set(k2(en.u, en.t), l);
        break;
      }
      case 'identity.UserDateOfBirthChanged': {
        const u = e.streamId.replace(/^user-/, '');
        if (typeof d.dateOfBirth === 'string') birthDates.set(u, d.dateOfBirth);
        else birthDates.delete(u);
        break;
      }
      default:
        break;
    }
  }

  // the trainings of each group in effect: direct ones, then those of its bundles (earliest assigned first)
  const inEffect = (g: string) => {
    const out = new Map<string, { assignedAt: string; deadline: string | null }>();
    for (const [key, a] of direct) if (key.startsWith(g + '|')) out.set(key.slice(g.length + 1), a);
    const assigned = [...groupBundles]
      .filter(([key]) => key.startsWith(g + '|') && bundles.has(key.slice(g.length + 1)))
      .sort(([ka, a], [kb, b]) => ms(a.assignedAt) - ms(b.assignedAt) || (ka < kb ? -1 : 1));
    for (const [key, a] of assigned) for (const t of bundles.get(key.slice(g.length + 1))!) if (!out.has(t)) out.set(t, a);
    for (const [t, a] of out) {
      const o = overrides.get(k2(g, t));
      if (o) out.set(t, { ...a, deadline: o });
    }
    return out;
  };

  const pairs = new Map<string, { u: string; t: string; since: number; deadline: number | null; groups: string[] }>();
  for (const [key, addedAt] of members) {
    const [g, u] = key.split('|') as [string, string];
    if (!groups.has(g)) continue;
    for (const [t, a] of inEffect(g)) {
      const since = Math.max(ms(addedAt), ms(a.assignedAt));
      const p = pairs.get(k2(u, t));
      const dl = a.deadline === null ? null : ms(a.deadline);
      if (!p) pairs.set(k2(u, t), { u, t, since, deadline: dl, groups: [g] });
      else {
        p.since = Math.min(p.since, since);
        if (dl !== null) p.deadline = p.deadline === null ? dl : Math.min(p.deadline, dl);
        p.groups.push(g);
      }
    }
  }

  const now = at.getTime();
  const rows: NaiveRow[] = [];
  for (const p of pairs.values()) {
    const tr = trainings.get(p.t);
    if (!tr) continue;
    if (filter.userId && p.u !== filter.userId) continue;
    if (filter.trainingId && p.t !== filter.trainingId) continue;
    if (filter.groupId && !p.groups.includes(filter.groupId)) continue;
    const l = learning.get(k2(p.u, p.t));
    const completedAt = l?.completedAt ?? null;
    let validUntil: number | null = null;
    if (completedAt !== null) {
      const c = new Date(completedAt);
      const placeholder = c.getUTCFullYear() === 1970 && c.getUTCMonth() === 0 && c.getUTCDate() === 1;
      // under 18 on the day of the completion: at most six months (§ 29 JArbSchG)
      const period = minorAt(birthDates.get(p.u), completedAt) ? Math.min(tr.months, 6) : tr.months;
      validUntil = !tr.recert || placeholder ? Infinity : addMonths(completedAt, period).getTime();
    }
    const windowOpens = validUntil === null || validUntil === Infinity ? validUntil : addMonths(new Date(validUntil).toISOString(), -2).getTime();
    const inProgress = !!l && l.latest > Math.max(l.done, l.pending);
    const awaiting = !!l && l.pending > l.done;
    let status: string;
    if (completedAt !== null && validUntil! >= now) status = windowOpens! <= now ? 'recertification_due' : 'completed';
    else if (awaiting) status = 'awaiting_practical';
    else if (completedAt !== null) status = 'expired';
    else if (p.deadline !== null && p.deadline < now) status = 'overdue';
    else if (inProgress) status = 'in_progress';
    else status = 'assigned';
    rows.push({
      userId: p.u,
      trainingId: p.t,
      groupIds: [...p.groups].sort(),
      assignedSince: new Date(p.since).toISOString(),
      deadline: p.deadline === null ? null : new Date(p.deadline).toISOString(),
      status,
      startedAt: inProgress ? new Date(l.startedAt!).toISOString() : null,
      completedAt: completedAt === null ? null : new Date(completedAt).toISOString(),
      validUntil: validUntil === null || validUntil === Infinity ? null : new Date(validUntil).toISOString(),
      evidenceId: l?.completionId ?? null,
    });
  }
  return rows.sort((a, b) => (a.userId + '|' + a.trainingId < b.userId + '|' + b.trainingId ? -1 : 1));
}
