/**
 * Classroom session benchmark (`npm run bench:instruction`, issue 32): a unit of BENCH_PARTICIPANTS
 * (200) employees and one training, seeded through the product's use cases. Per run, a session of
 * everyone is planned, opened and signed by each participant (a drawn signature PNG of the pad's
 * size, different per person) through the HTTP API, then closed with the instructor's signature:
 * the close's answer time (it appends the session's close and 200 completions in one transaction
 * and waits for the read models), then the attendance PDF of those 200 with their signatures, cold
 * and warm. Baseline measured in the same run: the unit's progress report PDF (the existing
 * progress PDF) of the same 200 people. Later runs complete a further cycle of everyone (a session
 * for people completed already), the first run a first one. BENCH_PDF_OUT=dir keeps the PDFs.
 * PGlite always, PostgreSQL too when DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { dbTargets, type DbTarget } from '../tests/support/db';
import { chunk } from '../tests/support/png';
import { BENCH_PASSWORD, benchCompany, benchEach, benchUseCases, client, inParallel, startBenchApp } from './support';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 200);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PDF_OUT = process.env.BENCH_PDF_OUT;

/** A signature as the pad sends it: 600 x 200 RGBA, transparent, a dark stroke shaped by `seed`. */
function signature(seed: number): string {
  const w = 600;
  const h = 200;
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(w * 4 + 1);
    for (let x = 40; x < 560; x++) {
      const curve = 100 + Math.round(50 * Math.sin((x + seed * 7) / (20 + (seed % 13))) * Math.cos(x / 90));
      if (Math.abs(y - curve) <= 2) row.set([17, 24, 39, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function bench(target: DbTarget): Promise<void> {
  const started = await startBenchApp(target);
  const { app, testDb, base } = started;
  const { identity, org, catalog } = benchUseCases(app);
  const { reg, password, companyId, root: c } = await benchCompany(app);
  const t0 = performance.now();
  const group = await org.createGroup(c, 'Werk Nord', 'Frühschicht');
  const people: string[] = new Array(PARTICIPANTS);
  await inParallel([...Array(PARTICIPANTS).keys()], 4, async (i) => {
    const { userId, position } = await identity.createUser(
      { companyId, email: `werker${i}-${Date.now()}@bench.de`, firstName: `Vorname${i}`, lastName: `Nachname${String(i).padStart(4, '0')}`, role: 'non-managing', password: BENCH_PASSWORD, gdprConsent: true },
      reg.user.id,
    );
    await app.kernel.projections.waitFor(position, ['identity.users']);
    await org.addMember(c, group.id, { userId });
    people[i] = userId;
  });
  const training = await catalog.createTraining(c, {
    title: { de: 'Unterweisung Gabelstapler und Flurförderzeuge', en: 'Forklift instruction' }, description: { de: 'Jährliche Unterweisung nach DGUV Grundsatz 308-001.' }, status: 'published',
    isRequired: true, requiresRecertification: true, recertificationPeriod: '1_year', imageId: null, imageUrl: null, category: null, difficulty: null, duration: 45,
  });
  for (const [i, title] of ['Gefahren im Lager', 'Verkehrswege', 'Lastschwerpunkt', 'Tägliche Prüfung', 'Verhalten bei Unfällen'].entries()) {
    await catalog.addModule(c, { trainingId: training.id, type: 'text', title, orderIndex: i, isActive: true, content: { text: 'Vortrag.' } });
  }
  await org.assignTraining(c, group.id, training.id, 4);
  const seed = (performance.now() - t0) / 1000;
  const api = client(base);
  const { token } = await api<{ token: string }>('POST', '/api/auth/login', { body: { email: reg.user.email, password } });
  const call = <T>(method: string, p: string, body?: unknown, status = 200): Promise<T> => api<T>(method, p, { token, body, status });
  const pdf = async (p: string, name: string) => {
    const s = performance.now();
    const res = await fetch(base + p, { headers: { Authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    const seconds = (performance.now() - s) / 1000;
    if (res.status !== 200 || body.subarray(0, 4).toString() !== '%PDF') throw new Error(`pdf ${res.status} ${body.subarray(0, 200).toString()}`);
    if (PDF_OUT) {
      fs.mkdirSync(PDF_OUT, { recursive: true });
      fs.writeFileSync(path.join(PDF_OUT, `${name}-${target}.pdf`), body);
    }
    return `${seconds.toFixed(2)} s, ${(body.length / 1024).toFixed(0)} KB`;
  };
  const lines: string[] = [];
  // baseline: the progress report PDF of the same unit (cold: the browser starts)
  lines.push(`  baseline progress PDF of the unit (${PARTICIPANTS} members), cold ${await pdf(`/api/user-groups/${group.id}/progress/report.pdf?lang=de`, 'progress-cold')}`);
  lines.push(`  baseline progress PDF of the unit, warm ${await pdf(`/api/user-groups/${group.id}/progress/report.pdf?lang=de`, 'progress')}`);
  for (let run = 1; run <= RUNS; run++) {
    const session = await call<{ id: string }>('POST', '/api/instruction-sessions', {
      trainingId: training.id, startsAt: new Date().toISOString(), durationMinutes: 45, location: 'Halle 3, Tor B', instructorId: reg.user.id, participantIds: people,
    }, 201);
    await call('POST', `/api/instruction-sessions/${session.id}/open`);
    const signStart = performance.now();
    const signTimes: number[] = [];
    for (const [i, userId] of people.entries()) {
      const s = performance.now();
      await call('POST', `/api/instruction-sessions/${session.id}/signatures`, { userId, signature: signature(i + run * 1000), confirmed: true });
      signTimes.push(performance.now() - s);
    }
    const signing = (performance.now() - signStart) / 1000;
    signTimes.sort((a, b) => a - b);
    const s = performance.now();
    const closed = await call<{ signedCount: number; status: string }>('POST', `/api/instruction-sessions/${session.id}/close`, { instructorSignature: signature(99_999) });
    const close = performance.now() - s;
    if (closed.status !== 'closed' || closed.signedCount !== PARTICIPANTS) throw new Error(`close: ${JSON.stringify(closed)}`);
    lines.push(
      `  run ${run} (cycle ${run}): ${PARTICIPANTS} signatures in ${signing.toFixed(1)} s (p50 ${signTimes[Math.floor(signTimes.length / 2)]!.toFixed(0)} ms, max ${signTimes[signTimes.length - 1]!.toFixed(0)} ms); close ${close.toFixed(0)} ms; attendance PDF ${await pdf(`/api/instruction-sessions/${session.id}/attendance.pdf?lang=de`, `attendance-${run}`)}`,
    );
  }
  const { rows } = await testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM learn_completions WHERE company_id = $1 AND method = 'presence'`, [companyId]);
  console.log(`\n${target}: ${PARTICIPANTS} participants, one training of 5 modules (seeded in ${seed.toFixed(0)} s)`);
  for (const l of lines) console.log(l);
  console.log(`  presence completions recorded: ${rows[0]!.n} (expected ${PARTICIPANTS * RUNS})`);
  await started.close();
}

benchEach(dbTargets, bench);
