/**
 * Lighthouse benchmark (`npm run bench:lighthouse`, issue 15 "Web performance" item 4): the built
 * web app served by the product as `npm start` runs it (scripts/start.mjs: builds dist/web when it
 * is missing, PGlite in a fresh DATA_DIR, demo company), Lighthouse's Node API (mobile, default
 * simulated throttling) in Chromium started by chrome-launcher (CHROME_PATH, default
 * /usr/bin/chromium), on
 *
 *   - the landing page (signed out, storage reset by Lighthouse), and
 *   - the dashboard signed in as the demo root (root@muster-bau.de): the session token is put into
 *     localStorage 'token' of the origin before the run and Lighthouse keeps the storage.
 *
 * For each page it prints performance and accessibility scores, FCP, LCP, TBT, and the bytes
 * transferred (JavaScript and total, with the request counts) beside a baseline measured in the
 * same run: the same page fetched with `Accept-Encoding: identity`, i.e. without the
 * precompressed assets. With `--baseline-web-dir <dir>` (or LIGHTHOUSE_BASELINE_WEB_DIR) a second
 * server serves another build (e.g. one built from an older commit) and its pages are measured too.
 * Targets: landing >= 90 performance and >= 95 accessibility, dashboard >= 80 performance.
 *
 * Options: `--build` rebuilds dist/web first (default: only when missing), `--web-dir <dir>` serves
 * another build directory instead of dist/web (WEB_DIR of the server), `--runs N` runs every
 * measurement N times and reports the run with the median performance score (default 1),
 * `--json <file>` writes the figures as JSON, `--lhr-dir <dir>` keeps every run's full Lighthouse
 * report there (`<page>-<variant>-<run>.json`: bootup-time, mainthread-work-breakdown, treemap
 * data for profiling), `--skip-identity` leaves out the `Accept-Encoding: identity` baseline. With
 * several runs the builds and variants take turns run by run (same time window for an A/B on a
 * shared machine). Not part of `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const RUNS = Math.max(1, Number(argValue('--runs') ?? process.env.LIGHTHOUSE_RUNS ?? 1));
const BASELINE_WEB_DIR = argValue('--baseline-web-dir') ?? process.env.LIGHTHOUSE_BASELINE_WEB_DIR;
const JSON_OUT = argValue('--json');
const WEB_DIR = argValue('--web-dir') ?? process.env.LIGHTHOUSE_WEB_DIR;
const LHR_DIR = argValue('--lhr-dir');
const SKIP_IDENTITY = process.argv.includes('--skip-identity');

const DEMO_LOGIN = { email: 'root@muster-bau.de', password: 'Demo2026!' };
const TARGETS = { landing: { performance: 90, accessibility: 95 }, dashboard: { performance: 80, accessibility: 0 } } as const;
type PageName = keyof typeof TARGETS;

interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  jsRequests: number;
  totalBytes: number;
  requests: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/** `npm start`'s path: scripts/start.mjs with a fresh DATA_DIR (PGlite, demo company). */
async function startServer(webDir: string | undefined): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', MASTER_PASSWORD: 'bench-master-1', NODE_ENV: '' };
  delete env.DATABASE_URL;
  if (webDir) env.WEB_DIR = path.resolve(webDir);
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const started = Date.now();
  child.stdout?.on('data', (chunk: Buffer) => {
    const line = chunk.toString().split('\n').find((l) => l.includes('http://localhost:'));
    if (line) console.log(`${line.trim()} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  });
  const base = `http://127.0.0.1:${port}`;
  // start-up migrates and seeds the demo company before it listens: minutes on a busy machine
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not answer /api/health within 300 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, child, dataDir };
}

async function stopServer(s: Server): Promise<void> {
  const exited = new Promise<void>((resolve) => s.child.once('exit', () => resolve()));
  s.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  rmSync(s.dataDir, { recursive: true, force: true });
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
  if (!res.ok) throw new Error(`login as ${DEMO_LOGIN.email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

const SKIPPED_AUDITS = ['uses-text-compression', 'unused-javascript', 'legacy-javascript', 'legacy-javascript-insight', 'duplicated-javascript', 'duplicated-javascript-insight', 'unminified-javascript', 'unminified-css', 'unused-css-rules', 'script-treemap-data', 'valid-source-maps', 'bf-cache'];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface MeasureOptions {
  keepStorage: boolean;
  identity: boolean;
  /** file name stem for `--lhr-dir` */
  name: string;
}

async function runLighthouse(port: number, url: string, opts: MeasureOptions, run: number): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Diagnostics that read response bodies over the protocol (and time out on a busy
      // machine); none of them weighs in the performance score.
      skipAudits: SKIPPED_AUDITS,
      disableStorageReset: opts.keepStorage,
      ...(opts.identity ? { extraHeaders: { 'Accept-Encoding': 'identity' } } : {}),
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (LHR_DIR) {
    mkdirSync(LHR_DIR, { recursive: true });
    writeFileSync(path.join(LHR_DIR, `${opts.name}-${run + 1}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const items = (details?.items ?? []).filter((i) => !i.url.startsWith('data:'));
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const sum = (xs: NetworkRequest[]) => xs.reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    jsBytes: sum(scripts),
    jsRequests: scripts.length,
    totalBytes: sum(items),
    requests: items.length,
  };
}

/** The run with the median performance score. */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function setToken(browserPort: number, base: string, token: string | null): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browserPort}` });
  const page = await browser.newPage();
  // every run starts with an empty HTTP cache (Lighthouse keeps it when it keeps the storage)
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((t) => (t === null ? localStorage.removeItem('token') : localStorage.setItem('token', t)), token);
  await page.close();
  await browser.disconnect();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${Math.round(n)} ms`;

async function main(): Promise<void> {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);
  if (!WEB_DIR && (process.argv.includes('--build') || !existsSync(path.join(root, 'dist/web/index.html')))) {
    console.log('building the web app …');
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'src/web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('vite build failed');
  }

  const servers: { label: string; server: Server }[] = [];
  // one after the other: each start seeds the demo company, which is what takes the time
  const current = await startServer(WEB_DIR).then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason }));
  const baseline = current.status === 'fulfilled' && BASELINE_WEB_DIR ? await startServer(BASELINE_WEB_DIR).then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason })) : undefined;
  if (current.status === 'fulfilled') servers.push({ label: 'this build', server: current.value });
  if (baseline?.status === 'fulfilled') servers.push({ label: `baseline build (${BASELINE_WEB_DIR})`, server: baseline.value });
  if (current.status === 'rejected' || baseline?.status === 'rejected') {
    for (const { server } of servers) await stopServer(server);
    throw current.status === 'rejected' ? current.reason : baseline?.status === 'rejected' ? baseline.reason : undefined;
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const rows: { server: string; variant: string; page: PageName; figures: Figures }[] = [];
  const runs = new Map<string, { server: string; variant: string; page: PageName; figures: Figures[] }>();
  const record = (server: string, variant: string, page: PageName, figures: Figures) => {
    const key = `${server}|${variant}|${page}`;
    const entry = runs.get(key) ?? { server, variant, page, figures: [] };
    entry.figures.push(figures);
    runs.set(key, entry);
  };
  const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
  try {
    const tokens = await Promise.all(servers.map(({ server }) => signIn(server.base)));
    // run by run, every build and variant in turn: on a shared machine the load changes over
    // minutes, so the builds compared are measured in the same time window
    for (let run = 0; run < RUNS; run++) {
      for (const [i, { label, server }] of servers.entries()) {
        const variants = label === 'this build' ? [{ name: 'precompressed (br/gzip)', identity: false }, ...(SKIP_IDENTITY ? [] : [{ name: 'baseline: Accept-Encoding identity', identity: true }])] : [{ name: 'as served', identity: false }];
        for (const variant of variants) {
          const stem = `${slug(i === 0 ? 'this' : 'baseline')}-${slug(variant.name)}`;
          await setToken(chrome.port, server.base, null);
          record(label, variant.name, 'landing', await runLighthouse(chrome.port, `${server.base}/`, { keepStorage: false, identity: variant.identity, name: `landing-${stem}` }, run));
          await setToken(chrome.port, server.base, tokens[i]!);
          record(label, variant.name, 'dashboard', await runLighthouse(chrome.port, `${server.base}/`, { keepStorage: true, identity: variant.identity, name: `dashboard-${stem}` }, run));
          await setToken(chrome.port, server.base, null);
        }
      }
    }
    for (const entry of runs.values()) rows.push({ server: entry.server, variant: entry.variant, page: entry.page, figures: median(entry.figures) });
  } finally {
    chrome.kill();
    for (const { server } of servers) await stopServer(server);
  }

  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs by performance) ` : ''}mobile, default throttling; Chromium ${chromePath}`);
  for (const page of ['landing', 'dashboard'] as const) {
    const target = TARGETS[page];
    console.log(`\n${page}${page === 'dashboard' ? ` (signed in as ${DEMO_LOGIN.email})` : ''}: target performance >= ${target.performance}${target.accessibility ? `, accessibility >= ${target.accessibility}` : ''}`);
    console.log(['', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'JS transferred (requests)', 'total transferred (requests)'].join(' | '));
    for (const r of rows.filter((x) => x.page === page)) {
      const f = r.figures;
      const ok = f.performance >= target.performance && f.accessibility >= target.accessibility;
      console.log(
        [`${r.server}, ${r.variant}`, `${f.performance}${ok ? '' : ' (below target)'}`, f.accessibility, ms(f.fcpMs), ms(f.lcpMs), ms(f.tbtMs), `${kb(f.jsBytes)} (${f.jsRequests})`, `${kb(f.totalBytes)} (${f.requests})`].join(' | '),
      );
    }
  }
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ runs: RUNS, targets: TARGETS, rows }, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
