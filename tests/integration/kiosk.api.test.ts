import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { createCompany, type TestCompany } from '../support/company';
import { pdfText } from '../support/pdf';
import { loginCodeOf, postFrom, printedPdf, useSignInWorld, type Answer, type ErrorBody } from '../support/sign-in-calls';
import { fixedClock } from '../../src/platform/clock';

/*
 * Issue 33 items 4 and 5 (with the limits of item 6): badges (issued, printed, signing in only
 * with the PIN), kiosks (registered, paired, signing people in without company code for at most
 * 30 minutes, limited to units, revoked with every session begun on them).
 */

interface AuthBody {
  token: string;
  user: { id: string; mustSetPin: boolean };
}
interface KioskList {
  kiosks: { id: string; name: string; status: string; groups: { id: string; name: string }[]; lastUsedAt: string | null; pairedAt: string | null }[];
  totalCount: number;
}

const START = '2026-06-01T08:00:00.000Z';

describe.each(dbTargets())('badges and kiosks on %s', (target) => {
  const clock = fixedClock(START);
  const world = useSignInWorld(target, clock, { auditor: 'auditor' });
  let other: TestCompany;
  let n = 0;

  /** A public sign-in or pairing call from `address`, on a kiosk when `device` is given. */
  const call = <T>(path: string, body: Record<string, unknown>, opts: { device?: string; address?: string; lang?: string } = {}): Promise<Answer<T>> =>
    postFrom<T>(`${world.t.baseUrl}${path}`, body, { ...opts, address: opts.address ?? '203.0.113.1' });

  /** An employee without e-mail who signed in with a start code and set `pin`. */
  async function worker(pin: string): Promise<{ id: string; personnelNumber: string }> {
    const personnelNumber = `K-${++n}`;
    const created = await world.api<{ id: string }>('POST', '/api/users', { token: world.admin.token, body: { personnelNumber, firstName: 'Olga', lastName: `Kowalska${n}`, role: 'non-managing' } });
    expect(created.status).toBe(201);
    const code = (await world.api<{ code: string }>('POST', `/api/users/${created.body.id}/start-code`, { token: world.admin.token })).body.code;
    const first = await call<AuthBody>('/api/auth/pin-login', { companyCode: world.loginCode, personnelNumber, startCode: code }, { address: '203.0.113.2' });
    expect(first.status).toBe(200);
    expect((await world.api('PATCH', '/api/user/pin', { token: first.body.token, body: { pin } })).status).toBe(200);
    await world.api('POST', '/api/auth/logout', { token: first.body.token });
    return { id: created.body.id, personnelNumber };
  }

  /** A kiosk registered by the admin and paired; returns its id and device token. */
  async function pairedKiosk(body: Record<string, unknown> = { name: `Halle ${++n}` }): Promise<{ id: string; device: string }> {
    const created = await world.api<{ id: string; pairingCode: string }>('POST', '/api/kiosks', { token: world.admin.token, body });
    expect(created.status).toBe(201);
    const paired = await call<{ deviceToken: string; kiosk: { id: string } }>('/api/kiosk/pair', { pairingCode: created.body.pairingCode });
    expect(paired.status).toBe(200);
    return { id: created.body.id, device: paired.body.deviceToken };
  }

  const me = (token: string) => world.api<ErrorBody>('GET', '/api/auth/me', { token });
  const kioskInfo = async (device: string) => {
    const res = await fetch(`${world.t.baseUrl}/api/kiosk`, { headers: { 'X-Kiosk-Device': device } });
    return { status: res.status, body: (await res.json()) as { name?: string; companyName?: string; code?: string } };
  };

  beforeAll(async () => {
    other = await createCompany(world.t);
  });

  it('root and admins register kiosks; a pairing code works once within 10 minutes; the list shows status and last use', async () => {
    for (const u of [world.manager, world.employee, world.auditor]) expect((await world.api('POST', '/api/kiosks', { token: u.token, body: { name: 'Tor 1' } })).status).toBe(403);
    expect((await world.api('GET', '/api/kiosks', { token: world.manager.token })).status).toBe(403);
    expect((await world.api('POST', '/api/kiosks', { body: { name: 'Tor 1' } })).status).toBe(401);
    const blank = await world.api<ErrorBody>('POST', '/api/kiosks', { token: world.admin.token, body: { name: '  ' } });
    expect([blank.status, blank.body.field]).toEqual([400, 'name']);
    expect((await world.api<ErrorBody>('POST', '/api/kiosks', { token: world.admin.token, body: { name: 'x'.repeat(81) } })).status).toBe(400);
    const unknownUnit = await world.api<ErrorBody>('POST', '/api/kiosks', { token: world.admin.token, body: { name: 'Tor 1', groupIds: ['keine-einheit'] } });
    expect([unknownUnit.status, unknownUnit.body.code]).toEqual([400, 'unknown_group']);

    const created = await world.api<{ id: string; pairingCode: string; expiresAt: string }>('POST', '/api/kiosks', { token: world.acme.root.token, body: { name: ' Tor 1 ' } });
    expect(created.status).toBe(201);
    expect(created.body.pairingCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(created.body.expiresAt).toBe('2026-06-01T08:10:00.000Z');
    const listed = await world.api<KioskList>('GET', '/api/kiosks', { token: world.admin.token });
    expect(listed.body.kiosks.find((k) => k.id === created.body.id)).toMatchObject({ name: 'Tor 1', status: 'pairing', groups: [], lastUsedAt: null });
    // another company's admin sees none of them
    expect((await world.api<KioskList>('GET', '/api/kiosks', { token: other.root.token })).body.totalCount).toBe(0);

    const wrong = await call<ErrorBody>('/api/kiosk/pair', { pairingCode: 'ABCDEFGH' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'pairing_code_invalid']);
    expect((await call<ErrorBody>('/api/kiosk/pair', {})).status).toBe(400);
    // as typed off the screen: lower case, with a space
    const typed = `${created.body.pairingCode.slice(0, 4).toLowerCase()} ${created.body.pairingCode.slice(4)}`;
    const paired = await call<{ deviceToken: string; kiosk: { id: string; name: string; companyName: string } }>('/api/kiosk/pair', { pairingCode: typed });
    expect(paired.status).toBe(200);
    expect(paired.body.kiosk).toMatchObject({ id: created.body.id, name: 'Tor 1' });
    expect((await call<ErrorBody>('/api/kiosk/pair', { pairingCode: created.body.pairingCode })).status).toBe(401);
    const info = await kioskInfo(paired.body.deviceToken);
    expect(info).toMatchObject({ status: 200, body: { name: 'Tor 1', companyName: paired.body.kiosk.companyName } });
    expect((await kioskInfo('erfunden')).body.code).toBe('kiosk_not_paired');

    // an expired code pairs nothing
    const late = await world.api<{ pairingCode: string }>('POST', '/api/kiosks', { token: world.admin.token, body: { name: 'Tor 2' } });
    clock.advance(10 * 60_000);
    try {
      expect((await call<ErrorBody>('/api/kiosk/pair', { pairingCode: late.body.pairingCode })).status).toBe(401);
      const statuses = (await world.api<KioskList>('GET', '/api/kiosks', { token: world.admin.token })).body.kiosks.map((k) => [k.name, k.status]);
      expect(statuses).toEqual(expect.arrayContaining([['Tor 1', 'paired'], ['Tor 2', 'unpaired']]));
    } finally {
      clock.set(START);
    }
  });

  it('on a kiosk: personnel number and PIN without company code, a 30-minute session, the last use recorded', async () => {
    const w = await worker('480613');
    const kiosk = await pairedKiosk();
    const signedIn = await call<AuthBody>('/api/auth/pin-login', { personnelNumber: w.personnelNumber, pin: '480613' }, { device: kiosk.device });
    expect(signedIn.status).toBe(200);
    expect((await me(signedIn.body.token)).status).toBe(200);
    // without a kiosk the company code is needed
    const noCode = await call<ErrorBody>('/api/auth/pin-login', { personnelNumber: w.personnelNumber, pin: '480613' });
    expect([noCode.status, noCode.body.field]).toEqual([400, 'companyCode']);
    // a device token that names no kiosk signs in nobody
    expect((await call<ErrorBody>('/api/auth/pin-login', { personnelNumber: w.personnelNumber, pin: '480613' }, { device: 'erfunden' })).body.code).toBe('kiosk_not_paired');
    const listed = await world.api<KioskList>('GET', '/api/kiosks', { token: world.admin.token });
    expect(listed.body.kiosks.find((k) => k.id === kiosk.id)?.lastUsedAt).toBe(START);
    clock.advance(31 * 60_000);
    try {
      expect((await me(signedIn.body.token)).status).toBe(401);
    } finally {
      clock.set(START);
    }
  });

  it('badges: issued and printed anew (the earlier one stops), signing in only together with the PIN', async () => {
    const w = await worker('592046');
    const issued = await world.api<{ badge: string; issuedAt: string }>('POST', `/api/users/${w.id}/badge`, { token: world.manager.token });
    expect(issued.status).toBe(200);
    expect(issued.body.badge).toMatch(/^[A-HJ-NP-X2-9]{28}$/);
    const wrongPin = await call<ErrorBody>('/api/auth/badge-login', { badge: issued.body.badge, pin: '000001' }, { address: '203.0.113.20' });
    expect([wrongPin.status, wrongPin.body.code, wrongPin.body.message]).toEqual([401, 'invalid_credentials', 'Ausweis oder PIN ist falsch.']);
    expect((await call<ErrorBody>('/api/auth/badge-login', { badge: issued.body.badge }, { address: '203.0.113.20' })).status).toBe(400);
    // as a scanner types it: lower case, hyphens
    const scanned = issued.body.badge.toLowerCase().replace(/(.{7})/g, '$1-');
    expect((await call<AuthBody>('/api/auth/badge-login', { badge: scanned, pin: '592046' }, { address: '203.0.113.20' })).status).toBe(200);

    // printing issues a new badge: the earlier one stops working
    const { res, bytes } = await printedPdf(`${world.t.baseUrl}/api/users/${w.id}/badge.pdf?lang=de`, world.admin.token, `badge-${target}.pdf`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Unterweisungsausweis');
    expect(text).toContain(w.personnelNumber);
    expect(text).toContain(world.loginCode);
    expect((await call<ErrorBody>('/api/auth/badge-login', { badge: issued.body.badge, pin: '592046' }, { address: '203.0.113.21' })).status).toBe(401);

    // a selection in the body, a card-size page each
    const v = await worker('731592');
    const many = await fetch(`${world.t.baseUrl}/api/users/badges.pdf`, { method: 'POST', headers: { Authorization: `Bearer ${world.admin.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: [w.id, v.id], lang: 'en' }) });
    expect(many.status).toBe(200);
    const manyBytes = Buffer.from(await many.arrayBuffer());
    expect(pdfText(manyBytes).replace(/\s+/g, ' ')).toContain('Instruction badge');
    expect(manyBytes.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
    // refusals: an employee, a manager for an admin, a person without personnel number, another company's person
    expect((await world.api('POST', `/api/users/${w.id}/badge`, { token: world.employee.token })).status).toBe(403);
    expect((await world.api('POST', `/api/users/${world.admin.id}/badge`, { token: world.manager.token })).status).toBe(403);
    expect((await world.api<ErrorBody>('POST', `/api/users/${world.employee.id}/badge`, { token: world.admin.token })).body.code).toBe('personnel_number_required');
    expect((await world.api('POST', `/api/users/${w.id}/badge`, { token: other.root.token })).status).toBe(404);
    expect((await world.api('GET', `/api/users/${w.id}/badge.pdf`, { token: other.root.token })).status).toBe(404);
    // the trail follows the log: caught up first
    expect(await world.t.app.kernel.projections.waitFor(await world.t.app.kernel.store.headPosition(), ['audit.trail'])).toBe(true);
    const trail = await world.api<{ items: unknown[] }>('GET', `/api/audit/events?userId=${w.id}&type=user.badge_issued`, { token: world.acme.root.token });
    expect(trail.body.items).toHaveLength(3);
    expect(JSON.stringify(trail.body)).toContain('Ausweis');
    expect(JSON.stringify(trail.body)).not.toContain(issued.body.badge);
  });

  it('a kiosk limited to units signs in their members only; another company’s badge is unknown there', async () => {
    const member = await worker('615243');
    const outsider = await worker('615243');
    const unit = await world.api<{ id: string }>('POST', '/api/user-groups', { token: world.admin.token, body: { name: `Lager ${n}`, description: '' } });
    expect(unit.status).toBe(201);
    expect((await world.api('POST', `/api/user-groups/${unit.body.id}/members`, { token: world.admin.token, body: { userId: member.id } })).status).toBe(201);
    const kiosk = await pairedKiosk({ name: 'Lager-Tablet', groupIds: [unit.body.id] });
    expect((await world.api<KioskList>('GET', '/api/kiosks', { token: world.admin.token })).body.kiosks.find((k) => k.id === kiosk.id)?.groups).toEqual([{ id: unit.body.id, name: `Lager ${n}` }]);
    expect((await call('/api/auth/pin-login', { personnelNumber: member.personnelNumber, pin: '615243' }, { device: kiosk.device })).status).toBe(200);
    const refused = await call<ErrorBody>('/api/auth/pin-login', { personnelNumber: outsider.personnelNumber, pin: '615243' }, { device: kiosk.device });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_at_this_kiosk']);

    // another company's worker with a badge: unknown on this company's kiosk
    const otherAdmin = await other.user('admin');
    const theirCode = await loginCodeOf(world.api, other);
    const theirs = await world.api<{ id: string }>('POST', '/api/users', { token: otherAdmin.token, body: { personnelNumber: 'F-1', firstName: 'Fremd', lastName: 'Person', role: 'non-managing' } });
    const code = (await world.api<{ code: string }>('POST', `/api/users/${theirs.body.id}/start-code`, { token: otherAdmin.token })).body.code;
    const first = await call<AuthBody>('/api/auth/pin-login', { companyCode: theirCode, personnelNumber: 'F-1', startCode: code }, { address: '203.0.113.30' });
    await world.api('PATCH', '/api/user/pin', { token: first.body.token, body: { pin: '615243' } });
    const badge = (await world.api<{ badge: string }>('POST', `/api/users/${theirs.body.id}/badge`, { token: otherAdmin.token })).body.badge;
    const open = await pairedKiosk();
    expect((await call<ErrorBody>('/api/auth/badge-login', { badge, pin: '615243' }, { device: open.device })).status).toBe(401);
    expect((await call<ErrorBody>('/api/auth/badge-login', { badge, pin: '615243' }, { address: '203.0.113.31' })).status).toBe(200);
  });

  it('revoking a kiosk ends its sessions at once and its token signs in nobody; only the own company’s admins revoke', async () => {
    const w = await worker('802413');
    const kiosk = await pairedKiosk();
    const onKiosk = await call<AuthBody>('/api/auth/pin-login', { personnelNumber: w.personnelNumber, pin: '802413' }, { device: kiosk.device });
    const elsewhere = await call<AuthBody>('/api/auth/pin-login', { companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '802413' }, { address: '203.0.113.40' });
    expect((await me(onKiosk.body.token)).status).toBe(200);
    expect((await world.api('DELETE', `/api/kiosks/${kiosk.id}`, { token: other.root.token })).status).toBe(404);
    expect((await world.api('DELETE', `/api/kiosks/${kiosk.id}`, { token: world.manager.token })).status).toBe(403);
    expect((await world.api('DELETE', `/api/kiosks/${kiosk.id}`, { token: world.admin.token })).status).toBe(204);
    expect((await me(onKiosk.body.token)).status).toBe(401);
    expect((await me(elsewhere.body.token)).status).toBe(200);
    expect((await kioskInfo(kiosk.device)).body.code).toBe('kiosk_not_paired');
    expect((await call<ErrorBody>('/api/auth/pin-login', { personnelNumber: w.personnelNumber, pin: '802413' }, { device: kiosk.device })).body.code).toBe('kiosk_not_paired');
    expect((await world.api<KioskList>('GET', '/api/kiosks', { token: world.admin.token })).body.kiosks.find((k) => k.id === kiosk.id)?.status).toBe('revoked');
    expect((await world.api('DELETE', `/api/kiosks/${kiosk.id}`, { token: world.admin.token })).status).toBe(204);
    expect((await world.api('DELETE', '/api/kiosks/gibt-es-nicht', { token: world.admin.token })).status).toBe(404);
    // the trail names the device, never its codes or token (caught up with the log first)
    expect(await world.t.app.kernel.projections.waitFor(await world.t.app.kernel.store.headPosition(), ['audit.trail'])).toBe(true);
    const trail = await world.api<{ items: { text: string }[] }>('GET', '/api/audit/events?type=kiosk.revoked', { token: world.acme.root.token });
    expect(trail.status).toBe(200);
    expect(trail.body.items.map((i) => i.text)).toContain(`${world.admin.email.split('-')[0]} Test hat das Kiosk-Gerät 'Halle ${n}' gesperrt; dort angemeldete Personen wurden abgemeldet`);
    for (const kind of ['kiosk.registered', 'kiosk.paired']) {
      const rows = await world.api<{ items: unknown[] }>('GET', `/api/audit/events?type=${kind}`, { token: world.acme.root.token });
      expect(rows.body.items.length, kind).toBeGreaterThan(0);
      expect(JSON.stringify(rows.body)).not.toContain(kiosk.device);
    }
  });

  it('per kiosk a ceiling of 30 failures in 10 minutes, whatever the addresses and accounts', async () => {
    const w = await worker('924613');
    const kiosk = await pairedKiosk();
    for (let i = 0; i < 30; i++) {
      const res = await call<ErrorBody>('/api/auth/pin-login', { personnelNumber: `NIEMAND-${i}`, pin: '000001' }, { device: kiosk.device, address: `203.0.113.${100 + i}` });
      expect(res.status).toBe(401);
    }
    const limited = await call<ErrorBody>('/api/auth/pin-login', { personnelNumber: w.personnelNumber, pin: '924613' }, { device: kiosk.device, address: '203.0.113.200' });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // the same person elsewhere is not affected
    expect((await call('/api/auth/pin-login', { companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '924613' }, { address: '203.0.113.201' })).status).toBe(200);
  });
});
