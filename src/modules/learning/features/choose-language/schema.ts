import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

/** PUT /trainings/{id}/language: the language version the learner switches to (issue 34). */
export const ChooseLanguageBody = Schema.Struct({
  language: Schema.String.pipe(Schema.maxLength(35)).annotations({ missingMessage: msg({ de: 'Bitte wählen Sie eine Sprache.', en: 'Please choose a language.' }) }),
});
