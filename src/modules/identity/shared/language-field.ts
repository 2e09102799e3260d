import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { Language } from '../domain/events';

const InvalidLanguage = { de: 'Bitte wählen Sie Deutsch (de) oder Englisch (en) als Sprache.', en: 'Please choose German (de) or English (en) as the language.' };
const LANGUAGES: readonly string[] = Language.literals;

/** 'de' or 'en'; anything else is a 400 naming the field `language`. */
export const LanguageField = Schema.String.pipe(Schema.filter((s): s is Language => LANGUAGES.includes(s), { message: msg(InvalidLanguage) }));
