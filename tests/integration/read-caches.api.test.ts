import { describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';
import { dbTargets } from '../support/db';
import { client, MemoryMailer } from '../support/app';
import { createCompany } from '../support/company';
import { useApiWorld } from '../support/world';
import { asCompanyId } from '../../src/shared/contracts/ids';

/**
 * The read caches of the hot paths (session lookup, GET /api/auth/me, the users page, the library
 * page and its tags and names) are kept until the read models they come from change: every
 * change below is seen by the very next request, after the caches were filled.
 */

interface Me {
  role: string;
  firstName: string;
  company: { name: string } | null;
}
interface UsersPage {
  users: { id: string; email: string; lastLogin: string | null; isActive: boolean }[];
  totalCount: number;
}
interface Training {
  id: string;
  title: { de: string };
  owner: { firstName: string; lastName: string } | null;
  tags: { id: string; name: { de: string } }[];
}
interface Library {
  trainings: Training[];
  totalCount: number;
}

const clock = fixedClock('2026-03-02T08:00:00.000Z');

describe.each(dbTargets())('read caches on %s', (target) => {
  const w = useApiWorld(target, { app: { clock } });

  const me = (token: string) => w.api<Me>('GET', '/api/auth/me', { token });
  /** Calls twice: the second answer comes from the caches when nothing changed. */
  const warm = async <T = Record<string, unknown>>(path: string, token: string) => {
    await w.api('GET', path, { token });
    return w.api<T>('GET', path, { token });
  };

  it('answers repeated reads without a database round trip while nothing changes', async () => {
    const root = w.acme.root.token;
    for (const path of ['/api/auth/me', '/api/users?page=1', '/api/trainings?page=1', '/api/training-tags']) expect((await warm(path, root)).status).toBe(200);
    const query = vi.spyOn(w.t.app.kernel.db, 'query');
    try {
      for (let i = 0; i < 3; i++) {
        for (const path of ['/api/auth/me', '/api/users?page=1', '/api/trainings?page=1', '/api/training-tags']) expect((await w.api('GET', path, { token: root })).status).toBe(200);
      }
      const reads = query.mock.calls.map(([sql]) => sql).filter((sql) => /idn_sessions|idn_users|cat_trainings|cat_tags/.test(sql));
      expect(reads).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('sign-out: the token stops working on the very next request', async () => {
    const user = await w.acme.user('manager');
    expect((await warm('/api/auth/me', user.token)).status).toBe(200);
    expect((await warm('/api/trainings?page=1', user.token)).status).toBe(200);
    expect((await w.api('POST', '/api/auth/logout', { token: user.token })).status).toBeLessThan(300);
    expect((await me(user.token)).status).toBe(401);
    expect((await w.api('GET', '/api/trainings?page=1', { token: user.token })).status).toBe(401);
  });

  it("deactivation and deletion end the user's sessions on the very next request", async () => {
    const deactivated = await w.acme.user('non-managing');
    const deleted = await w.acme.user('non-managing');
    for (const u of [deactivated, deleted]) expect((await warm('/api/auth/me', u.token)).status).toBe(200);
    expect((await w.api('PATCH', `/api/users/${deactivated.id}/deactivate`, { token: w.acme.root.token })).status).toBe(200);
    expect((await me(deactivated.token)).status).toBe(401);
    expect((await w.api('DELETE', `/api/users/${deleted.id}`, { token: w.acme.root.token })).status).toBe(204);
    expect((await me(deleted.token)).status).toBe(401);
  });

  it('a role change applies to the very next request (permissions and /api/auth/me)', async () => {
    const employee = await w.acme.user('non-managing');
    expect((await warm('/api/users?page=1', employee.token)).status).toBe(403);
    expect((await warm('/api/auth/me', employee.token)).body).toMatchObject({ role: 'non-managing' });
    const search = `/api/users?search=${encodeURIComponent(employee.email)}`;
    expect((await warm<{ users: { role: string }[] }>(search, w.acme.root.token)).body.users[0]!.role).toBe('non-managing');
    expect((await w.api('PATCH', `/api/users/${employee.id}`, { token: w.acme.root.token, body: { role: 'manager' } })).status).toBe(200);
    expect((await w.api<{ users: { role: string }[] }>('GET', search, { token: w.acme.root.token })).body.users[0]!.role).toBe('manager');
    expect((await w.api('GET', '/api/users?page=1', { token: employee.token })).status).toBe(200);
    expect((await me(employee.token)).body.role).toBe('manager');
    expect((await w.api('PATCH', `/api/users/${employee.id}`, { token: w.acme.root.token, body: { role: 'non-managing' } })).status).toBe(200);
    expect((await w.api('GET', '/api/users?page=1', { token: employee.token })).status).toBe(403);
  });

  it('a password change ends the other sessions on the very next request', async () => {
    const user = await w.acme.user('manager');
    const second = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    for (const token of [user.token, second.body.token]) expect((await warm('/api/auth/me', token)).status).toBe(200);
    const changed = await w.api('PATCH', '/api/user/change-password', { token: user.token, body: { currentPassword: user.password, newPassword: 'ganz-neu-1' } });
    expect(changed.status).toBe(200);
    expect((await me(second.body.token)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
  });

  it('a session that runs out is refused although it is cached', async () => {
    const user = await w.acme.user('manager');
    expect((await warm('/api/auth/me', user.token)).status).toBe(200);
    clock.advance(31 * 86_400_000);
    try {
      expect((await me(user.token)).status).toBe(401);
    } finally {
      clock.advance(-31 * 86_400_000);
    }
  });

  it('profile, company and users page changes show on the next read', async () => {
    const user = await w.acme.user('manager');
    expect((await warm('/api/auth/me', user.token)).body).toMatchObject({ firstName: expect.any(String) });
    const profile = { firstName: 'Umbenannt', lastName: 'Neu', email: user.email };
    expect((await w.api('PATCH', '/api/user/profile', { token: user.token, body: profile })).status).toBe(200);
    expect((await me(user.token)).body.firstName).toBe('Umbenannt');

    expect((await warm('/api/auth/me', w.acme.root.token)).status).toBe(200);
    expect((await w.api('PATCH', '/api/company/profile', { token: w.acme.root.token, body: { name: 'Neu GmbH', address: '' } })).status).toBe(200);
    expect((await me(user.token)).body.company?.name).toBe('Neu GmbH');

    const before = (await warm<UsersPage>('/api/users?page=1', w.acme.root.token)).body;
    const invited = await w.api<{ id: string }>('POST', '/api/users', {
      token: w.acme.root.token,
      body: { email: `neu-${Date.now()}@firma.de`, firstName: 'Nina', lastName: 'Neu', password: 'start123', role: 'manager', isActive: true },
    });
    expect(invited.status).toBe(201);
    expect((await w.api<UsersPage>('GET', '/api/users?page=1', { token: w.acme.root.token })).body.totalCount).toBe(before.totalCount + 1);

    // a sign-in moves lastLogin on the users page
    const search = `/api/users?search=${encodeURIComponent(user.email)}`;
    const listed = (await warm<UsersPage>(search, w.acme.root.token)).body;
    clock.advance(60_000);
    expect((await w.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
    const relisted = await w.api<UsersPage>('GET', search, { token: w.acme.root.token });
    expect(relisted.body.users[0]!.lastLogin).not.toBe(listed.users[0]!.lastLogin);
  });

  it('library page: a tag rename, a new title and an owner rename show on the next read', async () => {
    const owner = await w.acme.user('manager');
    const tag = await w.api<{ id: string }>('POST', '/api/company/training-tags', { token: owner.token, body: { name: { de: 'Stapler' } } });
    expect(tag.status).toBe(201);
    const created = await w.api<Training>('POST', '/api/trainings', { token: owner.token, body: { title: { de: 'Staplerschein' }, description: { de: 'x' } } });
    expect(created.status).toBe(201);
    expect((await w.api('POST', `/api/trainings/${created.body.id}/tags`, { token: owner.token, body: { tagIds: [tag.body.id] } })).status).toBe(200);
    const find = async () => (await w.api<Library>('GET', '/api/trainings?page=1&ownership=owner', { token: owner.token })).body.trainings.find((x) => x.id === created.body.id)!;
    await warm('/api/trainings?page=1&ownership=owner', owner.token);
    await warm('/api/training-tags', owner.token);
    await warm('/api/company/training-tags', owner.token);
    expect((await find()).tags.map((x) => x.name.de)).toEqual(['Stapler']);

    const facade = w.t.app.modules.catalog.facade(w.t.app.kernel);
    expect((await facade.allTags(asCompanyId(w.acme.id))).find((x) => x.id === tag.body.id)?.name.de).toBe('Stapler');
    expect((await w.api('PATCH', `/api/company/training-tags/${tag.body.id}`, { token: owner.token, body: { name: { de: 'Gabelstapler' } } })).status).toBe(200);
    expect((await facade.allTags(asCompanyId(w.acme.id))).find((x) => x.id === tag.body.id)?.name.de).toBe('Gabelstapler');
    expect((await find()).tags.map((x) => x.name.de)).toEqual(['Gabelstapler']);
    const tags = await w.api<{ id: string; name: { de: string } }[]>('GET', '/api/training-tags', { token: owner.token });
    expect(tags.body.find((x) => x.id === tag.body.id)?.name.de).toBe('Gabelstapler');
    const own = await w.api<{ id: string; name: { de: string } }[]>('GET', '/api/company/training-tags', { token: owner.token });
    expect(own.body.find((x) => x.id === tag.body.id)?.name.de).toBe('Gabelstapler');

    expect((await w.api('PATCH', `/api/trainings/${created.body.id}`, { token: owner.token, body: { title: { de: 'Staplerführerschein' } } })).status).toBe(200);
    expect((await find()).title.de).toBe('Staplerführerschein');

    const profile = { firstName: 'Fritz', lastName: 'Fahrer', email: owner.email };
    expect((await w.api('PATCH', '/api/user/profile', { token: owner.token, body: profile })).status).toBe(200);
    expect((await find()).owner).toEqual({ firstName: 'Fritz', lastName: 'Fahrer' });

    expect((await w.api('DELETE', `/api/company/training-tags/${tag.body.id}`, { token: owner.token })).status).toBe(204);
    expect((await find()).tags).toEqual([]);
  });

  it("deleting a company (outside the projections) ends its users' sessions on the very next request", async () => {
    const doomed = await createCompany(w.t);
    // (signed in before the caches are filled: a sign-in changes the session read model itself)
    const master = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
    expect((await warm('/api/auth/me', doomed.root.token)).status).toBe(200);
    expect((await warm('/api/trainings?page=1', doomed.root.token)).status).toBe(200);
    expect((await w.api('DELETE', `/api/master/companies/${doomed.id}`, { token: master.body.token })).status).toBe(204);
    expect((await me(doomed.root.token)).status).toBe(401);
  });

  it("another process of the product answers a sign-out on the very next request once its runner passed the sign-out's position", async () => {
    const other = await createApp({
      db: w.t.testDb.db,
      mailer: new MemoryMailer(),
      clock,
      config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local' },
      log: () => undefined,
    });
    try {
      const server = await other.listen(0);
      const otherApi = client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const user = await w.acme.user('manager');
      await otherApi('GET', '/api/auth/me', { token: user.token });
      expect((await otherApi('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
      expect((await w.api('POST', '/api/auth/logout', { token: user.token })).status).toBeLessThan(300);
      // the other runner learns of it on the NOTIFY after the append (or its next poll): its cache stamps move before waitFor resolves
      const signedOut = await w.t.app.kernel.store.headPosition();
      expect(await other.kernel.projections.waitFor(signedOut, ['identity.sessions'], 20_000)).toBe(true);
      expect((await otherApi('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
