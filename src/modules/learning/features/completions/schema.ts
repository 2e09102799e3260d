import { Schema } from 'effect';
import { DocumentLang } from '../../../../platform/http';
import { Limit, Page } from '../my-trainings/schema';

/** GET /user/completions and /user-completions/{userId}: one page. */
export const CompletionsQuery = Schema.Struct({ page: Page, limit: Limit(20) });

export const EvidenceQuery = Schema.Struct({ lang: Schema.optional(DocumentLang) });
