import { describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';

interface Answer<T> {
  status: number;
  body: T;
  replayed: string | null;
}

describe.each(dbTargets())('Idempotency-Key on POST routes on %s', (target) => {
  const w = useApiWorld(target, { users: { manager: 'manager', manager2: 'manager' } });

  async function call<T = { id: string; code?: string; message?: string }>(method: string, path: string, o: { token: string; key?: string; body?: unknown; lang?: string }): Promise<Answer<T>> {
    const headers: Record<string, string> = { Authorization: `Bearer ${o.token}` };
    if (o.key !== undefined) headers['Idempotency-Key'] = o.key;
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    if (o.lang) headers['Accept-Language'] = o.lang;
    const res = await fetch(w.t.baseUrl + path, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, replayed: res.headers.get('idempotent-replayed') };
  }
  const groupsNamed = async (token: string, name: string) =>
    (await call<{ groups: { id: string; name: string }[] }>('GET', `/api/user-groups?search=${encodeURIComponent(name)}`, { token })).body.groups.filter((g) => g.name === name);

  it('a retry with the same key gets the first answer and creates nothing new; without a key every POST counts', async () => {
    const first = await call('POST', '/api/user-groups', { token: w.manager.token, key: 'create-lager-1', body: { name: 'Lager Nord', description: '' } });
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await call('POST', '/api/user-groups', { token: w.manager.token, key: 'create-lager-1', body: { name: 'Lager Nord', description: '' } });
    expect(again.status).toBe(201);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await groupsNamed(w.manager.token, 'Lager Nord')).toHaveLength(1);

    // another user's key is theirs alone
    const other = await call('POST', '/api/user-groups', { token: w.manager2.token, key: 'create-lager-1', body: { name: 'Lager Nord', description: '' } });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);

    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Lager Süd', description: '' } })).status).toBe(201);
    expect(await groupsNamed(w.manager.token, 'Lager Süd')).toHaveLength(2);
  });

  it('the same key with another body is a 422, a malformed key a 400 (German, English when asked)', async () => {
    expect((await call('POST', '/api/user-groups', { token: w.manager.token, key: 'k-2', body: { name: 'Halle 1', description: '' } })).status).toBe(201);
    const reused = await call('POST', '/api/user-groups', { token: w.manager.token, key: 'k-2', body: { name: 'Halle 2', description: '' } });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ code: 'idempotency_key_reused', message: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.' });
    const english = await call('POST', '/api/user-groups', { token: w.manager.token, key: 'k-2', body: { name: 'Halle 3', description: '' }, lang: 'en' });
    expect(english.body.message).toBe('This Idempotency-Key was already used for a different request.');
    for (const bad of ['x'.repeat(256), 'mit leerzeichen', 'ümlaut']) {
      const res = await call('POST', '/api/user-groups', { token: w.manager.token, key: bad, body: { name: 'Halle 4', description: '' } });
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('invalid_idempotency_key');
    }
    expect(await groupsNamed(w.manager.token, 'Halle 2')).toHaveLength(0);
    expect(await groupsNamed(w.manager.token, 'Halle 4')).toHaveLength(0);
  });

  it('a retry after the first answer was lost (crash between append and keeping it) appends nothing: ids derive from the key', async () => {
    const first = await call('POST', '/api/user-groups', { token: w.manager.token, key: 'lost-answer', body: { name: 'Werk 7', description: '' } });
    expect(first.status).toBe(201);
    const { rows } = await w.t.app.kernel.db.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events');
    // as if the process had died before keeping the answer
    await w.t.app.kernel.db.query(`DELETE FROM http_idempotency_keys WHERE key = 'lost-answer'`);
    const retry = await call('POST', '/api/user-groups', { token: w.manager.token, key: 'lost-answer', body: { name: 'Werk 7', description: '' } });
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBeNull();
    expect(retry.body.id).toBe(first.body.id);
    expect((await w.t.app.kernel.db.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events')).rows[0]!.n).toBe(rows[0]!.n);
    expect(await groupsNamed(w.manager.token, 'Werk 7')).toHaveLength(1);
  });

  it('a double-clicked infolog message is posted once', async () => {
    const g = await call('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Infolog-Gruppe', description: '' } });
    const body = { title: 'Brandschutzübung', message: 'Morgen um 10 Uhr.' };
    const [a, b] = await Promise.all([
      call('POST', `/api/user-groups/${g.body.id}/changelog`, { token: w.manager.token, key: 'msg-1', body }),
      call('POST', `/api/user-groups/${g.body.id}/changelog`, { token: w.manager.token, key: 'msg-1', body }),
    ]);
    // PGlite runs them one after the other (the second is a replay); PostgreSQL may answer the second 409 while the first runs
    expect([a.status, b.status].sort()).toEqual(target === 'pglite' ? [201, 201] : expect.arrayContaining([201]));
    for (const r of [a, b]) expect([201, 409]).toContain(r.status);
    const again = await call('POST', `/api/user-groups/${g.body.id}/changelog`, { token: w.manager.token, key: 'msg-1', body });
    expect(again.status).toBe(201);
    expect(again.replayed).toBe('true');
    const list = await call<{ changelogs: unknown[]; totalCount: number }>('GET', `/api/user-groups/${g.body.id}/changelog`, { token: w.manager.token });
    expect(list.body.totalCount).toBe(1);
  });
});
