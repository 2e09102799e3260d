import { Schema } from 'effect';
import { CONTENT_LANGUAGES, isContentLanguage } from '../../../shared/languages';
import { unsupportedLanguage } from './errors';

/**
 * `contentLanguage` of a request body (issue 34): a tag of CONTENT_LANGUAGES. The Schema takes any
 * short text, so that an unknown tag is not a generic validation failure but the 400
 * `unsupported_language` that names it (`requireContentLanguage`, before any command runs).
 */
export const ContentLanguageField = Schema.String.pipe(Schema.maxLength(35)).annotations({
  description: `The language trainings are given in: ${CONTENT_LANGUAGES.join(', ')}.`,
});

/** 400 `unsupported_language` for a tag outside CONTENT_LANGUAGES; absent is fine. */
export function requireContentLanguage(tag: string | undefined): void {
  if (tag !== undefined && !isContentLanguage(tag)) throw unsupportedLanguage(tag);
}
