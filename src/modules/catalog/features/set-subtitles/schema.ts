import { Schema } from 'effect';
import { LanguageTag } from '../../shared/fields';

/** The text fields of POST /api/training-modules/{id}/subtitles (multipart, beside the file `file`). */
export const SubtitleFields = Schema.Struct({ language: LanguageTag });
