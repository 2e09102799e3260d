import { describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { signInAgain, useApiWorld } from '../support/world';
import type { ErrorBody } from '../support/app';
import { fixedClock } from '../../src/platform/clock';
import type { DataProtectionPreview } from '../../src/shared/contracts/privacy';

/*
 * Issue 35 item 4, the dry run: GET /api/data-protection/preview answers whom the job would
 * pseudonymise now (left longer ago than the grace period, not under legal hold, never root) and
 * their records by class, changing nothing.
 */
describe.each(dbTargets())('data protection preview on %s', (target) => {
  const clock = fixedClock('2026-11-02T09:00:00.000Z');
  const w = useApiWorld(target, {
    other: true,
    app: { clock, config: { sessionIdleHours: 24 * 30 } },
    users: { admin: ['admin', 'Anna'], manager: ['manager', 'Jonas'], auditor: 'auditor', bernd: ['non-managing', 'Bernd'], carla: ['non-managing', 'Carla'], dora: ['non-managing', 'Dora'] },
  });
  const preview = (query = '', token = w.admin.token, lang = 'de') => w.api<DataProtectionPreview & ErrorBody>('GET', `/api/data-protection/preview${query}`, { token, lang });

  it('lists the leavers whose grace period is over, longest gone first, skips a legal hold, and counts their records', async () => {
    // Carla completed a training (evidence, kept pseudonymised)
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Erste Hilfe', description: 'x', status: 'published' } });
    const text = await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: tr.body.id, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Lesen.' } } });
    const unit = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Lager' } })).body.id;
    expect((await w.api('POST', `/api/user-groups/${unit}/members`, { token: w.manager.token, body: { userId: w.carla.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: w.manager.token, body: { trainingId: tr.body.id, weeks: 2 } })).status).toBe(201);
    expect((await w.api('POST', `/api/trainings/${tr.body.id}/start`, { token: w.carla.token })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${tr.body.id}/progress`, { token: w.carla.token, body: { moduleId: text.body.id, completed: true } })).status).toBe(200);
    expect((await w.api('POST', `/api/trainings/${tr.body.id}/complete`, { token: w.carla.token, body: { password: w.carla.password } })).status).toBe(200);
    for (const u of [w.bernd, w.carla, w.dora]) {
      expect((await w.api('PATCH', `/api/users/${u.id}/deactivate`, { token: w.admin.token })).status).toBe(200);
      clock.advance(60_000);
    }
    expect((await w.api('POST', `/api/users/${w.dora.id}/legal-hold`, { token: w.admin.token, body: { reason: 'Arbeitsunfall' } })).status).toBe(201);

    // the default grace period of 30 days: nobody yet
    const early = await preview();
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ leaverGraceDays: 30, evidenceYears: 3, totalCount: 0, heldCount: 0, leavers: [], records: { evidence: 0, signIns: 0 } });

    clock.advance(31 * 86_400_000);
    // a month later everybody signs in again (sessions end); Bernd, Carla and Dora cannot
    await signInAgain(w.api, [w.acme.root, w.admin, w.manager, w.auditor, w.other.root]);
    const due = await preview();
    expect(due.status).toBe(200);
    expect(due.body.leavers.map((l) => [l.name, l.leftAt, l.dueSince])).toEqual([
      ['Bernd Test', '2026-11-02T09:00:00.000Z', '2026-12-02T09:00:00.000Z'],
      ['Carla Test', '2026-11-02T09:01:00.000Z', '2026-12-02T09:01:00.000Z'],
    ]);
    expect(due.body).toMatchObject({ asOf: '2026-12-03T09:03:00.000Z', leftBefore: '2026-11-03T09:03:00.000Z', totalCount: 2, totalPages: 1, heldCount: 1 });
    // each of them signed in once (the test set-up); Carla's completion
    expect(due.body.records).toEqual({ evidence: 1, classroomSessions: 0, questions: 0, readReceipts: 0, signIns: 2 });

    // a longer grace period set by root moves the cutoff; paging
    expect((await w.api('PUT', '/api/company/data-protection', { token: w.acme.root.token, body: { leaverGraceDays: 60 } })).status).toBe(200);
    expect((await preview()).body.totalCount).toBe(0);
    expect((await w.api('PUT', '/api/company/data-protection', { token: w.acme.root.token, body: { leaverGraceDays: 0 } })).status).toBe(200);
    const paged = await preview('?page=2&limit=1');
    expect([paged.body.totalCount, paged.body.totalPages, paged.body.leavers.map((l) => l.name)]).toEqual([2, 2, ['Carla Test']]);

    // a lifted hold puts Dora back among them; a person who comes back is no leaver
    expect((await w.api('DELETE', `/api/users/${w.dora.id}/legal-hold`, { token: w.admin.token })).status).toBe(204);
    expect((await w.api('PATCH', `/api/users/${w.bernd.id}/activate`, { token: w.admin.token })).status).toBe(200);
    const after = await preview();
    expect([after.body.leavers.map((l) => l.name), after.body.heldCount]).toEqual([['Carla Test', 'Dora Test'], 0]);
  });

  it('is for root and admins of the company; bad paging is a 400 in the caller’s language', async () => {
    for (const token of [w.manager.token, w.auditor.token]) expect((await preview('', token)).status).toBe(403);
    expect((await w.api('GET', '/api/data-protection/preview')).status).toBe(401);
    const other = await preview('', w.other.root.token);
    expect([other.status, other.body.totalCount]).toEqual([200, 0]);
    expect((await preview('?limit=0')).status).toBe(400);
    expect((await preview('?limit=101', w.admin.token, 'en')).body.message).toBe('The page size must be between 1 and 100.');
    expect((await preview('?page=abc')).status).toBe(400);
  });
});
