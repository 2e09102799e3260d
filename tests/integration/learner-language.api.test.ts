import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { pdfText } from '../support/pdf';
import { useApiWorld } from '../support/world';

interface Progress {
  language: string;
  availableLanguages: string[];
  languageNote: { requested: string; shown: string } | null;
  modules: { id: string; type: string; title: string; content: { text?: string; questions?: { question: string; answers: { text: string }[] }[] } }[];
  step: string;
}

/**
 * Issue 34, items 3 and 4: the learner is given the version of their content language, switches
 * among the versions, and the completion records the delivered language. A learner whose
 * language the training lacks gets the default version with a note saying so.
 */
describe.each(dbTargets())('the learner’s language version (%s)', (target) => {
  const w = useApiWorld(target, { users: { manager: 'manager', aylin: ['non-managing', 'Aylin'], olena: ['non-managing', 'Olena'] } });
  let trainingId: string;
  let textId: string;
  let quizId: string;

  const start = (token: string) => w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token });
  const choose = (token: string, language: string, lang?: string) =>
    w.api<Progress & { code: string; message: string }>('PUT', `/api/trainings/${trainingId}/language`, { token, body: { language }, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    const m = w.manager.token;
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: m, body: { title: 'Staplerfahren', description: 'Sicher fahren', status: 'published' } })).body.id;
    textId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: m, body: { trainingId, type: 'text', title: 'Regeln', orderIndex: 0, content: { text: 'Nie mit erhobener Last fahren.' } } })).body.id;
    const quiz = { questions: [{ question: 'Darf man mit erhobener Last fahren?', answers: [{ text: 'Nein', isCorrect: true }, { text: 'Ja', isCorrect: false }] }] };
    quizId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: m, body: { trainingId, type: 'quiz', title: 'Prüfung', orderIndex: 1, content: quiz } })).body.id;
    await w.api('PATCH', `/api/trainings/${trainingId}`, { token: m, body: { contentLanguages: ['de', 'tr'], title: { tr: 'Forklift kullanımı' } } });
    await w.api('PATCH', `/api/training-modules/${textId}`, { token: m, body: { language: 'tr', title: 'Kurallar', content: { text: 'Asla yük kaldırılmışken sürmeyin.' } } });
    const turkish = { questions: [{ question: 'Yük kaldırılmışken sürülebilir mi?', answers: [{ text: 'Hayır', isCorrect: true }, { text: 'Evet', isCorrect: false }] }] };
    await w.api('PATCH', `/api/training-modules/${quizId}`, { token: m, body: { language: 'tr', title: 'Sınav', content: turkish } });
    const group = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: m, body: { name: 'Lager' } })).body.id;
    for (const u of [w.aylin, w.olena]) await w.api('POST', `/api/user-groups/${group}/members`, { token: m, body: { userId: u.id } });
    expect((await w.api('POST', `/api/user-groups/${group}/trainings`, { token: m, body: { trainingId, weeks: 2 } })).status).toBe(201);
    expect((await w.api('PATCH', '/api/user/profile', { token: w.aylin.token, body: { contentLanguage: 'tr' } })).status).toBe(200);
    expect((await w.api('PATCH', '/api/user/profile', { token: w.olena.token, body: { contentLanguage: 'uk' } })).status).toBe(200);
  });

  it('a Turkish learner gets the Turkish version, switches to German and back; the choice holds', async () => {
    const started = await start(w.aylin.token);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ language: 'tr', availableLanguages: ['de', 'tr'], languageNote: null });
    expect(started.body.modules.map((x) => x.title)).toEqual(['Kurallar', 'Sınav']);
    expect(started.body.modules[0]!.content.text).toBe('Asla yük kaldırılmışken sürmeyin.');
    expect(started.body.modules[1]!.content.questions![0]!.answers.map((a) => a.text)).toEqual(['Hayır', 'Evet']);

    const german = await choose(w.aylin.token, 'de');
    expect(german.status).toBe(200);
    expect(german.body.language).toBe('de');
    expect(german.body.modules[0]!.content.text).toBe('Nie mit erhobener Last fahren.');
    // the choice is part of the cycle: the next read answers German too
    expect((await w.api<Progress>('GET', `/api/trainings/${trainingId}/progress`, { token: w.aylin.token })).body.language).toBe('de');
    expect((await choose(w.aylin.token, 'tr')).body.language).toBe('tr');
  });

  it('a version the training lacks: 400 in German and English, nothing recorded', async () => {
    const res = await choose(w.aylin.token, 'pl');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'language_not_available', message: 'Diese Schulung gibt es nicht in dieser Sprache.' });
    expect((await choose(w.aylin.token, 'pl', 'en')).body.message).toBe('This training is not available in this language.');
  });

  it('a Ukrainian learner gets the German version with a note saying so', async () => {
    const started = await start(w.olena.token);
    expect(started.body).toMatchObject({ language: 'de', languageNote: { requested: 'uk', shown: 'de' } });
    expect(started.body.modules[0]!.title).toBe('Regeln');
  });

  it('scoring does not depend on the language; the completion records the delivered language', async () => {
    const t = w.aylin.token;
    await w.api('PATCH', `/api/trainings/${trainingId}/progress`, { token: t, body: { moduleId: textId, completed: true } });
    const answered = await w.api<Progress>('PATCH', `/api/trainings/${trainingId}/progress`, { token: t, body: { moduleId: quizId, answers: [[0]] } });
    expect(answered.body.step).toBe('passed');
    const done = await w.api<{ completion: { evidenceUrl: string } }>('POST', `/api/trainings/${trainingId}/complete`, { token: t, body: { password: w.aylin.password } });
    expect(done.status).toBe(200);
    // the evidence names the version delivered
    const pdf = await fetch(`${w.t.baseUrl}${done.body.completion.evidenceUrl}`, { headers: { Authorization: `Bearer ${t}` } });
    expect(pdf.status).toBe(200);
    expect(pdfText(await pdf.arrayBuffer())).toMatch(/Sprache\s+Türkisch/);
    const { rows } = await w.t.testDb.db.query<{ event_type: string; language: string | null }>(
      `SELECT event_type, data->>'language' AS language FROM es_events WHERE stream_id = $1 AND event_type IN ('learning.ModuleCompleted', 'learning.TrainingCompleted', 'learning.LanguageChosen') ORDER BY global_position`,
      [`learning-enrolment-${w.aylin.id}-${trainingId}-1`],
    );
    expect(rows).toEqual([
      { event_type: 'learning.LanguageChosen', language: 'de' },
      { event_type: 'learning.LanguageChosen', language: 'tr' },
      { event_type: 'learning.ModuleCompleted', language: 'tr' },
      { event_type: 'learning.ModuleCompleted', language: 'tr' },
      { event_type: 'learning.TrainingCompleted', language: 'tr' },
    ]);
  });
});
