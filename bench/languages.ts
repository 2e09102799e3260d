/**
 * Language versions benchmark (`npm run bench:languages`, issue 34): the player's start answer and
 * My Learning for trainings in ten content languages, beside the same trainings in one, measured
 * in the same run on the same database. PGlite always, PostgreSQL too when DATABASE_URL is set.
 *
 * Two sets of BENCH_TRAININGS (30) trainings, each a text module and a quiz of 5 questions with 4
 * answers and explanations: set A German only, set B in all ten supported languages with every
 * text translated (through the API, one language at a time, as a translator would). Learner A is
 * assigned set A, learner B set B, both with Turkish as content language (A gets the German
 * version with the note, B the Turkish one). Measured sequentially, in alternating rounds:
 * POST /api/trainings/{id}/start (the cycle runs: the answer is the player's view in the delivered
 * version) and GET /api/user/my-trainings (each card lists the versions).
 */
import { CONTENT_LANGUAGES } from '../src/shared/languages';
import { BENCH_PASSWORD, benchCompany, benchEach, benchTargets, benchUseCases, client, inParallel, seedingPhases, startBenchApp, stats, type Call, type Stats } from './support';
import type { DbTarget } from '../tests/support/db';

const TRAININGS = Number(process.env.BENCH_TRAININGS ?? 30);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
const ROUNDS = 2;

const f1 = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const lat = (s: Stats) => `p50 ${f1(s.p50).padStart(6)} ms  p99 ${f1(s.p99).padStart(6)} ms  (n=${s.n})`;

const quiz = (lang: string) => ({
  questions: [1, 2, 3, 4, 5].map((q) => ({
    question: `[${lang}] Frage ${q}: Was ist bei der Arbeit mit dem Stapler richtig?`,
    answers: [1, 2, 3, 4].map((a) => ({ text: `[${lang}] Antwort ${a} zu Frage ${q}`, isCorrect: a === 1, explanation: `[${lang}] Erklärung ${a}` })),
  })),
});

async function seed(call: Call, root: string, tenLanguages: boolean): Promise<string[]> {
  const ids: string[] = new Array<string>(TRAININGS);
  await inParallel([...Array(TRAININGS).keys()], 4, async (i) => {
    const { id } = await call<{ id: string }>('POST', '/api/trainings', { token: root, status: 201, body: { title: `Stapler ${i}`, description: 'Regeln für die Halle', status: 'published' } });
    const text = await call<{ id: string }>('POST', '/api/training-modules', { token: root, status: 201, body: { trainingId: id, type: 'text', title: 'Regeln', orderIndex: 0, content: { text: 'Nie mit erhobener Last fahren. '.repeat(20) } } });
    const test = await call<{ id: string }>('POST', '/api/training-modules', { token: root, status: 201, body: { trainingId: id, type: 'quiz', title: 'Prüfung', orderIndex: 1, content: quiz('de') } });
    if (tenLanguages) {
      await call('PATCH', `/api/trainings/${id}`, { token: root, body: { contentLanguages: [...CONTENT_LANGUAGES] } });
      for (const lang of CONTENT_LANGUAGES.filter((l) => l !== 'de')) {
        await call('PATCH', `/api/trainings/${id}`, { token: root, body: { title: { [lang]: `[${lang}] Stapler ${i}` }, description: { [lang]: `[${lang}] Regeln` } } });
        await call('PATCH', `/api/training-modules/${text.id}`, { token: root, body: { language: lang, title: `[${lang}] Regeln`, content: { text: `[${lang}] Nie mit erhobener Last fahren. `.repeat(20) } } });
        await call('PATCH', `/api/training-modules/${test.id}`, { token: root, body: { language: lang, title: `[${lang}] Prüfung`, content: quiz(lang) } });
      }
    }
    ids[i] = id;
  });
  return ids;
}

async function bench(target: DbTarget): Promise<void> {
  const b = await startBenchApp(target);
  try {
    const call = client(b.base);
    const { phases, phase } = seedingPhases();
    const { reg, companyId, root } = await benchCompany(b.app);
    const { identity, org } = benchUseCases(b.app);
    const one = await seed(call, reg.token, false);
    phase('one language');
    const ten = await seed(call, reg.token, true);
    phase('ten languages');

    const learner = async (name: string, trainings: readonly string[]) => {
      const email = `${name}-${Date.now().toString(36)}@bench.de`;
      const { userId, position } = await identity.createUser({ companyId, email, firstName: name, lastName: 'Bench', role: 'non-managing', password: BENCH_PASSWORD, gdprConsent: true }, reg.user.id);
      await b.app.kernel.projections.waitFor(position, ['identity.users']);
      const group = await org.createGroup(root, `Gruppe ${name}`, 'Bench');
      await org.addMember(root, group.id, { userId });
      for (const id of trainings) await org.assignTraining(root, group.id, id, 4);
      const { token } = await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: BENCH_PASSWORD } });
      await call('PATCH', '/api/user/profile', { token, body: { contentLanguage: 'tr' } });
      for (const id of trainings) await call('POST', `/api/trainings/${id}/start`, { token });
      return token;
    };
    const a = await learner('einsprachig', one);
    const bToken = await learner('zehnsprachig', ten);
    phase('learners');

    const lat1: Record<string, number[]> = { startA: [], startB: [], myA: [], myB: [] };
    const measure = async (into: number[], fn: () => Promise<unknown>) => {
      const t0 = performance.now();
      await fn();
      into.push(performance.now() - t0);
    };
    const start = (token: string, ids: readonly string[], i: number) => call('POST', `/api/trainings/${ids[i % ids.length]!}/start`, { token });
    const my = (token: string) => call('GET', '/api/user/my-trainings?page=1', { token });
    // warm-up
    for (let i = 0; i < 20; i++) await Promise.all([start(a, one, i), start(bToken, ten, i), my(a), my(bToken)]);
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < REQUESTS / ROUNDS; i++) {
        await measure(lat1.startA!, () => start(a, one, i));
        await measure(lat1.startB!, () => start(bToken, ten, i));
        await measure(lat1.myA!, () => my(a));
        await measure(lat1.myB!, () => my(bToken));
      }
    }
    const s = Object.fromEntries(Object.entries(lat1).map(([k, v]) => [k, stats(v, 1)]));
    const answer = (await call<{ language: string; languageNote: unknown }>('POST', `/api/trainings/${ten[0]!}/start`, { token: bToken })).language;
    console.log(`\n== language versions on ${target} (${TRAININGS} trainings per set, 5 questions x 4 answers; setup: ${phases.join(', ')})`);
    console.log(`POST start, 1 language (baseline)     ${lat(s.startA!)}`);
    console.log(`POST start, 10 languages (tr shown: ${answer}) ${lat(s.startB!)}`);
    console.log(`GET my-trainings, 1 language (baseline) ${lat(s.myA!)}`);
    console.log(`GET my-trainings, 10 languages        ${lat(s.myB!)}`);
  } finally {
    await b.close();
  }
}

benchEach(benchTargets, bench);
