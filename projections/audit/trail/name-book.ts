import type { Queryable } from '../../../src/platform/db';
import type { RecordedEvent, StreamName } from '../../../src/platform/eventstore';
import { catalogStreams } from '../../../src/modules/catalog';
import { identityStreams } from '../../../src/modules/identity';
import { organizationStreams } from '../../../src/modules/organization';
import { instructionStreams } from '../../../src/modules/instruction';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';

/**
 * The trail's name book: the names of people, trainings, units, bundles, modules and messages as
 * the trail knows them (aud_* tables), loaded for the ids a batch names, updated event by event as
 * the batch is turned into rows, and written back after it.
 */

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
/** A classroom session (issue 32): its training, place and start. */
export interface Session {
  companyId: string;
  trainingId: string;
  location: string;
  startsAt: string;
}
interface Enrolment {
  companyId: string;
  userId: string;
  trainingId: string;
  cycle: number;
}

/** A table of the name book: entries loaded for this batch, and which of them the batch changed. */
export class Table<V> {
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
export class NameBook {
  readonly people = new Table<Person>();
  readonly trainings = new Table<Training>();
  readonly groups = new Table<Named>();
  readonly bundles = new Table<Named>();
  readonly modules = new Table<Named>();
  readonly messages = new Table<Named>();
  readonly enrolments = new Table<Enrolment>();
  readonly sessions = new Table<Session>();

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
  sessions: Set<string>;
}

/** The aggregate id of a stream of this kind (the module's stream name reads it); '' for a stream of another kind. */
export const idIn = (kind: StreamName, streamId: string) => (kind.holds(streamId) ? kind.idOf(streamId) : '');

function want(w: Wanted, r: RecordedEvent): void {
  if (r.metadata.actorId) w.people.add(r.metadata.actorId);
  const d = (r.data ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : undefined);
  // the person of the row (`subjectId`: the person an erasure pseudonymised)
  for (const k of ['userId', 'subjectId']) if (str(k)) w.people.add(str(k)!);
  if (str('trainingId')) w.trainings.add(str('trainingId')!);
  if (str('groupId')) w.groups.add(str('groupId')!);
  if (str('bundleId')) w.bundles.add(str('bundleId')!);
  if (str('moduleId')) w.modules.add(str('moduleId')!);
  if (str('messageId')) w.messages.add(str('messageId')!);
  if (Array.isArray(d.trainingIds)) for (const t of d.trainingIds) if (typeof t === 'string') w.trainings.add(t);
  const s = r.streamId;
  if (identityStreams.user.holds(s)) w.people.add(identityStreams.user.idOf(s));
  else if (catalogStreams.training.holds(s)) w.trainings.add(catalogStreams.training.idOf(s));
  else if (organizationStreams.group.holds(s)) w.groups.add(organizationStreams.group.idOf(s));
  else if (organizationStreams.bundle.holds(s)) w.bundles.add(organizationStreams.bundle.idOf(s));
  else if (s.startsWith('learning-enrolment-')) w.enrolments.add(s);
  else if (instructionStreams.session.holds(s)) w.sessions.add(instructionStreams.session.idOf(s));
}

export async function loadNames(tx: Queryable, events: readonly RecordedEvent[]): Promise<NameBook> {
  const book = new NameBook();
  const w: Wanted = { people: new Set(), trainings: new Set(), groups: new Set(), bundles: new Set(), modules: new Set(), messages: new Set(), enrolments: new Set(), sessions: new Set() };
  for (const r of events) want(w, r);
  if (w.sessions.size) {
    const { rows } = await tx.query<{ session_id: string; company_id: string; training_id: string; location: string; starts_at: string }>(
      'SELECT session_id, company_id, training_id, location, starts_at FROM aud_sessions WHERE session_id = ANY($1::text[])',
      [[...w.sessions]],
    );
    for (const x of rows) {
      book.sessions.values.set(x.session_id, { companyId: x.company_id, trainingId: x.training_id, location: x.location, startsAt: x.starts_at });
      w.trainings.add(x.training_id);
    }
  }
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

const col = <T, R>(xs: readonly T[], f: (x: T) => R): R[] => xs.map(f);

export async function writeNames(tx: Queryable, book: NameBook): Promise<void> {
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
  const sessions = book.sessions.changed();
  if (sessions.length) {
    await tx.query(
      `INSERT INTO aud_sessions (session_id, company_id, training_id, location, starts_at) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
       ON CONFLICT (session_id) DO NOTHING`,
      [col(sessions, ([id]) => id), col(sessions, ([, x]) => x.companyId), col(sessions, ([, x]) => x.trainingId), col(sessions, ([, x]) => x.location), col(sessions, ([, x]) => x.startsAt)],
    );
  }
  const enrolments = book.enrolments.changed();
  if (enrolments.length) {
    await tx.query(
      `INSERT INTO aud_enrolments (stream_id, company_id, user_id, training_id, cycle) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[])
       ON CONFLICT (stream_id) DO NOTHING`,
      [col(enrolments, ([id]) => id), col(enrolments, ([, e]) => e.companyId), col(enrolments, ([, e]) => e.userId), col(enrolments, ([, e]) => e.trainingId), col(enrolments, ([, e]) => e.cycle)],
    );
  }
}
