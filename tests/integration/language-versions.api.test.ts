import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';

/**
 * Issue 34, item 1 and 8: one training with language versions. The manager adds Turkish and Polish,
 * translates the title and a quiz into Turkish one language at a time, sees how much of each version
 * is filled, marks Turkish reviewed, and a later Turkish edit un-reviews it. Bad language input is
 * a 400 in German and English; the structure of a quiz is the same in every language.
 */
describe.each(dbTargets())('language versions of a training (%s)', (target) => {
  const w = useApiWorld(target, { users: { manager: 'manager', employee: 'non-managing' } });
  let trainingId: string;
  let quizId: string;

  const quiz = {
    questions: [{ question: 'Wo hängt der Feuerlöscher?', answers: [{ text: 'Am Ausgang', isCorrect: true }, { text: 'Im Keller', isCorrect: false, explanation: 'Dort nicht.' }] }],
  };
  const turkish = {
    questions: [{ question: 'Yangın söndürücü nerede?', answers: [{ text: 'Çıkışta', isCorrect: true }, { text: 'Bodrumda', isCorrect: false, explanation: 'Orada değil.' }] }],
  };
  const status = async () =>
    (await w.api<{ defaultLanguage: string; languages: { language: string; filled: number; total: number; reviewed: boolean }[] }>('GET', `/api/trainings/${trainingId}/translation-status`, { token: w.manager.token })).body;

  beforeAll(async () => {
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Brandschutz', description: 'Grundlagen' } })).body.id;
    quizId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId, type: 'quiz', title: 'Quiz', content: quiz } })).body.id;
  });

  it('a new training is German only; adding Turkish and Polish keeps the German texts as they were', async () => {
    const before = await w.api<{ defaultLanguage: string; contentLanguages: string[]; title: unknown }>('GET', `/api/trainings/${trainingId}`, { token: w.manager.token });
    expect(before.body).toMatchObject({ defaultLanguage: 'de', contentLanguages: ['de'], title: 'Brandschutz' });

    const res = await w.api<{ contentLanguages: string[]; title: unknown; description: unknown }>('PATCH', `/api/trainings/${trainingId}`, {
      token: w.manager.token,
      body: { contentLanguages: ['de', 'tr', 'pl'], title: { tr: 'Yangın güvenliği', pl: 'Ochrona przeciwpożarowa' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contentLanguages: ['de', 'tr', 'pl'], title: { de: 'Brandschutz', tr: 'Yangın güvenliği', pl: 'Ochrona przeciwpożarowa' }, description: 'Grundlagen' });
  });

  it('a quiz is translated one language at a time: the German texts, order and correct answers stay', async () => {
    const res = await w.api<{ title: unknown; content: { questions: { question: unknown; answers: { text: unknown; isCorrect: boolean; explanation?: unknown }[] }[] } }>(
      'PATCH',
      `/api/training-modules/${quizId}`,
      { token: w.manager.token, body: { language: 'tr', title: 'Test', content: turkish } },
    );
    expect(res.status).toBe(200);
    expect(res.body.title).toEqual({ de: 'Quiz', tr: 'Test' });
    expect(res.body.content.questions[0]).toEqual({
      question: { de: 'Wo hängt der Feuerlöscher?', tr: 'Yangın söndürücü nerede?' },
      answers: [
        { text: { de: 'Am Ausgang', tr: 'Çıkışta' }, isCorrect: true },
        { text: { de: 'Im Keller', tr: 'Bodrumda' }, isCorrect: false, explanation: { de: 'Dort nicht.', tr: 'Orada değil.' } },
      ],
    });
    // a German edit with plain strings keeps the Turkish texts
    const german = await w.api<{ content: { questions: { question: unknown }[] } }>('PATCH', `/api/training-modules/${quizId}`, {
      token: w.manager.token,
      body: { content: { questions: [{ ...quiz.questions[0], question: 'Wo hängt der nächste Feuerlöscher?' }] } },
    });
    expect(german.body.content.questions[0]!.question).toEqual({ de: 'Wo hängt der nächste Feuerlöscher?', tr: 'Yangın söndürücü nerede?' });
  });

  it('translation status counts the filled texts per version; a review holds until the next Turkish edit', async () => {
    // training title and description, module title, question, two answers, one explanation: 7 texts
    expect((await status()).languages).toEqual([
      { language: 'de', isDefault: true, filled: 7, total: 7, reviewed: false, reviewedAt: null },
      { language: 'tr', isDefault: false, filled: 6, total: 7, reviewed: false, reviewedAt: null },
      { language: 'pl', isDefault: false, filled: 1, total: 7, reviewed: false, reviewedAt: null },
    ]);
    const reviewed = await w.api<{ languages: { language: string; reviewed: boolean }[] }>('POST', `/api/trainings/${trainingId}/translation-status/tr/review`, { token: w.manager.token });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.languages.find((l) => l.language === 'tr')!.reviewed).toBe(true);
    // the employee may not mark a version reviewed
    expect((await w.api('POST', `/api/trainings/${trainingId}/translation-status/tr/review`, { token: w.employee.token })).status).toBe(404);

    await w.api('PATCH', `/api/trainings/${trainingId}`, { token: w.manager.token, body: { description: { tr: 'Temel bilgiler' } } });
    expect((await status()).languages.find((l) => l.language === 'tr')).toMatchObject({ filled: 7, reviewed: false });
  });

  it('bad language input: 400 in German, and in English when chosen; nothing is changed', async () => {
    const unknown = await w.api<{ code: string; message: string }>('PATCH', `/api/trainings/${trainingId}`, { token: w.manager.token, body: { contentLanguages: ['de', 'xx'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'unsupported_language', message: 'Diese Sprache wird nicht unterstützt: „xx“. Erlaubt: de, en, tr, pl, ro, uk, ru, ar, bg, hr.' });
    const inEnglish = await w.api<{ message: string }>('PATCH', `/api/training-modules/${quizId}`, { token: w.manager.token, lang: 'en', body: { title: { fr: 'Quiz' } } });
    expect(inEnglish.status).toBe(400);
    expect(inEnglish.body.message).toBe('This language is not supported: "fr". Allowed: de, en, tr, pl, ro, uk, ru, ar, bg, hr.');

    const notInTraining = await w.api<{ code: string; message: string }>('PATCH', `/api/training-modules/${quizId}`, { token: w.manager.token, body: { language: 'uk', title: 'Тест' } });
    expect(notInTraining.body).toMatchObject({ code: 'language_not_in_training', message: 'Die Schulung hat keine Sprachfassung „uk“. Fügen Sie die Sprache zuerst hinzu.' });

    const threeAnswers = { questions: [{ question: 'Soru', answers: [...turkish.questions[0]!.answers, { text: 'Çatıda', isCorrect: false }] }] };
    const mismatch = await w.api<{ code: string }>('PATCH', `/api/training-modules/${quizId}`, { token: w.manager.token, body: { language: 'tr', content: threeAnswers } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('quiz_structure_mismatch');

    const noDefault = await w.api<{ code: string }>('PATCH', `/api/trainings/${trainingId}`, { token: w.manager.token, body: { defaultLanguage: 'en', contentLanguages: ['de', 'tr'] } });
    expect(noDefault.status).toBe(400);
    expect(noDefault.body.code).toBe('default_language_not_in_list');

    const after = await w.api<{ contentLanguages: string[] }>('GET', `/api/trainings/${trainingId}`, { token: w.manager.token });
    expect(after.body.contentLanguages).toEqual(['de', 'tr', 'pl']);
  });

  it('a training can be written in Turkish first: its plain texts are Turkish', async () => {
    const res = await w.api<{ defaultLanguage: string; contentLanguages: string[]; title: unknown }>('POST', '/api/trainings', {
      token: w.manager.token,
      body: { title: 'Forklift güvenliği', description: 'Temel', defaultLanguage: 'tr', contentLanguages: ['tr', 'de'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ defaultLanguage: 'tr', contentLanguages: ['tr', 'de'], title: { tr: 'Forklift güvenliği' } });
  });
});
