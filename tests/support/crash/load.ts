import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { client, registration } from '../app';

/** What a command answered 2xx must have left in the log: an event of this type (in this stream) whose data contains `data`. */
export interface Expectation {
  readonly command: string;
  readonly type: string;
  readonly streamId?: string;
  readonly data: Record<string, string>;
}

export interface Actor {
  readonly id: string;
  readonly token: string;
  readonly password: string;
}

export interface LoadStats {
  /** Commands answered 2xx, each with the event it must have appended. */
  readonly answered: Expectation[];
  /** Non-2xx answers by status (409 from racing writers is expected; 5xx never). */
  readonly refused: Map<number, number>;
  /** Requests that got no answer (the server died under them). */
  unanswered: number;
}

/** Shared, growing world of the writers: what exists for sure (answered 2xx). */
class World {
  readonly groups: string[] = [];
  readonly trainings: { id: string; moduleId: string }[] = [];
  readonly members = new Set<string>(); // `${groupId}|${userId}`, claimed before the request
  readonly assigned = new Map<string, string[]>(); // groupId -> trainingIds (answered)
  readonly claimedAssignments = new Set<string>();
  readonly messages: { id: string; groupId: string }[] = [];
  readonly confirmedMembers = new Map<string, Set<string>>(); // userId -> groupIds (answered)
}

const pick = <T>(xs: readonly T[]): T | undefined => (xs.length ? xs[Math.floor(Math.random() * xs.length)] : undefined);

/**
 * Concurrent writers over the HTTP API: managers create groups and trainings, add members, assign
 * trainings, post infolog messages and import employees from a CSV file; each employee marks messages read and starts, works
 * through and completes the trainings assigned to them. Every 2xx is recorded with the event it
 * must have appended. `warmUp` gives every kind of command something to act on from the first
 * moment of the load; `run` drives the writers until `stop()` is true.
 */
let drivers = 0;

export function loadDriver(baseUrl: string, manager: Actor, employees: readonly Actor[]) {
  const api = client(baseUrl);
  const stats: LoadStats = { answered: [], refused: new Map(), unanswered: 0 };
  const world = new World();
  // names and titles carry the driver's letter: two drivers (two API processes) never write the same
  // title, so two mails alike in recipient, subject and text are one mail sent twice
  const tag = String.fromCharCode(65 + (drivers++ % 26));
  let n = 0;

  /** One request; the 2xx body, or undefined (refused or unanswered). */
  async function send<T>(method: string, path: string, token: string, body?: unknown): Promise<T | undefined> {
    try {
      const res = await api<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
      if (res.status >= 200 && res.status < 300) return res.body;
      stats.refused.set(res.status, (stats.refused.get(res.status) ?? 0) + 1);
      return undefined;
    } catch {
      stats.unanswered++;
      return undefined;
    }
  }
  const expect = (e: Expectation) => stats.answered.push(e);

  async function createGroup(): Promise<void> {
    const g = await send<{ id: string }>('POST', '/api/user-groups', manager.token, { name: `Gruppe ${tag}${++n}` });
    if (!g) return;
    expect({ command: 'CreateGroup', type: 'organization.GroupCreated', data: { groupId: g.id } });
    world.groups.push(g.id);
  }

  async function createTraining(): Promise<void> {
    const t = await send<{ id: string }>('POST', '/api/trainings', manager.token, { title: `Unterweisung ${tag}${++n}`, description: 'Crash-Test' });
    if (!t) return;
    expect({ command: 'CreateTraining', type: 'catalog.TrainingCreated', data: { trainingId: t.id } });
    const m = await send<{ id: string }>('POST', '/api/training-modules', manager.token, { trainingId: t.id, type: 'text', title: 'Lesen', orderIndex: 0, content: { text: 'Bitte lesen.' } });
    if (!m) return;
    expect({ command: 'AddModule', type: 'catalog.ModuleAdded', streamId: `training-${t.id}`, data: { moduleId: m.id } });
    world.trainings.push({ id: t.id, moduleId: m.id });
  }

  async function addMember(group: string, emp: Actor | undefined): Promise<void> {
    if (!emp) return;
    world.members.add(`${group}|${emp.id}`);
    if (!(await send('POST', `/api/user-groups/${group}/members`, manager.token, { userId: emp.id }))) return;
    expect({ command: 'AddMember', type: 'organization.MemberAdded', data: { groupId: group, userId: emp.id } });
    const mine = world.confirmedMembers.get(emp.id) ?? new Set<string>();
    mine.add(group);
    world.confirmedMembers.set(emp.id, mine);
  }

  async function assignTraining(group: string, tr: { id: string } | undefined): Promise<void> {
    if (!tr) return;
    world.claimedAssignments.add(`${group}|${tr.id}`);
    if (!(await send('POST', `/api/user-groups/${group}/trainings`, manager.token, { trainingId: tr.id, weeks: 2 }))) return;
    expect({ command: 'AssignTraining', type: 'organization.TrainingAssigned', streamId: `group-${group}`, data: { trainingId: tr.id } });
    world.assigned.set(group, [...(world.assigned.get(group) ?? []), tr.id]);
  }

  async function postMessage(group: string): Promise<void> {
    const m = await send<{ entry: { id: string } }>('POST', `/api/user-groups/${group}/changelog`, manager.token, { title: `Info ${tag}${++n}`, message: 'Bitte beachten.' });
    if (!m) return;
    expect({ command: 'PostMessage', type: 'infolog.MessagePosted', data: { messageId: m.entry.id } });
    world.messages.push({ id: m.entry.id, groupId: group });
  }

  /** Bulk import of two employees (CSV upload): the invitation outbox reactor queues their mails. */
  async function importUsers(): Promise<void> {
    const emails = [1, 2].map((i) => `import${tag.toLowerCase()}${++n}-${i}-${Date.now().toString(36)}@firma.de`);
    const csv = `E-Mail;Vorname;Nachname\n${emails.map((e) => `${e};Imp;Ortiert`).join('\n')}\n`;
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'mitarbeiter.csv');
    try {
      const res = await fetch(`${baseUrl}/api/users/import?dryRun=false`, { method: 'POST', headers: { Authorization: `Bearer ${manager.token}` }, body: form });
      const body = (await res.json()) as { rows?: { email: string; outcome: string }[] };
      if (res.status !== 200) {
        stats.refused.set(res.status, (stats.refused.get(res.status) ?? 0) + 1);
        return;
      }
      for (const r of body.rows ?? []) if (r.outcome === 'created') expect({ command: 'ImportUser', type: 'identity.UserInvited', data: { email: r.email } });
    } catch {
      stats.unanswered++;
    }
  }

  async function managerStep(): Promise<void> {
    const r = Math.random();
    const group = pick(world.groups);
    if (r < 0.15 || !group) await createGroup();
    else if (r < 0.3 || world.trainings.length === 0) await createTraining();
    else if (r < 0.55) await addMember(group, pick(employees.filter((e) => !world.members.has(`${group}|${e.id}`))));
    else if (r < 0.8) await assignTraining(group, pick(world.trainings.filter((t) => !world.claimedAssignments.has(`${group}|${t.id}`))));
    else if (r < 0.95) await postMessage(group);
    else await importUsers();
  }

  /** One group with every employee, two trainings assigned to it, one message and one import. */
  async function warmUp(): Promise<void> {
    await createGroup();
    await Promise.all([createTraining(), createTraining()]);
    const group = world.groups[0]!;
    await Promise.all(employees.map((e) => addMember(group, e)));
    await Promise.all(world.trainings.map((t) => assignTraining(group, t)));
    await Promise.all([postMessage(group), importUsers()]);
  }

  async function employeeLoop(emp: Actor, stop: () => boolean): Promise<void> {
    const read = new Set<string>();
    const learning = new Map<string, 'started' | 'read' | 'done'>();
    while (!stop()) {
      const groups = world.confirmedMembers.get(emp.id) ?? new Set<string>();
      const unread = world.messages.filter((m) => groups.has(m.groupId) && !read.has(m.id));
      const mine = [...groups].flatMap((g) => world.assigned.get(g) ?? []).filter((t) => learning.get(t) !== 'done');
      const trainingId = pick(mine);
      if (unread.length && (Math.random() < 0.5 || !trainingId)) {
        const m = unread[0]!;
        read.add(m.id);
        if (await send('POST', `/api/changelog/${m.id}/read`, emp.token)) expect({ command: 'MarkRead', type: 'infolog.MessageRead', data: { messageId: m.id, userId: emp.id } });
      } else if (trainingId) {
        const stream = `learning-enrolment-${emp.id}-${trainingId}-1`;
        const state = learning.get(trainingId);
        const moduleId = world.trainings.find((t) => t.id === trainingId)!.moduleId;
        if (!state) {
          if (await send('POST', `/api/trainings/${trainingId}/start`, emp.token)) {
            expect({ command: 'StartTraining', type: 'learning.TrainingStarted', data: { userId: emp.id, trainingId } });
            learning.set(trainingId, 'started');
          }
        } else if (state === 'started') {
          if (await send('PATCH', `/api/trainings/${trainingId}/progress`, emp.token, { moduleId, completed: true })) {
            expect({ command: 'CompleteModule', type: 'learning.ModuleCompleted', streamId: stream, data: { moduleId } });
            learning.set(trainingId, 'read');
          }
        } else {
          learning.set(trainingId, 'done');
          const c = await send<{ completion: { id: string } }>('POST', `/api/trainings/${trainingId}/complete`, emp.token, { password: emp.password });
          if (c) expect({ command: 'CompleteTraining', type: 'learning.TrainingCompleted', streamId: stream, data: { completionId: c.completion.id } });
        }
      } else {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  async function run(stop: () => boolean, managerWriters = 3): Promise<LoadStats> {
    const managers = Array.from({ length: managerWriters }, async () => {
      while (!stop()) await managerStep();
    });
    await Promise.all([...managers, ...employees.map((e) => employeeLoop(e, stop))]);
    return stats;
  }

  return { warmUp, run, stats };
}

/** `CreateGroup 12, AddMember 9, …`: the answered commands by kind. */
export function answeredByCommand(answered: readonly Expectation[]): string {
  const by = new Map<string, number>();
  for (const e of answered) by.set(e.command, (by.get(e.command) ?? 0) + 1);
  return [...by].map(([c, n]) => `${c} ${n}`).join(', ');
}

/** Expectations with no matching event in the log (event type, stream, data containment). */
export async function missingFromLog(url: string, expected: readonly Expectation[]): Promise<Expectation[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ i: string }>(
      `SELECT x.i::text AS i FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, i)
        WHERE NOT EXISTS (SELECT 1 FROM es_events ev WHERE ev.event_type = x.e->>'type' AND ev.data @> (x.e->'data')
                            AND (x.e->>'streamId' IS NULL OR ev.stream_id = x.e->>'streamId'))`,
      [JSON.stringify(expected)],
    );
    return rows.map((r) => expected[Number(r.i) - 1]!);
  } finally {
    await c.end();
  }
}

/** Answers that are not the expected status throw: the seeding of a crash or scale-out run must not go on half done. */
async function expectStatus<T>(res: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
  const r = await res;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.body;
}

/**
 * A POST the way a client meets a lagging read side (issue 31, item 5): with an Idempotency-Key,
 * and after a 202 "wird verarbeitet" it asks the answer's `location` until the read models caught
 * up and sends the same request again, which then answers as usual without running twice.
 */
export async function postUntilVisible<T>(
  call: ReturnType<typeof client>,
  path: string,
  opts: { token: string; body: unknown },
): Promise<{ status: number; body: T }> {
  const headers = { 'Idempotency-Key': randomUUID() };
  for (let attempt = 0; ; attempt++) {
    const r = await call<T>('POST', path, { ...opts, headers });
    const location = (r.body as { code?: string; location?: string } | null)?.location;
    if (r.status !== 202 || typeof location !== 'string' || attempt === 10) return r;
    await call('GET', location, { token: opts.token });
  }
}

/**
 * One company over the API: its root (the manager of the load) and four employees who signed in
 * and chose their own password. Employees are created through `create` and sign in through
 * `signIn` (two API processes in the scale-out test). `tag` keeps their addresses unique.
 */
export async function seedCompany(create: ReturnType<typeof client>, signIn: ReturnType<typeof client>, tag: string): Promise<{ manager: Actor; employees: Actor[] }> {
  const reg = registration();
  const root = await expectStatus(create<{ token: string; user: { id: string } }>('POST', '/api/auth/register', { body: reg }), 201, 'register');
  const manager: Actor = { id: root.user.id, token: root.token, password: reg.password };
  const employees = await Promise.all(
    [1, 2, 3, 4].map(async (i) => {
      const email = `mitarbeiter${i}-${tag}@firma.de`;
      const created = await expectStatus(
        postUntilVisible<{ id: string }>(create, '/api/users', { token: manager.token, body: { email, firstName: `M${i}`, lastName: 'Test', password: 'start123', role: 'non-managing' } }),
        201,
        'create employee',
      );
      const login = await expectStatus(signIn<{ token: string }>('POST', '/api/auth/login', { body: { email, password: 'start123' } }), 200, 'sign in');
      await expectStatus(signIn('PATCH', '/api/user/change-password', { token: login.token, body: { currentPassword: 'start123', newPassword: 'eigenes-passwort' } }), 200, 'change password');
      return { id: created.id, token: login.token, password: 'eigenes-passwort' };
    }),
  );
  return { manager, employees };
}
