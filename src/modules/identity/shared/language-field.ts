import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { Language } from '../domain/events';

const InvalidLanguage = {
  de: 'Bitte wählen Sie eine dieser Sprachen: Deutsch (de), Englisch (en), Türkisch (tr), Polnisch (pl), Rumänisch (ro), Ukrainisch (uk), Russisch (ru) oder Arabisch (ar).',
  en: 'Please choose one of these languages: German (de), English (en), Turkish (tr), Polish (pl), Romanian (ro), Ukrainian (uk), Russian (ru) or Arabic (ar).',
};
const LANGUAGES: readonly string[] = Language.literals;

/** One of the eight UI languages (issue 34 item 5); anything else is a 400 naming the field `language`. */
export const LanguageField = Schema.String.pipe(Schema.filter((s): s is Language => LANGUAGES.includes(s), { message: msg(InvalidLanguage) }));
