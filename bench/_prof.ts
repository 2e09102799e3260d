import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createApp } from '../src/app';
import { fixedClock } from '../src/platform/clock';
import { MemoryMailer } from '../tests/support/app';
import { hashToken } from '../src/modules/identity/passwords';
import { BENCH_CONFIG, loadGenerator } from './support';

const DB = process.env.BENCH_DATABASE_URL!;
const DAY = 86_400_000;
const now = new Date(Math.floor(Date.now() / DAY) * DAY + 8 * 3600_000);
const counts = new Map<string, number>();
const origQ = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (this: unknown, ...args: any[]) { const t = typeof args[0] === 'string' ? args[0] : args[0]?.text; if (process.env.PROF_COUNT && t) counts.set(t.slice(0, 140).replace(/\s+/g, ' '), (counts.get(t.slice(0, 140).replace(/\s+/g, ' ')) ?? 0) + 1); return (origQ as any).apply(this, args); };
async function main() {
  const c = new pg.Client(DB); await c.connect();
  const root = (await c.query(`select id, company_id from idn_users where role='root' limit 1`)).rows[0];
  const emp = (await c.query(`select u.id, u.company_id from idn_users u join cmp_members m on m.user_id=u.id where u.role='non-managing' limit 1`)).rows[0];
  const tok = (id: string) => `proftoken-${id}`;
  for (const u of [root, emp]) {
    await c.query(`insert into idn_sessions(id,user_id,company_id,token_hash,created_at,expires_at) values($1,$2,$3,$4,$5,$6) on conflict do nothing`, [`prof-${u.id}`, u.id, u.company_id, hashToken(tok(u.id)), now.toISOString(), new Date(now.getTime() + 20 * DAY).toISOString()]);
  }
  await c.end();
  const app = await createApp({ mailer: new MemoryMailer(), clock: fixedClock(now.toISOString()), config: { databaseUrl: DB, dataDir: mkdtempSync(path.join(os.tmpdir(), 'prof-')), ...BENCH_CONFIG }, log: () => undefined });
  const server = await app.listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gen = loadGenerator('child');
  const paths = (process.env.PROF_PATHS ?? '/api/users?page=1,/api/auth/me').split(',');
  const s = new Session(); s.connect();
  await s.post('Profiler.enable');
  for (const p of paths) {
    const token = p.includes('my-trainings') || p.includes('auth/me') ? tok(emp.id) : tok(root.id);
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br' };
    await gen.run({ url: base + p, headers, connections: 50, seconds: 2 });
    if (process.env.PROF_CPU) await s.post('Profiler.start');
    const r = await gen.run({ url: base + p, headers, connections: 50, seconds: 5 });
    if (process.env.PROF_CPU) { const { profile } = await s.post('Profiler.stop'); writeFileSync(`/tmp/prof/${p.replace(/[^a-z]/g, '_')}.cpuprofile`, JSON.stringify(profile)); }
    if (process.env.PROF_COUNT) { console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v} ${k}`).join('\n')); counts.clear(); }
    console.log(p, Math.round(r.rps), 'req/s p99', r.p99.toFixed(2), 'non2xx', r.non2xx, r.firstFailure ?? '');
  }
  await gen.close(); await app.close(); process.exit(0);
}
main().catch((e) => { console.error(e); process.exit(1); });
