import { describe, expect, it } from 'vitest';
import { contentUnits, contentWithTexts } from './translation-units';

/** One unit-id scheme for the catalog's digest and XLIFF and the builder's translation editor (issue 34). */
describe('translation units of module content', () => {
  const quiz = { questions: [{ question: { de: 'F?' }, answers: [{ text: { de: 'Ja' }, isCorrect: true, explanation: { de: 'Weil.' } }, { text: { de: 'Nein' }, isCorrect: false }] }] };
  it('names every text of a quiz, a text and a video description in reading order', () => {
    expect(contentUnits(quiz).map((u) => u.id)).toEqual(['q1.question', 'q1.a1.text', 'q1.a1.explanation', 'q1.a2.text']);
    expect(contentUnits(quiz)[2]?.where).toEqual({ kind: 'explanation', question: 1, answer: 1 });
    expect(contentUnits({ text: 'T' }).map((u) => u.id)).toEqual(['text']);
    expect(contentUnits({ videoUrl: '/v.mp4', description: 'D' }).map((u) => u.id)).toEqual(['description']);
    expect(contentUnits({ videoUrl: '/v.mp4' })).toEqual([]);
  });
  it('rebuilds content with other texts: the structure, the correct answers and the video stay', () => {
    expect(contentWithTexts(quiz, (_id, stored) => stored)).toEqual(quiz);
    expect(contentWithTexts(quiz, (id) => id)).toEqual({
      questions: [{ question: 'q1.question', answers: [{ text: 'q1.a1.text', isCorrect: true, explanation: 'q1.a1.explanation' }, { text: 'q1.a2.text', isCorrect: false }] }],
    });
    const video = { videoUrl: '/v.mp4', duration: 4, description: 'D' };
    expect(contentWithTexts(video, () => 'B')).toEqual({ videoUrl: '/v.mp4', duration: 4, description: 'B' });
    expect(contentWithTexts({ videoUrl: '/v.mp4' }, () => 'B')).toEqual({ videoUrl: '/v.mp4' });
  });
});
