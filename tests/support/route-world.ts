import { client, registration, type TestApp } from './app';
import { createCompany, type TestCompany, type TestUser } from './company';
import type { Role } from '../../src/shared/policy';

/**
 * One company seeded for the route × role matrix: a user per role, objects each creating role owns
 * (training with a module, group, bundle, message), objects another manager owns (one training
 * assigned to the employee through a group the employee is in, one not), people to act on, a
 * completion of the employee, a tag and a contact request.
 */

export type CallerRole = Role | 'anonymous';
export interface Caller {
  readonly role: CallerRole;
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly token: string | undefined;
}

export interface Owned {
  training: string;
  module: string;
  group: string;
  bundle: string;
  message: string;
  /** A learner's question to the training's instructor (issue 16, item 5). */
  question: string;
  /** A classroom session of the training, planned and instructed by the owner, with Tina on its list (issue 32). */
  session: string;
}

export interface World {
  readonly company: TestCompany;
  readonly callers: readonly Caller[];
  /** What root, admin and manager own. */
  readonly own: Partial<Record<CallerRole, Owned>>;
  /** Owned by another manager (Olaf): `training` is not assigned to anybody; the group has the employee and Udo as members. */
  readonly other: Owned;
  /** Olaf's training assigned to the employee's group, with its module; the employee has completed it. */
  readonly assigned: { training: string; module: string };
  /** A training and a bundle of it that can be assigned anywhere without changing who relates to what. */
  readonly payload: { training: string; bundle: string };
  readonly people: { olaf: TestUser; coOwner: TestUser; tina: TestUser; udo: TestUser; nina: TestUser };
  readonly completion: string;
  readonly tag: string;
  readonly contactRequest: string;
  /** A kiosk of the company (issue 33): revoking it is root's and admins'. */
  readonly kiosk: string;
  /** Fresh objects for destructive calls. */
  readonly fresh: {
    training(owner: Caller | TestUser): Promise<string>;
    module(trainingId: string, owner: Caller | TestUser): Promise<string>;
    group(owner: Caller | TestUser): Promise<string>;
    bundle(owner: Caller | TestUser): Promise<string>;
    user(): Promise<string>;
    tag(): Promise<string>;
    company(): Promise<string>;
  };
}

type Api = ReturnType<typeof client>;

async function ok<T>(p: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const res = await p;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const as = (u: { token?: string | undefined }) => u.token!;

async function training(api: Api, owner: { token?: string | undefined }, title: string, publish = true): Promise<{ training: string; module: string }> {
  const t = await ok(api<{ id: string }>('POST', '/api/trainings', { token: as(owner), body: { title, description: 'Matrix' } }), 'create training');
  const m = await ok(api<{ id: string }>('POST', '/api/training-modules', { token: as(owner), body: { trainingId: t.id, type: 'text', title: 'Einleitung', orderIndex: 0, content: { text: 'Hallo' } } }), 'add module');
  if (publish) await ok(api('PATCH', `/api/trainings/${t.id}`, { token: as(owner), body: { status: 'published' } }), 'publish');
  return { training: t.id, module: m.id };
}

async function group(api: Api, owner: { token?: string | undefined }, name: string, members: string[], trainings: string[]): Promise<string> {
  const g = await ok(api<{ id: string }>('POST', '/api/user-groups', { token: as(owner), body: { name } }), 'create group');
  for (const userId of members) await ok(api('POST', `/api/user-groups/${g.id}/members`, { token: as(owner), body: { userId } }), 'add member');
  for (const trainingId of trainings) await ok(api('POST', `/api/user-groups/${g.id}/trainings`, { token: as(owner), body: { trainingId, weeks: 2 } }), 'assign');
  return g.id;
}

async function bundle(api: Api, owner: { token?: string | undefined }, name: string, trainings: string[]): Promise<string> {
  const b = await ok(api<{ id: string }>('POST', '/api/training-bundles', { token: as(owner), body: { name } }), 'create bundle');
  if (trainings.length) await ok(api('PUT', `/api/training-bundles/${b.id}/trainings`, { token: as(owner), body: { trainingIds: trainings } }), 'bundle trainings');
  return b.id;
}

async function message(api: Api, owner: { token?: string | undefined }, groupId: string): Promise<string> {
  const m = await ok(api<{ entry: { id: string } }>('POST', `/api/user-groups/${groupId}/changelog`, { token: as(owner), body: { title: 'Hinweis', message: 'Bitte lesen' } }), 'post');
  return m.entry.id;
}

async function session(api: Api, owner: { id: string; token?: string | undefined }, trainingId: string, participantIds: string[]): Promise<string> {
  const body = { trainingId, startsAt: '2026-11-24T09:00:00.000Z', durationMinutes: 30, location: 'Halle 1', instructorId: owner.id, participantIds };
  return (await ok(api<{ id: string }>('POST', '/api/instruction-sessions', { token: as(owner), body }), 'session')).id;
}

async function question(api: Api, learner: { token?: string | undefined }, trainingId: string): Promise<string> {
  return (await ok(api<{ id: string }>('POST', `/api/trainings/${trainingId}/questions`, { token: as(learner), body: { text: 'Wo steht der Feuerlöscher?' } }), 'question')).id;
}

export async function seedWorld(t: TestApp, master: { email: string; password: string }): Promise<World> {
  const api = client(t.baseUrl);
  const company = await createCompany(t);
  const [admin, manager, employee, auditor] = [await company.user('admin', 'Anna'), await company.user('manager', 'Max'), await company.user('non-managing', 'Emil'), await company.user('auditor', 'Paula')];
  const people = {
    olaf: await company.user('manager', 'Olaf'),
    coOwner: await company.user('manager', 'Cora'),
    tina: await company.user('non-managing', 'Tina'),
    udo: await company.user('non-managing', 'Udo'),
    nina: await company.user('non-managing', 'Nina'),
  };
  const login = await ok(api<{ token: string; user: { id: string } }>('POST', '/api/auth/login', { body: master }), 'master login');
  const callers: Caller[] = [
    { role: 'master', id: login.user.id, email: master.email, password: master.password, token: login.token },
    { ...company.root },
    ...[admin, manager, employee, auditor].map((u) => ({ ...u })),
    { role: 'anonymous', id: '', email: people.nina.email, password: people.nina.password, token: undefined },
  ];
  const olaf = people.olaf;
  const payload = await training(api, olaf, 'Nutzlast');
  const unassigned = await training(api, olaf, 'Fremd');
  const assigned = await training(api, olaf, 'Zugewiesen');
  const otherGroup = await group(api, olaf, 'Olafs Gruppe', [employee.id, people.udo.id], [assigned.training, payload.training]);
  const other: Owned = {
    ...unassigned,
    group: otherGroup,
    bundle: await bundle(api, olaf, 'Olafs Paket', [assigned.training]),
    message: await message(api, olaf, otherGroup),
    question: await question(api, people.coOwner, unassigned.training),
    session: await session(api, olaf, unassigned.training, [people.tina.id]),
  };
  const payloadBundle = await bundle(api, olaf, 'Nutzlast-Paket', [payload.training]);
  const own: Partial<Record<CallerRole, Owned>> = {};
  for (const c of callers.filter((x) => x.role === 'root' || x.role === 'admin' || x.role === 'manager')) {
    const tr = await training(api, c, `Eigen ${c.role}`);
    const g = await group(api, c, `Gruppe ${c.role}`, [people.tina.id], [payload.training]);
    own[c.role] = {
      ...tr,
      group: g,
      bundle: await bundle(api, c, `Paket ${c.role}`, [tr.training]),
      message: await message(api, c, g),
      question: await question(api, olaf, tr.training),
      session: await session(api, c, tr.training, [people.tina.id]),
    };
  }
  // the employee completes the assigned training: a completion with its evidence
  await ok(api('POST', `/api/trainings/${assigned.training}/start`, { token: employee.token }), 'start');
  await ok(api('PATCH', `/api/trainings/${assigned.training}/progress`, { token: employee.token, body: { moduleId: assigned.module, completed: true } }), 'progress');
  await ok(api('POST', `/api/trainings/${assigned.training}/complete`, { token: employee.token, body: { password: employee.password } }), 'complete');
  const completions = await ok(api<{ completions: { id: string }[] }>('GET', '/api/user/completions', { token: employee.token }), 'completions');
  const tag = await ok(api<{ id: string }>('POST', '/api/company/training-tags', { token: company.root.token, body: { name: { de: 'Lager' } } }), 'tag');
  const contact = { firstName: 'Karl', lastName: 'Kunde', email: 'karl@kunde.de', message: 'Bitte um Rückruf', gdprConsent: true };
  await ok(api('POST', '/api/contact', { body: contact }), 'contact');
  const requests = await ok(api<{ requests: { id: string }[] }>('GET', '/api/master/contact-requests', { token: login.token }), 'contact requests');
  const kiosk = await ok(api<{ id: string }>('POST', '/api/kiosks', { token: company.root.token, body: { name: 'Halle 1' } }), 'kiosk');
  let tags = 0;
  let users = 0;
  const identity = t.app.modules.identity.admin(t.app.kernel);
  return {
    company,
    callers,
    own,
    other,
    assigned,
    payload: { training: payload.training, bundle: payloadBundle },
    people,
    completion: completions.completions[0]!.id,
    tag: tag.id,
    contactRequest: requests.requests[0]!.id,
    kiosk: kiosk.id,
    fresh: {
      training: async (owner) => (await training(api, owner, 'Wegwerf', false)).training,
      module: async (trainingId, owner) =>
        (await ok(api<{ id: string }>('POST', '/api/training-modules', { token: as(owner), body: { trainingId, type: 'text', title: 'Weg', orderIndex: 5, content: { text: 'x' } } }), 'module')).id,
      group: (owner) => group(api, owner, `Wegwerf ${Math.random()}`, [], []),
      bundle: (owner) => bundle(api, owner, `Wegwerf ${Math.random()}`, []),
      user: async () => {
        const { userId, position } = await identity.createUser({ companyId: company.id, email: `weg${++users}@matrix.de`, firstName: 'Weg', lastName: 'Werf', role: 'non-managing', password: 'passwort1', gdprConsent: true }, company.root.id);
        await t.app.kernel.projections.waitFor(position);
        return userId;
      },
      tag: async () => (await ok(api<{ id: string }>('POST', '/api/company/training-tags', { token: company.root.token, body: { name: { de: `Weg ${++tags}` } } }), 'tag')).id,
      company: async () => (await ok(api<{ user: { companyId: string } }>('POST', '/api/auth/register', { body: registration() }), 'register')).user.companyId,
    },
  };
}
