import { Schema } from 'effect';
import { DocumentLang } from '../../src/platform/http';

export const ReportQuery = Schema.Struct({ lang: Schema.optional(DocumentLang) });
