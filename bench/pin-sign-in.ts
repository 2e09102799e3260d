/**
 * Sign-in of people without e-mail (`npm run bench:pin`, issue 33): on one company,
 *
 * 1. start letters: POST /api/users/start-letters.pdf {ids} for BENCH_LETTERS people (default 500: a site's
 *    whole workforce at once; a new scrypt-hashed code each, one append, one PDF), target <= 10 s;
 * 2. a shift change: BENCH_CONCURRENT (default 50) PIN sign-ins at once (POST /api/auth/pin-login
 *    {companyCode, personnelNumber, pin}), target p99 <= 1 s, beside the baseline measured in the same
 *    run: as many password sign-ins at once (POST /api/auth/login) at the password cost;
 * 3. the same shift change on one paired kiosk (X-Kiosk-Device, no company code, one address for all),
 *    with personnel number and PIN, and with badge and PIN (POST /api/auth/badge-login).
 *
 * Real hash costs: passwords at OWASP's (N=2^17), PINs at PIN_SCRYPT_COST (N=2^12), start codes at
 * START_CODE_SCRYPT_COST (N=2^11),
 * as in production. PGlite, and PostgreSQL when DATABASE_URL is set (BENCH_DB=pglite|postgres picks one).
 */
import { performance } from 'node:perf_hooks';
import { OWASP_SCRYPT_COST } from '../src/platform/config';
import { registration } from '../tests/support/app';
import { pdfText } from '../tests/support/pdf';
import { benchEach, benchTargets, startBenchApp } from './support';

const LETTERS = Number(process.env.BENCH_LETTERS ?? 500);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 50);

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const ms = (v: number) => `${Math.round(v)} ms`;

/** Fires all calls at once; answers each call's time (ms) and the statuses. */
async function burst(calls: readonly (() => Promise<number>)[]): Promise<{ times: number[]; statuses: number[] }> {
  const results = await Promise.all(
    calls.map(async (call) => {
      const t0 = performance.now();
      const status = await call();
      return { time: performance.now() - t0, status };
    }),
  );
  return { times: results.map((r) => r.time).sort((a, b) => a - b), statuses: results.map((r) => r.status) };
}

const summary = (times: readonly number[]) => `p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(times[times.length - 1] ?? 0)}`;

benchEach(benchTargets, async (target) => {
  const b = await startBenchApp(target, { config: { passwordHashCost: OWASP_SCRYPT_COST, trustProxyHops: 1 } });
  const post = async <T>(path: string, body: unknown, token?: string, address = '198.51.100.1'): Promise<{ status: number; body: T }> => {
    const res = await fetch(b.base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `6.6.6.6, ${address}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  try {
    const reg = await post<{ token: string }>('/api/auth/register', registration());
    if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
    const root = reg.body.token;
    const me = (await (await fetch(`${b.base}/api/auth/me`, { headers: { Authorization: `Bearer ${root}` } })).json()) as { company: { loginCode: string } };
    const companyCode = me.company.loginCode;

    // the workforce: LETTERS people without e-mail, and CONCURRENT office staff with a password (the baseline)
    // (the workers through the import: single invitations are limited per inviter)
    const lines = ['Personalnummer;Vorname;Nachname;Rolle', ...Array.from({ length: LETTERS }, (_, i) => `P-${String(i).padStart(5, '0')};Arbeiter;Nr ${i};Mitarbeiter`)];
    const form = new FormData();
    form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'arbeiter.csv');
    const imported = await fetch(`${b.base}/api/users/import?dryRun=false`, { method: 'POST', headers: { Authorization: `Bearer ${root}` }, body: form });
    if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const { rows } = await b.app.kernel.db.query<{ id: string; personnel_number: string }>('SELECT id, personnel_number FROM idn_users WHERE personnel_number IS NOT NULL ORDER BY personnel_number');
    const workers = rows.map((r) => ({ id: r.id, personnelNumber: r.personnel_number }));
    if (workers.length !== LETTERS) throw new Error(`imported ${workers.length} of ${LETTERS}`);
    const office: { email: string; password: string }[] = [];
    for (let i = 0; i < CONCURRENT; i++) {
      const email = `buero-${i}@bench.example`;
      const r = await post('/api/users', { email, firstName: 'Büro', lastName: `Nr ${i}`, password: 'geheim-123' }, root);
      if (r.status !== 201) throw new Error(`office: ${r.status}`);
      office.push({ email, password: 'geheim-123' });
    }

    // 1. start letters for everybody at once
    const t0 = performance.now();
    const res = await fetch(`${b.base}/api/users/start-letters.pdf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${root}` },
      body: JSON.stringify({ ids: workers.map((w) => w.id), lang: 'de' }),
    });
    const pdf = new Uint8Array(await res.arrayBuffer());
    const letterSeconds = (performance.now() - t0) / 1000;
    if (res.status !== 200) throw new Error(`start letters: ${res.status}`);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    const codes = new Map<string, string>();
    for (const m of text.matchAll(/Ihre Personalnummer (P-\d{5}) Ihr Startcode ([A-Z0-9]{4}) ([A-Z0-9]{4})/g)) codes.set(m[1]!, `${m[2]}${m[3]}`);
    if (codes.size !== LETTERS) throw new Error(`start letters: ${codes.size} codes read of ${LETTERS}`);

    // the first CONCURRENT workers redeem their codes and set a PIN (setup, not measured)
    const pinUsers = workers.slice(0, CONCURRENT);
    for (const [i, w] of pinUsers.entries()) {
      const first = await post<{ token: string }>('/api/auth/pin-login', { companyCode, personnelNumber: w.personnelNumber, startCode: codes.get(w.personnelNumber) }, undefined, `203.0.113.${i % 250}`);
      if (first.status !== 200) throw new Error(`start code: ${first.status}`);
      const set = await fetch(`${b.base}/api/user/pin`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${first.body.token}` }, body: JSON.stringify({ pin: '581379' }) });
      if (set.status !== 200) throw new Error(`set pin: ${set.status}`);
    }

    // 2. the baseline, then the shift change (each person from their own address, like phones)
    const passwords = await burst(office.map((o, i) => async () => (await post('/api/auth/login', { email: o.email, password: o.password }, undefined, `192.0.2.${i % 250}`)).status));
    const pins = await burst(pinUsers.map((w, i) => async () => (await post('/api/auth/pin-login', { companyCode, personnelNumber: w.personnelNumber, pin: '581379' }, undefined, `198.18.0.${i % 250}`)).status));
    // 3. on one kiosk at the site: one address for everybody, the device token on every call
    const kiosk = await post<{ pairingCode: string }>('/api/kiosks', { name: 'Halle 1' }, root);
    const paired = await post<{ deviceToken: string }>('/api/kiosk/pair', { pairingCode: kiosk.body.pairingCode });
    const onKiosk = async (path: string, body: unknown) =>
      (
        await fetch(b.base + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '6.6.6.6, 203.0.113.250', 'X-Kiosk-Device': paired.body.deviceToken },
          body: JSON.stringify(body),
        })
      ).status;
    const badges = new Map<string, string>();
    for (const w of pinUsers) badges.set(w.id, (await post<{ badge: string }>(`/api/users/${w.id}/badge`, {}, root)).body.badge);
    const kioskPins = await burst(pinUsers.map((w) => () => onKiosk('/api/auth/pin-login', { personnelNumber: w.personnelNumber, pin: '581379' })));
    const kioskBadges = await burst(pinUsers.map((w) => () => onKiosk('/api/auth/badge-login', { badge: badges.get(w.id), pin: '581379' })));
    const bad = [...passwords.statuses, ...pins.statuses, ...kioskPins.statuses, ...kioskBadges.statuses].filter((s) => s !== 200);
    if (bad.length > 0) throw new Error(`sign-ins not 200: ${bad.join(', ')}`);

    console.log(`\n[${target}] start letters for ${LETTERS} people: ${letterSeconds.toFixed(2)} s (${(pdf.length / 1024).toFixed(0)} KiB)   target <= 10 s`);
    console.log(`[${target}] ${CONCURRENT} password sign-ins at once (baseline, OWASP scrypt): ${summary(passwords.times)}`);
    console.log(`[${target}] ${CONCURRENT} PIN sign-ins at once (PIN scrypt):              ${summary(pins.times)}   target p99 <= 1 s`);
    console.log(`[${target}] ${CONCURRENT} PIN sign-ins at once on one kiosk:              ${summary(kioskPins.times)}   target p99 <= 1 s`);
    console.log(`[${target}] ${CONCURRENT} badge + PIN sign-ins at once on one kiosk:      ${summary(kioskBadges.times)}   target p99 <= 1 s`);
  } finally {
    await b.close();
  }
});
