import { iso, type VersionedTable } from './versioned';

/** The versioned fact tables of schema.ts and the value each version holds. */
export interface GroupV {
  readonly name: string;
}
export interface MemberV {
  readonly addedAt: string;
}
export interface AssignmentV {
  readonly assignedAt: string;
  readonly deadline: string | null;
}
export interface DeadlineV {
  readonly deadline: string;
}
export interface BundleV {
  readonly name: string;
  readonly trainingIds: readonly string[];
}
export interface TrainingV {
  readonly titleDe: string;
  readonly titleEn: string;
  readonly isRequired: boolean;
  readonly requiresRecertification: boolean;
  readonly periodMonths: number;
}
export interface LearningV {
  readonly latestCycle: number;
  readonly startedAt: string | null;
  readonly completedCycle: number;
  readonly completedAt: string | null;
  readonly completionId: string | null;
  /** The latest cycle whose online part waits for the sign-off of its practical part (0: none), and that completion's id. */
  readonly pendingCycle: number;
  readonly pendingCompletionId: string | null;
}
export interface BirthDateV {
  readonly dateOfBirth: string;
}

const s = (v: unknown) => String(v);
const isoOrNull = (v: unknown) => iso(v);
const isoReq = (v: unknown) => iso(v) ?? '';

export const groups: VersionedTable<GroupV> = {
  table: 'aof_groups',
  keys: ['group_id'],
  columns: [['name', 'text']],
  values: (v) => [v.name],
  read: (r) => ({ name: s(r.name) }),
};

export const members: VersionedTable<MemberV> = {
  table: 'aof_members',
  keys: ['group_id', 'user_id'],
  columns: [['added_at', 'timestamptz']],
  values: (v) => [v.addedAt],
  read: (r) => ({ addedAt: isoReq(r.added_at) }),
};

export const direct: VersionedTable<AssignmentV> = {
  table: 'aof_direct',
  keys: ['group_id', 'training_id'],
  columns: [
    ['assigned_at', 'timestamptz'],
    ['deadline', 'timestamptz'],
  ],
  values: (v) => [v.assignedAt, v.deadline],
  read: (r) => ({ assignedAt: isoReq(r.assigned_at), deadline: isoOrNull(r.deadline) }),
};

export const deadlines: VersionedTable<DeadlineV> = {
  table: 'aof_deadlines',
  keys: ['group_id', 'training_id'],
  columns: [['deadline', 'timestamptz']],
  values: (v) => [v.deadline],
  read: (r) => ({ deadline: isoReq(r.deadline) }),
};

export const groupBundles: VersionedTable<AssignmentV> = {
  table: 'aof_group_bundles',
  keys: ['group_id', 'bundle_id'],
  columns: [
    ['assigned_at', 'timestamptz'],
    ['deadline', 'timestamptz'],
  ],
  values: (v) => [v.assignedAt, v.deadline],
  read: (r) => ({ assignedAt: isoReq(r.assigned_at), deadline: isoOrNull(r.deadline) }),
};

export const bundles: VersionedTable<BundleV> = {
  table: 'aof_bundles',
  keys: ['bundle_id'],
  columns: [
    ['name', 'text'],
    ['training_ids', 'jsonb'],
  ],
  values: (v) => [v.name, JSON.stringify(v.trainingIds)],
  read: (r) => ({ name: s(r.name), trainingIds: (typeof r.training_ids === 'string' ? JSON.parse(r.training_ids) : r.training_ids) as string[] }),
};

export const trainings: VersionedTable<TrainingV> = {
  table: 'aof_trainings',
  keys: ['training_id'],
  columns: [
    ['title_de', 'text'],
    ['title_en', 'text'],
    ['is_required', 'boolean'],
    ['requires_recertification', 'boolean'],
    ['period_months', 'integer'],
  ],
  values: (v) => [v.titleDe, v.titleEn, v.isRequired, v.requiresRecertification, v.periodMonths],
  read: (r) => ({
    titleDe: s(r.title_de),
    titleEn: s(r.title_en),
    isRequired: r.is_required === true,
    requiresRecertification: r.requires_recertification === true,
    periodMonths: Number(r.period_months),
  }),
};

export const learning: VersionedTable<LearningV> = {
  table: 'aof_learning',
  keys: ['user_id', 'training_id'],
  columns: [
    ['latest_cycle', 'integer'],
    ['started_at', 'timestamptz'],
    ['completed_cycle', 'integer'],
    ['completed_at', 'timestamptz'],
    ['completion_id', 'text'],
    ['pending_cycle', 'integer'],
    ['pending_completion_id', 'text'],
  ],
  values: (v) => [v.latestCycle, v.startedAt, v.completedCycle, v.completedAt, v.completionId, v.pendingCycle, v.pendingCompletionId],
  read: (r) => ({
    latestCycle: Number(r.latest_cycle),
    startedAt: isoOrNull(r.started_at),
    completedCycle: Number(r.completed_cycle),
    completedAt: isoOrNull(r.completed_at),
    completionId: r.completion_id === null ? null : s(r.completion_id),
    pendingCycle: Number(r.pending_cycle ?? 0),
    pendingCompletionId: r.pending_completion_id === null || r.pending_completion_id === undefined ? null : s(r.pending_completion_id),
  }),
};

export const birthDates: VersionedTable<BirthDateV> = {
  table: 'aof_birth_dates',
  keys: ['user_id'],
  columns: [['date_of_birth', 'text']],
  values: (v) => [v.dateOfBirth],
  read: (r) => ({ dateOfBirth: s(r.date_of_birth) }),
};
