import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { questionText } from '../../shared/question-text';

/** Body of POST /api/training-questions/{id}/answers. */
export const AnswerBody = Schema.Struct({
  text: questionText(
    msg({ de: 'Bitte geben Sie eine Antwort ein.', en: 'Please enter an answer.' }),
    msg({ de: 'Die Antwort darf höchstens 2.000 Zeichen lang sein.', en: 'The answer may be at most 2,000 characters long.' }),
  ),
});
