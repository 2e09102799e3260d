import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { LanguageTag } from '../../shared/fields';

const targetMessage = msg({ de: 'Bitte wählen Sie die Zielsprache der Übersetzung (target).', en: 'Please choose the target language of the translation (target).' });

/** Query of GET /api/trainings/{id}/translations.xlf: the language version to translate into. */
export const ExportQuery = Schema.Struct({
  target: Schema.propertySignature(LanguageTag.pipe(Schema.minLength(1, { message: targetMessage }))).annotations({ missingMessage: targetMessage }),
});

/** The media type of the file (RFC 3023 style, as CAT tools and agencies expect it). */
export const XLIFF_CONTENT_TYPE = 'application/xliff+xml; charset=utf-8';
