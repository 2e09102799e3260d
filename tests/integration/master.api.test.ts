import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbTargets } from '../support/db';
import { useTestApp } from '../support/world';
import { createCompany } from '../support/company';

interface Stats {
  totalCompanies: number;
  totalUsers: number;
  totalTrainings: number;
  companiesWithActiveTrainings: number;
  companyStats: { company: { id: string; name: string }; userCount: number; trainingCount: number }[];
}

describe.each(dbTargets())('master backoffice on %s', (target) => {
  const w = useTestApp(target);
  let master: string;

  beforeAll(async () => {
    const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
    expect(login.status).toBe(200);
    master = login.body.token;
  });

  it('is for the master only', async () => {
    const acme = await createCompany(w.t);
    for (const path of ['/api/master/stats', '/api/master/companies', `/api/master/companies/${acme.id}`]) {
      expect((await w.api('GET', path, { token: acme.root.token })).status).toBe(403);
      expect((await w.api('GET', path)).status).toBe(401);
    }
    expect((await w.api('DELETE', `/api/master/companies/${acme.id}`, { token: acme.root.token })).status).toBe(403);
  });

  it('shows statistics, companies and details', async () => {
    const acme = await createCompany(w.t);
    const emp = await acme.user('non-managing');
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: acme.root.token, body: { title: 'Brandschutz', description: 'x', status: 'published' } });
    await w.api('POST', '/api/user-groups', { token: acme.root.token, body: { name: 'Halle 1' } });
    const stats = await w.api<Stats>('GET', '/api/master/stats', { token: master });
    const mine = stats.body.companyStats.find((c) => c.company.id === acme.id)!;
    expect(mine).toMatchObject({ userCount: 2, trainingCount: 1 });
    expect(stats.body.companiesWithActiveTrainings).toBeGreaterThanOrEqual(1);
    const list = await w.api<{ companies: { id: string; userCount: number; groupCount: number; lastActivity: string }[] }>('GET', `/api/master/companies?search=${encodeURIComponent(acme.root.email.split('@')[1]!)}`, {
      token: master,
    });
    expect(list.status).toBe(200);
    const details = await w.api<{ users: { id: string }[]; trainings: { id: string }[]; groups: { name: string }[]; lastActivity: string }>('GET', `/api/master/companies/${acme.id}`, { token: master });
    expect(details.body.users.map((u) => u.id).sort()).toEqual([acme.root.id, emp.id].sort());
    expect(details.body.trainings.map((x) => x.id)).toEqual([tr.body.id]);
    expect(details.body.groups.map((g) => g.name)).toEqual(['Halle 1']);
    expect(details.body.lastActivity).not.toBeNull();
    expect((await w.api('GET', '/api/master/companies/nope', { token: master })).status).toBe(404);
  });

  it('deletes a company with all its data; nothing of it can be read afterwards; others stay', async () => {
    const doomed = await createCompany(w.t);
    const keeper = await createCompany(w.t);
    const emp = await doomed.user('non-managing');
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: doomed.root.token, body: { title: 'Geheim', description: 'x' } });
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: doomed.root.token, body: { name: 'Weg' } });
    await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: doomed.root.token, body: { userId: emp.id } });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'master-del-'));
    let videoUrl: string;
    try {
      const file = path.join(dir, 'c.mp4');
      execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=96x64:rate=10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
      const up = await w.api<{ videoUrl: string }>('POST', '/api/video-projects/upload', { token: doomed.root.token, body: { title: 'c', video: `data:video/mp4;base64,${readFileSync(file).toString('base64')}` } });
      expect(up.status).toBe(201);
      videoUrl = up.body.videoUrl;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const mediaDir = path.join(w.t.app.kernel.config.dataDir, 'media', doomed.id);
    expect(existsSync(mediaDir)).toBe(true);
    const keeperTraining = await w.api<{ id: string }>('POST', '/api/trainings', { token: keeper.root.token, body: { title: 'Bleibt', description: 'x' } });

    expect((await w.api('DELETE', `/api/master/companies/${doomed.id}`, { token: master })).status).toBe(204);

    // sessions, logins, data: gone
    expect((await w.api('GET', '/api/auth/me', { token: doomed.root.token })).status).toBe(401);
    expect((await w.api('GET', '/api/auth/me', { token: emp.token })).status).toBe(401);
    expect((await w.api('POST', '/api/auth/login', { body: { email: doomed.root.email, password: doomed.root.password } })).status).toBe(401);
    expect((await w.api('GET', `/api/trainings/${tr.body.id}`, { token: doomed.root.token })).status).toBe(401);
    expect((await w.api('GET', `/api/master/companies/${doomed.id}`, { token: master })).status).toBe(404);
    expect((await fetch(w.t.baseUrl + videoUrl)).status).toBeGreaterThanOrEqual(400);
    expect(existsSync(mediaDir)).toBe(false);
    const events = await w.t.app.kernel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events WHERE tenant_id = $1', [doomed.id]);
    expect(Number(events.rows[0]!.n)).toBe(0);
    for (const table of ['idn_users', 'cat_trainings', 'org_groups', 'med_media']) {
      const rows = await w.t.app.kernel.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE company_id = $1`, [doomed.id]);
      expect(Number(rows.rows[0]!.n), table).toBe(0);
    }
    const stats = await w.api<Stats>('GET', '/api/master/stats', { token: master });
    expect(stats.body.companyStats.map((c) => c.company.id)).not.toContain(doomed.id);
    // the addresses are free again; the other company is untouched
    const again = await w.api('POST', '/api/auth/register', { body: { companyName: 'Neu', companyEmail: 'k@neu.de', firstName: 'A', lastName: 'B', email: doomed.root.email, password: 'geheim123', gdprConsent: true } });
    expect(again.status).toBe(201);
    expect((await w.api('GET', `/api/trainings/${keeperTraining.body.id}`, { token: keeper.root.token })).status).toBe(200);
    // an audit record of the deletion remains on the platform
    const audit = await w.t.app.kernel.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM es_events WHERE event_type = 'backoffice.CompanyDeleted' AND data->>'companyId' = $1`, [doomed.id]);
    expect(Number(audit.rows[0]!.n)).toBe(1);
  });
});
