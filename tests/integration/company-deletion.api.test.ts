import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbTargets } from '../support/db';
import { client, startTestApp, type TestApp } from '../support/app';
import { createCompany } from '../support/company';
import { devMailbox } from '../../src/platform/mail';
import { TenantErasedError } from '../../src/platform/eventstore';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A POST whose headers (with the session) arrive now and whose body arrives when `finish` is
 * called: the request is authenticated before the body is read.
 */
function heldPost(baseUrl: string, urlPath: string, token: string, body: unknown): { finish(): Promise<{ status: number; body: { code?: string } }> } {
  const text = JSON.stringify(body);
  const url = new URL(baseUrl + urlPath);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), Authorization: `Bearer ${token}` },
  });
  const answer = new Promise<{ status: number; body: { code?: string } }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as { code?: string } }));
    });
    req.on('error', reject);
  });
  req.write(text.slice(0, 5));
  return {
    finish() {
      req.end(text.slice(5));
      return answer;
    },
  };
}

describe.each(dbTargets())('deleting a company leaves nothing personal (%s)', (target) => {
  let t: TestApp;
  let mailDir: string;
  let master: string;

  beforeAll(async () => {
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deletion-mailbox-'));
    t = await startTestApp(target, { mailer: devMailbox(mailDir) });
    const login = await client(t.baseUrl)<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
    master = login.body.token;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  const mailboxAddresses = () =>
    fs
      .readdirSync(mailDir)
      .filter((n) => n.endsWith('.json'))
      .map((n) => (JSON.parse(fs.readFileSync(path.join(mailDir, n), 'utf8')) as { to: string }).to.toLowerCase());

  it('removes every row with its id, its users’ claim history, login failures, mailbox files and stored files; a request signed in before cannot append after', async () => {
    const api = client(t.baseUrl);
    const db = t.app.kernel.db;
    const doomed = await createCompany(t);
    const keeper = await createCompany(t);
    const emp = await doomed.user('non-managing');
    const keeperUser = await keeper.user('non-managing');

    // the employee changes address: the old one's claim history is the company's personal data too
    const oldEmail = emp.email;
    const newEmail = `neu-${oldEmail}`;
    expect((await api('PATCH', `/api/users/${emp.id}`, { token: doomed.root.token, body: { email: newEmail } })).status).toBe(200);
    // mails: a password reset for the employee (dev mailbox file), one for the other company
    expect((await api('POST', '/api/auth/forgot-password', { body: { email: newEmail } })).status).toBeLessThan(300);
    expect((await api('POST', '/api/auth/forgot-password', { body: { email: keeperUser.email } })).status).toBeLessThan(300);
    // a stored file
    const img = await api<{ imageUrl: string }>('POST', '/api/media/images', { token: doomed.root.token, body: { image: `data:image/png;base64,${PNG.toString('base64')}` } });
    expect(img.status).toBe(201);
    const mediaDir = path.join(t.app.kernel.config.dataDir, 'media', doomed.id);
    expect(fs.existsSync(mediaDir)).toBe(true);
    // a training, a group with a member, an infolog entry: rows in many read models
    expect((await api('POST', '/api/trainings', { token: doomed.root.token, body: { title: 'Geheim', description: 'x' } })).status).toBe(201);
    const g = await api<{ id: string }>('POST', '/api/user-groups', { token: doomed.root.token, body: { name: 'Weg' } });
    expect((await api('POST', `/api/user-groups/${g.body.id}/members`, { token: doomed.root.token, body: { userId: emp.id } })).status).toBe(201);
    // a wrong password: a login-failure row keyed by the address
    expect((await api('POST', '/api/auth/login', { body: { email: newEmail, password: 'falsch!!' } })).status).toBe(401);
    await t.app.kernel.projections.waitFor(await t.app.kernel.store.headPosition());
    expect(mailboxAddresses()).toContain(newEmail.toLowerCase());

    // a request of the company's root that signed in before the deletion and writes after it
    const held = heldPost(t.baseUrl, '/api/trainings', doomed.root.token, { title: 'Zu spät', description: 'x' });
    // and an upload whose file arrives after the deletion: neither the record nor the file stays
    const heldUpload = heldPost(t.baseUrl, '/api/media/images', doomed.root.token, { image: `data:image/png;base64,${PNG.toString('base64')}` });
    await new Promise((r) => setTimeout(r, 500));

    expect((await api('DELETE', `/api/master/companies/${doomed.id}`, { token: master })).status).toBe(204);

    const late = await held.finish();
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('company_deleted');
    const lateUpload = await heldUpload.finish();
    expect(lateUpload.status).toBe(410);
    expect(lateUpload.body.code).toBe('company_deleted');
    // the event store refuses the tenant itself, too
    await expect(
      t.app.kernel.store.append({
        tenantId: doomed.id,
        streamId: 'late-1',
        streamType: 'test',
        expectedVersion: 'any',
        events: [{ type: 'test.Late', schemaVersion: 1, data: {} }],
        metadata: { actorId: doomed.root.id, tenantId: doomed.id, commandId: '00000000-0000-4000-8000-000000000001', correlationId: 'c', causationId: null },
      }),
    ).rejects.toBeInstanceOf(TenantErasedError);

    // no row with the company's id in any table with a company or tenant column (but its tombstone)
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('company_id', 'tenant_id') AND table_name <> 'es_tombstones'
        ORDER BY table_name`,
    );
    expect(columns.length).toBeGreaterThan(30);
    const left: string[] = [];
    for (const c of columns) {
      const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${c.table_name} WHERE ${c.column_name}::text = $1`, [doomed.id]);
      if (Number(rows[0]!.n) > 0) left.push(`${c.table_name}.${c.column_name}: ${rows[0]!.n}`);
    }
    expect(left).toEqual([]);
    expect((await db.query('SELECT 1 FROM es_tombstones WHERE tenant_id = $1', [doomed.id])).rows).toHaveLength(1);

    // nothing of its users on the platform streams (e-mail claims, old and new address), no login failures
    for (const needle of [emp.id, doomed.root.id, oldEmail.toLowerCase(), newEmail.toLowerCase(), doomed.root.email.toLowerCase()]) {
      const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM es_events WHERE lower(data::text) LIKE '%' || $1 || '%' OR stream_id LIKE '%' || $1 || '%'`, [needle]);
      expect(Number(rows[0]!.n), needle).toBe(0);
      const { rows: limits } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM rl_backoff WHERE key LIKE '%' || $1 || '%'`, [needle]);
      expect(Number(limits[0]!.n), needle).toBe(0);
    }
    // no stored files, no mailbox files for its users; the other company's mail stays
    expect(fs.existsSync(mediaDir)).toBe(false);
    const addresses = mailboxAddresses();
    for (const a of [oldEmail, newEmail, doomed.root.email]) expect(addresses).not.toContain(a.toLowerCase());
    expect(addresses).toContain(keeperUser.email.toLowerCase());

    // the other company is untouched: its user signs in, the freed old address can be registered again
    expect((await api('POST', '/api/auth/login', { body: { email: keeperUser.email, password: keeperUser.password } })).status).toBe(200);
    const again = await api('POST', '/api/auth/register', {
      body: { companyName: 'Neu', companyEmail: 'k@neu.de', firstName: 'A', lastName: 'B', email: oldEmail, password: 'geheim123', gdprConsent: true },
    });
    expect(again.status).toBe(201);
  });
});
