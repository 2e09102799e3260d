import { js2xliff, xliff2js, type XliffDocument, type XliffUnit } from 'xliff';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';

interface Status {
  languages: { language: string; filled: number; total: number; reviewed: boolean }[];
}
interface ImportAnswer {
  imported: number;
  unchanged: number;
  staleSources: string[];
  status: Status;
}
interface Problem {
  code: string;
  message: string;
  units?: string[];
}

/**
 * Issue 34, item 6: a training's texts go to a translator as XLIFF 2.0 and come back. The manager
 * exports the Turkish version, fills it (here: with the library, as a CAT tool would), imports it,
 * marks it reviewed; a second import with one changed text un-reviews it. A file of another
 * training, another structure or another language is a 400, in German and English; an employee
 * may not export.
 */
describe.each(dbTargets())('translations as XLIFF (%s)', (target) => {
  const w = useApiWorld(target, { users: { manager: 'manager', employee: 'non-managing' } });
  let trainingId: string;
  let textId: string;
  let quizId: string;
  let exported: XliffDocument;

  const quiz = {
    questions: [{ question: 'Wo hängt der Feuerlöscher?', answers: [{ text: 'Am Ausgang', isCorrect: true }, { text: 'Im Keller', isCorrect: false, explanation: 'Dort nicht.' }] }],
  };
  const turkish: Record<string, string> = {};
  const units = () => exported.resources![`training.${trainingId}`]!;
  /** The exported document with `change` applied to a copy of its units (and file id or target language replaced). */
  const variant = (change: (u: Record<string, XliffUnit>) => void = () => undefined, o: { fileId?: string; targetLanguage?: string } = {}) => {
    const copy = structuredClone(units());
    change(copy);
    return js2xliff({ ...exported, targetLanguage: o.targetLanguage ?? 'tr', resources: { [o.fileId ?? `training.${trainingId}`]: copy } });
  };
  const upload = async (xml: string, lang = 'de') => {
    const form = new FormData();
    form.append('file', new Blob([xml], { type: 'application/xliff+xml' }), 'brandschutz-tr.xlf');
    const res = await fetch(`${w.t.baseUrl}/api/trainings/${trainingId}/translations`, { method: 'POST', headers: { Authorization: `Bearer ${w.manager.token}`, 'Accept-Language': lang }, body: form });
    return { status: res.status, body: (await res.json()) as ImportAnswer & Problem };
  };
  const exportFile = (language: string, token = w.manager.token) => fetch(`${w.t.baseUrl}/api/trainings/${trainingId}/translations.xlf?target=${language}`, { headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    const token = w.manager.token;
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token, body: { title: 'Brandschutz', description: 'Grundlagen' } })).body.id;
    textId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token, body: { trainingId, type: 'text', title: 'Einführung', orderIndex: 0, content: { text: 'Feuer & Rauch:\nRuhe bewahren.' } } })).body.id;
    quizId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token, body: { trainingId, type: 'quiz', title: 'Quiz', orderIndex: 1, content: quiz } })).body.id;
    expect((await w.api('PATCH', `/api/trainings/${trainingId}`, { token, body: { contentLanguages: ['de', 'tr'] } })).status).toBe(200);
  });

  it('exports XLIFF 2.0: one unit per text with its stable path, the German text as source', async () => {
    const res = await exportFile('tr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xliff+xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Brandschutz-tr.xlf"');
    exported = await xliff2js(await res.text());
    expect(exported).toMatchObject({ sourceLanguage: 'de', targetLanguage: 'tr' });
    const sources = Object.fromEntries(Object.entries(units()).map(([id, u]) => [id, u.source]));
    expect(sources).toEqual({
      'training.title': 'Brandschutz',
      'training.description': 'Grundlagen',
      [`module.${textId}.title`]: 'Einführung',
      [`module.${textId}.text`]: 'Feuer & Rauch:\nRuhe bewahren.',
      [`module.${quizId}.title`]: 'Quiz',
      [`module.${quizId}.q1.question`]: 'Wo hängt der Feuerlöscher?',
      [`module.${quizId}.q1.a1.text`]: 'Am Ausgang',
      [`module.${quizId}.q1.a2.text`]: 'Im Keller',
      [`module.${quizId}.q1.a2.explanation`]: 'Dort nicht.',
    });
  });

  it('imports the filled file: the Turkish texts are in the modules, correct answers stay, the version is filled', async () => {
    Object.assign(turkish, {
      'training.title': 'Yangın güvenliği',
      'training.description': 'Temel bilgiler',
      [`module.${textId}.title`]: 'Giriş',
      [`module.${textId}.text`]: 'Ateş & duman:\nSakin olun.',
      [`module.${quizId}.title`]: 'Test',
      [`module.${quizId}.q1.question`]: 'Yangın söndürücü nerede?',
      [`module.${quizId}.q1.a1.text`]: 'Çıkışta',
      [`module.${quizId}.q1.a2.text`]: 'Bodrumda',
      [`module.${quizId}.q1.a2.explanation`]: 'Orada değil.',
    });
    const res = await upload(await variant((u) => Object.entries(turkish).forEach(([id, text]) => (u[id]!.target = text))));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 9, unchanged: 0, staleSources: [] });
    expect(res.body.status.languages.find((l) => l.language === 'tr')).toMatchObject({ filled: 9, total: 9, reviewed: false });

    const training = await w.api<{ title: unknown; modules: { id: string; title: unknown; content: Record<string, unknown> }[] }>('GET', `/api/trainings/${trainingId}`, { token: w.manager.token });
    expect(training.body.title).toEqual({ de: 'Brandschutz', tr: 'Yangın güvenliği' });
    const [text, quizModule] = training.body.modules;
    expect(text).toMatchObject({ title: { de: 'Einführung', tr: 'Giriş' }, content: { text: { de: 'Feuer & Rauch:\nRuhe bewahren.', tr: 'Ateş & duman:\nSakin olun.' } } });
    expect(quizModule!.content.questions).toEqual([
      {
        question: { de: 'Wo hängt der Feuerlöscher?', tr: 'Yangın söndürücü nerede?' },
        answers: [
          { text: { de: 'Am Ausgang', tr: 'Çıkışta' }, isCorrect: true },
          { text: { de: 'Im Keller', tr: 'Bodrumda' }, isCorrect: false, explanation: { de: 'Dort nicht.', tr: 'Orada değil.' } },
        ],
      },
    ]);
  });

  it('a reviewed version is unreviewed by an import that changes a text; an older source is named, an empty target keeps the text', async () => {
    const reviewed = await w.api<Status>('POST', `/api/trainings/${trainingId}/translation-status/tr/review`, { token: w.manager.token });
    expect(reviewed.body.languages.find((l) => l.language === 'tr')!.reviewed).toBe(true);

    const xml = await variant((u) => {
      Object.entries(turkish).forEach(([id, text]) => (u[id]!.target = text));
      u[`module.${quizId}.q1.a2.text`]!.target = 'Bodrum katında';
      u[`module.${quizId}.q1.question`]!.source = 'Wo hängt ein Feuerlöscher?';
      u['training.description']!.target = '';
    });
    // the XML as the body itself, as a script would send it
    const res = await fetch(`${w.t.baseUrl}/api/trainings/${trainingId}/translations`, { method: 'POST', headers: { Authorization: `Bearer ${w.manager.token}`, 'Content-Type': 'application/xliff+xml' }, body: xml });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportAnswer;
    expect(body).toMatchObject({ imported: 1, unchanged: 8, staleSources: [`module.${quizId}.q1.question`] });
    expect(body.status.languages.find((l) => l.language === 'tr')).toMatchObject({ filled: 9, reviewed: false });
  });

  it('refuses another training’s file, another structure, another language and no XLIFF at all: 400, nothing changes', async () => {
    const other = await upload(await variant(undefined, { fileId: 'training.00000000-0000-4000-8000-000000000000' }));
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('xliff_other_training');

    const extra = await upload(await variant((u) => (u[`module.${quizId}.q1.a3.text`] = { source: 'Auf dem Dach', target: 'Çatıda' })));
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ code: 'xliff_unknown_units', units: [`module.${quizId}.q1.a3.text`] });
    expect(extra.body.message).toContain(`module.${quizId}.q1.a3.text`);

    const missing = await upload(await variant((u) => delete u[`module.${textId}.text`]), 'en');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'xliff_missing_units', units: [`module.${textId}.text`] });
    expect(missing.body.message).toBe(`The file lacks texts of the training: module.${textId}.text. The training changed since the export or the file is incomplete; please export it again.`);

    const intoDefault = await upload(await variant(undefined, { targetLanguage: 'de' }));
    expect(intoDefault.body.code).toBe('target_is_default');
    const notXml = await upload('Das ist keine XLIFF-Datei.');
    expect(notXml.status).toBe(400);
    expect(notXml.body.code).toBe('xliff_invalid');

    for (const [language, code] of [['xx', 'unsupported_language'], ['de', 'target_is_default'], ['pl', 'language_not_in_training']] as const) {
      const res = await exportFile(language);
      expect(res.status, language).toBe(400);
      expect(((await res.json()) as Problem).code).toBe(code);
    }

    const after = await w.api<{ modules: { content: { text?: unknown } }[] }>('GET', `/api/trainings/${trainingId}`, { token: w.manager.token });
    expect(after.body.modules[0]!.content.text).toEqual({ de: 'Feuer & Rauch:\nRuhe bewahren.', tr: 'Ateş & duman:\nSakin olun.' });
  });

  it('an employee may neither export nor import', async () => {
    expect((await exportFile('tr', w.employee.token)).status).toBe(404);
    const form = new FormData();
    form.append('file', new Blob(['<xliff/>']), 'x.xlf');
    const res = await fetch(`${w.t.baseUrl}/api/trainings/${trainingId}/translations`, { method: 'POST', headers: { Authorization: `Bearer ${w.employee.token}` }, body: form });
    expect(res.status).toBe(404);
  });
});
