import type { Queryable } from '../../../src/platform/db';
import type { RecordedEvent } from '../../../src/platform/eventstore';
import { catalogEvents, catalogStreams, periodMonths } from '../../../src/modules/catalog';
import { identityEvents, identityStreams } from '../../../src/modules/identity';
import { learningEvents } from '../../../src/modules/learning';
import { groupIdOf, organizationEvents, organizationStreams } from '../../../src/modules/organization';
import { sortKey } from '../../compliance';
import * as T from './tables';
import { applyVersions, iso, type VersionOp } from './versioned';
import { awaiting, completed, signedOff, started } from './learning';

const ORGANIZATION = new Set<string>(organizationEvents.types);
const CATALOG = new Set(['catalog.TrainingCreated', 'catalog.TrainingDetailsChanged', 'catalog.TrainingDeleted']);
const LEARNING = new Set(['learning.TrainingStarted', 'learning.TrainingCompleted', 'learning.PracticalPartSignedOff']);
const IDENTITY = new Set(['identity.UserRegistered', 'identity.UserInvited', 'identity.ProfileUpdated', 'identity.UserDateOfBirthChanged']);

/** The event types the as-of projection reads: the same facts as the compliance projection, plus group names. */
export const asOfEventTypes: readonly string[] = [
  ...[...ORGANIZATION].filter((t) => !['organization.GroupCoOwnerAdded', 'organization.GroupCoOwnerRemoved', 'organization.BundleCoOwnerAdded', 'organization.BundleCoOwnerRemoved'].includes(t)),
  ...CATALOG,
  ...LEARNING,
  ...IDENTITY,
];

interface Ops {
  groups: VersionOp<T.GroupV>[];
  members: VersionOp<T.MemberV>[];
  direct: VersionOp<T.AssignmentV>[];
  deadlines: VersionOp<T.DeadlineV>[];
  groupBundles: VersionOp<T.AssignmentV>[];
  bundles: VersionOp<T.BundleV>[];
  trainings: VersionOp<T.TrainingV>[];
  learning: VersionOp<T.LearningV>[];
  birthDates: VersionOp<T.BirthDateV>[];
}

interface Enrolment {
  readonly companyId: string;
  readonly userId: string;
  readonly trainingId: string;
  readonly cycle: number;
}

const isoOf = (s: string) => iso(s) ?? s;
const title = (t: unknown, lang: 'de' | 'en'): string => (typeof t === 'string' ? t : t && typeof t === 'object' ? String((t as Record<string, string>)[lang] ?? (t as Record<string, string>).de ?? '') : '');
const put =
  <V>(v: V | null) =>
  () =>
    v;

/**
 * Applies one batch: every event at its own recorded time, in commit order. Enrolment streams are
 * resolved to their (person, training, cycle) from this batch's starts, else from aof_enrolments.
 */
export async function applyAsOfBatch(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const ops: Ops = { groups: [], members: [], direct: [], deadlines: [], groupBundles: [], bundles: [], trainings: [], learning: [], birthDates: [] };
  const enrolments = new Map<string, Enrolment>();
  const people = new Map<string, { companyId?: string; firstName: string; lastName: string; email: string }>();

  // enrolment streams of completions not started in this batch
  const startsHere = new Set(events.filter((e) => e.type === 'learning.TrainingStarted').map((e) => e.streamId));
  const unknown = [
    ...new Set(events.filter((e) => (e.type === 'learning.TrainingCompleted' || e.type === 'learning.PracticalPartSignedOff') && !startsHere.has(e.streamId)).map((e) => e.streamId)),
  ];
  if (unknown.length) {
    const { rows } = await tx.query<{ stream_id: string; company_id: string; user_id: string; training_id: string; cycle: number }>(
      'SELECT stream_id, company_id, user_id, training_id, cycle FROM aof_enrolments WHERE stream_id = ANY($1::text[])',
      [unknown],
    );
    for (const r of rows) enrolments.set(r.stream_id, { companyId: r.company_id, userId: r.user_id, trainingId: r.training_id, cycle: Number(r.cycle) });
  }
  const newEnrolments: [string, Enrolment][] = [];
  /** Completions in a classroom session (issue 32): the rows name their method; online ones are not kept. */
  const methods: [string, string, string][] = [];
  const languages: [string, string, string][] = []; // the version each was delivered in (issue 34); none: not recorded

  for (const r of events) {
    const base = { companyId: r.tenantId, eventId: r.eventId, at: r.recordedAt };
    if (ORGANIZATION.has(r.type)) {
      const e = organizationEvents.decode(r);
      const group = organizationStreams.group.idOf(r.streamId);
      const bundle = organizationStreams.bundle.idOf(r.streamId);
      switch (e.type) {
        case 'organization.GroupCreated':
          ops.groups.push({ ...base, companyId: e.data.companyId, key: [group], next: put({ name: e.data.name }) });
          break;
        case 'organization.GroupDetailsChanged':
          ops.groups.push({ ...base, key: [group], next: (p) => p && { name: e.data.name } });
          break;
        case 'organization.GroupDeleted':
          ops.groups.push({ ...base, key: [group], next: put(null) });
          break;
        case 'organization.MemberAdded':
          ops.members.push({ ...base, key: [groupIdOf(r.streamId, e.data), e.data.userId], next: put({ addedAt: isoOf(e.data.addedAt) }) });
          break;
        case 'organization.MemberRemoved':
          ops.members.push({ ...base, key: [groupIdOf(r.streamId, e.data), e.data.userId], next: put(null) });
          break;
        case 'organization.TrainingAssigned':
          ops.direct.push({ ...base, key: [group, e.data.trainingId], next: put({ assignedAt: isoOf(e.data.assignedAt), deadline: e.data.deadline && isoOf(e.data.deadline) }) });
          // a new direct assignment drops an override
          ops.deadlines.push({ ...base, key: [group, e.data.trainingId], next: put(null) });
          break;
        case 'organization.TrainingUnassigned':
          ops.direct.push({ ...base, key: [group, e.data.trainingId], next: put(null) });
          break;
        case 'organization.DeadlineSet':
          ops.deadlines.push({ ...base, key: [group, e.data.trainingId], next: put({ deadline: isoOf(e.data.deadline) }) });
          break;
        case 'organization.BundleAssigned':
          ops.groupBundles.push({ ...base, key: [group, e.data.bundleId], next: put({ assignedAt: isoOf(e.data.assignedAt), deadline: e.data.deadline && isoOf(e.data.deadline) }) });
          break;
        case 'organization.BundleUnassigned':
          ops.groupBundles.push({ ...base, key: [group, e.data.bundleId], next: put(null) });
          break;
        case 'organization.BundleCreated':
          ops.bundles.push({ ...base, companyId: e.data.companyId, key: [bundle], next: put({ name: e.data.name, trainingIds: [] }) });
          break;
        case 'organization.BundleDetailsChanged':
          ops.bundles.push({ ...base, key: [bundle], next: (p) => p && { ...p, name: e.data.name } });
          break;
        case 'organization.BundleTrainingsSet': {
          const ids = [...new Set(e.data.trainingIds)];
          ops.bundles.push({ ...base, key: [bundle], next: (p) => p && { ...p, trainingIds: ids } });
          break;
        }
        case 'organization.BundleDeleted':
          ops.bundles.push({ ...base, key: [bundle], next: put(null) });
          break;
        default:
          break;
      }
    } else if (CATALOG.has(r.type)) {
      const e = catalogEvents.decode(r);
      const id = catalogStreams.training.idOf(r.streamId);
      if (e.type === 'catalog.TrainingCreated') {
        const d = e.data.details;
        const v: T.TrainingV = {
          titleDe: title(d.title, 'de'),
          titleEn: title(d.title, 'en'),
          isRequired: d.isRequired,
          requiresRecertification: d.requiresRecertification,
          periodMonths: periodMonths(d.recertificationPeriod),
        };
        ops.trainings.push({ ...base, companyId: e.data.companyId, key: [id], next: put(v) });
      } else if (e.type === 'catalog.TrainingDetailsChanged') {
        const c = e.data.changes;
        ops.trainings.push({
          ...base,
          key: [id],
          next: (p) =>
            p && {
              titleDe: c.title !== undefined ? title(c.title, 'de') : p.titleDe,
              titleEn: c.title !== undefined ? title(c.title, 'en') : p.titleEn,
              isRequired: c.isRequired ?? p.isRequired,
              requiresRecertification: c.requiresRecertification ?? p.requiresRecertification,
              periodMonths: c.recertificationPeriod !== undefined ? periodMonths(c.recertificationPeriod) : p.periodMonths,
            },
        });
      } else if (e.type === 'catalog.TrainingDeleted') {
        ops.trainings.push({ ...base, key: [id], next: put(null) });
      }
    } else if (LEARNING.has(r.type)) {
      const e = learningEvents.decode(r);
      if (e.type === 'learning.TrainingStarted') {
        const d = e.data;
        const en: Enrolment = { companyId: d.companyId, userId: d.userId, trainingId: d.trainingId, cycle: d.cycle };
        enrolments.set(r.streamId, en);
        newEnrolments.push([r.streamId, en]);
        const at = isoOf(d.startedAt);
        ops.learning.push({ ...base, companyId: d.companyId, key: [d.userId, d.trainingId], next: (p) => started(p, d.cycle, at) });
      } else if (e.type === 'learning.TrainingCompleted') {
        const en = enrolments.get(r.streamId);
        if (!en) continue;
        const at = isoOf(e.data.completedAt);
        const id = e.data.completionId;
        const practical = e.data.practicalPartRequired === true;
        if (e.data.method && e.data.method !== 'online') methods.push([id, en.companyId, e.data.method]);
        if (e.data.language) languages.push([id, en.companyId, e.data.language]);
        ops.learning.push({ ...base, companyId: en.companyId, key: [en.userId, en.trainingId], next: (p) => (practical ? awaiting(p, en.cycle, id) : completed(p, en.cycle, at, id)) });
      } else if (e.type === 'learning.PracticalPartSignedOff') {
        const en = enrolments.get(r.streamId);
        if (!en) continue;
        const at = isoOf(e.data.signedOffAt);
        ops.learning.push({ ...base, companyId: en.companyId, key: [en.userId, en.trainingId], next: (p) => signedOff(p, en.cycle, at) });
      }
    } else if (IDENTITY.has(r.type)) {
      const e = identityEvents.decode(r);
      if (e.type === 'identity.UserRegistered' || e.type === 'identity.UserInvited') {
        if (e.data.companyId) people.set(e.data.userId, { companyId: e.data.companyId, firstName: e.data.firstName, lastName: e.data.lastName, email: e.data.email });
      } else if (e.type === 'identity.ProfileUpdated') {
        const id = identityStreams.user.idOf(r.streamId);
        people.set(id, { ...people.get(id), firstName: e.data.firstName, lastName: e.data.lastName, email: e.data.email });
      } else if (e.type === 'identity.UserDateOfBirthChanged') {
        const dob = e.data.dateOfBirth;
        ops.birthDates.push({ ...base, key: [identityStreams.user.idOf(r.streamId)], next: put(dob === null ? null : { dateOfBirth: dob }) });
      }
    }
  }

  const ids = events.map((e) => e.eventId);
  if (newEnrolments.length) {
    await tx.query(
      `INSERT INTO aof_enrolments (stream_id, company_id, user_id, training_id, cycle)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[]) ON CONFLICT (stream_id) DO NOTHING`,
      [newEnrolments.map(([s]) => s), newEnrolments.map(([, x]) => x.companyId), newEnrolments.map(([, x]) => x.userId), newEnrolments.map(([, x]) => x.trainingId), newEnrolments.map(([, x]) => x.cycle)],
    );
  }
  await putByCompletion(tx, 'aof_completion_methods', 'method', methods);
  await putByCompletion(tx, 'aof_completion_languages', 'language', languages);
  await applyVersions(tx, T.groups, ops.groups, ids);
  await applyVersions(tx, T.members, ops.members, ids);
  await applyVersions(tx, T.direct, ops.direct, ids);
  await applyVersions(tx, T.deadlines, ops.deadlines, ids);
  await applyVersions(tx, T.groupBundles, ops.groupBundles, ids);
  await applyVersions(tx, T.bundles, ops.bundles, ids);
  await applyVersions(tx, T.trainings, ops.trainings, ids);
  await applyVersions(tx, T.learning, ops.learning, ids);
  await applyVersions(tx, T.birthDates, ops.birthDates, ids);
  await writePeople(tx, people);
}

/** What never changes about a completion (how it came about, the language it was delivered in): (completion id, company, value) rows. */
async function putByCompletion(tx: Queryable, table: string, column: string, rows: readonly [string, string, string][]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO ${table} (completion_id, company_id, ${column}) SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT (completion_id) DO NOTHING`,
    [rows.map(([id]) => id), rows.map(([, c]) => c), rows.map(([, , v]) => v)],
  );
}

async function writePeople(tx: Queryable, people: Map<string, { companyId?: string; firstName: string; lastName: string; email: string }>): Promise<void> {
  const created = [...people].filter(([, p]) => p.companyId);
  if (created.length) {
    await tx.query(
      `INSERT INTO aof_people (user_id, company_id, first_name, last_name, email, sort_key)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, email = EXCLUDED.email, sort_key = EXCLUDED.sort_key`,
      [created.map(([id]) => id), created.map(([, p]) => p.companyId), created.map(([, p]) => p.firstName), created.map(([, p]) => p.lastName), created.map(([, p]) => p.email), created.map(([, p]) => sortKey(p))],
    );
  }
  const renamed = [...people].filter(([, p]) => !p.companyId);
  if (renamed.length) {
    await tx.query(
      `UPDATE aof_people p SET first_name = x.fn, last_name = x.ln, email = x.em, sort_key = x.sk
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS x(u, fn, ln, em, sk) WHERE p.user_id = x.u`,
      [renamed.map(([id]) => id), renamed.map(([, p]) => p.firstName), renamed.map(([, p]) => p.lastName), renamed.map(([, p]) => p.email), renamed.map(([, p]) => sortKey(p))],
    );
  }
}
