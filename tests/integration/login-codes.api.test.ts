import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { identityEvents } from '../../src/modules/identity';
import { dbTargets } from '../support/db';
import { client, MemoryMailer, startTestApp, TEST_PASSWORD_HASH_COST, type TestApp, type ErrorBody } from '../support/app';
import { createCompany, type TestCompany } from '../support/company';

/*
 * Issue 33 item 2: every company has a login code (6-10 capital letters and digits, unique on the
 * platform), generated at registration, changed by root, shown to root and admin only.
 */

interface Me {
  company: { name: string; address: string; loginCode?: string | null } | null;
}

describe.each(dbTargets())('company login codes on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let acme: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    t = await startTestApp(target);
    api = client(t.baseUrl);
    acme = await createCompany(t);
    other = await createCompany(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = async (token: string) => (await api<Me>('GET', '/api/auth/me', { token })).body.company;

  it('generates a code at registration, shown to root and admin only', async () => {
    const code = (await me(acme.root.token))?.loginCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await me((await acme.user('admin')).token))?.loginCode).toBe(code);
    for (const role of ['manager', 'non-managing', 'auditor'] as const) {
      const company = await me((await acme.user(role)).token);
      expect(company && 'loginCode' in company, role).toBe(false);
    }
    expect((await me(other.root.token))?.loginCode).not.toBe(code);
  });

  it('lets root change it (small letters taken as capitals), unique across companies', async () => {
    const set = await api<Me>('PATCH', '/api/company/profile', { token: acme.root.token, body: { loginCode: ' werk2026 ' } });
    expect(set.status).toBe(200);
    expect(set.body.company).toMatchObject({ loginCode: 'WERK2026' });
    // the name and address stay as they were
    expect(set.body.company?.name).toBe((await me(acme.root.token))?.name);
    const taken = await api<ErrorBody>('PATCH', '/api/company/profile', { token: other.root.token, body: { loginCode: 'WERK2026' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'login_code_taken', field: 'loginCode', message: 'Dieser Anmeldecode ist bereits vergeben.' });
    // released by a change, the code is free for another company
    expect((await api('PATCH', '/api/company/profile', { token: acme.root.token, body: { loginCode: 'WERK2027' } })).status).toBe(200);
    expect((await api('PATCH', '/api/company/profile', { token: other.root.token, body: { loginCode: 'WERK2026' } })).status).toBe(200);
    // name, address and code in one change
    const both = await api<Me>('PATCH', '/api/company/profile', { token: acme.root.token, body: { name: 'ACME Werk', address: 'Hafenstr. 1', loginCode: 'ACME01' } });
    expect(both.body.company).toMatchObject({ name: 'ACME Werk', address: 'Hafenstr. 1', loginCode: 'ACME01' });
  });

  it('refuses bad codes and other roles with a clear 4xx, German and English', async () => {
    for (const bad of ['ABC12', 'ABCDEFGHIJK', 'ABC-123', 'ÄBCDEF', '']) {
      const res = await api<ErrorBody>('PATCH', '/api/company/profile', { token: acme.root.token, body: { loginCode: bad } });
      expect(res.status, bad).toBe(400);
    }
    const en = await api<ErrorBody>('PATCH', '/api/company/profile', { token: acme.root.token, lang: 'en', body: { loginCode: 'AB' } });
    expect(en.body.message).toContain('The login code consists of 6 to 10 capital letters and digits.');
    const empty = await api<ErrorBody>('PATCH', '/api/company/profile', { token: acme.root.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('name');
    const admin = await acme.user('admin');
    expect((await api('PATCH', '/api/company/profile', { token: admin.token, body: { loginCode: 'ADMIN1' } })).status).toBe(403);
    expect((await me(acme.root.token))?.loginCode).toBe('ACME01');
  });

  it('gives a company registered before login codes one at the next start', async () => {
    // a company as it was recorded before issue 33: no code
    const companyId = `legacy-${Date.now()}`;
    const at = new Date().toISOString();
    await t.app.kernel.store.append({
      tenantId: companyId,
      streamId: `company-${companyId}`,
      streamType: 'identity.Company',
      expectedVersion: 'no_stream',
      events: [identityEvents.encode({ type: 'identity.CompanyRegistered', data: { companyId, name: 'Altfirma', email: 'alt@firma.de', registeredAt: at, trialEndsAt: at } })],
      metadata: { tenantId: companyId, actorId: null, commandId: 'legacy', correlationId: 'legacy', causationId: null },
    });
    const codeOf = async () => (await t.testDb.db.query<{ login_code: string | null }>('SELECT login_code FROM idn_companies WHERE id = $1', [companyId])).rows[0]?.login_code;
    // on PostgreSQL the log's head stops below a transaction still open anywhere in the database (another test file's):
    // one catch-up may end short of the append, so it is repeated until the company's row is there (bounded)
    await t.app.kernel.projections.catchUp();
    for (let tries = 0; (await codeOf()) === undefined && tries < 300; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      await t.app.kernel.projections.catchUp();
    }
    expect(await codeOf()).toBeNull();
    const second = await createApp({
      ...(t.testDb.url ? {} : { db: t.testDb.db }),
      mailer: new MemoryMailer(),
      config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local', databaseUrl: t.testDb.url, passwordHashCost: TEST_PASSWORD_HASH_COST, kafka: undefined },
      log: () => undefined,
    });
    await second.close();
    await t.app.kernel.projections.catchUp();
    // the second app's event reaches this app's read model once the log's head passes it: on PostgreSQL the head stops below a
    // transaction still open anywhere in the database, so one catch-up may end short of it (a bounded wait, not a timing assert)
    let code = await codeOf();
    for (let tries = 0; !code && tries < 300; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      await t.app.kernel.projections.catchUp();
      code = await codeOf();
    }
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});
