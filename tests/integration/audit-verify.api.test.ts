import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbTargets } from '../support/db';
import { createCompany, type TestCompany } from '../support/company';
import { useApiWorld } from '../support/world';

interface Point {
  hash: string;
  seq: number;
  at: string;
}
interface Verify {
  ok: boolean;
  checked: number;
  pending: number;
  head: Point | null;
  breaks: { kind: string; reason: string; eventId: string | null; eventType: string | null; changed: string[] }[];
  breakCount: number;
  headFound?: boolean;
  foundHead?: Point | null;
}

describe.each(dbTargets())('GET /api/audit/verify on %s', (target) => {
  const w = useApiWorld(target, { other: true });

  /** Lets the reactor seal everything committed so far. */
  const sealed = async () => {
    await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), undefined, 20_000);
  };
  const verify = async (c: TestCompany, query = '', lang?: string) => w.api<Verify>('GET', `/api/audit/verify${query}`, { token: c.root.token, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    for (const c of [w.acme, w.other]) {
      await w.api('POST', '/api/trainings', { token: c.root.token, body: { title: 'Brandschutz', description: 'x' } });
      await w.api('POST', '/api/user-groups', { token: c.root.token, body: { name: 'Baustelle Nord' } });
    }
    await sealed();
  });

  it('answers ok with the number of links checked and the head; only the audit area may ask', async () => {
    const res = await verify(w.acme);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, pending: 0, breaks: [], breakCount: 0 });
    expect(res.body.checked).toBeGreaterThan(2);
    expect(res.body.head).toMatchObject({ seq: res.body.checked, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(res.body).not.toHaveProperty('headFound');

    const admin = await w.acme.user('admin');
    expect((await w.api('GET', '/api/audit/verify', { token: admin.token })).status).toBe(200);
    const employee = await w.acme.user('non-managing');
    expect((await w.api('GET', '/api/audit/verify', { token: employee.token })).status).toBe(403);
    const manager = await w.acme.user('manager');
    expect((await w.api('GET', '/api/audit/verify', { token: manager.token })).status).toBe(403);
    expect((await w.api('GET', '/api/audit/verify')).status).toBe(401);
  });

  it('proves an old head is still in the chain; a made-up one is not; a malformed one is a 400 naming the field', async () => {
    await sealed();
    const old = (await verify(w.acme)).body.head!;
    await w.api('POST', '/api/user-groups', { token: w.acme.root.token, body: { name: 'Lager Süd' } });
    await sealed();
    const now = await verify(w.acme, `?head=${old.hash.slice(0, 16).toUpperCase()}`);
    expect(now.status).toBe(200);
    expect(now.body.head!.seq).toBeGreaterThan(old.seq);
    expect(now.body).toMatchObject({ ok: true, headFound: true, foundHead: old });
    expect((await verify(w.acme, '?head=0123456789abcdef')).body).toMatchObject({ headFound: false, foundHead: null });
    // another company's head is not in this company's chain
    const theirs = (await verify(w.other)).body.head!;
    expect((await verify(w.acme, `?head=${theirs.hash}`)).body.headFound).toBe(false);

    for (const bad of ['?head=xyz', '?head=abc', `?head=${'a'.repeat(65)}`]) {
      const de = await verify(w.acme, bad);
      expect(de.status).toBe(400);
      expect(de.body).toMatchObject({ code: 'validation_failed', field: 'head' });
      expect((de.body as unknown as { message: string }).message).toContain('Hexadezimalziffern');
    }
    const en = await verify(w.acme, '?head=xyz', 'en');
    expect((en.body as unknown as { message: string }).message).toContain('hexadecimal digits');
  });

  it('the head printed on a progress PDF is found by ?head=', async () => {
    await sealed();
    const groups = await w.api<{ groups: { id: string }[] }>('GET', '/api/user-groups', { token: w.acme.root.token });
    const groupId = groups.body.groups[0]!.id;
    const res = await fetch(`${w.t.baseUrl}/api/user-groups/${groupId}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.acme.root.token}` } });
    expect(res.status).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chain-pdf-'));
    try {
      const file = path.join(dir, 'r.pdf');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const printed = /Prüfkette: ([0-9a-f]{16}) \(Nr\. (\d+),/.exec(execFileSync('pdftotext', [file, '-']).toString());
      expect(printed).not.toBeNull();
      const found = await verify(w.acme, `?head=${printed![1]}`);
      expect(found.body).toMatchObject({ headFound: true, foundHead: { seq: Number(printed![2]) } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names an event altered in the database; the other company still verifies', async () => {
    await sealed();
    const { rows } = await w.t.testDb.db.query<{ event_id: string; event_type: string }>(
      `SELECT event_id::text AS event_id, event_type FROM es_events WHERE tenant_id = $1 AND event_type LIKE 'organization.%' ORDER BY global_position LIMIT 1`,
      [w.acme.id],
    );
    const victim = rows[0]!;
    await w.t.testDb.db.query(`UPDATE es_events SET data = data || '{"name": "Baustelle Süd"}' WHERE event_id = $1`, [victim.event_id]);
    const res = await verify(w.acme);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    expect(res.body.breaks[0]).toMatchObject({ kind: 'altered', reason: 'changed', eventId: victim.event_id, eventType: victim.event_type, changed: ['data'] });
    expect((await verify(w.other)).body).toMatchObject({ ok: true, breakCount: 0 });
  });

  it("deleting a company (the platform operator's delete) deletes its chain; the others still verify", async () => {
    const doomed = await createCompany(w.t);
    await w.api('POST', '/api/user-groups', { token: doomed.root.token, body: { name: 'Weg' } });
    await sealed();
    const before = await w.t.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_chain_links WHERE company_id = $1', [doomed.id]);
    expect(before.rows[0]!.n).toBeGreaterThan(0);
    const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
    expect((await w.api('DELETE', `/api/master/companies/${doomed.id}`, { token: login.body.token })).status).toBe(204);
    await sealed();
    const after = await w.t.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_chain_links WHERE company_id = $1', [doomed.id]);
    expect(after.rows[0]!.n).toBe(0);
    expect((await verify(w.other)).body).toMatchObject({ ok: true, breakCount: 0, pending: 0 });
  });
});
