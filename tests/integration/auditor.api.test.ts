import { beforeAll, describe, expect, it } from 'vitest';
import type Router from '@koa/router';
import { MemoryMailer, type TestApp } from '../support/app';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import { fixedClock } from '../../src/platform/clock';

/**
 * The auditor (issue 12, 'Prüfer/in'): reads the whole company, changes nothing. The write test
 * walks every non-GET route of the running app, so a write route added later without the
 * auditor's refusal fails here.
 */

interface Err {
  code: string;
  message: string;
  field?: string;
}

/**
 * Routes of one's own account (or anonymous ones) the auditor uses like anybody: signing in and
 * out, setting the password of the invitation, one's own name. Nothing else may answer 2xx.
 */
const OWN_ACCOUNT_ROUTES = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  // the sign-in of people without e-mail (issue 33): anonymous like the one above
  'POST /api/auth/pin-login',
  // badge sign-in and kiosk pairing (issue 33, items 4 and 5): anonymous too; the badge or the pairing code says who or which device
  'POST /api/auth/badge-login',
  'POST /api/kiosk/pair',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  // the landing page's public contact form (issue 13, item 9): anyone may write to the operator
  'POST /api/contact',
  // public like sign-in: the invitation link's token, not the session, says whose password is set
  'POST /api/auth/invitation/:token',
  'PATCH /api/user/profile',
  'PATCH /api/user/change-password',
  // one's own PIN (issue 33): answers 400 for whoever has no personnel number
  'PATCH /api/user/pin',
];

/** Every route of the running app as 'METHOD /path' (Koa routers' layers; HEAD left out). */
function routesOf(t: TestApp): string[] {
  const out: string[] = [];
  for (const mw of t.app.http.middleware as unknown as { router?: Router }[]) {
    if (!mw.router) continue;
    for (const layer of mw.router.stack) for (const m of layer.methods) if (m !== 'HEAD') out.push(`${m} ${layer.path}`);
  }
  return out;
}

describe.each(dbTargets())('the auditor on %s', (target) => {
  const clock = fixedClock('2026-11-22T10:00:00.000Z');
  const w = useApiWorld(target, { app: { clock, mailer: new MemoryMailer(), config: { sessionIdleHours: 24 * 7 } }, users: { manager: ['manager', 'Jonas'], employee: ['non-managing', 'Aylin'], auditor: ['auditor', 'Paula'] } });
  const ids = { training: '', module: '', group: '', bundle: '', tag: '', message: '', completion: '' };

  beforeAll(async () => {
    // the access-end test jumps days ahead with one session: no idle timeout in between (issue 14 added it)
    const as = w.manager.token;
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: as, body: { title: 'Brandschutz', description: 'Jährliche Unterweisung' } });
    ids.training = tr.body.id;
    const mod = await w.api<{ id: string }>('POST', '/api/training-modules', { token: as, body: { trainingId: ids.training, type: 'text', title: 'Einleitung', orderIndex: 0, content: { text: 'Willkommen' } } });
    ids.module = mod.body.id;
    expect((await w.api('PATCH', `/api/trainings/${ids.training}`, { token: as, body: { status: 'published' } })).status).toBe(200);
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: as, body: { name: 'Baustelle Nord' } });
    ids.group = g.body.id;
    expect((await w.api('POST', `/api/user-groups/${ids.group}/members`, { token: as, body: { userId: w.employee.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${ids.group}/trainings`, { token: as, body: { trainingId: ids.training, weeks: 2 } })).status).toBeLessThan(300);
    const b = await w.api<{ id: string }>('POST', '/api/training-bundles', { token: as, body: { name: 'Grundlagen' } });
    ids.bundle = b.body.id;
    expect((await w.api('PUT', `/api/training-bundles/${ids.bundle}/trainings`, { token: as, body: { trainingIds: [ids.training] } })).status).toBe(200);
    const tag = await w.api<{ id: string }>('POST', '/api/company/training-tags', { token: as, body: { name: { de: 'Lager' } } });
    ids.tag = tag.body.id;
    const msg = await w.api<{ entry: { id: string } }>('POST', `/api/user-groups/${ids.group}/changelog`, { token: as, body: { title: 'Neu', message: 'Bitte lesen' } });
    ids.message = msg.body.entry.id;
    // the employee completes the training: a completion and its evidence
    expect((await w.api('POST', `/api/trainings/${ids.training}/start`, { token: w.employee.token })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${ids.training}/progress`, { token: w.employee.token, body: { moduleId: ids.module, completed: true } })).status).toBe(200);
    const done = await w.api<{ completion?: { id: string } }>('POST', `/api/trainings/${ids.training}/complete`, { token: w.employee.token, body: { password: w.employee.password } });
    expect(done.status).toBe(200);
    const completions = await w.api<{ completions: { id: string }[] }>('GET', '/api/user/completions', { token: w.employee.token });
    ids.completion = completions.body.completions[0]?.id ?? '';
  });

  async function companyEventCount(): Promise<number> {
    const { rows } = await w.t.app.kernel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events WHERE tenant_id = $1', [w.acme.id]);
    return Number(rows[0]!.n);
  }

  /** Path ids by the resource the path names (the auditor's company's real ids). */
  function fill(path: string): string {
    const byPrefix: [RegExp, string][] = [
      [/^\/api\/trainings\/:id/, ids.training],
      [/^\/api\/training-modules\/:id/, ids.module],
      [/^\/api\/user-groups\/:id/, ids.group],
      [/^\/api\/training-bundles\/:id/, ids.bundle],
      [/^\/api\/company\/training-tags\/:id/, ids.tag],
      [/^\/api\/changelog\/:id/, ids.message],
      [/^\/api\/users\/:id/, w.employee.id],
      [/^\/api\/master\/companies\/:id/, w.acme.id],
    ];
    let p = path;
    for (const [re, id] of byPrefix) if (re.test(p)) p = p.replace(':id', id);
    return p
      .replace(':userId', path.includes('co-owners') ? w.manager.id : w.employee.id)
      .replace(':trainingId', ids.training)
      .replace(':bundleId', ids.bundle)
      .replace(':companyId', w.acme.id)
      .replace(':id', ids.training);
  }

  /** A body that would pass validation, so that the answer is the permission's. */
  function bodyFor(route: string): unknown {
    const bodies: Record<string, unknown> = {
      'PATCH /api/company/profile': { name: 'Übernommen GmbH' },
      'POST /api/users': { email: 'neu@firma.de', firstName: 'Nina', lastName: 'Neu', password: 'start123', role: 'non-managing' },
      'PATCH /api/users/:id': { firstName: 'Geändert' },
      'POST /api/trainings': { title: 'Neu', description: 'x' },
      'PATCH /api/trainings/:id': { title: 'Geändert' },
      'POST /api/training-modules': { trainingId: ids.training, type: 'text', title: 'Neu', orderIndex: 1, content: { text: 'x' } },
      'PATCH /api/training-modules/:id': { title: 'Geändert' },
      'PATCH /api/trainings/:id/modules/batch-update': { moduleUpdates: [{ id: ids.module, orderIndex: 0, isActive: false }] },
      'POST /api/trainings/:id/tags': { tagIds: ['default-brandschutz'] },
      'POST /api/trainings/:id/co-owners': { userId: w.manager.id },
      'PUT /api/trainings/:id/instructor': { userId: w.manager.id },
      'POST /api/trainings/:id/questions': { text: 'Frage?' },
      'POST /api/training-questions/:id/answers': { text: 'Antwort.' },
      'POST /api/company/training-tags': { name: { de: 'Neu' } },
      'PATCH /api/company/training-tags/:id': { name: { de: 'Geändert' } },
      'POST /api/video-projects': { name: 'Projekt', sourceUrl: '/api/media/files/x/y.webm', project: {} },
      'POST /api/user-groups': { name: 'Neue Einheit' },
      'PATCH /api/user-groups/:id': { name: 'Geändert' },
      'POST /api/user-groups/:id/members': { userId: w.auditor.id },
      'POST /api/user-groups/:id/trainings': { trainingId: ids.training, weeks: 2 },
      'PATCH /api/group-trainings/:trainingId/deadline': { groupId: ids.group, weeks: 3 },
      'POST /api/user-groups/:id/co-owners': { userId: w.manager.id },
      'POST /api/user-groups/:id/bundles': { bundleId: ids.bundle, weeks: 2 },
      'POST /api/training-bundles': { name: 'Neu' },
      'PATCH /api/training-bundles/:id': { name: 'Geändert' },
      'POST /api/training-bundles/:id/trainings': { trainingId: ids.training },
      'PUT /api/training-bundles/:id/trainings': { trainingIds: [] },
      'POST /api/training-bundles/:id/co-owners': { userId: w.manager.id },
      'POST /api/user-groups/:id/changelog': { title: 'Neu', message: 'x' },
      'PATCH /api/trainings/:id/progress': { moduleId: ids.module, completed: true },
      'POST /api/trainings/:id/complete': { password: w.auditor.password },
    };
    return bodies[route] ?? {};
  }

  it('every write route of the app refuses the auditor (403 in German, or 401/404), appending nothing for the company', async () => {
    const routes = routesOf(w.t);
    const writes = routes.filter((r) => !r.startsWith('GET ') && !OWN_ACCOUNT_ROUTES.includes(r));
    // the list is the app's, not a copy: own-account routes exist, and there are many writes
    for (const own of OWN_ACCOUNT_ROUTES) expect(routes).toContain(own);
    expect(writes.length).toBeGreaterThan(40);
    const before = await companyEventCount();
    const answers: string[] = [];
    for (const route of writes) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await w.api<Err>(method, fill(path), { token: w.auditor.token, body: bodyFor(route) });
      answers.push(`${route} -> ${res.status} ${res.body?.code ?? ''}`);
      expect([401, 403, 404], `${route}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      if (res.status === 403) expect(res.body.message, route).toMatch(/[a-zäöüß]/);
    }
    if (process.env.AUDITOR_ROUTES) console.log(answers.join('\n'));
    expect(await companyEventCount()).toBe(before);
    // the auditor's session still works after all that (no route signed them out)
    expect((await w.api('GET', '/api/auth/me', { token: w.auditor.token })).status).toBe(200);
    expect(answers.filter((a) => / 403 /.test(a)).length).toBeGreaterThan(writes.length / 2);
  });

  it('refuses in German by default and in English on request', async () => {
    const de = await w.api<Err>('POST', '/api/user-groups', { token: w.auditor.token, body: { name: 'X' } });
    expect(de.status).toBe(403);
    expect(de.body.message).toMatch(/Gruppen anlegen/);
    const en = await w.api<Err>('POST', '/api/user-groups', { token: w.auditor.token, lang: 'en', body: { name: 'X' } });
    expect(en.body.message).toMatch(/create groups/);
  });

  it('reads trainings with their modules, groups, members, progress and its PDF, bundles, users, infolog and the dashboard', async () => {
    const token = w.auditor.token;
    const list = await w.api<{ trainings: { id: string; permissions?: Record<string, boolean> }[] }>('GET', '/api/trainings', { token });
    expect(list.status).toBe(200);
    expect(list.body.trainings.map((x) => x.id)).toContain(ids.training);
    const one = await w.api<{ id: string; permissions: Record<string, boolean> }>('GET', `/api/trainings/${ids.training}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.permissions).toEqual({ edit: false, delete: false, manageCoOwners: false, answerQuestions: false });
    const modules = await w.api<{ id: string }[]>('GET', `/api/trainings/${ids.training}/modules`, { token });
    expect(modules.status).toBe(200);
    expect(modules.body.map((m) => m.id)).toEqual([ids.module]);

    const groups = await w.api<{ groups: { id: string; permissions: Record<string, boolean> }[] }>('GET', '/api/user-groups?ownership=all', { token });
    expect(groups.status).toBe(200);
    const group = groups.body.groups.find((g) => g.id === ids.group)!;
    expect(group.permissions).toEqual({ edit: false, manageCoOwners: false, delete: false, viewReports: true });
    const members = await w.api<{ id: string }[]>('GET', `/api/user-groups/${ids.group}/members`, { token });
    expect(members.status).toBe(200);
    expect(members.body.map((m) => m.id)).toEqual([w.employee.id]);
    expect((await w.api('GET', `/api/user-groups/${ids.group}/trainings`, { token })).status).toBe(200);
    const progress = await w.api<{ stats: { members: number; completionRate: number } }>('GET', `/api/user-groups/${ids.group}/progress`, { token });
    expect(progress.status).toBe(200);
    expect(progress.body.stats).toMatchObject({ members: 1, completionRate: 100 });
    const pdf = await fetch(`${w.t.baseUrl}/api/user-groups/${ids.group}/progress/report.pdf`, { headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const changelog = await w.api<{ entries: { id: string }[]; canPost: boolean; canViewReadStatus: boolean }>('GET', `/api/user-groups/${ids.group}/changelog`, { token });
    expect(changelog.status).toBe(200);
    expect(changelog.body).toMatchObject({ canPost: false, canViewReadStatus: true });
    expect((await w.api('GET', `/api/changelog/${ids.message}`, { token })).status).toBe(200);
    expect((await w.api('GET', `/api/changelog/${ids.message}/read-status`, { token })).status).toBe(200);

    const bundles = await w.api<{ id: string; permissions: Record<string, boolean> }[]>('GET', '/api/training-bundles', { token });
    expect(bundles.status).toBe(200);
    expect(bundles.body.find((x) => x.id === ids.bundle)!.permissions).toEqual({ edit: false, delete: false, manageCoOwners: false });
    expect((await w.api('GET', `/api/training-bundles/${ids.bundle}/trainings`, { token })).status).toBe(200);

    const users = await w.api<{ users: { id: string; permissions: Record<string, boolean> }[]; totalCount: number }>('GET', '/api/users', { token });
    expect(users.status).toBe(200);
    expect(users.body.totalCount).toBe(4);
    for (const u of users.body.users) expect(u.permissions).toEqual({ edit: false, deactivate: false, activate: false, delete: false });

    // another person's learning and evidence (company-wide reader)
    expect((await w.api('GET', `/api/user-assignments/${w.employee.id}`, { token })).status).toBe(200);
    expect((await w.api('GET', `/api/user-completions/${w.employee.id}`, { token })).status).toBe(200);
    const evidence = await fetch(`${w.t.baseUrl}/api/completions/${ids.completion}/evidence.pdf`, { headers: { Authorization: `Bearer ${token}` } });
    expect(evidence.status).toBe(200);

    const stats = await w.api<{ totalUsers: number; activeTrainings: number; complianceRate: number }>('GET', '/api/dashboard/stats', { token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalUsers: 4, activeTrainings: 1, complianceRate: 100 });
  });

  it('has no learning of their own: My Learning and the player answer 403, and nobody makes them a unit member', async () => {
    const mine = await w.api<Err>('GET', '/api/user/my-trainings', { token: w.auditor.token });
    expect(mine.status).toBe(403);
    expect(mine.body.message).toMatch(/Prüfer/);
    expect((await w.api('GET', '/api/user/completions', { token: w.auditor.token })).status).toBe(403);
    expect((await w.api('POST', `/api/trainings/${ids.training}/start`, { token: w.auditor.token })).status).toBe(403);
    expect((await w.api('GET', `/api/trainings/${ids.training}/progress`, { token: w.auditor.token })).status).toBe(403);

    const before = await companyEventCount();
    const byId = await w.api<Err>('POST', `/api/user-groups/${ids.group}/members`, { token: w.manager.token, body: { userId: w.auditor.id } });
    expect(byId.status).toBe(409);
    expect(byId.body.code).toBe('member_cannot_learn');
    expect(byId.body.message).toMatch(/Prüfer\/innen/);
    const byEmail = await w.api<Err>('POST', `/api/user-groups/${ids.group}/members`, { token: w.acme.root.token, lang: 'en', body: { email: w.auditor.email } });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.message).toMatch(/Auditors/);
    expect(await companyEventCount()).toBe(before);
    const candidates = await w.api<{ id: string }[]>('GET', `/api/user-groups/${ids.group}/member-candidates`, { token: w.manager.token });
    expect(candidates.body.map((c) => c.id)).not.toContain(w.auditor.id);
    // nor a co-owner of a unit or a training
    expect((await w.api('POST', `/api/user-groups/${ids.group}/co-owners`, { token: w.manager.token, body: { userId: w.auditor.id } })).status).toBe(400);
    expect((await w.api('POST', `/api/trainings/${ids.training}/co-owners`, { token: w.manager.token, body: { userId: w.auditor.id } })).status).toBe(400);
  });

  describe('access end date', () => {
    it('root and admin invite an auditor with an end date; a date in the past is a 400 naming the field', async () => {
      const admin = await w.acme.user('admin', 'Petra');
      const past = await w.api<Err>('POST', '/api/users', {
        token: admin.token,
        body: { email: 'alt@pruefung.de', firstName: 'Alt', lastName: 'Prüfer', password: 'start123', role: 'auditor', accessUntil: '2026-11-21' },
      });
      expect(past.status).toBe(400);
      expect(past.body).toMatchObject({ code: 'access_until_in_past', field: 'accessUntil' });
      expect(past.body.message).toBe('Das Zugangsende darf nicht in der Vergangenheit liegen.');
      const bad = await w.api<Err>('POST', '/api/users', {
        token: admin.token,
        lang: 'en',
        body: { email: 'alt@pruefung.de', firstName: 'Alt', lastName: 'Prüfer', password: 'start123', role: 'auditor', accessUntil: '31.12.2026' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: 'accessUntil', message: 'Please give the access end as a date (YYYY-MM-DD).' });

      const ok = await w.api<{ id: string; role: string; accessUntil: string | null }>('POST', '/api/users', {
        token: admin.token,
        body: { email: 'extern@pruefung.de', firstName: 'Eva', lastName: 'Extern', password: 'start123', role: 'auditor', accessUntil: '2026-11-30' },
      });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ role: 'auditor', accessUntil: '2026-11-30' });
      const events = (await w.t.app.kernel.store.readStream(w.acme.id, `user-${ok.body.id}`)).map((e) => e.type);
      expect(events).toEqual(['identity.UserInvited', 'identity.UserAccessEndChanged']);
      // a manager may not invite an auditor
      const byManager = await w.api<Err>('POST', '/api/users', { token: w.manager.token, body: { email: 'm@pruefung.de', firstName: 'M', lastName: 'P', password: 'start123', role: 'auditor' } });
      expect(byManager.status).toBe(403);
      expect(byManager.body.code).toBe('role_not_assignable');
    });

    it('works through the last day (Europe/Berlin); then sign-in is refused and the session answers 401', async () => {
      const sign = (email: string, password: string, lang?: string) => w.api<Err & { token: string }>('POST', '/api/auth/login', { body: { email, password }, ...(lang ? { lang } : {}) });
      const p = await w.acme.user('auditor', 'Ende');
      // root sets the end date in an edit; the edit answers the new date
      const edit = await w.api<{ accessUntil: string | null }>('PATCH', `/api/users/${p.id}`, { token: w.acme.root.token, body: { accessUntil: '2026-11-25' } });
      expect(edit.status).toBe(200);
      expect(edit.body.accessUntil).toBe('2026-11-25');
      const session = (await sign(p.email, p.password)).body.token;
      try {
        clock.set('2026-11-25T22:59:00.000Z'); // 23:59 in Berlin on the last day
        expect((await w.api('GET', '/api/auth/me', { token: session })).status).toBe(200);
        expect((await sign(p.email, p.password)).status).toBe(200);
        clock.set('2026-11-25T23:00:00.000Z'); // midnight in Berlin
        expect((await w.api('GET', '/api/auth/me', { token: session })).status).toBe(401);
        expect((await w.api('GET', '/api/trainings', { token: session })).status).toBe(401);
        const refused = await sign(p.email, p.password);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('access_ended');
        expect(refused.body.message).toBe('Ihr Zugang ist am 25.11.2026 abgelaufen. Bitte wenden Sie sich an Ihren Administrator.');
        expect((await sign(p.email, p.password, 'en')).body.message).toBe('Your access ended on 11/25/2026. Please contact your administrator.');
        // a wrong password still answers like any wrong password
        expect((await sign(p.email, 'falsch-123')).status).toBe(401);
        // clearing the date lets the account work again
        const cleared = await w.api<{ accessUntil: string | null }>('PATCH', `/api/users/${p.id}`, { token: w.acme.root.token, body: { accessUntil: null } });
        expect(cleared.body.accessUntil).toBeNull();
        expect((await sign(p.email, p.password)).status).toBe(200);
        expect((await w.api('GET', '/api/auth/me', { token: session })).status).toBe(200);
      } finally {
        clock.set('2026-11-22T10:00:00.000Z');
      }
    });
  });
});
