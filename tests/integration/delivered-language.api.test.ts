import { beforeAll, describe, expect, it } from 'vitest';
import type { AsOfPage } from '../../src/shared/contracts/audit-as-of';
import type { PersonHistory, TrailPage } from '../../src/shared/contracts/audit';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';

/**
 * Issue 34, item 4 (ADR 0030 section 5): the completion records the language version it was
 * delivered in, and the auditor sees it in the compliance rows, the as-of answer (filterable by
 * it), the person history and the trail. Aylin reads Turkish, Bernd keeps German.
 */
describe.each(dbTargets())('the delivered language for the auditor (%s)', (target) => {
  const w = useApiWorld(target, { users: { manager: 'manager', auditor: ['auditor', 'Paula'], aylin: ['non-managing', 'Aylin'], bernd: ['non-managing', 'Bernd'] } });
  let trainingId: string;
  let asOf: string;

  const compliance = (query: string, lang?: string) =>
    w.api<AsOfPage & { code?: string; field?: string; message?: string }>('GET', `/api/audit/compliance?asOf=${asOf}&trainingId=${trainingId}${query}`, { token: w.auditor.token, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    const m = w.manager.token;
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: m, body: { title: 'Staplerfahren', description: 'Sicher fahren', status: 'published' } })).body.id;
    const textId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: m, body: { trainingId, type: 'text', title: 'Regeln', orderIndex: 0, content: { text: 'Nie mit erhobener Last fahren.' } } })).body.id;
    expect((await w.api('PATCH', `/api/trainings/${trainingId}`, { token: m, body: { contentLanguages: ['de', 'tr'], title: { tr: 'Forklift kullanımı' } } })).status).toBe(200);
    expect((await w.api('PATCH', `/api/training-modules/${textId}`, { token: m, body: { language: 'tr', title: 'Kurallar', content: { text: 'Asla yük kaldırılmışken sürmeyin.' } } })).status).toBe(200);
    const group = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: m, body: { name: 'Lager' } })).body.id;
    for (const u of [w.aylin, w.bernd]) await w.api('POST', `/api/user-groups/${group}/members`, { token: m, body: { userId: u.id } });
    expect((await w.api('POST', `/api/user-groups/${group}/trainings`, { token: m, body: { trainingId, weeks: 2 } })).status).toBe(201);
    expect((await w.api('PATCH', '/api/user/profile', { token: w.aylin.token, body: { contentLanguage: 'tr' } })).status).toBe(200);
    for (const u of [w.aylin, w.bernd]) {
      expect((await w.api('POST', `/api/trainings/${trainingId}/start`, { token: u.token })).status).toBe(200);
      expect((await w.api('PATCH', `/api/trainings/${trainingId}/progress`, { token: u.token, body: { moduleId: textId, completed: true } })).status).toBe(200);
      expect((await w.api('POST', `/api/trainings/${trainingId}/complete`, { token: u.token, body: { password: u.password } })).status).toBe(200);
    }
    // the audit read models are not awaited by commands: wait for them, then ask at an instant after everything
    expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['audit.as-of', 'audit.trail'])).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    asOf = new Date().toISOString();
  });

  it('the compliance projection keeps it on the completion row', async () => {
    const { rows } = await w.t.app.kernel.db.query<{ user_id: string; delivered_language: string | null }>('SELECT user_id, delivered_language FROM compliance_assignments WHERE training_id = $1', [trainingId]);
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.delivered_language]))).toEqual({ [w.aylin.id]: 'tr', [w.bernd.id]: 'de' });
  });

  it('the compliance rows carry it; the as-of answer filters by it (`none`: not recorded); an unknown tag is a 400 in German and English', async () => {
    const all = await compliance('');
    expect(all.status).toBe(200);
    expect(all.body.rows.map((r) => [r.firstName, r.status, r.deliveredLanguage])).toEqual([
      ['Aylin', 'completed', 'tr'],
      ['Bernd', 'completed', 'de'],
    ]);
    const turkish = await compliance('&deliveredLanguage=tr');
    expect(turkish.body.rows.map((r) => r.userId)).toEqual([w.aylin.id]);
    expect(turkish.body).toMatchObject({ total: 1, summary: { total: 1, compliant: 1 } });
    expect((await compliance('&deliveredLanguage=none')).body.total).toBe(0);
    const bad = await compliance('&deliveredLanguage=xx');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'deliveredLanguage', message: expect.stringContaining('Unbekannte Sprache') });
    expect((await compliance('&deliveredLanguage=xx', 'en')).body.message).toContain('Unknown language');
  });

  it('the person history names it per completion, and the trail says "Sprache: Türkisch"', async () => {
    const history = await w.api<PersonHistory>('GET', `/api/audit/people/${w.aylin.id}/history`, { token: w.auditor.token });
    expect(history.status).toBe(200);
    const cycle = history.body.trainings.find((t) => t.trainingId === trainingId)!.cycles[0]!;
    expect(cycle.deliveredLanguage).toBe('tr');
    expect(cycle.entries.find((e) => e.kind === 'completed')!.text).toContain('Sprache: Türkisch');
    expect(history.body.entries.map((e) => e.kind)).toContain('user.content_language_changed');

    const trail = await w.api<TrailPage>('GET', '/api/audit/events?type=learning.completed,training.languages_changed,user.content_language_changed&limit=50', { token: w.auditor.token });
    expect(trail.status).toBe(200);
    const texts = trail.body.items.map((i) => `${i.type}: ${i.text}`);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^learning\.completed: Aylin .*Sprache: Türkisch\)$/),
        expect.stringMatching(/^learning\.completed: Bernd .*Sprache: Deutsch\)$/),
        expect.stringMatching(/^training\.languages_changed: .*festgelegt: Deutsch \(Standard\), Türkisch$/),
        expect.stringMatching(/^user\.content_language_changed: Aylin .* auf Türkisch gesetzt$/),
      ]),
    );
  });
});
