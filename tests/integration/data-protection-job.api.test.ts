import { describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { signInAgain, useApiWorld } from '../support/world';
import { fixedClock } from '../../src/platform/clock';
import type { DataProtectionPreview, ErasuresPage } from '../../src/shared/contracts/privacy';

/*
 * Issue 35 item 2: the data protection job pseudonymises, in every company, the leavers whose grace
 * period is over and who are not under legal hold, exactly as a request would; a second run does
 * nothing more.
 */
describe.each(dbTargets())('data protection job on %s', (target) => {
  const clock = fixedClock('2026-10-01T08:00:00.000Z');
  const w = useApiWorld(target, {
    other: true,
    app: { clock, config: { sessionIdleHours: 24 * 90 } },
    users: { admin: ['admin', 'Anna'], gone: ['non-managing', 'Bernd'], held: ['non-managing', 'Dora'], late: ['non-managing', 'Emil'] },
  });
  // one run; its outcome without the position, once the read models have its last erasure (on
  // PostgreSQL the log's head can stay below another test file's open transaction: wait for the position)
  const run = async () => {
    const { position, ...outcome } = await w.t.app.modules.privacy.runJob(w.t.app.kernel);
    if (position) expect(await w.t.app.kernel.projections.waitFor(position, undefined, 30_000)).toBe(true);
    return outcome;
  };

  it('pseudonymises the leavers due, skips a legal hold and the ones still in their grace period; a second run changes nothing', async () => {
    for (const u of [w.gone, w.held]) expect((await w.api('PATCH', `/api/users/${u.id}/deactivate`, { token: w.admin.token })).status).toBe(200);
    expect((await w.api('POST', `/api/users/${w.held.id}/legal-hold`, { token: w.admin.token, body: { reason: 'Berufskrankheit (Verdacht)' } })).status).toBe(201);
    expect(await run()).toEqual({ ran: true, pseudonymised: 0, failed: 0 });

    clock.advance(20 * 86_400_000);
    expect((await w.api('PATCH', `/api/users/${w.late.id}/deactivate`, { token: w.admin.token })).status).toBe(200);
    clock.advance(11 * 86_400_000);
    await signInAgain(w.api, [w.acme.root, w.admin]);
    // Bernd left 31 days ago, Emil 11 days ago, Dora is held
    expect(await run()).toEqual({ ran: true, pseudonymised: 1, failed: 0 });
    expect(await run()).toEqual({ ran: true, pseudonymised: 0, failed: 0 });

    const done = await w.api<ErasuresPage>('GET', '/api/data-protection/erasures', { token: w.admin.token });
    expect(done.body.erasures.map((e) => [e.userId, e.requestedBy, e.reason])).toEqual([[w.gone.id, null, 'Frist nach dem Ausscheiden abgelaufen (30 Tage)']]);
    const preview = await w.api<DataProtectionPreview>('GET', '/api/data-protection/preview', { token: w.admin.token });
    expect([preview.body.totalCount, preview.body.heldCount]).toEqual([0, 1]);

    // twenty days later Emil's grace period is over too
    clock.advance(20 * 86_400_000);
    expect(await run()).toEqual({ ran: true, pseudonymised: 1, failed: 0 });
  });
});
