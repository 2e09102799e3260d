import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { questionText } from '../../shared/question-text';

/** Body of POST /api/trainings/{id}/questions. */
export const AskQuestionBody = Schema.Struct({
  text: questionText(
    msg({ de: 'Bitte geben Sie Ihre Frage ein.', en: 'Please enter your question.' }),
    msg({ de: 'Die Frage darf höchstens 2.000 Zeichen lang sein.', en: 'The question may be at most 2,000 characters long.' }),
  ),
});
