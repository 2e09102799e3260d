import { describe, expect, it } from 'vitest';
import { LEARNER_ONLY_LANGUAGES } from '../../../../shared/languages';
import { leaves, textProblems, type Tree } from '../../../../shared/text-check';
import { EVIDENCE_TEXT } from './evidence-text';

/** The evidence PDF's words in the learner's six languages beyond German and English (issue 34 item 5): the same check as the learner's screens. */
describe('evidence of instruction: words in every learner language', () => {
  const tree = (language: keyof typeof EVIDENCE_TEXT) => leaves(EVIDENCE_TEXT[language] as unknown as Tree);
  for (const language of LEARNER_ONLY_LANGUAGES) {
    it(`${language}: every German key, its placeholders, not left in English`, () => {
      expect(textProblems(tree('de'), tree(language), tree('en'), language)).toEqual([]);
    });
  }
});
