import type { Queryable } from '../../../src/platform/db';
import type { RecordedEvent } from '../../../src/platform/eventstore';
import type { Projection } from '../../../src/platform/projections';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';
import { catalogEvents, periodMonths } from '../../../src/modules/catalog';
import { identityEvents } from '../../../src/modules/identity';
import { infologEvents } from '../../../src/modules/infolog';
import { learningEvents } from '../../../src/modules/learning';
import { mediaEvents } from '../../../src/modules/media';
import { groupIdOf, organizationEvents } from '../../../src/modules/organization';
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

interface Person {
  companyId: string;
  firstName: string;
  lastName: string;
}
interface Training {
  companyId: string;
  title: LocalizedText;
  requiresRecertification: boolean;
  periodMonths: number;
  deletedAt: string | null;
}
interface Named {
  companyId: string;
  name: string;
}
interface Enrolment {
  companyId: string;
  userId: string;
  trainingId: string;
  cycle: number;
}

/** A table of the name book: entries loaded for this batch, and which of them the batch changed. */
class Table<V> {
  readonly values = new Map<string, V>();
  readonly dirty = new Set<string>();
  get(id: string | null | undefined): V | undefined {
    return id ? this.values.get(id) : undefined;
  }
  set(id: string, v: V): void {
    this.values.set(id, v);
    this.dirty.add(id);
  }
  changed(): [string, V][] {
    return [...this.dirty].map((id) => [id, this.values.get(id)!]);
  }
}

/** The projection's own names, as far as this batch needs them, updated event by event. */
class NameBook {
  readonly people = new Table<Person>();
  readonly trainings = new Table<Training>();
  readonly groups = new Table<Named>();
  readonly bundles = new Table<Named>();
  readonly modules = new Table<Named>();
  readonly messages = new Table<Named>();
  readonly enrolments = new Table<Enrolment>();

  personName(id: string | null | undefined): string | null {
    const p = this.people.get(id);
    return p ? `${p.firstName} ${p.lastName}`.trim() : null;
  }
}

/** Ids a batch may name, gathered before the lookups (one query per table). */
interface Wanted {
  people: Set<string>;
  trainings: Set<string>;
  groups: Set<string>;
  bundles: Set<string>;
  modules: Set<string>;
  messages: Set<string>;
  enrolments: Set<string>;
}

const idAfter = (streamId: string, prefix: string) => (streamId.startsWith(prefix) ? streamId.slice(prefix.length) : '');

function want(w: Wanted, r: RecordedEvent): void {
  if (r.metadata.actorId) w.people.add(r.metadata.actorId);
  const d = (r.data ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : undefined);
  for (const k of ['userId']) if (str(k)) w.people.add(str(k)!);
  if (str('trainingId')) w.trainings.add(str('trainingId')!);
  if (str('groupId')) w.groups.add(str('groupId')!);
  if (str('bundleId')) w.bundles.add(str('bundleId')!);
  if (str('moduleId')) w.modules.add(str('moduleId')!);
  if (str('messageId')) w.messages.add(str('messageId')!);
  if (Array.isArray(d.trainingIds)) for (const t of d.trainingIds) if (typeof t === 'string') w.trainings.add(t);
  const s = r.streamId;
  if (s.startsWith('user-')) w.people.add(idAfter(s, 'user-'));
  else if (s.startsWith('training-')) w.trainings.add(idAfter(s, 'training-'));
  else if (s.startsWith('group-')) w.groups.add(idAfter(s, 'group-'));
  else if (s.startsWith('bundle-')) w.bundles.add(idAfter(s, 'bundle-'));
  else if (s.startsWith('learning-enrolment-')) w.enrolments.add(s);
}

async function load(tx: Queryable, events: readonly RecordedEvent[]): Promise<NameBook> {
  const book = new NameBook();
  const w: Wanted = { people: new Set(), trainings: new Set(), groups: new Set(), bundles: new Set(), modules: new Set(), messages: new Set(), enrolments: new Set() };
  for (const r of events) want(w, r);
  if (w.enrolments.size) {
    const { rows } = await tx.query<{ stream_id: string; company_id: string; user_id: string; training_id: string; cycle: number }>(
      'SELECT stream_id, company_id, user_id, training_id, cycle FROM aud_enrolments WHERE stream_id = ANY($1::text[])',
      [[...w.enrolments]],
    );
    for (const e of rows) {
      book.enrolments.values.set(e.stream_id, { companyId: e.company_id, userId: e.user_id, trainingId: e.training_id, cycle: e.cycle });
      w.people.add(e.user_id);
      w.trainings.add(e.training_id);
    }
  }
  if (w.people.size) {
    const { rows } = await tx.query<{ user_id: string; company_id: string; first_name: string; last_name: string }>(
      'SELECT user_id, company_id, first_name, last_name FROM aud_people WHERE user_id = ANY($1::text[])',
      [[...w.people]],
    );
    for (const p of rows) book.people.values.set(p.user_id, { companyId: p.company_id, firstName: p.first_name, lastName: p.last_name });
  }
  if (w.trainings.size) {
    const { rows } = await tx.query<{ training_id: string; company_id: string; title: LocalizedText; requires_recertification: boolean; period_months: number; deleted_at: Date | string | null }>(
      'SELECT training_id, company_id, title, requires_recertification, period_months, deleted_at FROM aud_trainings WHERE training_id = ANY($1::text[])',
      [[...w.trainings]],
    );
    for (const t of rows) {
      book.trainings.values.set(t.training_id, {
        companyId: t.company_id,
        title: t.title,
        requiresRecertification: t.requires_recertification,
        periodMonths: t.period_months,
        deletedAt: t.deleted_at === null ? null : new Date(t.deleted_at).toISOString(),
      });
    }
  }
  const named = async (table: Table<Named>, sql: string, ids: Set<string>) => {
    if (ids.size === 0) return;
    const { rows } = await tx.query<{ id: string; company_id: string; name: string }>(sql, [[...ids]]);
    for (const x of rows) table.values.set(x.id, { companyId: x.company_id, name: x.name });
  };
  await named(book.groups, 'SELECT group_id AS id, company_id, name FROM aud_groups WHERE group_id = ANY($1::text[])', w.groups);
  await named(book.bundles, 'SELECT bundle_id AS id, company_id, name FROM aud_bundles WHERE bundle_id = ANY($1::text[])', w.bundles);
  await named(book.modules, 'SELECT module_id AS id, company_id, title AS name FROM aud_modules WHERE module_id = ANY($1::text[])', w.modules);
  await named(book.messages, 'SELECT message_id AS id, company_id, title AS name FROM aud_messages WHERE message_id = ANY($1::text[])', w.messages);
  return book;
}

/** What one event contributes to a row besides the names, which `line` then fills in. */
interface Subject {
  at?: string;
  userId?: string | null;
  trainingId?: string | null;
  groupId?: string | null;
  bundleId?: string | null;
  cycle?: number | null;
  data?: Record<string, unknown>;
  /** A rename: applied to the book after the row took the names as they were before. */
  after?: () => void;
}

function identity(book: NameBook, r: RecordedEvent): Subject | null {
  const e = identityEvents.decode(r);
  const userId = idAfter(r.streamId, 'user-');
  switch (e.type) {
    case 'identity.CompanyRegistered':
      return { at: e.data.registeredAt, data: { name: e.data.name } };
    case 'identity.CompanyProfileUpdated':
      return { data: { name: e.data.name } };
    case 'identity.UserRegistered':
    case 'identity.UserInvited': {
      book.people.set(e.data.userId, { companyId: e.data.companyId ?? r.tenantId, firstName: e.data.firstName, lastName: e.data.lastName });
      const at = e.type === 'identity.UserInvited' ? e.data.invitedAt : e.data.registeredAt;
      return { at, userId: e.data.userId, data: { role: e.data.role, email: e.data.email } };
    }
    case 'identity.ProfileUpdated': {
      const before = book.people.get(userId);
      const after = () => {
        if (before) book.people.set(userId, { ...before, firstName: e.data.firstName, lastName: e.data.lastName });
      };
      return { userId, data: { firstName: e.data.firstName, lastName: e.data.lastName, email: e.data.email }, after };
    }
    case 'identity.UserRoleChanged':
      return { at: e.data.changedAt, userId, data: { role: e.data.role, previousRole: e.data.previousRole } };
    case 'identity.UserDeactivated':
      return { at: e.data.deactivatedAt, userId };
    case 'identity.UserActivated':
      return { at: e.data.activatedAt, userId };
    case 'identity.UserDeleted':
      return { at: e.data.deletedAt, userId };
    case 'identity.TemporaryPasswordIssued':
      return { at: e.data.issuedAt, userId };
    case 'identity.UserDateOfBirthChanged':
      // the date itself is for root and admin only, and auditors read the trail: only whether one is set now and was before
      return { at: e.data.changedAt, userId, data: { set: e.data.dateOfBirth !== null, previouslySet: e.data.previousDateOfBirth !== null } };
    default:
      return null;
  }
}

/** The fields of a training change an auditor reads, in a fixed order. */
const CHANGE_FIELDS = ['title', 'description', 'status', 'isRequired', 'requiresRecertification', 'recertificationPeriod', 'category', 'difficulty', 'duration', 'imageId', 'imageUrl'] as const;

function catalog(book: NameBook, r: RecordedEvent): Subject | null {
  const e = catalogEvents.decode(r);
  const trainingId = idAfter(r.streamId, 'training-');
  const module = (moduleId: string) => book.modules.get(moduleId)?.name ?? null;
  switch (e.type) {
    case 'catalog.TrainingCreated': {
      const d = e.data.details;
      book.trainings.set(trainingId, {
        companyId: e.data.companyId,
        title: d.title,
        requiresRecertification: d.requiresRecertification,
        periodMonths: periodMonths(d.recertificationPeriod),
        deletedAt: null,
      });
      return { at: e.data.createdAt, trainingId, data: { status: d.status, isRequired: d.isRequired, requiresRecertification: d.requiresRecertification, recertificationPeriod: d.recertificationPeriod } };
    }
    case 'catalog.TrainingDetailsChanged': {
      const c = e.data.changes;
      const fields = CHANGE_FIELDS.filter((f) => c[f] !== undefined);
      const data: Record<string, unknown> = { fields };
      if (c.title !== undefined) data.title = c.title;
      if (c.status !== undefined) data.status = c.status;
      if (c.isRequired !== undefined) data.isRequired = c.isRequired;
      if (c.requiresRecertification !== undefined) data.requiresRecertification = c.requiresRecertification;
      if (c.recertificationPeriod !== undefined) data.recertificationPeriod = c.recertificationPeriod;
      const t = book.trainings.get(trainingId);
      // the row keeps the title before the change; the new one is in data
      const after = () => {
        if (!t) return;
        book.trainings.set(trainingId, {
          ...t,
          title: c.title ?? t.title,
          requiresRecertification: c.requiresRecertification ?? t.requiresRecertification,
          periodMonths: c.recertificationPeriod !== undefined ? periodMonths(c.recertificationPeriod) : t.periodMonths,
        });
      };
      return { at: e.data.changedAt, trainingId, data, after };
    }
    case 'catalog.TrainingDeleted': {
      const t = book.trainings.get(trainingId);
      if (t) book.trainings.set(trainingId, { ...t, deletedAt: e.data.deletedAt });
      return { at: e.data.deletedAt, trainingId };
    }
    case 'catalog.ModuleAdded':
      book.modules.set(e.data.moduleId, { companyId: r.tenantId, name: e.data.title });
      return { at: e.data.addedAt, trainingId, data: { moduleId: e.data.moduleId, moduleTitle: e.data.title, moduleType: e.data.type } };
    case 'catalog.ModuleUpdated': {
      const data: Record<string, unknown> = { moduleId: e.data.moduleId, moduleTitle: module(e.data.moduleId) };
      if (e.data.title !== undefined && e.data.title !== data.moduleTitle) {
        data.newTitle = e.data.title;
        book.modules.set(e.data.moduleId, { companyId: r.tenantId, name: e.data.title });
      }
      if (e.data.isActive !== undefined) data.isActive = e.data.isActive;
      if (e.data.content !== undefined) data.contentChanged = true;
      return { at: e.data.updatedAt, trainingId, data };
    }
    case 'catalog.ModuleRemoved':
      return { at: e.data.removedAt, trainingId, data: { moduleId: e.data.moduleId, moduleTitle: module(e.data.moduleId) } };
    case 'catalog.ModulesRearranged':
      return { at: e.data.rearrangedAt, trainingId, data: { modules: e.data.updates.length, removed: e.data.removedModuleIds.map(module) } };
    case 'catalog.CoOwnerAdded':
      return { at: e.data.addedAt, trainingId, userId: e.data.userId };
    case 'catalog.CoOwnerRemoved':
      return { at: e.data.removedAt, trainingId, userId: e.data.userId };
    default:
      return null;
  }
}

function organization(book: NameBook, r: RecordedEvent): Subject | null {
  const e = organizationEvents.decode(r);
  const groupId = idAfter(r.streamId, 'group-');
  const bundleId = idAfter(r.streamId, 'bundle-');
  switch (e.type) {
    case 'organization.GroupCreated':
      book.groups.set(e.data.groupId, { companyId: e.data.companyId, name: e.data.name });
      return { at: e.data.createdAt, groupId: e.data.groupId };
    case 'organization.GroupDetailsChanged': {
      const before = book.groups.get(groupId);
      const after = () => book.groups.set(groupId, { companyId: before?.companyId ?? r.tenantId, name: e.data.name });
      return { at: e.data.changedAt, groupId, data: { name: e.data.name, renamed: before ? before.name !== e.data.name : false }, after };
    }
    case 'organization.GroupDeleted':
      return { at: e.data.deletedAt, groupId };
    case 'organization.MemberAdded':
      return { at: e.data.addedAt, groupId: groupIdOf(r.streamId, e.data), userId: e.data.userId };
    case 'organization.MemberRemoved':
      return { at: e.data.removedAt, groupId: groupIdOf(r.streamId, e.data), userId: e.data.userId };
    case 'organization.TrainingAssigned':
      return { at: e.data.assignedAt, groupId, trainingId: e.data.trainingId, data: { deadline: e.data.deadline, deadlineWeeks: e.data.deadlineWeeks } };
    case 'organization.TrainingUnassigned':
      return { at: e.data.unassignedAt, groupId, trainingId: e.data.trainingId };
    case 'organization.DeadlineSet':
      return { at: e.data.setAt, groupId, trainingId: e.data.trainingId, data: { deadline: e.data.deadline, deadlineWeeks: e.data.deadlineWeeks } };
    case 'organization.BundleAssigned':
      return { at: e.data.assignedAt, groupId, bundleId: e.data.bundleId, data: { deadline: e.data.deadline, deadlineWeeks: e.data.deadlineWeeks } };
    case 'organization.BundleUnassigned':
      return { at: e.data.unassignedAt, groupId, bundleId: e.data.bundleId };
    case 'organization.GroupCoOwnerAdded':
      return { at: e.data.addedAt, groupId, userId: e.data.userId };
    case 'organization.GroupCoOwnerRemoved':
      return { at: e.data.removedAt, groupId, userId: e.data.userId };
    case 'organization.BundleCreated':
      book.bundles.set(e.data.bundleId, { companyId: e.data.companyId, name: e.data.name });
      return { at: e.data.createdAt, bundleId: e.data.bundleId };
    case 'organization.BundleDetailsChanged': {
      const before = book.bundles.get(bundleId);
      const after = () => book.bundles.set(bundleId, { companyId: before?.companyId ?? r.tenantId, name: e.data.name });
      return { at: e.data.changedAt, bundleId, data: { name: e.data.name, renamed: before ? before.name !== e.data.name : false }, after };
    }
    case 'organization.BundleTrainingsSet':
      return {
        at: e.data.setAt,
        bundleId,
        data: { trainingIds: e.data.trainingIds, trainingTitles: e.data.trainingIds.map((t) => book.trainings.get(t)?.title ?? null) },
      };
    case 'organization.BundleDeleted':
      return { at: e.data.deletedAt, bundleId };
    default:
      return null;
  }
}

function learning(book: NameBook, r: RecordedEvent): Subject | null {
  const e = learningEvents.decode(r);
  if (e.type === 'learning.TrainingStarted') {
    const d = e.data;
    book.enrolments.set(r.streamId, { companyId: d.companyId, userId: d.userId, trainingId: d.trainingId, cycle: d.cycle });
    return { at: d.startedAt, userId: d.userId, trainingId: d.trainingId, cycle: d.cycle, data: { contentVersion: d.contentVersion } };
  }
  const en = book.enrolments.get(r.streamId);
  const of = { userId: en?.userId ?? null, trainingId: en?.trainingId ?? null, cycle: en?.cycle ?? null };
  switch (e.type) {
    case 'learning.ModuleCompleted':
      return { ...of, at: e.data.completedAt, data: { moduleId: e.data.moduleId, moduleTitle: book.modules.get(e.data.moduleId)?.name ?? null } };
    case 'learning.QuizPassed':
    case 'learning.QuizFailed':
      return { ...of, at: e.data.evaluatedAt, data: { percent: e.data.percent, correct: e.data.correct, total: e.data.total } };
    case 'learning.TrainingCompleted':
      return {
        ...of,
        at: e.data.completedAt,
        data: {
          completionId: e.data.completionId,
          percent: e.data.percent,
          correct: e.data.correct,
          total: e.data.total,
          confirmedBy: e.data.confirmedBy,
          confirmation: e.data.confirmation,
          contentVersion: e.data.contentVersion,
          // a blended training's online part: it counts only from the practical part's sign-off (ADR 0022)
          ...(e.data.practicalPartRequired === true ? { practicalPartRequired: true } : {}),
        },
      };
    case 'learning.PracticalPartSignedOff':
      return {
        ...of,
        at: e.data.signedOffAt,
        data: { practicalDate: e.data.practicalDate, place: e.data.place, instructorName: e.data.instructorName, signedOffByName: e.data.signedOffByName, note: e.data.note },
      };
    default:
      return null;
  }
}

function infolog(book: NameBook, r: RecordedEvent): Subject | null {
  const e = infologEvents.decode(r);
  switch (e.type) {
    case 'infolog.MessagePosted':
      book.messages.set(e.data.messageId, { companyId: e.data.companyId, name: e.data.title });
      return { at: e.data.postedAt, groupId: e.data.groupId, data: { messageId: e.data.messageId, title: e.data.title, recipients: e.data.recipientIds.length, video: e.data.video !== null } };
    case 'infolog.MessageRead':
      return { at: e.data.readAt, groupId: e.data.groupId, userId: e.data.userId, data: { messageId: e.data.messageId, title: book.messages.get(e.data.messageId)?.name ?? null } };
    default:
      return null;
  }
}

function media(r: RecordedEvent): Subject | null {
  const e = mediaEvents.decode(r);
  switch (e.type) {
    case 'media.VideoStored':
      return { at: e.data.storedAt, data: { mediaId: e.data.mediaId, title: e.data.title, duration: e.data.duration } };
    case 'media.ImageStored':
      return { at: e.data.storedAt, data: { mediaId: e.data.mediaId, name: e.data.originalName } };
    default:
      return null;
  }
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
    case 'media':
      return media(r);
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

async function writeNames(tx: Queryable, book: NameBook): Promise<void> {
  const people = book.people.changed();
  if (people.length) {
    await tx.query(
      `INSERT INTO aud_people (user_id, company_id, first_name, last_name) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name`,
      [col(people, ([id]) => id), col(people, ([, p]) => p.companyId), col(people, ([, p]) => p.firstName), col(people, ([, p]) => p.lastName)],
    );
  }
  const trainings = book.trainings.changed();
  if (trainings.length) {
    await tx.query(
      `INSERT INTO aud_trainings (training_id, company_id, title, requires_recertification, period_months, deleted_at)
       SELECT id, company_id, title::jsonb, rr, pm, deleted_at FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::integer[], $6::timestamptz[]) AS x(id, company_id, title, rr, pm, deleted_at)
       ON CONFLICT (training_id) DO UPDATE SET title = EXCLUDED.title, requires_recertification = EXCLUDED.requires_recertification,
         period_months = EXCLUDED.period_months, deleted_at = EXCLUDED.deleted_at`,
      [
        col(trainings, ([id]) => id),
        col(trainings, ([, t]) => t.companyId),
        col(trainings, ([, t]) => JSON.stringify(t.title)),
        col(trainings, ([, t]) => t.requiresRecertification),
        col(trainings, ([, t]) => t.periodMonths),
        col(trainings, ([, t]) => t.deletedAt),
      ],
    );
  }
  const named = async (table: Table<Named>, name: string, idCol: string, nameCol: string) => {
    const xs = table.changed();
    if (xs.length === 0) return;
    await tx.query(
      `INSERT INTO ${name} (${idCol}, company_id, ${nameCol}) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (${idCol}) DO UPDATE SET ${nameCol} = EXCLUDED.${nameCol}`,
      [col(xs, ([id]) => id), col(xs, ([, x]) => x.companyId), col(xs, ([, x]) => x.name)],
    );
  };
  await named(book.groups, 'aud_groups', 'group_id', 'name');
  await named(book.bundles, 'aud_bundles', 'bundle_id', 'name');
  await named(book.modules, 'aud_modules', 'module_id', 'title');
  await named(book.messages, 'aud_messages', 'message_id', 'title');
  const enrolments = book.enrolments.changed();
  if (enrolments.length) {
    await tx.query(
      `INSERT INTO aud_enrolments (stream_id, company_id, user_id, training_id, cycle) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[])
       ON CONFLICT (stream_id) DO NOTHING`,
      [col(enrolments, ([id]) => id), col(enrolments, ([, e]) => e.companyId), col(enrolments, ([, e]) => e.userId), col(enrolments, ([, e]) => e.trainingId), col(enrolments, ([, e]) => e.cycle)],
    );
  }
}

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
  version: 2,
  eventTypes: trailEventTypes,
  async apply(events, tx) {
    const book = await load(tx, events);
    const rows = trailRows(book, events);
    await writeNames(tx, book);
    await writeRows(tx, rows);
  },
  async reset(tx) {
    await tx.query(`TRUNCATE ${trailTables.join(', ')}`);
  },
};

/** Company deletion: every row and name of the company. */
export async function purgeTrail(tx: Queryable, companyId: string): Promise<void> {
  for (const t of trailTables) await tx.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
}

export { NameBook };
