/**
 * Scale benchmark (`npm run bench:scale-10k`, issue 31): a company of BENCH_PEOPLE employees (10,000)
 * and BENCH_TRAININGS trainings (100), 30 units plus one unit "Alle" that holds everyone and every
 * training, seeded through the product's own API and import, then every figure of the issue's
 * "Done when" beside a bare Koa route measured in the same run. PostgreSQL when DATABASE_URL is set,
 * PGlite always (BENCH_DB=pglite|postgres picks one; PGlite on disk, as `npm start` opens it); the
 * server runs in this process, with the heap budget of `npm start` (scripts/heap-budget.mjs).
 *
 * Seeding (each phase's time is printed):
 *   - the company through registration, a manager (owner of units 1-3), 100 published trainings of
 *     one text module (catalog authoring), the 30 units and "Alle" (POST /api/user-groups);
 *   - one CSV of BENCH_PEOPLE rows through POST /api/users/import?dryRun=false: every row in "Alle"
 *     and in unit (i mod 30) + 1; the first row also in units 2-4 (a person in 5 units);
 *   - right after the import answered: each training assigned to "Alle" (POST
 *     /api/user-groups/{id}/trainings), one after another: the status of every answer and its time;
 *   - BENCH_COMPLETERS (500) of the imported people set their password through their invitation link
 *     (the mail as sent by the paced outbox) and complete 4 trainings each over the API (2,000).
 * Measured (sequential: BENCH_REQUESTS after 20 warm-up; load: 50 connections for BENCH_SECONDS):
 *   - dashboard stats as root, manager and employee: each one's first answer (nothing kept), the first answer after 200 further completions
 *     (with how long this process's event loop stalled meanwhile: the projections still apply them beside the server), the first answer
 *     after 5 more once every read model has caught up, sequential p99 and req/s under load; a page of 50 of the report of "Alle" (bytes, p99); the
 *     users page; My Learning of the person in 5 units; the as-of page (with its summary) of "Alle";
 *   - the PDF of "Alle" for the first and the last column page of trainings: time, size, pages and
 *     the Chromium processes' summed RSS (the limits of one Chromium);
 *   - every projection rebuilt from zero: seconds and events of its types per second;
 *   - the server's RSS (this process, sampled every 250 ms; on PGlite the database is in it too).
 *
 * Environment: BENCH_PEOPLE (10000), BENCH_TRAININGS (100), BENCH_COMPLETERS (500), BENCH_REQUESTS
 * (100), BENCH_SECONDS (5), BENCH_DB, BENCH_SKIP_REBUILD=1 (leave out the rebuilds).
 */
import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { fixedClock } from '../src/platform/clock';
import { asOfPage } from '../projections/audit/as-of/query';
import { ALL_EVENT_TYPES } from '../src/platform/projections';
import type { Mailer, MailMessage } from '../src/platform/mail';
import { companyCaller } from '../src/shared/contracts/ids';
import type { DbTarget } from '../tests/support/db';
import { BENCH_PASSWORD, benchCompany, explainingDb, benchEach, benchTargets, client, inParallel, loadGenerator, rssSampler, startBareKoa, startBenchApp, T0, type LoadResult } from './support';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const TRAININGS = Number(process.env.BENCH_TRAININGS ?? 100);
const COMPLETERS = Number(process.env.BENCH_COMPLETERS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const UNITS = 30;
const FURTHER = 50; // people completing 4 trainings each before the "first answer after 200 completions"
const CONNECTIONS = 50;

/** Keeps the invitation tokens of the people who will learn; counts the rest (a 10,000-mail list would sit in the RSS). */
class LinkMailer implements Mailer {
  readonly kind = 'dev-mailbox' as const;
  readonly tokens = new Map<string, string>();
  count = 0;
  constructor(private readonly wanted: ReadonlySet<string>) {}
  async send(m: MailMessage): Promise<void> {
    this.count += 1;
    if (!this.wanted.has(m.to)) return;
    const token = /\/invitation\/([^\s"<]+)/.exec(m.text)?.[1];
    if (token) this.tokens.set(m.to, decodeURIComponent(token));
  }
}

/** The summed RSS of the Chromium processes (the PDF renderer), sampled every 250 ms; `stop` answers the largest sum in MB. */
function chromiumRssSampler(): { stop(): number } {
  let max = 0;
  const sample = () => {
    try {
      const kb = execFileSync('ps', ['-eo', 'rss=,comm='], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => /chrom/i.test(line))
        .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0] ?? 0), 0);
      max = Math.max(max, kb / 1024);
    } catch {
      // ps missing: no figure
    }
  };
  const timer = setInterval(sample, 250);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return max;
    },
  };
}

const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const f = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

async function run(target: DbTarget): Promise<void> {
  const clock = fixedClock(T0.toISOString());
  const stamp = Date.now().toString(36);
  const email = (i: number) => `p${i}-${stamp}@bench.de`;
  const learners = new Set(Array.from({ length: COMPLETERS + FURTHER }, (_, i) => email(i)));
  const mailer = new LinkMailer(learners);
  const rss = rssSampler();
  // the server's word on what held it up: slow projection batches, commands whose read models were late
  const log = (msg: string) => {
    if (/^projection |^command: /.test(msg)) console.log(`  [server] ${msg}`);
  };
  // PGlite as `npm start` opens it: in a directory on disk (the whole database in memory would sit in the RSS)
  const b = await startBenchApp(target, { clock, mailer, log, config: { trustProxyHops: 1 }, pgliteOnDisk: true });
  const load = loadGenerator('child');
  const bare = await startBareKoa();
  const call = client(b.base);
  const lines: string[] = [];
  // each figure is printed as it is measured too (a run cut short keeps what it measured), and all of them together at the end
  const out = (figure: string, measured: string, target = '', baseline = '') => {
    const line = `  ${figure.padEnd(62)} ${measured.padStart(16)}  ${target.padEnd(22)} ${baseline}`;
    lines.push(line);
    console.log(`  measured: ${line.trim()}`);
  };
  const t0 = performance.now();
  const phases: string[] = [];
  const memory: string[] = [];
  const phase = (name: string) => {
    phases.push(`${name}: ${sec(performance.now() - t0)}`);
    console.log(`  phase done: ${phases[phases.length - 1]}`);
    const m = rss.mark(name);
    memory.push(`${name}: RSS ${f(m.rssMb)}, heap ${f(m.heapUsedMb)}, external ${f(m.externalMb)} MB`);
  };
  try {
    const { app } = b;
    const { reg, password, companyId } = await benchCompany(app);
    const login = async (mail: string, pw = BENCH_PASSWORD) => (await call<{ token: string }>('POST', '/api/auth/login', { body: { email: mail, password: pw } })).token;
    const root = await login(reg.user.email, password);
    const { position: managerAt } = await app.modules.identity.admin(app.kernel).createUser(
      { companyId, email: `leitung-${stamp}@bench.de`, firstName: 'Martina', lastName: 'Meister', role: 'manager', password: BENCH_PASSWORD, gdprConsent: true },
      reg.user.id,
    );
    const catalog = app.modules.catalog.authoring(app.kernel);
    const rootCaller = companyCaller(companyId, reg.user.id, 'root');
    const trainings: { id: string; module: string }[] = new Array<{ id: string; module: string }>(TRAININGS);
    await inParallel([...Array(TRAININGS).keys()], 4, async (i) => {
      const recert = i % 2 === 0;
      const t = await catalog.createTraining(rootCaller, {
        title: { de: `Unterweisung ${i + 1}: Sicherheit am Arbeitsplatz`, en: `Instruction ${i + 1}` }, description: { de: 'Pflichtunterweisung' }, status: 'published',
        isRequired: i % 3 === 0, requiresRecertification: recert, recertificationPeriod: recert ? '1_year' : null, imageId: null, imageUrl: null, category: null, difficulty: null, duration: 15,
      });
      const m = await catalog.addModule(rootCaller, { trainingId: t.id, type: 'text', title: 'Merkblatt', orderIndex: 0, isActive: true, content: { text: 'Lesen und verstehen. '.repeat(10) } });
      trainings[i] = { id: t.id, module: m.id };
    });
    await app.kernel.projections.waitFor(managerAt, ['identity.users'], 60_000);
    const manager = await login(`leitung-${stamp}@bench.de`);
    const units: string[] = [];
    for (let u = 1; u <= UNITS; u++) units.push((await call<{ id: string }>('POST', '/api/user-groups', { token: u <= 3 ? manager : root, body: { name: `Einheit ${u}` }, status: 201 })).id);
    const alle = (await call<{ id: string }>('POST', '/api/user-groups', { token: root, body: { name: 'Alle' }, status: 201 })).id;
    phase(`company, ${TRAININGS} trainings, ${UNITS + 1} units`);

    // the import: everyone in "Alle" and one unit; the first person in 5 units
    const rows = ['E-Mail,Vorname,Nachname,Rolle,Einheiten'];
    for (let i = 0; i < PEOPLE; i++) rows.push(`${email(i)},Vorname${i},Nachname${String(i).padStart(5, '0')},Mitarbeiter,Alle;Einheit ${(i % UNITS) + 1}${i === 0 ? ';Einheit 2;Einheit 3;Einheit 4' : ''}`);
    const form = new FormData();
    form.append('file', new Blob([`${rows.join('\r\n')}\r\n`], { type: 'text/csv' }), 'belegschaft.csv');
    const importStart = performance.now();
    const imported = await fetch(`${b.base}/api/users/import?dryRun=false`, { method: 'POST', headers: { Authorization: `Bearer ${root}` }, body: form });
    const importBody = (await imported.json()) as { created?: number; errors?: number; message?: string };
    const importMs = performance.now() - importStart;
    if (imported.status !== 200 || importBody.created !== PEOPLE) throw new Error(`import: ${imported.status} created ${importBody.created} errors ${importBody.errors} ${importBody.message ?? ''}`);
    phase(`import of ${PEOPLE} people`);

    // right after the import: every training to "Alle", one after another, as a manager clicks
    const answers = new Map<number, number>();
    const assignTimes: number[] = [];
    for (const t of trainings) {
      const s = performance.now();
      const res = await fetch(`${b.base}/api/user-groups/${alle}/trainings`, { method: 'POST', headers: { Authorization: `Bearer ${root}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ trainingId: t.id, weeks: 4 }) });
      await res.arrayBuffer();
      assignTimes.push(performance.now() - s);
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
    }
    phase(`${TRAININGS} assignments to "Alle"`);
    const settle = async () => {
      if (!(await app.kernel.projections.waitFor(await app.kernel.store.headPosition(), undefined, 1_800_000))) throw new Error('projections did not catch up in 30 min');
    };
    await settle();
    phase('read models caught up');

    // the learners: their invitation links (paced by the outbox), a password, 4 completions each
    const learnerTokens = new Map<number, string>();
    /** Learner `i`'s `k`-th training, started, its module done and completed over the API. */
    const complete = async (i: number, k: number, token: string) => {
      const tr = trainings[(i * 7 + k * 13) % TRAININGS]!;
      await call('POST', `/api/trainings/${tr.id}/start`, { token });
      await call('PATCH', `/api/trainings/${tr.id}/progress`, { token, body: { moduleId: tr.module, completed: true } });
      await call('POST', `/api/trainings/${tr.id}/complete`, { token, body: { password: BENCH_PASSWORD } });
    };
    const learn = async (i: number) => {
      const mail = email(i);
      for (let w = 0; !mailer.tokens.has(mail); w++) {
        if (w > 2400) throw new Error(`no invitation mail for ${mail} after 20 min (${mailer.count} mails sent)`);
        await new Promise((r) => setTimeout(r, 500));
      }
      // each person sets the password on their own phone: their own address (behind the one proxy the bench server trusts),
      // not 550 redemptions from one address, which the rate limit of the invitation page refuses
      const redeemed = await fetch(`${b.base}/api/auth/invitation/${encodeURIComponent(mailer.tokens.get(mail)!)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({ password: BENCH_PASSWORD }),
      });
      if (redeemed.status !== 200) throw new Error(`invitation of ${mail}: ${redeemed.status} ${await redeemed.text()}`);
      const session = (await redeemed.json()) as { token: string };
      learnerTokens.set(i, session.token);
      for (let k = 0; k < 4; k++) await complete(i, k, session.token);
    };
    // one further completion of a person who has learned already (their fifth training)
    const again = (i: number) => complete(i, 4, learnerTokens.get(i)!);
    await inParallel([...Array(COMPLETERS).keys()], 4, learn);
    await settle();
    phase(`${COMPLETERS * 4} completions`);

    const employee = learnerTokens.get(0)!;
    const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br' });
    const seq = (path: string, token: string, n = REQUESTS): Promise<LoadResult> => load.run({ url: b.base + path, headers: auth(token), connections: 1, requests: n, warmupRequests: Math.min(20, n) });
    const loaded = (path: string, token: string): Promise<LoadResult> => load.run({ url: b.base + path, headers: auth(token), connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 1 });
    const bareLoad = await load.run({ url: bare.url, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 1 });
    const bareSeq = await load.run({ url: bare.url, connections: 1, requests: REQUESTS, warmupRequests: 20 });
    const base = `bare Koa ${f(bareLoad.rps)} req/s, seq p99 ${bareSeq.p99.toFixed(2)} ms`;

    // each person's first dashboard answer (nothing kept yet), then the first one after 200 further completions
    const people = [['root', root], ['manager', manager], ['employee', employee]] as const;
    const timedStats = async (out: string[]) => {
      for (const [who, token] of people) {
        const s = performance.now();
        await call('GET', '/api/dashboard/stats', { token });
        out.push(`${who} ${(performance.now() - s).toFixed(1)} ms`);
      }
    };
    const cold: string[] = [];
    await timedStats(cold);
    await inParallel(Array.from({ length: FURTHER }, (_, k) => COMPLETERS + k), 4, learn);
    // the server shares this process's event loop with the projections still applying the completions: how long it stalls
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const first: string[] = [];
    await timedStats(first);
    stalls.disable();
    const settled: string[] = [];
    await settle();
    await inParallel(Array.from({ length: 5 }, (_, k) => COMPLETERS + FURTHER - 5 + k), 5, again);
    await settle();
    await timedStats(settled);
    phase(`${FURTHER * 4} further completions`);

    const show = async (figure: string, path: string, token: string, n = REQUESTS, withLoad = true) => {
      const s = await seq(path, token, n);
      if (s.non2xx || s.errors) throw new Error(`${path}: ${s.non2xx} non-2xx, ${s.errors} errors (${s.firstFailure ?? ''})`);
      const l = withLoad ? await loaded(path, token) : undefined;
      out(`${figure}: sequential p50 / p99 (n ${s.n})`, `${s.p50.toFixed(1)} / ${s.p99.toFixed(1)} ms`, figure.startsWith('as-of') ? 'p99 <= 200 ms' : 'p99 <= 20 ms', base);
      if (l) out(`${figure}: 50 connections`, `${f(l.rps)} req/s`, '>= 0.3 x bare Koa', `x${(l.rps / bareLoad.rps).toFixed(2)}`);
      return s;
    };
    out("dashboard, a person's first answer (nothing kept)", cold.join(', '), '');
    out('dashboard, first answer after 200 completions', first.join(', '), '<= 20 ms each');
    out('  event loop stalls meanwhile: p99 / max', `${(stalls.percentile(99) / 1e6).toFixed(1)} / ${(stalls.max / 1e6).toFixed(1)} ms`, '');
    out('dashboard, first answer after 5 more, read models caught up', settled.join(', '), '<= 20 ms each');
    await show('dashboard stats (root)', '/api/dashboard/stats', root);
    await show('dashboard stats (manager)', '/api/dashboard/stats', manager);
    await show('dashboard stats (employee)', '/api/dashboard/stats', employee);
    const report = await call<unknown>('GET', `/api/user-groups/${alle}/progress?page=1&limit=50`, { token: root });
    out('report of "Alle", page of 50: JSON bytes', `${f(Buffer.byteLength(JSON.stringify(report)) / 1024)} KB`, '<= 100 KB');
    await show('report of "Alle", page of 50', `/api/user-groups/${alle}/progress?page=1&limit=50`, root, Math.min(REQUESTS, 50));
    await show('users page', '/api/users?page=1', root);
    await show(`My Learning (5 units, ${TRAININGS} trainings)`, '/api/user/my-trainings', employee);
    const asOfPath = `/api/audit/compliance?asOf=${encodeURIComponent(T0.toISOString())}&groupId=${alle}&page=1&limit=50`;
    await show('as-of page and summary of "Alle"', asOfPath, root, 10, false);
    // the as-of area reads the events' recorded_at (wall time) while the bench's clock stands at T0 (08:00 UTC of the day):
    // a run after 08:00 UTC asks for an instant before anything was recorded and times an empty answer
    const asOfCells = (await call<{ total: number }>('GET', asOfPath, { token: root })).total;
    out('as-of of "Alle": cells at that instant', f(asOfCells), `${f(PEOPLE * TRAININGS)} (else the figure above is void)`);
    if (process.env.BENCH_EXPLAIN) {
      // the plans of the as-of statements of "Alle" (the unit plan runs with nested loops off, as asOfPage does)
      await asOfPage(explainingDb(app.kernel.db), { companyId, asOf: T0, groupId: alle }, { status: null, offset: 0, limit: 50 });
    }
    // the PDF of "Alle": every member against one column page of trainings, in one Chromium (its processes' RSS sampled alongside)
    for (const trainingPage of [1, Math.ceil(TRAININGS / 10)]) {
      const chromium = chromiumRssSampler();
      const s = performance.now();
      const pdf = await fetch(`${b.base}/api/user-groups/${alle}/progress/report.pdf?lang=de&trainingPage=${trainingPage}`, { headers: { Authorization: `Bearer ${root}` } });
      const bytes = Buffer.from(await pdf.arrayBuffer());
      const ms = performance.now() - s;
      const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      out(`PDF of "Alle" (${PEOPLE} members), training page ${trainingPage}`, sec(ms), '', `${pdf.status}, ${f(bytes.length / 1024)} KB, ${pages} pages, Chromium RSS max ${f(chromium.stop())} MB`);
    }
    out(`import of ${PEOPLE} rows`, sec(importMs), '<= 60 s');
    const sorted = [...assignTimes].sort((a, c) => a - c);
    out(`assignments to "Alle" right after the import (${TRAININGS})`, [...answers].map(([s, n]) => `${n} x ${s}`).join(', '), 'all 2xx');
    out('assignment to "Alle": median / max', `${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} / ${sorted[sorted.length - 1]!.toFixed(0)} ms`, '<= 1,000 ms');
    out('mails sent by the end (invitations paced by their outbox)', `${mailer.count}`);

    phase('measured');
    if (!process.env.BENCH_SKIP_REBUILD) {
      rss.mark('before the rebuilds');
      for (const p of app.kernel.projections.projections) {
        const types = p.eventTypes === ALL_EVENT_TYPES ? null : [...p.eventTypes];
        const { rows: n } = await app.kernel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events WHERE $1::text[] IS NULL OR event_type = ANY($1::text[])', [types]);
        const s = performance.now();
        await app.kernel.projections.rebuild(p.name);
        const ms = performance.now() - s;
        const m = rss.mark(`rebuild ${p.name}`);
        out(`rebuild ${p.name}`, sec(ms), '', `${f(Number(n[0]!.n) / (ms / 1000))} events/s (${n[0]!.n} events), RSS max ${f(m.rssMb)} MB, heap ${f(m.heapUsedMb)} MB`);
      }
    }
    phase('rebuilt');
    // the V8 heap budget npm start gives the server (scripts/heap-budget.mjs; `npm run bench:scale-10k` runs with it)
    const budget = `V8 heap limit ${f(getHeapStatistics().heap_size_limit / 1024 / 1024)} MB`;
    out('server RSS, max over the run', `${f(rss.maxMb())} MB`, target === 'postgres' ? '<= 500 MB' : '< 1 GB', budget);
    const { rows: events } = await app.kernel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events');
    console.log(`\nscale (${target}): ${PEOPLE} people, ${TRAININGS} trainings, ${UNITS} units + "Alle", ${events[0]!.n} events`);
    console.log(`  seeding: ${phases.join('; ')}`);
    console.log(`  memory per phase (max): ${memory.join('; ')}`);
    console.log(lines.join('\n'));
  } finally {
    rss.stop();
    await load.close();
    await bare.close();
    await b.close();
  }
}

benchEach(benchTargets, run);
