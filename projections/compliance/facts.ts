import type { ReplayedEvent } from '../../src/platform/eventstore';
import { catalogEvents, catalogStreams, periodMonths } from '../../src/modules/catalog';
import { identityEvents, identityStreams } from '../../src/modules/identity';
import { learningEvents } from '../../src/modules/learning';
import { groupIdOf, organizationEvents, organizationStreams } from '../../src/modules/organization';
import { privacyEvents } from '../../src/modules/privacy';
import { PERSONAL_DATA_REDACTED, pseudonymisedFields } from '../../src/shared/contracts/privacy';

/**
 * What one batch of events changes in the projection's facts, reduced per key: the last operation
 * on a key wins (memberships, assignments, deadlines), creations and later changes of one thing
 * are folded into one write, starts and completions fold by maximum. The tables are a function of
 * these final states, so a batch is written with a constant number of statements and applying the
 * same batch twice changes nothing.
 */
export interface BatchFacts {
  readonly groups: Map<string, { companyId?: string; deleted?: boolean }>;
  /** `group|user` → added (with the time) or removed (null). */
  readonly members: Map<string, { addedAt: string } | null>;
  /** `group|training` → assigned directly (with time and deadline) or unassigned. */
  readonly direct: Map<string, { assignedAt: string; deadline: string | null } | null>;
  /** `group|training` → deadline override set, or dropped (a new direct assignment drops it). */
  readonly deadlines: Map<string, string | null>;
  readonly groupBundles: Map<string, { assignedAt: string; deadline: string | null } | null>;
  readonly bundles: Map<string, { companyId?: string; name?: string; deleted?: boolean }>;
  readonly bundleTrainings: Map<string, readonly string[]>;
  readonly trainings: Map<string, TrainingFacts>;
  /** Enrolment stream → its (user, training, cycle): cycle starts. */
  readonly starts: Map<string, { companyId: string; userId: string; trainingId: string; cycle: number; startedAt: string }>;
  /**
   * Enrolment stream → the completion that counts: the online completion, or for a blended training
   * the sign-off of its practical part (`completionId` null: the one recorded with its online part).
   * `language`: the version it was delivered in (issue 34; null: not recorded, or for a sign-off
   * whose online part an earlier batch folded: the one recorded with that online part).
   */
  readonly completions: Map<string, { completedAt: string; completionId: string | null; language: string | null }>;
  /** Enrolment stream → its online completion, with its delivered language, that waits for the sign-off of its practical part (issue 16, item 7). */
  readonly pending: Map<string, { completionId: string; language: string | null }>;
  readonly people: Map<string, PersonFacts>;
  /** Person → date of birth (`YYYY-MM-DD`) or null: the last change of the batch (issue 16, item 6). */
  readonly birthDates: Map<string, string | null>;
}

export interface TrainingFacts {
  created?: { companyId: string };
  isRequired?: boolean;
  requiresRecertification?: boolean;
  periodMonths?: number;
  deleted?: boolean;
}

export interface PersonFacts {
  created?: { companyId: string };
  firstName?: string;
  lastName?: string;
  email?: string;
}

export const key = (a: string, b: string) => `${a}|${b}`;
export const splitKey = (k: string): [string, string] => {
  const i = k.indexOf('|');
  return [k.slice(0, i), k.slice(i + 1)];
};

const organizationTypes = new Set<string>(organizationEvents.types);
const catalogTypes = new Set(['catalog.TrainingCreated', 'catalog.TrainingDetailsChanged', 'catalog.TrainingDeleted']);
const learningTypes = new Set(['learning.TrainingStarted', 'learning.TrainingCompleted', 'learning.PracticalPartSignedOff']);
const identityTypes = new Set(['identity.UserRegistered', 'identity.UserInvited', 'identity.ProfileUpdated', 'identity.UserDateOfBirthChanged']);

/** The event types the compliance projection reads. */
export const complianceEventTypes: readonly string[] = [
  ...[...organizationTypes].filter((t) => !['organization.GroupDetailsChanged', 'organization.GroupCoOwnerAdded', 'organization.GroupCoOwnerRemoved', 'organization.BundleCoOwnerAdded', 'organization.BundleCoOwnerRemoved'].includes(t)),
  ...catalogTypes,
  ...learningTypes,
  ...identityTypes,
  PERSONAL_DATA_REDACTED,
];

export function emptyFacts(): BatchFacts {
  return {
    groups: new Map(),
    members: new Map(),
    direct: new Map(),
    deadlines: new Map(),
    groupBundles: new Map(),
    bundles: new Map(),
    bundleTrainings: new Map(),
    trainings: new Map(),
    starts: new Map(),
    completions: new Map(),
    pending: new Map(),
    people: new Map(),
    birthDates: new Map(),
  };
}

function merge<T extends object>(map: Map<string, T>, id: string, patch: T): void {
  map.set(id, { ...(map.get(id) ?? ({} as T)), ...patch });
}

function organization(f: BatchFacts, r: ReplayedEvent): void {
  const e = organizationEvents.decode(r);
  const group = () => organizationStreams.group.idOf(r.streamId);
  const bundle = () => organizationStreams.bundle.idOf(r.streamId);
  switch (e.type) {
    case 'organization.GroupCreated':
      return merge(f.groups, group(), { companyId: e.data.companyId });
    case 'organization.GroupDeleted':
      return merge(f.groups, group(), { deleted: true });
    case 'organization.MemberAdded':
      f.members.set(key(groupIdOf(r.streamId, e.data), e.data.userId), { addedAt: e.data.addedAt });
      return;
    case 'organization.MemberRemoved':
      f.members.set(key(groupIdOf(r.streamId, e.data), e.data.userId), null);
      return;
    case 'organization.TrainingAssigned':
      f.direct.set(key(group(), e.data.trainingId), { assignedAt: e.data.assignedAt, deadline: e.data.deadline });
      f.deadlines.set(key(group(), e.data.trainingId), null);
      return;
    case 'organization.TrainingUnassigned':
      f.direct.set(key(group(), e.data.trainingId), null);
      return;
    case 'organization.DeadlineSet':
      f.deadlines.set(key(group(), e.data.trainingId), e.data.deadline);
      return;
    case 'organization.BundleAssigned':
      f.groupBundles.set(key(group(), e.data.bundleId), { assignedAt: e.data.assignedAt, deadline: e.data.deadline });
      return;
    case 'organization.BundleUnassigned':
      f.groupBundles.set(key(group(), e.data.bundleId), null);
      return;
    case 'organization.BundleCreated':
      return merge(f.bundles, bundle(), { companyId: e.data.companyId, name: e.data.name });
    case 'organization.BundleDetailsChanged':
      return merge(f.bundles, bundle(), { name: e.data.name });
    case 'organization.BundleDeleted':
      return merge(f.bundles, bundle(), { deleted: true });
    case 'organization.BundleTrainingsSet':
      f.bundleTrainings.set(bundle(), e.data.trainingIds);
      return;
    default:
      return;
  }
}

function catalog(f: BatchFacts, r: ReplayedEvent): void {
  const e = catalogEvents.decode(r);
  const id = catalogStreams.training.idOf(r.streamId);
  switch (e.type) {
    case 'catalog.TrainingCreated': {
      const d = e.data.details;
      return merge(f.trainings, id, {
        created: { companyId: e.data.companyId },
        isRequired: d.isRequired,
        requiresRecertification: d.requiresRecertification,
        periodMonths: periodMonths(d.recertificationPeriod),
      });
    }
    case 'catalog.TrainingDetailsChanged': {
      const c = e.data.changes;
      const patch: TrainingFacts = {};
      if (c.isRequired !== undefined) patch.isRequired = c.isRequired;
      if (c.requiresRecertification !== undefined) patch.requiresRecertification = c.requiresRecertification;
      if (c.recertificationPeriod !== undefined) patch.periodMonths = periodMonths(c.recertificationPeriod);
      return merge(f.trainings, id, patch);
    }
    case 'catalog.TrainingDeleted':
      return merge(f.trainings, id, { deleted: true });
    default:
      return;
  }
}

function learning(f: BatchFacts, r: ReplayedEvent): void {
  const e = learningEvents.decode(r);
  if (e.type === 'learning.TrainingStarted') {
    const d = e.data;
    f.starts.set(r.streamId, { companyId: d.companyId, userId: d.userId, trainingId: d.trainingId, cycle: d.cycle, startedAt: d.startedAt });
  } else if (e.type === 'learning.TrainingCompleted') {
    // absent in events before language versions: not recorded, never read as German (ADR 0030 section 5)
    const language = e.data.language ?? null;
    // a blended training's online completion counts from the sign-off of its practical part (ADR 0022)
    if (e.data.practicalPartRequired) f.pending.set(r.streamId, { completionId: e.data.completionId, language });
    else f.completions.set(r.streamId, { completedAt: e.data.completedAt, completionId: e.data.completionId, language });
  } else if (e.type === 'learning.PracticalPartSignedOff') {
    // the completion keeps the language its online part was delivered in
    const online = f.pending.get(r.streamId);
    f.completions.set(r.streamId, { completedAt: e.data.signedOffAt, completionId: online?.completionId ?? null, language: online?.language ?? null });
  }
}

function identity(f: BatchFacts, r: ReplayedEvent): void {
  const e = identityEvents.decode(r);
  switch (e.type) {
    case 'identity.UserRegistered':
    case 'identity.UserInvited':
      if (!e.data.companyId) return;
      return merge(f.people, e.data.userId, { created: { companyId: e.data.companyId }, firstName: e.data.firstName, lastName: e.data.lastName, email: e.data.email });
    case 'identity.ProfileUpdated':
      return merge(f.people, identityStreams.user.idOf(r.streamId), { firstName: e.data.firstName, lastName: e.data.lastName, email: e.data.email });
    case 'identity.UserDateOfBirthChanged':
      f.birthDates.set(identityStreams.user.idOf(r.streamId), e.data.dateOfBirth);
      return;
    default:
      return;
  }
}

/**
 * A person pseudonymised (ADR 0033): the names and address a rebuild from the rewritten log gives,
 * and no date of birth when it was dropped (every change of it rewritten to null).
 */
function erasure(f: BatchFacts, r: ReplayedEvent): void {
  const e = privacyEvents.decode(r);
  if (e.type !== 'privacy.PersonalDataRedacted') return;
  const { firstName, lastName, email } = pseudonymisedFields(e.data.pseudonym);
  merge(f.people, e.data.subjectId, { firstName, lastName, email });
  if (e.data.dateOfBirthDropped) f.birthDates.set(e.data.subjectId, null);
}

/** Folds events into facts already folded from the events before them (the same as one batch of all of them). */
export function reduceInto(f: BatchFacts, events: readonly ReplayedEvent[]): BatchFacts {
  for (const r of events) {
    if (organizationTypes.has(r.type)) organization(f, r);
    else if (catalogTypes.has(r.type)) catalog(f, r);
    else if (learningTypes.has(r.type)) learning(f, r);
    else if (identityTypes.has(r.type)) identity(f, r);
    else if (r.type === PERSONAL_DATA_REDACTED) erasure(f, r);
  }
  return f;
}

/** Folds a batch of recorded events into the changes it makes. */
export function reduceBatch(events: readonly ReplayedEvent[]): BatchFacts {
  return reduceInto(emptyFacts(), events);
}
