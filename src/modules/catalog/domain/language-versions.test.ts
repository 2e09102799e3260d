import { describe, expect, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import { trainingDecider } from './training';
import type { CatalogEvent, QuizContent, TrainingDetails } from './events';
import { mergeContent, mergeText, textUnits, textsDigest, translationStatus } from './language-versions';
import { BLANK_TRAINING_SETTINGS } from '../../../shared/contracts/catalog';

const { owner, admin } = actors;

const details: TrainingDetails = { title: 'Brandschutz', description: 'Grundlagen', ...BLANK_TRAINING_SETTINGS };
const created: CatalogEvent = { type: 'catalog.TrainingCreated', data: { trainingId: 't1', companyId: 'c1', ownerId: 'owner', details, createdAt: at } };
const withTurkish: CatalogEvent = { type: 'catalog.ContentLanguagesChanged', data: { defaultLanguage: 'de', contentLanguages: ['de', 'tr'], changedAt: at } };
const quiz: QuizContent = {
  questions: [{ question: 'Wo ist der Feuerlöscher?', answers: [{ text: 'Am Ausgang', isCorrect: true }, { text: 'Im Keller', isCorrect: false, explanation: 'Nein.' }] }],
};
const quizAdded: CatalogEvent = { type: 'catalog.ModuleAdded', data: { moduleId: 'q', type: 'quiz', title: 'Quiz', orderIndex: 0, isActive: true, content: quiz, addedAt: at } };
const turkishQuiz: QuizContent = {
  questions: [{ question: 'Yangın söndürücü nerede?', answers: [{ text: 'Çıkışta', isCorrect: true }, { text: 'Bodrumda', isCorrect: false, explanation: 'Hayır.' }] }],
};

describe('language versions: texts merge by language', () => {
  it('a plain string sets the request language; a map sets the languages it names; an empty text removes one', () => {
    expect(mergeText('Brandschutz', 'Yangın', 'tr')).toEqual({ de: 'Brandschutz', tr: 'Yangın' });
    expect(mergeText({ de: 'A', tr: 'B' }, { tr: '', pl: 'C' }, 'de')).toEqual({ de: 'A', pl: 'C' });
    // German only stays a plain string, as before language versions
    expect(mergeText('A', 'B', 'de')).toBe('B');
    expect(mergeText(undefined, 'A', 'de')).toBe('A');
  });

  it('a Turkish quiz keeps the structure and the correct answers of the German one', () => {
    const merged = mergeContent('quiz', quiz, turkishQuiz, 'tr', false);
    expect(merged).toEqual({
      questions: [
        {
          question: { de: 'Wo ist der Feuerlöscher?', tr: 'Yangın söndürücü nerede?' },
          answers: [
            { text: { de: 'Am Ausgang', tr: 'Çıkışta' }, isCorrect: true },
            { text: { de: 'Im Keller', tr: 'Bodrumda' }, isCorrect: false, explanation: { de: 'Nein.', tr: 'Hayır.' } },
          ],
        },
      ],
    });
  });

  it('QuizStructureMismatch: a version with another number of answers or other correct answers', () => {
    const threeAnswers: QuizContent = { questions: [{ question: 'Soru', answers: [...turkishQuiz.questions[0]!.answers, { text: 'Çatıda', isCorrect: false }] }] };
    expect(mergeContent('quiz', quiz, threeAnswers, 'tr', false)).toBe('QuizStructureMismatch');
    const otherCorrect: QuizContent = { questions: [{ question: 'Soru', answers: turkishQuiz.questions[0]!.answers.map((a) => ({ ...a, isCorrect: !a.isCorrect })) }] };
    expect(mergeContent('quiz', quiz, otherCorrect, 'tr', false)).toBe('QuizStructureMismatch');
  });

  it('a translation of a video changes its description, never its file', () => {
    const video = { videoUrl: '/v/a.webm', duration: 60, description: 'Rundgang' };
    expect(mergeContent('video', video, { videoUrl: '/v/other.webm', description: 'Tur' }, 'tr', false)).toEqual({ ...video, description: { de: 'Rundgang', tr: 'Tur' } });
  });
});

describe('training decider: language versions', () => {
  it('adds Turkish; the default must be one of the versions; unknown tags are refused', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeContentLanguages', actor: owner, contentLanguages: ['de', 'tr'], now }).then([withTurkish]);
    given(trainingDecider, [created]).when({ type: 'ChangeContentLanguages', actor: owner, defaultLanguage: 'pl', contentLanguages: ['de', 'tr'], now }).thenFails('DefaultLanguageNotInList');
    given(trainingDecider, [created])
      .when({ type: 'ChangeContentLanguages', actor: owner, contentLanguages: ['de', 'xx'], now })
      .thenFails({ tag: 'UnsupportedLanguage', languages: ['xx'] });
    given(trainingDecider, [created, withTurkish]).when({ type: 'ChangeContentLanguages', actor: owner, contentLanguages: ['de', 'tr'], now }).thenNothing();
    given(trainingDecider, [created]).when({ type: 'ChangeContentLanguages', actor: admin, contentLanguages: ['de', 'tr'], now }).thenFails('NotAllowedToEditTraining');
  });

  it('a training created in Turkish stores its plain texts as Turkish', () => {
    given(trainingDecider)
      .when({ type: 'CreateTraining', actor: owner, trainingId: 't1', companyId: 'c1', details, languages: { defaultLanguage: 'tr', contentLanguages: ['tr', 'de'] }, now })
      .then([
        {
          type: 'catalog.TrainingCreated',
          data: { trainingId: 't1', companyId: 'c1', ownerId: 'owner', details: { ...details, title: { tr: 'Brandschutz' }, description: { tr: 'Grundlagen' } }, defaultLanguage: 'tr', contentLanguages: ['tr', 'de'], createdAt: at },
        },
      ]);
  });

  it('a Turkish module edit needs Turkish among the versions, and keeps the German texts', () => {
    given(trainingDecider, [created, quizAdded])
      .when({ type: 'UpdateModule', actor: owner, moduleId: 'q', language: 'tr', content: turkishQuiz, now })
      .thenFails({ tag: 'LanguageNotInTraining', language: 'tr' });
    given(trainingDecider, [created, withTurkish, quizAdded])
      .when({ type: 'UpdateModule', actor: owner, moduleId: 'q', language: 'tr', title: 'Test', content: turkishQuiz, now })
      .then([
        {
          type: 'catalog.ModuleUpdated',
          data: { moduleId: 'q', title: { de: 'Quiz', tr: 'Test' }, content: mergeContent('quiz', quiz, turkishQuiz, 'tr', false) as QuizContent, updatedAt: at },
        },
      ]);
  });

  it('texts in an unsupported language are refused; the default language text stays required', () => {
    given(trainingDecider, [created, quizAdded])
      .when({ type: 'UpdateModule', actor: owner, moduleId: 'q', title: { de: 'Quiz', xx: 'Q' }, now })
      .thenFails({ tag: 'UnsupportedLanguage', languages: ['xx'] });
    given(trainingDecider, [created, withTurkish, quizAdded]).when({ type: 'UpdateModule', actor: owner, moduleId: 'q', title: { de: '', tr: 'Test' }, now }).thenFails('ModuleTitleRequired');
  });

  it('a review holds while the version texts stay; the next Turkish edit un-reviews it', () => {
    const translated: CatalogEvent = { type: 'catalog.ModuleUpdated', data: { moduleId: 'q', content: mergeContent('quiz', quiz, turkishQuiz, 'tr', false) as QuizContent, updatedAt: at } };
    const events = [created, withTurkish, quizAdded, translated];
    const state = events.reduce(trainingDecider.evolve, trainingDecider.initialState);
    if (state.status !== 'active') throw new Error('training expected');
    const units = textUnits(state.details, state.modules);
    const digest = textsDigest(units, 'tr');
    const reviewed: CatalogEvent = { type: 'catalog.LanguageVersionReviewed', data: { language: 'tr', textsDigest: digest, reviewedBy: 'owner', reviewedAt: at } };
    given(trainingDecider, events).when({ type: 'ReviewLanguageVersion', actor: owner, language: 'tr', now }).then([reviewed]);
    given(trainingDecider, [...events, reviewed]).when({ type: 'ReviewLanguageVersion', actor: owner, language: 'tr', now }).thenNothing();

    const status = translationStatus(state.languages, units, { tr: { textsDigest: digest, reviewedAt: at } });
    // the titles of the training and module and the description are German only: 3 of 7 texts missing in Turkish
    expect(status).toEqual([
      { language: 'de', isDefault: true, filled: 7, total: 7, reviewed: false, reviewedAt: null },
      { language: 'tr', isDefault: false, filled: 4, total: 7, reviewed: true, reviewedAt: at },
    ]);
    const edited = mergeContent('quiz', state.modules[0]!.content, { questions: [{ question: 'Söndürücü?', answers: turkishQuiz.questions[0]!.answers }] }, 'tr', false) as QuizContent;
    const after = textUnits(state.details, state.modules.map((m) => ({ ...m, content: edited })));
    expect(translationStatus(state.languages, after, { tr: { textsDigest: digest, reviewedAt: at } })[1]!.reviewed).toBe(false);
    // an edit of the German texts leaves the Turkish review standing
    const german = mergeContent('quiz', state.modules[0]!.content, { questions: [{ question: 'Wo hängt der Feuerlöscher?', answers: quiz.questions[0]!.answers }] }, 'de', true) as QuizContent;
    const afterGerman = textUnits(state.details, state.modules.map((m) => ({ ...m, content: german })));
    expect(translationStatus(state.languages, afterGerman, { tr: { textsDigest: digest, reviewedAt: at } })[1]!.reviewed).toBe(true);
  });
});
