/**
 * Learning benchmark (`npm run bench:learning`): the learner's write path and My Learning, on
 * PostgreSQL when DATABASE_URL is set, on PGlite otherwise (printed). Data is set up through the
 * real services and the HTTP API of the in-process product (createApp) with a fixed clock.
 *
 *   1. PATCH /api/trainings/{id}/progress: 50 employees, each in their own enrolment, report 10 s
 *      of a 2-hour video (uploaded, probed by the media module) per request. The server accepts
 *      at most the wall time since the previous report + 3 s of new seconds: every report advances
 *      the fixed clock by 10 s first, so each employee sees at least 10 s since their last one.
 *      Requests/s and p50/p99, time-bound, in slices alternated with two baselines on the same
 *      database and pool, 50 concurrent writers on their own streams:
 *        - store.append of one comparable event (PostgresEventStore, exact expected version);
 *        - store.readStream + store.append (the store work of the command runner).
 *      Also printed: the time the endpoint spends in projections.waitFor (read-your-writes), and
 *      one employee's reports sequentially while the enrolment stream grows to an hour of video.
 *      Text-module completions and quiz answers (which evaluate the quiz) are measured while the
 *      50 employees prepare their trainings for step 2.
 *   2. POST /api/trainings/{id}/complete: the same 50 employees, each with BENCH_COMPLETIONS passed
 *      trainings, completing concurrently; every request checks the password with scrypt.
 *      Baselines: scrypt verify alone (the same parameters), 50 concurrently and sequentially.
 *   3. GET /api/user/my-trainings for a user in 10 groups with 200 assigned trainings (40 completed
 *      at three points in time: valid, recertification due, expired; 30 in progress; 130 not
 *      started), sequential requests, beside GET /api/auth/me and the bare SQL of the user's
 *      assignments (memberships x group trainings in one query), measured the same way.
 *
 * Client and server share one process (as in the other benchmarks). Environment: BENCH_SECONDS
 * (PATCH and each append baseline, default 6), BENCH_REQUESTS (my-trainings, default 200),
 * BENCH_COMPLETIONS (passed trainings per employee, default 3), BENCH_LONG_STREAM (reports of the
 * sequential long-stream run, default 360 = 1 h of video), BENCH_VERBOSE (setup phases to stderr).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { App } from '../src/app';
import { fixedClock } from '../src/platform/clock';
import { PostgresEventStore, newId, type EventMetadata } from '../src/platform/eventstore';
import { hashPassword, verifyPassword } from '../src/modules/identity/passwords';
import type { Db, Queryable } from '../src/platform/db';
import type { DbTarget } from '../tests/support/db';
import { BENCH_PASSWORD, DAY, T0, benchCompany, benchUseCases, client, inParallel, runFor, sample, seedingPhases, startBenchApp, stats, timed, timeIt, type BenchApp, type Call, type Stats } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 3);
const LONG_STREAM = Number(process.env.BENCH_LONG_STREAM ?? 360);
const EMPLOYEES = 50;
const GROUPS = 10;
const ASSIGNED = 200;
const VIDEO_SECONDS = 7200;
const REPORT_SECONDS = 10;
const ROUNDS = 2;
const WARMUP_MS = 1000;

const run = promisify(execFile);

// ---------------------------------------------------------------------------------------------
// measuring

const f1 = (n: number) => n.toFixed(n < 10 ? 2 : 1);

const rate = (s: Stats) => `${Math.round(s.rps).toString().padStart(5)} req/s  p50 ${f1(s.p50).padStart(6)} ms  p99 ${f1(s.p99).padStart(6)} ms  (n=${s.n})`;
const lat = (s: Stats) => `p50 ${f1(s.p50).padStart(6)} ms  p99 ${f1(s.p99).padStart(6)} ms  (n=${s.n})`;

/** `n` sequential calls after 20 warm-up calls. */
const sequential = (n: number, fn: () => Promise<void>): Promise<Stats> => timeIt(n, fn, 20);

/**
 * Counts the statements and transactions sent through a Db handle (the app's and the runner's
 * alike; BEGIN/COMMIT not counted). Diagnostic only: wraps the methods of this one instance.
 */
function countSql(db: Db): { statements: number; transactions: number } {
  const counts = { statements: 0, transactions: 0 };
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const counted = (q: Queryable['query']): Queryable['query'] =>
    ((text: string, params?: readonly unknown[]) => {
      counts.statements++;
      return q(text, params);
    }) as Queryable['query'];
  Object.assign(db, {
    query: counted(query),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      transaction((tx) => {
        counts.transactions++;
        return fn({ query: counted(tx.query.bind(tx)), exec: (text: string) => tx.exec(text) });
      }),
  });
  return counts;
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** A measured request: status checked, body drained (not parsed). */
async function send(url: string, init: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  if (res.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.arrayBuffer()).byteLength;
}

async function makeVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'unterweisung-2h.mp4');
  // a still picture at 1 frame/s: two hours in about 100 KB, H.264 in MP4 with faststart (kept as is)
  await run('/usr/bin/ffmpeg', [
    '-hide_banner', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=0x336699:size=64x36:rate=1:duration=${VIDEO_SECONDS}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '300', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file,
  ]);
  return file;
}

// ---------------------------------------------------------------------------------------------
// setup

interface Employee {
  id: string;
  email: string;
  token: string;
  /** end of the watched part of the video (seconds) */
  pos: number;
  reports: number;
}

type Clock = ReturnType<typeof fixedClock>;

async function setup(app: App, call: Call, clock: Clock, videoFile: string) {
  const { identity, org, catalog } = benchUseCases(app);
  const { phases, phase } = seedingPhases();
  const { reg, companyId, root: c } = await benchCompany(app);

  const video = `data:video/mp4;base64,${(await fs.promises.readFile(videoFile)).toString('base64')}`;
  const up = await call<{ videoUrl: string }>('POST', '/api/video-projects/upload', { token: reg.token, body: { title: 'Unterweisung 2 h', video }, status: 201 });

  const training = async (i: number, title: string, recert: string | null) =>
    (
      await catalog.createTraining(c, {
        title: { de: title, en: `Training ${i}` }, description: { de: `Beschreibung ${i}`, en: `Description ${i}` }, status: 'published', isRequired: i % 2 === 0,
        requiresRecertification: recert !== null, recertificationPeriod: recert, imageId: null, imageUrl: null, category: null, difficulty: null, duration: 15,
      })
    ).id;
  type Content = Parameters<typeof catalog.addModule>[1]['content'];
  const addModule = async (trainingId: string, type: 'video' | 'text' | 'quiz', title: string, orderIndex: number, content: Content) =>
    (await catalog.addModule(c, { trainingId, type, title, orderIndex, isActive: true, content })).id;
  const quiz = {
    questions: [
      { question: 'Notruf?', answers: [{ text: '110', isCorrect: false }, { text: '112', isCorrect: true, explanation: 'Feuerwehr und Rettungsdienst' }] },
      { question: 'Womit löscht man Brandklasse A?', answers: [{ text: 'Wasser', isCorrect: true }, { text: 'Fettbrandlöscher', isCorrect: false }, { text: 'Schaum', isCorrect: true }] },
    ],
  };
  const correct = [[1], [0, 2]];

  // the video training of step 1 and the trainings the employees complete in step 2
  const videoTraining = await training(0, 'Brandschutzunterweisung (Film)', '1_year');
  const videoModule = await addModule(videoTraining, 'video', 'Film', 0, { videoUrl: up.videoUrl });
  await addModule(videoTraining, 'text', 'Merkblatt', 1, { text: 'Fluchtwege freihalten.' });
  await addModule(videoTraining, 'quiz', 'Kontrolle', 2, quiz);
  const passTrainings: { id: string; text: string; quiz: string }[] = [];
  for (let k = 0; k < COMPLETIONS; k++) {
    const id = await training(1 + k, `Pflichtunterweisung ${k + 1}`, '1_year');
    passTrainings.push({ id, text: await addModule(id, 'text', 'Merkblatt', 0, { text: 'Lesen und verstehen. '.repeat(20) }), quiz: await addModule(id, 'quiz', 'Kontrolle', 1, quiz) });
  }
  phase('video');

  // 200 trainings of two text modules for the My Learning user, some with tags
  const words = ['Brandschutz', 'Stapler', 'Erste Hilfe', 'Datenschutz', 'Leitern', 'Gefahrstoffe', 'Lärm', 'Bildschirm'];
  const assigned: { id: string; texts: string[] }[] = new Array<{ id: string; texts: string[] }>(ASSIGNED);
  await inParallel([...Array(ASSIGNED).keys()], 4, async (i) => {
    const id = await training(100 + i, `${words[i % words.length]} Unterweisung ${i}`, i % 3 === 0 ? '1_year' : i % 3 === 1 ? '2_years' : null);
    const texts = [await addModule(id, 'text', 'Teil 1', 0, { text: `Inhalt ${i}/1` }), await addModule(id, 'text', 'Teil 2', 1, { text: `Inhalt ${i}/2` })];
    if (i % 4 === 0) await catalog.setTrainingTags(c, id, ['default-brandschutz', i % 8 === 0 ? 'default-erste-hilfe' : 'default-psa']);
    assigned[i] = { id, texts };
  });
  phase('trainings');

  const newUser = async (name: string) => {
    const email = `${name}-${Date.now().toString(36)}@bench.de`.toLowerCase();
    const { userId, position } = await identity.createUser({ companyId, email, firstName: name, lastName: 'Bench', role: 'non-managing', password: BENCH_PASSWORD, gdprConsent: true }, reg.user.id);
    await app.kernel.projections.waitFor(position, ['identity.users']);
    return { id: userId, email };
  };
  const login = async (email: string) => (await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: BENCH_PASSWORD } })).token;

  // the My Learning user in 10 groups of 24 trainings each: 20 own, 4 also in the next group
  const me = await newUser('lernende');
  const per = ASSIGNED / GROUPS;
  await inParallel([...Array(GROUPS).keys()], 4, async (g) => {
    const group = await org.createGroup(c, `Abteilung ${g + 1}`, 'Bench');
    await org.addMember(c, group.id, { userId: me.id });
    const next = ((g + 1) % GROUPS) * per;
    const ids = [...assigned.slice(g * per, (g + 1) * per), ...assigned.slice(next, next + 4)].map((a) => a.id);
    for (const [j, id] of ids.entries()) await org.assignTraining(c, group.id, id, 1 + ((g + j) % 4));
  });
  phase('groups');

  // completions at three points in time (expired / recertification due / valid at T0), some in progress
  const learner = { ...me, token: '' };
  const take = (from: number, to: number, complete: boolean, textsDone: number) =>
    inParallel(assigned.slice(from, to), 4, async (a) => {
      await call('POST', `/api/trainings/${a.id}/start`, { token: learner.token });
      for (const m of a.texts.slice(0, textsDone)) await call('PATCH', `/api/trainings/${a.id}/progress`, { token: learner.token, body: { moduleId: m, completed: true } });
      if (complete) await call('POST', `/api/trainings/${a.id}/complete`, { token: learner.token, body: { password: BENCH_PASSWORD } });
    });
  learner.token = await login(me.email);
  await take(0, 20, true, 2);
  clock.set(new Date(T0.getTime() - 320 * DAY).toISOString());
  learner.token = await login(me.email); // sessions last 30 days
  await take(20, 30, true, 2);
  clock.set(new Date(T0.getTime() - 10 * DAY).toISOString());
  learner.token = await login(me.email);
  await take(30, 40, true, 2);
  await take(40, 55, false, 1);
  await take(55, 70, false, 0);
  clock.set(T0.toISOString());
  learner.token = await login(me.email);
  phase('my learning');

  // 50 employees in one group with the video training and the trainings to complete
  const staff = await org.createGroup(c, 'Werk Nord', 'Alle Schichten');
  await org.assignTraining(c, staff.id, videoTraining, 4);
  for (const p of passTrainings) await org.assignTraining(c, staff.id, p.id, 4);
  const employees: Employee[] = new Array<Employee>(EMPLOYEES);
  await inParallel([...Array(EMPLOYEES).keys()], 4, async (i) => {
    const u = await newUser(`mitarbeiter${i}`);
    await org.addMember(c, staff.id, { userId: u.id });
    employees[i] = { ...u, token: await login(u.email), pos: 0, reports: 0 };
  });
  phase('employees');
  return { companyId, learner, employees, videoTraining, videoModule, passTrainings, correct, phases };
}

// ---------------------------------------------------------------------------------------------
// the run

async function bench(target: DbTarget, work: string, videoFile: string): Promise<void> {
  const started = performance.now();
  const clock = fixedClock(new Date(T0.getTime() - 400 * DAY).toISOString());
  const b: BenchApp = await startBenchApp(target, { clock, config: { dataDir: path.join(work, `data-${target}`) } });
  try {
    const { app, base, testDb } = b;
    const call = client(base);
    if (target === 'postgres') {
      const settings: string[] = [];
      for (const name of ['server_version', 'synchronous_commit', 'fsync', 'shared_buffers']) {
        const { rows } = await testDb.db.query<Record<string, string>>(`SHOW ${name}`);
        settings.push(`${name}=${Object.values(rows[0] ?? {})[0] ?? '?'}`);
      }
      console.log(`  (${settings.join(', ')}; pool of 10 connections, as the app's default)`);
    }

    // time spent in read-your-writes waits (diagnostic; the runner itself is unchanged)
    const runner = app.kernel.projections;
    const waitFor = runner.waitFor.bind(runner);
    const waits = { on: false, times: [] as number[], timeouts: 0 };
    runner.waitFor = async (...args: Parameters<typeof waitFor>) => {
      const t0 = performance.now();
      const reached = await waitFor(...args);
      if (waits.on) waits.times.push(performance.now() - t0);
      if (!reached) waits.timeouts++;
      return reached;
    };

    const sql = countSql(testDb.db);
    const perRequest = (from: { statements: number; transactions: number }, n: number) =>
      `${((sql.statements - from.statements) / n).toFixed(1)} SQL statements in ${((sql.transactions - from.transactions) / n).toFixed(1)} transactions per request`;
    const s = await setup(app, call, clock, videoFile);
    const { employees } = s;
    console.log(
      `  setup through services and API: ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(${EMPLOYEES + 2} users, ${ASSIGNED + 1 + COMPLETIONS} trainings, ${GROUPS + 1} groups; cumulative: ${s.phases.join(', ')})`,
    );

    // -- preparation of step 2, measured: start, text module completed, quiz answered (passes)
    const prep = { start: [] as number[], text: [] as number[], quiz: [] as number[] };
    const prepT0 = performance.now();
    await Promise.all(
      employees.map(async (e) => {
        await timed(prep.start, () => call('POST', `/api/trainings/${s.videoTraining}/start`, { token: e.token }));
        for (const p of s.passTrainings) {
          await timed(prep.start, () => call('POST', `/api/trainings/${p.id}/start`, { token: e.token }));
          await timed(prep.text, () => call('PATCH', `/api/trainings/${p.id}/progress`, { token: e.token, body: { moduleId: p.text, completed: true } }));
          let step = '';
          await timed(prep.quiz, async () => {
            step = (await call<{ step: string }>('PATCH', `/api/trainings/${p.id}/progress`, { token: e.token, body: { moduleId: p.quiz, answers: s.correct } })).step;
          });
          if (step !== 'passed') throw new Error(`quiz not passed: ${step}`);
        }
      }),
    );
    const prepSeconds = (performance.now() - prepT0) / 1000;
    const prepCount = prep.start.length + prep.text.length + prep.quiz.length;

    // -- 1. video progress reports, alternated with the store baselines
    const store = new PostgresEventStore(testDb.db);
    const meta = (): EventMetadata => {
      const commandId = newId();
      return { actorId: s.learner.id, tenantId: s.companyId, commandId, correlationId: commandId, causationId: null };
    };
    // the data of learning.ModuleProgressRecorded; a type no projection reads
    const event = (pos: number) => ({
      type: 'bench.ModuleProgressRecorded',
      schemaVersion: 1,
      data: { moduleId: s.videoModule, intervals: [[pos, pos + REPORT_SECONDS]], position: pos + REPORT_SECONDS, duration: VIDEO_SECONDS, watchedSeconds: pos + REPORT_SECONDS, recordedAt: clock.now().toISOString() },
    });
    const writers = (tag: string) => Array.from({ length: EMPLOYEES }, (_, w) => ({ streamId: `bench-${tag}-${w}-${newId()}`, version: 0, pos: 0 }));
    const appendOnly = writers('append');
    const loadAppend = writers('load');
    const appendOp = async (w: number) => {
      const st = appendOnly[w]!;
      await store.append({ tenantId: s.companyId, streamId: st.streamId, streamType: 'bench.Enrolment', expectedVersion: st.version === 0 ? 'no_stream' : st.version, events: [event(st.pos)], metadata: meta() });
      st.version++;
      st.pos = (st.pos + REPORT_SECONDS) % VIDEO_SECONDS;
    };
    const loadAppendOp = async (w: number) => {
      const st = loadAppend[w]!;
      const recorded = await store.readStream(s.companyId, st.streamId);
      await store.append({ tenantId: s.companyId, streamId: st.streamId, streamType: 'bench.Enrolment', expectedVersion: recorded.length === 0 ? 'no_stream' : recorded.length, events: [event(st.pos)], metadata: meta() });
      st.pos = (st.pos + REPORT_SECONDS) % VIDEO_SECONDS;
    };
    const patchUrl = `${base}/api/trainings/${s.videoTraining}/progress`;
    let capped = 0;
    const report = async (e: Employee) => {
      clock.advance(REPORT_SECONDS * 1000);
      const from = e.pos;
      await send(patchUrl, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${e.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ moduleId: s.videoModule, intervals: [[from, from + REPORT_SECONDS]], position: from + REPORT_SECONDS }),
      });
      e.pos = from + REPORT_SECONDS;
      e.reports++;
    };
    const patchOp = async (w: number) => {
      const e = employees[w]!;
      // stay below 90 percent: the video module would complete and the reports change their kind
      if (e.pos + REPORT_SECONDS > 0.85 * VIDEO_SECONDS) {
        capped++;
        await new Promise((r) => setTimeout(r, 5));
        return;
      }
      await report(e);
    };
    await runFor(WARMUP_MS, EMPLOYEES, patchOp, sample());
    await runFor(WARMUP_MS / 2, EMPLOYEES, appendOp, sample());
    await runFor(WARMUP_MS / 2, EMPLOYEES, loadAppendOp, sample());
    const patchSample = sample();
    const appendSample = sample();
    const loadSample = sample();
    const slice = (SECONDS * 1000) / ROUNDS;
    const patchSql = { statements: 0, transactions: 0, n: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const order = ['patch', 'append', 'load'] as const;
      for (const kind of round % 2 === 0 ? order : [...order].reverse()) {
        if (kind === 'append') await runFor(slice, EMPLOYEES, appendOp, appendSample);
        else if (kind === 'load') await runFor(slice, EMPLOYEES, loadAppendOp, loadSample);
        else {
          waits.on = true;
          const before = { ...sql };
          const n0 = patchSample.latencies.length;
          await runFor(slice, EMPLOYEES, patchOp, patchSample);
          patchSql.statements += sql.statements - before.statements;
          patchSql.transactions += sql.transactions - before.transactions;
          patchSql.n += patchSample.latencies.length - n0;
          waits.on = false;
        }
      }
    }
    const patch = stats(patchSample.latencies, patchSample.seconds);
    const append = stats(appendSample.latencies, appendSample.seconds);
    const loadApp = stats(loadSample.latencies, loadSample.seconds);
    const patchWaits = stats(waits.times, 1);
    const concurrentStream = 1 + employees.reduce((sum, e) => sum + e.reports, 0) / employees.length;

    // one employee alone, while the enrolment stream grows (no snapshots: every report reads it all)
    const solo = employees[0]!;
    const soloTimes: number[] = [];
    const soloFrom = 1 + solo.reports;
    while (solo.reports + 1 < LONG_STREAM && solo.pos + REPORT_SECONDS <= 0.85 * VIDEO_SECONDS) await timed(soloTimes, () => report(solo));
    const soloTo = 1 + solo.reports;
    // every report was recorded: the server's distinct seconds match what was sent
    const check = await call<{ progress: { modules: Record<string, { watchedSeconds: number; completed: boolean }> } }>('GET', `/api/trainings/${s.videoTraining}/progress`, { token: solo.token });
    const watched = check.progress.modules[s.videoModule]!;
    if (Math.abs(watched.watchedSeconds - solo.pos) > 0.01 || watched.completed) throw new Error(`watched ${watched.watchedSeconds} s, reported ${solo.pos} s`);

    // -- 2. completion with the password
    const completeLatencies: number[] = [];
    const completeSql0 = { ...sql };
    const c0 = performance.now();
    await Promise.all(
      employees.map(async (e) => {
        for (const p of s.passTrainings) {
          await timed(completeLatencies, () =>
            send(`${base}/api/trainings/${p.id}/complete`, { method: 'POST', headers: { Authorization: `Bearer ${e.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ password: BENCH_PASSWORD }) }),
          );
        }
      }),
    );
    const complete = stats(completeLatencies, (performance.now() - c0) / 1000);
    const completeSql = perRequest(completeSql0, completeLatencies.length);
    const hash = await hashPassword(BENCH_PASSWORD);
    const verify = async () => {
      if (!(await verifyPassword(BENCH_PASSWORD, hash))) throw new Error('verify');
    };
    const scryptParallel: number[] = [];
    const sp0 = performance.now();
    await inParallel([...Array(EMPLOYEES * COMPLETIONS).keys()], EMPLOYEES, () => timed(scryptParallel, verify));
    const scryptConc = stats(scryptParallel, (performance.now() - sp0) / 1000);
    const scryptSeq = await sequential(30, verify);

    // -- 3. My Learning of a user in 10 groups with 200 trainings
    const statuses = new Map<string, number>();
    for (let page = 1; page <= 2; page++) {
      const p = await call<{ totalCount: number; trainings: { status: string }[] }>('GET', `/api/user/my-trainings?limit=100&page=${page}`, { token: s.learner.token });
      if (p.totalCount !== ASSIGNED) throw new Error(`my-trainings: ${p.totalCount} of ${ASSIGNED}`);
      for (const t of p.trainings) statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1);
    }
    const auth = { headers: { Authorization: `Bearer ${s.learner.token}` } };
    let bytes = 0;
    const mySql0 = { ...sql };
    const myTrainings = await sequential(REQUESTS, async () => {
      bytes = await send(`${base}/api/user/my-trainings`, auth);
    });
    const mySql = perRequest(mySql0, REQUESTS + 20);
    const authMe = await sequential(REQUESTS, async () => {
      await send(`${base}/api/auth/me`, auth);
    });
    const bareSql = await sequential(REQUESTS, async () => {
      await testDb.db.query(
        `SELECT g.id, g.name, t.training_id, t.deadline FROM org_group_members m
           JOIN org_groups g ON g.id = m.group_id AND NOT g.is_deleted AND g.company_id = $2
           JOIN org_group_trainings t ON t.group_id = m.group_id
          WHERE m.user_id = $1`,
        [s.learner.id, s.companyId],
      );
    });

    // -- report
    const sorted = (xs: number[]) => stats(xs, 1);
    console.log(`\n  1. PATCH /api/trainings/{id}/progress: ${EMPLOYEES} concurrent employees, own enrolments, ${REPORT_SECONDS} s of a ${VIDEO_SECONDS / 3600} h video per report (${SECONDS} s, ${ROUNDS} slices)`);
    console.log(`     PATCH video report             ${rate(patch)}`);
    console.log(`     baseline store.append, 1 event ${rate(append)}   PATCH = ${(patch.rps / append.rps).toFixed(3)}x`);
    console.log(`     baseline readStream + append   ${rate(loadApp)}`);
    console.log(`     of the PATCH: projections.waitFor ${lat(patchWaits)}; enrolment streams ~${Math.round(concurrentStream)} events at the end`);
    console.log(`     ${(patchSql.statements / patchSql.n).toFixed(1)} SQL statements in ${(patchSql.transactions / patchSql.n).toFixed(1)} transactions per PATCH (with the projection runner's)`);
    if (soloTimes.length > 0) {
      const k = Math.min(30, soloTimes.length);
      console.log(
        `     one employee alone (sequential): p50 ${f1(sorted(soloTimes.slice(0, k)).p50)} ms at ${soloFrom}-${soloFrom + k} events/stream, ` +
          `p50 ${f1(sorted(soloTimes.slice(-k)).p50)} ms at ${soloTo - k}-${soloTo} events (${Math.round(((soloTo - 1) * REPORT_SECONDS) / 60)} min of video watched)`,
      );
    }
    console.log(`     while preparing step 2 (same ${EMPLOYEES} employees concurrently, mixed ${Math.round(prepCount / prepSeconds)} req/s):`);
    console.log(`       POST /start                  ${lat(sorted(prep.start))}`);
    console.log(`       PATCH text completed         ${lat(sorted(prep.text))}`);
    console.log(`       PATCH quiz answers (passes)  ${lat(sorted(prep.quiz))}`);
    console.log(`\n  2. POST /api/trainings/{id}/complete with password: ${EMPLOYEES} concurrent employees x ${COMPLETIONS} passed trainings`);
    console.log(`     POST /complete                 ${rate(complete)}`);
    console.log(`       ${completeSql} (with the projection runner's)`);
    console.log(`     baseline scrypt verify x50 conc ${rate(scryptConc)}   (N=16384 r=8 p=1; libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4})`);
    console.log(`     baseline scrypt verify, seq.   ${rate(scryptSeq)}`);
    console.log(`     baseline store.append (of 1.)  ${rate(append)}`);
    console.log(
      `\n  3. GET /api/user/my-trainings: user in ${GROUPS} groups, ${ASSIGNED} trainings (${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}); ` +
        `${REQUESTS} sequential requests, first page of 15 (${(bytes / 1024).toFixed(0)} KB)`,
    );
    console.log(`     GET /user/my-trainings         ${rate(myTrainings)}`);
    console.log(`       ${mySql}`);
    console.log(`     baseline GET /auth/me          ${rate(authMe)}`);
    console.log(`     baseline bare SQL assignments  ${rate(bareSql)}   (memberships x group trainings, one query)`);
    if (capped > 0) console.log(`\n  note: employees reached 85 % of the video ${capped} times and paused`);
    if (waits.timeouts > 0) console.log(`\n  note: ${waits.timeouts} read-your-writes waits (projections.waitFor) timed out after 5 s`);
    console.log(`\n  ${target}: done in ${((performance.now() - started) / 1000).toFixed(1)} s, load average now ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    await b.close();
  }
}

async function main(): Promise<void> {
  const target: DbTarget = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(`Learning benchmark, ${new Date().toISOString()}`);
  console.log(`  node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}; HTTP client and server share one process`);
  console.log(
    target === 'postgres'
      ? '  database: PostgreSQL (DATABASE_URL; a fresh database next to it, dropped afterwards)'
      : '  database: PGlite (in-process WASM, memory://); DATABASE_URL not set, PostgreSQL not measured',
  );
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'learning-bench-'));
  try {
    await bench(target, work, await makeVideo(work));
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
