/**
 * Bulk user import (`npm run bench:import`, issue 13): one company, BENCH_IMPORT_UNITS units
 * (default 10), a CSV of BENCH_IMPORT_ROWS rows (default 5,000; every row in one of the units)
 * imported through HTTP (POST /api/users/import, preview first, then dryRun=false), beside a
 * baseline measured in the same run: BENCH_BASELINE single invitations through POST /api/users
 * (default 50: what the users page did per person, scrypt hash and mail included), extrapolated
 * to the same number of rows. Target: the import within 60 s on PostgreSQL.
 *
 * Also printed: how many invitation mails the paced outbox had sent when the import answered
 * (the mails are not sent at once), and the read models' lag after the answer (none: the import
 * waits for them).
 *
 * BENCH_IMPORT_NO_EMAIL (0 to 1, default 0): the share of rows for employees without e-mail (issue
 * 33), known by a Personalnummer column the file then has; they get no invitation.
 *
 * PostgreSQL when DATABASE_URL is set, else PGlite (BENCH_TARGETS=pglite|postgres to choose).
 */
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { createTestDb, type DbTarget } from '../tests/support/db';
import { allMigrations, MemoryMailer, registration } from '../tests/support/app';
import { BENCH_CONFIG } from './support';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const UNITS = Number(process.env.BENCH_IMPORT_UNITS ?? 10);
const BASELINE = Number(process.env.BENCH_BASELINE ?? 50);
const NO_EMAIL = Math.min(1, Math.max(0, Number(process.env.BENCH_IMPORT_NO_EMAIL ?? 0)));
const TARGET_SECONDS = 60;

const label = process.env.BENCH_LABEL ?? (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();

const targets = (): DbTarget[] => {
  const pick = process.env.BENCH_TARGETS;
  if (pick === 'pglite' || pick === 'postgres') return [pick];
  return process.env.DATABASE_URL ? ['postgres'] : ['pglite'];
};

async function run(target: DbTarget): Promise<void> {
  const testDb = await createTestDb(target, allMigrations());
  const mailer = new MemoryMailer();
  const app = await createApp({ db: testDb.db, mailer, config: BENCH_CONFIG, log: () => undefined });
  const server = await app.listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const json = async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  try {
    const reg = await json<{ token: string }>('POST', '/api/auth/register', null, registration());
    if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
    const token = reg.body.token;
    for (let i = 1; i <= UNITS; i++) {
      const g = await json('POST', '/api/user-groups', token, { name: `Einheit ${i}` });
      if (g.status !== 201) throw new Error(`unit: ${g.status}`);
    }

    // baseline: single invitations as the users page sends them
    const t0 = performance.now();
    for (let i = 0; i < BASELINE; i++) {
      const r = await json('POST', '/api/users', token, { email: `einzeln-${i}@bench.example`, firstName: 'Einzeln', lastName: `Nr ${i}`, password: 'geheim123' });
      if (r.status !== 201) throw new Error(`invite: ${r.status} ${JSON.stringify(r.body)}`);
    }
    const perInvite = (performance.now() - t0) / 1000 / BASELINE;

    // every n-th row (n from the share) an employee without e-mail, known by the personnel number
    const withoutEmail = (i: number) => NO_EMAIL > 0 && Math.floor((i + 1) * NO_EMAIL) > Math.floor(i * NO_EMAIL);
    const lines = [NO_EMAIL > 0 ? 'E-Mail;Personalnummer;Vorname;Nachname;Rolle;Einheiten;Sprache' : 'E-Mail;Vorname;Nachname;Rolle;Einheiten;Sprache'];
    for (let i = 0; i < ROWS; i++) {
      const who = NO_EMAIL > 0 ? (withoutEmail(i) ? `;P-${i}` : `import-${i}@bench.example;`) : `import-${i}@bench.example`;
      const role = withoutEmail(i) || i % 20 !== 0 ? 'Mitarbeiter' : 'Manager';
      lines.push(`${who};Vor${i};Nach${i};${role};Einheit ${(i % UNITS) + 1};${i % 4 === 0 ? 'en' : 'de'}`);
    }
    const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
    const upload = async (dryRun: boolean) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'benutzer.csv');
      const started = performance.now();
      const res = await fetch(`${base}/api/users/import?dryRun=${dryRun}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as { created: number; skipped: number; errors: number; message?: string };
      if (res.status !== 200) throw new Error(`import: ${res.status} ${body.message ?? ''}`);
      return { seconds: (performance.now() - started) / 1000, body };
    };
    const preview = await upload(true);
    const sentBefore = mailer.sent.length;
    const imported = await upload(false);
    const sentAtAnswer = mailer.sent.length - sentBefore;
    if (imported.body.created !== ROWS) throw new Error(`created ${imported.body.created} of ${ROWS} (errors ${imported.body.errors})`);
    const { rows } = await app.kernel.db.query<{ n: string }>("SELECT count(*)::text AS n FROM idn_invitation_outbox WHERE status = 'pending'");
    const { rows: members } = await app.kernel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM org_group_members');

    const fmt = (n: number, d = 1) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
    console.log(`\nuser import (${target}, ${label}): ${ROWS.toLocaleString('en-US')} rows, ${UNITS} units, ${fmt(NO_EMAIL * 100, 0)} % without e-mail`);
    console.log(`  preview (dryRun=true)      ${fmt(preview.seconds, 2)} s   ${fmt(ROWS / preview.seconds, 0)} rows/s`);
    console.log(`  import  (dryRun=false)     ${fmt(imported.seconds, 2)} s   ${fmt(ROWS / imported.seconds, 0)} rows/s   target <= ${TARGET_SECONDS} s: ${imported.seconds <= TARGET_SECONDS ? 'met' : 'MISSED'}`);
    console.log(`  baseline: ${BASELINE} single invites  ${fmt(perInvite * 1000, 0)} ms each -> ${fmt(perInvite * ROWS, 0)} s for ${ROWS.toLocaleString('en-US')} (x${fmt((perInvite * ROWS) / imported.seconds, 1)} the import)`);
    console.log(`  memberships in units: ${members[0]!.n}; invitation mails sent when the import answered: ${sentAtAnswer}, still queued: ${rows[0]!.n} (paced by the outbox)`);
  } finally {
    await app.close();
    await testDb.drop();
  }
}

for (const target of targets()) await run(target);
