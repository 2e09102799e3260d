import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, registration, startTestApp, type TestApp } from '../support/app';
import { dumpIdentity, identityRowsAppliedTwice } from '../support/identity-read-models';
import { identityModule } from '../../src/modules/identity';
import type { RecordedEvent } from '../../src/platform/eventstore';

describe('identity projections', () => {
  let t: TestApp;
  let events: RecordedEvent[];

  beforeAll(async () => {
    t = await startTestApp('pglite');
    const api = client(t.baseUrl);
    const reg = registration();
    const r = await api<{ token: string }>('POST', '/api/auth/register', { body: reg });
    const login = await api<{ token: string }>('POST', '/api/auth/login', { body: { email: reg.email, password: reg.password } });
    await api('PATCH', '/api/user/profile', { token: r.body.token, body: { firstName: 'Neu', lastName: 'Name', email: `x-${reg.email}` } });
    await api('PATCH', '/api/company/profile', { token: r.body.token, body: { name: 'Umbenannt GmbH', address: 'Weg 2' } });
    await api('POST', '/api/auth/forgot-password', { body: { email: `x-${reg.email}` } });
    await api('PATCH', '/api/user/change-password', { token: r.body.token, body: { currentPassword: reg.password, newPassword: 'anders123' } });
    await api('POST', '/api/auth/logout', { token: login.body.token });
    // an auditor with an access end date, moved in an edit (identity.UserAccessEndChanged)
    const invited = await api<{ id: string }>('POST', '/api/users', {
      token: r.body.token,
      body: { email: `p-${reg.email}`, firstName: 'Paula', lastName: 'Prüfer', password: 'start123', role: 'auditor', accessUntil: '2099-12-31' },
    });
    expect(invited.status).toBe(201);
    expect((await api('PATCH', `/api/users/${invited.body.id}`, { token: r.body.token, body: { accessUntil: '2099-06-30' } })).status).toBe(200);
    // issue 33: a worker without e-mail with start code, PIN and badge, signing in on a kiosk that is then revoked
    const worker = await api<{ id: string }>('POST', '/api/users', { token: r.body.token, body: { personnelNumber: 'W-1', firstName: 'Olga', lastName: 'Kowalska', role: 'non-managing' } });
    const code = await api<{ code: string }>('POST', `/api/users/${worker.body.id}/start-code`, { token: r.body.token });
    const loginCode = (await api<{ company: { loginCode: string } }>('GET', '/api/auth/me', { token: r.body.token })).body.company.loginCode;
    const first = await api<{ token: string }>('POST', '/api/auth/pin-login', { body: { companyCode: loginCode, personnelNumber: 'W-1', startCode: code.body.code } });
    expect((await api('PATCH', '/api/user/pin', { token: first.body.token, body: { pin: '480613' } })).status).toBe(200);
    expect((await api('POST', `/api/users/${worker.body.id}/badge`, { token: r.body.token })).status).toBe(200);
    const kiosk = await api<{ id: string; pairingCode: string }>('POST', '/api/kiosks', { token: r.body.token, body: { name: 'Halle 1' } });
    const paired = await api<{ deviceToken: string }>('POST', '/api/kiosk/pair', { body: { pairingCode: kiosk.body.pairingCode } });
    const onKiosk = await fetch(`${t.baseUrl}/api/auth/pin-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Kiosk-Device': paired.body.deviceToken },
      body: JSON.stringify({ personnelNumber: 'W-1', pin: '480613' }),
    });
    expect(onKiosk.status).toBe(200);
    expect((await api('DELETE', `/api/kiosks/${kiosk.body.id}`, { token: r.body.token })).status).toBe(204);
    events = await t.app.kernel.store.readAll({ limit: 10_000 });
  });
  afterAll(() => t?.close());

  it('builds the same read model when every event is applied twice', async () => {
    expect(events.length).toBeGreaterThan(8);
    const expected = await dumpIdentity(t.app.kernel.db);
    expect(await identityRowsAppliedTwice('pglite', events)).toEqual(expected);
  });

  it('rebuilds a projection from zero to the same rows', async () => {
    const before = await dumpIdentity(t.app.kernel.db);
    for (const p of identityModule().projections) await t.app.kernel.projections.rebuild(p.name);
    expect(await dumpIdentity(t.app.kernel.db)).toEqual(before);
  });
});
