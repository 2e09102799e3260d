import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { client, MemoryMailer, registration, startTestApp, type TestApp, type ErrorBody } from '../support/app';
import { dumpIdentity, identityRowsAppliedTwice } from '../support/identity-read-models';
import { createCompany, type TestCompany, type TestUser } from '../support/company';
import type { Role } from '../../src/shared/policy';

interface Permissions {
  edit: boolean;
  deactivate: boolean;
  activate: boolean;
  delete: boolean;
}
interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
  permissions: Permissions;
}
interface UsersPage {
  users: UserRow[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}
interface AuthBody {
  token: string;
  user: { id: string; mustChangePassword: boolean; role: Role; isActive: boolean };
}

type Action = 'edit' | 'deactivate' | 'activate' | 'delete';
type Actor = 'root' | 'admin' | 'manager' | 'non-managing' | 'auditor';
type Target = 'root' | 'admin' | 'manager' | 'non-managing' | 'auditor';

/**
 * Spec section 6, written out cell by cell (independently of src/shared/user-policy.ts, which the
 * server uses): true = allowed. Acting (edit, deactivate, activate) never on self; root and admin on
 * anyone except root; manager on manager and employee. Delete: root on non-root others; admin on
 * manager/employee/auditor; manager on manager/employee. The auditor (issue 12) acts on nobody.
 */
const ACT: Record<Actor, Record<Target, boolean>> = {
  root: { root: false, admin: true, manager: true, 'non-managing': true, auditor: true },
  admin: { root: false, admin: true, manager: true, 'non-managing': true, auditor: true },
  manager: { root: false, admin: false, manager: true, 'non-managing': true, auditor: false },
  'non-managing': { root: false, admin: false, manager: false, 'non-managing': false, auditor: false },
  auditor: { root: false, admin: false, manager: false, 'non-managing': false, auditor: false },
};
const DELETE: Record<Actor, Record<Target, boolean>> = {
  root: { root: false, admin: true, manager: true, 'non-managing': true, auditor: true },
  admin: { root: false, admin: false, manager: true, 'non-managing': true, auditor: true },
  manager: { root: false, admin: false, manager: true, 'non-managing': true, auditor: false },
  'non-managing': { root: false, admin: false, manager: false, 'non-managing': false, auditor: false },
  auditor: { root: false, admin: false, manager: false, 'non-managing': false, auditor: false },
};
const allowed = (action: Action, actor: Actor, target: Target) => (action === 'delete' ? DELETE : ACT)[actor][target];

/** Invite roles: root any (root included); admin manager/employee/auditor; manager manager/employee; never master. */
const INVITE: Record<Actor, Record<Role, boolean>> = {
  root: { master: false, root: true, admin: true, manager: true, 'non-managing': true, auditor: true },
  admin: { master: false, root: false, admin: false, manager: true, 'non-managing': true, auditor: true },
  manager: { master: false, root: false, admin: false, manager: true, 'non-managing': true, auditor: false },
  'non-managing': { master: false, root: false, admin: false, manager: false, 'non-managing': false, auditor: false },
  auditor: { master: false, root: false, admin: false, manager: false, 'non-managing': false, auditor: false },
};
/** Edit-role options: root admin/manager/employee/auditor; admin manager/employee/auditor; manager manager/employee. */
const ASSIGN: Record<Exclude<Actor, 'non-managing' | 'auditor'>, Record<Role, boolean>> = {
  root: { master: false, root: false, admin: true, manager: true, 'non-managing': true, auditor: true },
  admin: { master: false, root: false, admin: false, manager: true, 'non-managing': true, auditor: true },
  manager: { master: false, root: false, admin: false, manager: true, 'non-managing': true, auditor: false },
};

const ACTORS: Actor[] = ['root', 'admin', 'manager', 'non-managing', 'auditor'];
const TARGETS: Target[] = ['root', 'admin', 'manager', 'non-managing', 'auditor'];
const ACTIONS: Action[] = ['edit', 'deactivate', 'activate', 'delete'];
const ALL_ROLES: Role[] = ['master', 'root', 'admin', 'manager', 'non-managing', 'auditor'];

describe.each(dbTargets())('users API on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let mailer: MemoryMailer;
  let n = 0;

  beforeAll(async () => {
    mailer = new MemoryMailer();
    t = await startTestApp(target, { mailer });
    api = client(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A user of the company created directly (no sign-in), as a target. */
  async function addUser(company: TestCompany, role: Role, firstName = `${role}${++n}`, lastName = 'Ziel'): Promise<{ id: string; email: string; password: string }> {
    const identity = t.app.modules.identity.admin(t.app.kernel);
    const email = `ziel-${Date.now().toString(36)}-${++n}@firma.de`;
    const password = 'ziel-pass-1';
    const { userId, position } = await identity.createUser({ companyId: company.id, email, firstName, lastName, role, password, gdprConsent: true }, company.root.id);
    await t.app.kernel.projections.waitFor(position);
    return { id: userId, email, password };
  }

  async function login(email: string, password: string) {
    return api<AuthBody & ErrorBody>('POST', '/api/auth/login', { body: { email, password } });
  }

  async function listAll(token: string, query = ''): Promise<UserRow[]> {
    const rows: UserRow[] = [];
    for (let page = 1; ; page++) {
      const res = await api<UsersPage>('GET', `/api/users?page=${page}${query ? `&${query}` : ''}`, { token });
      expect(res.status).toBe(200);
      rows.push(...res.body.users);
      if (page >= res.body.totalPages) return rows;
    }
  }

  async function userEvents(companyId: string, userId: string): Promise<string[]> {
    return (await t.app.kernel.store.readStream(companyId, `user-${userId}`)).map((e) => e.type);
  }

  describe('role matrix', () => {
    let company: TestCompany;
    const actors = {} as Record<Actor, TestUser>;

    beforeAll(async () => {
      company = await createCompany(t);
      actors.root = company.root;
      actors.admin = await company.user('admin');
      actors.manager = await company.user('manager');
      actors['non-managing'] = await company.user('non-managing');
      actors.auditor = await company.user('auditor');
    });

    /** Performs an action; returns the status and body. */
    async function act(action: Action, actor: TestUser, targetId: string) {
      const path = `/api/users/${targetId}`;
      switch (action) {
        case 'edit':
          return api<UserRow & ErrorBody>('PATCH', path, { token: actor.token, body: { firstName: 'Geändert' } });
        case 'deactivate':
          return api<UserRow & ErrorBody>('PATCH', `${path}/deactivate`, { token: actor.token });
        case 'activate':
          return api<UserRow & ErrorBody>('PATCH', `${path}/activate`, { token: actor.token });
        case 'delete':
          return api<UserRow & ErrorBody>('DELETE', path, { token: actor.token });
      }
    }

    function expectedRefusalCode(actor: Actor, target: Target): string {
      if (actor === 'non-managing' || actor === 'auditor') return 'access_denied';
      if (target === 'root') return 'root_is_untouchable';
      return 'target_role_out_of_reach';
    }

    const cells = ACTIONS.flatMap((action) =>
      ACTORS.flatMap((actor) => TARGETS.filter((tg) => !(actor === 'root' && tg === 'root')).map((tg) => ({ action, actor, target: tg }))),
    );

    it.each(cells)('$actor -> $action -> $target', async ({ action, actor, target: tg }) => {
      const targetUser = tg === 'root' ? { id: company.root.id } : await addUser(company, tg);
      if (action === 'activate' && tg !== 'root') {
        expect((await act('deactivate', company.root, targetUser.id)).status).toBe(200);
      }
      const before = await userEvents(company.id, targetUser.id);
      const res = await act(action, actors[actor], targetUser.id);
      if (allowed(action, actor, tg)) {
        const after = await userEvents(company.id, targetUser.id);
        if (action === 'delete') {
          expect(res.status).toBe(204);
          expect(after.slice(before.length)).toEqual(['identity.UserDeleted']);
        } else {
          expect(res.status).toBe(200);
          expect(res.body.id).toBe(targetUser.id);
          if (action === 'edit') {
            expect(res.body.firstName).toBe('Geändert');
            expect(after.slice(before.length)).toEqual(['identity.ProfileUpdated']);
          }
          if (action === 'deactivate') {
            expect(res.body.isActive).toBe(false);
            expect(after.slice(before.length)).toEqual(['identity.UserDeactivated']);
          }
          if (action === 'activate') {
            expect(res.body.isActive).toBe(true);
            expect(after.slice(before.length)).toEqual(['identity.UserActivated']);
          }
        }
      } else {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(expectedRefusalCode(actor, tg));
        expect(res.body.message).toBeTruthy();
        expect(await userEvents(company.id, targetUser.id)).toEqual(before);
      }
    });

    it.each(ACTORS.flatMap((actor) => ACTIONS.map((action) => ({ actor, action }))))('$actor -> $action -> self is refused', async ({ actor, action }) => {
      const self = actors[actor];
      const before = await userEvents(company.id, self.id);
      const res = await act(action, self, self.id);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(actor === 'non-managing' || actor === 'auditor' ? 'access_denied' : 'cannot_act_on_self');
      expect(await userEvents(company.id, self.id)).toEqual(before);
    });

    it.each(ACTORS.flatMap((actor) => ALL_ROLES.map((role) => ({ actor, role }))))('$actor invites $role', async ({ actor, role }) => {
      const email = `einladung-${++n}-${Date.now().toString(36)}@firma.de`;
      const res = await api<UserRow & ErrorBody>('POST', '/api/users', {
        token: actors[actor].token,
        body: { email, firstName: 'Ina', lastName: 'Eingeladen', password: 'start123', role, isActive: true, gdprConsent: false },
      });
      if (INVITE[actor][role]) {
        expect(res.status).toBe(201);
        expect(res.body.role).toBe(role);
        expect(await userEvents(company.id, res.body.id)).toEqual(['identity.UserInvited']);
      } else {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(actor === 'non-managing' || actor === 'auditor' ? 'access_denied' : 'role_not_assignable');
        expect((await login(email, 'start123')).status).toBe(401);
      }
    });

    it('a root invited by root signs in as root, and nobody acts on them, the inviting root included', async () => {
      const email = `zweiter-root-${++n}-${Date.now().toString(36)}@firma.de`;
      const invited = await api<UserRow>('POST', '/api/users', { token: company.root.token, body: { email, firstName: 'Rita', lastName: 'Root', password: 'start123', role: 'root' } });
      expect(invited.status).toBe(201);
      expect(invited.body.permissions).toEqual({ edit: false, deactivate: false, activate: false, delete: false });
      const signedIn = await login(email, 'start123');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ role: 'root', mustChangePassword: true });
      for (const actor of ['root', 'admin'] as const) {
        for (const action of ['edit', 'deactivate', 'delete'] as const) {
          const res = await act(action, actors[actor], invited.body.id);
          expect(res.status).toBe(403);
          expect(res.body.code).toBe('root_is_untouchable');
        }
      }
      const role = await api<ErrorBody>('PATCH', `/api/users/${invited.body.id}`, { token: company.root.token, body: { role: 'admin' } });
      expect(role.status).toBe(403);
      // signing in with the password the inviter chose ended the person's other sessions (issue 14)
      expect(await userEvents(company.id, invited.body.id)).toEqual(['identity.UserInvited', 'identity.OtherSessionsEnded']);
      // the roots lead the users list, and the new root has no actions on the first one (once the password is their own: issue 14)
      const changed = await api('PATCH', '/api/user/change-password', { token: signedIn.body.token, body: { currentPassword: 'start123', newPassword: 'eigenes-root-1' } });
      expect(changed.status).toBe(200);
      const rows = await listAll(signedIn.body.token);
      expect(rows.filter((u) => u.role === 'root').map((u) => u.id)).toEqual(expect.arrayContaining([company.root.id, invited.body.id]));
      expect(rows.findIndex((u) => u.role !== 'root')).toBe(rows.filter((u) => u.role === 'root').length);
      expect(rows.find((u) => u.id === company.root.id)!.permissions).toEqual({ edit: false, deactivate: false, activate: false, delete: false });
    });

    it.each((['root', 'admin', 'manager'] as const).flatMap((actor) => ALL_ROLES.map((role) => ({ actor, role }))))(
      '$actor sets the role $role in an edit',
      async ({ actor, role }) => {
        // start from a role other than the one to set, and one the actor may act on
        const from: Role = role === 'non-managing' ? 'manager' : 'non-managing';
        const targetUser = await addUser(company, from);
        const res = await api<UserRow & ErrorBody>('PATCH', `/api/users/${targetUser.id}`, { token: actors[actor].token, body: { role } });
        if (ASSIGN[actor][role]) {
          expect(res.status).toBe(200);
          expect(res.body.role).toBe(role);
          expect((await userEvents(company.id, targetUser.id)).slice(-1)).toEqual(['identity.UserRoleChanged']);
        } else {
          expect(res.status).toBe(403);
          expect(res.body.code).toBe('role_not_assignable');
          expect(await userEvents(company.id, targetUser.id)).toEqual(['identity.UserRegistered']);
        }
      },
    );
  });

  describe('GET /api/users', () => {
    it('is for root, admin, manager and (read-only) the auditor', async () => {
      const company = await createCompany(t);
      const employee = await company.user('non-managing');
      const denied = await api<ErrorBody>('GET', '/api/users', { token: employee.token, lang: 'en' });
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('access_denied');
      expect(denied.body.message).toMatch(/^Access Denied/);
      expect((await api('GET', '/api/users')).status).toBe(401);
      const master = await login('master@test.local', 'master-secret-1');
      expect(master.status).toBe(200);
      expect((await api<ErrorBody>('GET', '/api/users', { token: master.body.token })).status).toBe(403);
      for (const role of ['admin', 'manager', 'auditor'] as const) {
        const u = await company.user(role);
        expect((await api('GET', '/api/users', { token: u.token })).status).toBe(200);
      }
    });

    it("lists the caller's company only, by role rank then last and first name, with the caller's permissions", async () => {
      const company = await createCompany(t);
      const other = await createCompany(t);
      await addUser(other, 'admin', 'Fremd', 'Firma');
      const admin = await company.user('admin', 'Berta');
      await addUser(company, 'non-managing', 'Anton', 'Zander');
      await addUser(company, 'non-managing', 'Ömer', 'Özdemir');
      await addUser(company, 'non-managing', 'Bernd', 'Adler');
      await addUser(company, 'non-managing', 'Anna', 'Adler');
      await addUser(company, 'manager', 'Max', 'Zorn');
      await addUser(company, 'admin', 'Zoe', 'Albers');
      await addUser(company, 'manager', 'Mia', 'Bauer');

      const res = await api<UsersPage>('GET', '/api/users', { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ totalCount: 9, totalPages: 1, page: 1, pageSize: 15 });
      const names = res.body.users.map((u) => `${u.role}:${u.firstName} ${u.lastName}`);
      expect(names).toEqual([
        'root:Erika Mustermann',
        'admin:Zoe Albers',
        'admin:Berta Test',
        'manager:Mia Bauer',
        'manager:Max Zorn',
        'non-managing:Anna Adler',
        'non-managing:Bernd Adler',
        'non-managing:Ömer Özdemir',
        'non-managing:Anton Zander',
      ]);
      const first = res.body.users[0]!;
      expect(Object.keys(first).sort()).toEqual(
        // the date of birth only for root and admin (issue 16, item 6): the caller is an admin
        ['accessUntil', 'canResendInvitation', 'contentLanguage', 'createdAt', 'dateOfBirth', 'email', 'firstName', 'id', 'invitationPending', 'isActive', 'language', 'lastLogin', 'lastName', 'permissions', 'personnelNumber', 'role'].sort(),
      );
      // the admin signed in, the others never did
      expect(res.body.users.find((u) => u.id === admin.id)!.lastLogin).not.toBeNull();
      expect(res.body.users.find((u) => u.firstName === 'Zoe')!.lastLogin).toBeNull();
      // permissions of the caller (an admin), row by row
      for (const u of res.body.users) {
        const self = u.id === admin.id;
        const act = !self && ACT.admin[u.role as Target];
        const del = !self && DELETE.admin[u.role as Target];
        expect(u.permissions, `${u.role} ${u.firstName}`).toEqual({ edit: act, deactivate: act, activate: act, delete: del });
      }
      // the same list seen by root and by a manager
      const root = await api<UsersPage>('GET', '/api/users', { token: company.root.token });
      for (const u of root.body.users) {
        const self = u.id === company.root.id;
        expect(u.permissions).toEqual({ edit: !self && ACT.root[u.role as Target], deactivate: !self && ACT.root[u.role as Target], activate: !self && ACT.root[u.role as Target], delete: !self && DELETE.root[u.role as Target] });
      }
      const manager = await company.user('manager', 'Moritz');
      const seen = await listAll(manager.token);
      for (const u of seen) {
        const self = u.id === manager.id;
        expect(u.permissions).toEqual({ edit: !self && ACT.manager[u.role as Target], deactivate: !self && ACT.manager[u.role as Target], activate: !self && ACT.manager[u.role as Target], delete: !self && DELETE.manager[u.role as Target] });
      }
    });

    it('searches name or e-mail case-insensitively, filters by role and pages by 15', async () => {
      const company = await createCompany(t);
      for (let i = 0; i < 16; i++) await addUser(company, 'non-managing', `Mitarbeiter${String(i).padStart(2, '0')}`, 'Lager');
      const special = await addUser(company, 'manager', 'Sören', 'Großmann');
      const token = company.root.token;

      const page1 = await api<UsersPage>('GET', '/api/users', { token });
      expect(page1.body).toMatchObject({ totalCount: 18, totalPages: 2, page: 1, pageSize: 15 });
      expect(page1.body.users.slice(0, 2).map((u) => u.role)).toEqual(['root', 'manager']);
      expect(page1.body.users).toHaveLength(15);
      const page2 = await api<UsersPage>('GET', '/api/users?page=2', { token });
      expect(page2.body.users).toHaveLength(3);
      expect(page2.body.page).toBe(2);
      expect(new Set([...page1.body.users, ...page2.body.users].map((u) => u.id)).size).toBe(18);
      const beyond = await api<UsersPage>('GET', '/api/users?page=3', { token });
      expect(beyond.body.users).toHaveLength(0);
      expect((await api<ErrorBody>('GET', '/api/users?page=0', { token })).status).toBe(400);
      expect((await api<ErrorBody>('GET', '/api/users?page=abc', { token })).status).toBe(400);
      expect((await api<ErrorBody>('GET', '/api/users?role=boss', { token })).status).toBe(400);

      const byName = await api<UsersPage>('GET', `/api/users?search=${encodeURIComponent('GROßMANN')}`, { token });
      expect(byName.body.users.map((u) => u.id)).toEqual([special.id]);
      const umlaut = await addUser(company, 'admin', 'Ömer', 'Özdemir');
      const byUmlaut = await api<UsersPage>('GET', `/api/users?search=${encodeURIComponent('özd')}`, { token });
      expect(byUmlaut.body.users.map((u) => u.id)).toEqual([umlaut.id]);
      const byFull = await api<UsersPage>('GET', `/api/users?search=${encodeURIComponent('sören gro')}`, { token });
      expect(byFull.body.users.map((u) => u.id)).toEqual([special.id]);
      const byEmail = await api<UsersPage>('GET', `/api/users?search=${encodeURIComponent(special.email.toUpperCase())}`, { token });
      expect(byEmail.body.users.map((u) => u.id)).toEqual([special.id]);
      const pct = await api<UsersPage>('GET', `/api/users?search=${encodeURIComponent('%')}`, { token });
      expect(pct.body.totalCount).toBe(0);

      const managers = await api<UsersPage>('GET', '/api/users?role=manager', { token });
      expect(managers.body.users.map((u) => u.id)).toEqual([special.id]);
      const employees = await api<UsersPage>('GET', '/api/users?role=non-managing&search=mitarbeiter1', { token });
      expect(employees.body.totalCount).toBe(6);
      expect(employees.body.users.map((u) => u.firstName)).toEqual(['Mitarbeiter10', 'Mitarbeiter11', 'Mitarbeiter12', 'Mitarbeiter13', 'Mitarbeiter14', 'Mitarbeiter15']);
      const all = await api<UsersPage>('GET', '/api/users?role=all', { token });
      expect(all.body.totalCount).toBe(19);
    });
  });

  describe('POST /api/users (invite)', () => {
    it("requires all four fields ('Please fill in all fields.'), a password of 6 and a valid role", async () => {
      const company = await createCompany(t);
      const token = company.root.token;
      const valid = { email: 'neu@firma.de', firstName: 'Nina', lastName: 'Neu', password: 'start123', role: 'non-managing', isActive: true, gdprConsent: false };
      for (const field of ['email', 'firstName', 'lastName', 'password'] as const) {
        const missing = await api<ErrorBody>('POST', '/api/users', { token, lang: 'en', body: { ...valid, [field]: undefined } });
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({ message: 'Please fill in all fields.', code: 'fill_all_fields', field });
        const blank = await api<ErrorBody>('POST', '/api/users', { token, body: { ...valid, [field]: '   ' } });
        expect(blank.status).toBe(400);
        expect(blank.body.message).toBe('Bitte füllen Sie alle Felder aus.');
      }
      const short = await api<ErrorBody>('POST', '/api/users', { token, body: { ...valid, password: '12345' } });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Das Passwort muss mindestens 6 Zeichen lang sein.');
      const email = await api<ErrorBody>('POST', '/api/users', { token, body: { ...valid, email: 'kein-at' } });
      expect(email.body.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
      const role = await api<ErrorBody>('POST', '/api/users', { token, body: { ...valid, role: 'chef' } });
      expect(role.status).toBe(400);
      expect(role.body.message).toBe('Bitte wählen Sie eine gültige Rolle.');
      expect(mailer.sent.filter((m) => m.to === 'neu@firma.de')).toHaveLength(0);
    });

    it('refuses an address that is already registered (any case) with 409 and writes nothing', async () => {
      const company = await createCompany(t);
      const existing = await addUser(company, 'manager');
      const before = await t.app.kernel.store.headPosition();
      const res = await api<ErrorBody>('POST', '/api/users', {
        token: company.root.token,
        body: { email: existing.email.toUpperCase(), firstName: 'Doppelt', lastName: 'Vorhanden', password: 'start123', role: 'manager' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Diese E-Mail-Adresse ist bereits registriert.', code: 'email_taken' });
      expect(await t.app.kernel.store.headPosition()).toBe(before);
    });

    it("mails the invitation in the invited person's language; the first sign-in must change the temporary password", async () => {
      const company = await createCompany(t);
      const email = `eingeladen-${Date.now().toString(36)}@firma.de`;
      const res = await api<UserRow & { invitationSent: boolean }>('POST', '/api/users', {
        token: company.root.token,
        body: { email, firstName: 'Ina', lastName: 'Neu', password: 'Start#2025', role: 'non-managing', isActive: true, gdprConsent: false },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email, firstName: 'Ina', lastName: 'Neu', role: 'non-managing', isActive: true, lastLogin: null, invitationSent: true });
      expect(res.body.permissions).toEqual({ edit: true, deactivate: true, activate: true, delete: true });

      const mail = mailer.sent.find((m) => m.to === email)!;
      expect(mail.subject).toBe('Erika Mustermann hat Sie zu Unterweisung Pro eingeladen');
      expect(mail.text).toContain('Temporäres Passwort: Start#2025');
      expect(mail.text).toContain(`E-Mail-Adresse: ${email}`);
      expect(mail.text).toContain(`Anmeldung: ${t.app.kernel.config.publicUrl}`);
      expect(mail.html).toContain(`href="${t.app.kernel.config.publicUrl}"`);
      expect(mail.html).toContain('Start#2025');

      const first = await login(email, 'Start#2025');
      expect(first.status).toBe(200);
      expect(first.body.user.mustChangePassword).toBe(true);
      const changed = await api('PATCH', '/api/user/change-password', { token: first.body.token, body: { currentPassword: 'Start#2025', newPassword: 'Eigenes#2025' } });
      expect(changed.status).toBe(200);
      const me = await api<AuthBody['user']>('GET', '/api/auth/me', { token: first.body.token });
      expect(me.body.mustChangePassword).toBe(false);
      const list = await api<UsersPage>('GET', `/api/users?search=${encodeURIComponent(email)}`, { token: company.root.token });
      expect(list.body.users[0]!.lastLogin).not.toBeNull();

      const enEmail = `invited-${Date.now().toString(36)}@firma.de`;
      // the mail is in the invited person's language (issue 13, item 7), not the inviter's
      const en = await api('POST', '/api/users', { token: company.root.token, body: { email: enEmail, firstName: 'Ian', lastName: 'New', password: 'start123', role: 'manager', language: 'en' } });
      expect(en.status).toBe(201);
      const enMail = mailer.sent.find((m) => m.to === enEmail)!;
      expect(enMail.subject).toBe('Erika Mustermann invited you to Unterweisung Pro');
      expect(enMail.text).toContain('Temporary password: start123');
      // an English-speaking inviter who chooses no language: the company's language (German)
      const deEmail = `invited-de-${Date.now().toString(36)}@firma.de`;
      const de = await api('POST', '/api/users', { token: company.root.token, lang: 'en', body: { email: deEmail, firstName: 'Dora', lastName: 'Neu', password: 'start123' } });
      expect(de.status).toBe(201);
      expect(mailer.sent.find((m) => m.to === deEmail)!.subject).toBe('Erika Mustermann hat Sie zu Unterweisung Pro eingeladen');
    });

    it('an inactive invitation cannot sign in until activated', async () => {
      const company = await createCompany(t);
      const email = `inaktiv-${Date.now().toString(36)}@firma.de`;
      const res = await api<UserRow>('POST', '/api/users', {
        token: company.root.token,
        body: { email, firstName: 'Ina', lastName: 'Inaktiv', password: 'start123', role: 'non-managing', isActive: false, gdprConsent: false },
      });
      expect(res.status).toBe(201);
      expect(res.body.isActive).toBe(false);
      expect((await login(email, 'start123')).status).toBe(403);
      expect((await api('PATCH', `/api/users/${res.body.id}/activate`, { token: company.root.token })).status).toBe(200);
      const ok = await login(email, 'start123');
      expect(ok.status).toBe(200);
      expect(ok.body.user.mustChangePassword).toBe(true);
    });
  });

  describe('PATCH /api/users/{id} (edit)', () => {
    it("changes only the sent fields; nothing changed is 'No changes were made'", async () => {
      const company = await createCompany(t);
      const u = await addUser(company, 'manager', 'Karl', 'Alt');
      const token = company.root.token;
      const res = await api<UserRow>('PATCH', `/api/users/${u.id}`, { token, body: { lastName: 'Neu' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: 'Karl', lastName: 'Neu', email: u.email, role: 'manager' });

      const none = await api<ErrorBody>('PATCH', `/api/users/${u.id}`, { token, lang: 'en', body: {} });
      expect(none.status).toBe(400);
      expect(none.body).toEqual({ message: 'No changes were made', code: 'no_changes' });
      const same = await api<ErrorBody>('PATCH', `/api/users/${u.id}`, { token, body: { firstName: 'Karl', lastName: 'Neu', email: u.email, role: 'manager' } });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe('Es wurden keine Änderungen vorgenommen');
      const blank = await api<ErrorBody>('PATCH', `/api/users/${u.id}`, { token, body: { firstName: '  ' } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Bitte füllen Sie alle Felder aus.');

      const both = await api<UserRow>('PATCH', `/api/users/${u.id}`, { token, body: { firstName: 'Karla', role: 'admin' } });
      expect(both.body).toMatchObject({ firstName: 'Karla', lastName: 'Neu', role: 'admin' });
      expect(await userEvents(company.id, u.id)).toEqual(['identity.UserRegistered', 'identity.ProfileUpdated', 'identity.ProfileUpdated', 'identity.UserRoleChanged']);
    });

    it('changes the e-mail address: unique, the old one is released, the new one signs in', async () => {
      const company = await createCompany(t);
      const u = await addUser(company, 'non-managing');
      const other = await addUser(company, 'non-managing');
      const token = company.root.token;
      const taken = await api<ErrorBody>('PATCH', `/api/users/${u.id}`, { token, body: { email: other.email } });
      expect(taken.status).toBe(409);
      const newEmail = `neu-${u.email}`;
      const ok = await api<UserRow>('PATCH', `/api/users/${u.id}`, { token, body: { email: newEmail.toUpperCase() } });
      expect(ok.status).toBe(200);
      expect(ok.body.email).toBe(newEmail);
      expect((await login(newEmail, u.password)).status).toBe(200);
      expect((await login(u.email, u.password)).status).toBe(401);
      expect((await api('POST', '/api/auth/register', { body: registration({ email: u.email }) })).status).toBe(201);
    });
  });

  describe('deactivate, activate, delete', () => {
    it("deactivation ends the user's sessions at once and refuses sign-in; activation restores sign-in", async () => {
      const company = await createCompany(t);
      const employee = await company.user('non-managing');
      const second = await login(employee.email, employee.password);
      expect((await api('GET', '/api/auth/me', { token: employee.token })).status).toBe(200);

      const res = await api<UserRow>('PATCH', `/api/users/${employee.id}/deactivate`, { token: company.root.token });
      expect(res.status).toBe(200);
      expect(res.body.isActive).toBe(false);
      // no waiting: the answer came after the read models were updated
      expect((await api('GET', '/api/auth/me', { token: employee.token })).status).toBe(401);
      expect((await api('GET', '/api/auth/me', { token: second.body.token })).status).toBe(401);
      const refused = await login(employee.email, employee.password);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'account_deactivated', message: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihren Administrator.' });
      const wrong = await login(employee.email, 'falsches-passwort');
      expect(wrong.status).toBe(401);
      const listed = await api<UsersPage>('GET', `/api/users?search=${encodeURIComponent(employee.email)}`, { token: company.root.token });
      expect(listed.body.users[0]!.isActive).toBe(false);
      // deactivating again changes nothing
      const again = await api<UserRow>('PATCH', `/api/users/${employee.id}/deactivate`, { token: company.root.token });
      expect(again.status).toBe(200);
      expect((await userEvents(company.id, employee.id)).filter((e) => e === 'identity.UserDeactivated')).toHaveLength(1);

      const activated = await api<UserRow>('PATCH', `/api/users/${employee.id}/activate`, { token: company.root.token });
      expect(activated.status).toBe(200);
      expect(activated.body.isActive).toBe(true);
      const back = await login(employee.email, employee.password);
      expect(back.status).toBe(200);
      expect((await api('GET', '/api/auth/me', { token: back.body.token })).status).toBe(200);
      // the sessions ended by the deactivation stay ended
      expect((await api('GET', '/api/auth/me', { token: employee.token })).status).toBe(401);
    });

    it('a deleted user cannot sign in, leaves the list, and the address can be registered again', async () => {
      const company = await createCompany(t);
      const employee = await company.user('non-managing');
      const res = await api('DELETE', `/api/users/${employee.id}`, { token: company.root.token });
      expect(res.status).toBe(204);
      expect((await api('GET', '/api/auth/me', { token: employee.token })).status).toBe(401);
      expect((await login(employee.email, employee.password)).status).toBe(401);
      const all = await listAll(company.root.token);
      expect(all.map((u) => u.id)).not.toContain(employee.id);
      expect((await api<ErrorBody>('DELETE', `/api/users/${employee.id}`, { token: company.root.token })).status).toBe(404);
      expect((await api<ErrorBody>('PATCH', `/api/users/${employee.id}/activate`, { token: company.root.token })).status).toBe(404);
      // the events stay (audit), the address is released
      expect(await userEvents(company.id, employee.id)).toEqual(['identity.UserRegistered', 'identity.UserDeleted']);
      const claim = (await t.app.kernel.store.readStream('platform', `email-${employee.email}`)).map((e) => e.type);
      expect(claim).toEqual(['identity.EmailClaimed', 'identity.EmailReleased']);

      const again = await api<AuthBody>('POST', '/api/auth/register', { body: registration({ email: employee.email }) });
      expect(again.status).toBe(201);
      expect(again.body.user.id).not.toBe(employee.id);
      expect((await login(employee.email, 'geheim123')).status).toBe(200);
    });

    it("a released address taken by another company survives the first company's deletion by the operator", async () => {
      const first = await createCompany(t);
      const second = await createCompany(t);
      const leaving = await addUser(first, 'non-managing');
      expect((await api('DELETE', `/api/users/${leaving.id}`, { token: first.root.token })).status).toBe(204);
      const rejoined = await api<UserRow>('POST', '/api/users', {
        token: second.root.token,
        body: { email: leaving.email, firstName: 'Neu', lastName: 'Start', password: 'start123', role: 'non-managing' },
      });
      expect(rejoined.status).toBe(201);
      // the operator's counts and details leave deleted users out
      const master = await login('master@test.local', 'master-secret-1');
      const details = await api<{ users: { id: string }[] }>('GET', `/api/master/companies/${first.id}`, { token: master.body.token });
      expect(details.body.users.map((u) => u.id)).not.toContain(leaving.id);
      expect((await api('DELETE', `/api/master/companies/${first.id}`, { token: master.body.token })).status).toBe(204);
      // the address still belongs to the second company's user: it cannot be taken a second time
      const again = await api<ErrorBody>('POST', '/api/auth/register', { body: registration({ email: leaving.email }) });
      expect(again.status).toBe(409);
      expect((await login(leaving.email, 'start123')).status).toBe(200);
    });

    it("another company's user is not found (404), whatever the caller's role", async () => {
      const mine = await createCompany(t);
      const manager = await mine.user('manager');
      const theirs = await createCompany(t);
      const foreignAdmin = await addUser(theirs, 'admin');
      const foreignEmployee = await addUser(theirs, 'non-managing');
      for (const caller of [mine.root, manager]) {
        for (const foreign of [foreignAdmin, foreignEmployee]) {
          const calls = [
            api<ErrorBody>('PATCH', `/api/users/${foreign.id}`, { token: caller.token, body: { firstName: 'Übernommen' } }),
            api<ErrorBody>('PATCH', `/api/users/${foreign.id}/deactivate`, { token: caller.token }),
            api<ErrorBody>('PATCH', `/api/users/${foreign.id}/activate`, { token: caller.token }),
            api<ErrorBody>('DELETE', `/api/users/${foreign.id}`, { token: caller.token }),
          ];
          for (const res of await Promise.all(calls)) {
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ message: 'Benutzer nicht gefunden.', code: 'user_not_found' });
          }
        }
      }
      expect((await api('PATCH', '/api/users/gibt-es-nicht/deactivate', { token: mine.root.token })).status).toBe(404);
      expect((await login(foreignEmployee.email, foreignEmployee.password)).status).toBe(200);
      expect(await userEvents(theirs.id, foreignAdmin.id)).toEqual(['identity.UserRegistered']);
    });
  });

  it('projections: applying every identity event twice builds the same rows', async () => {
    const events = await t.app.kernel.store.readAll({ limit: 100_000 });
    const types = new Set(events.map((e) => e.type));
    for (const ty of ['identity.UserInvited', 'identity.UserRoleChanged', 'identity.UserDeactivated', 'identity.UserActivated', 'identity.UserDeleted', 'identity.EmailReleased']) {
      expect(types, ty).toContain(ty);
    }
    const expected = await dumpIdentity(t.app.kernel.db);
    expect(await identityRowsAppliedTwice(target, events)).toEqual(expected);
  });
});
