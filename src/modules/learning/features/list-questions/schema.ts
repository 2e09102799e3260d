import { Schema } from 'effect';
import { limitParam, msg, pageParam } from '../../../../platform/http';
import { QUESTIONS_PAGE_SIZE } from '../../../../shared/rules';

const statusMessage = msg({ de: 'Der Status muss „all“, „open“ oder „answered“ sein.', en: 'The status must be "all", "open" or "answered".' });

/** Query of GET /api/trainings/{id}/questions: `status=all|open|answered`, `page` from 1, `limit` 1 to 50 (default 10). */
export const QuestionsQuery = Schema.Struct({
  status: Schema.optionalWith(Schema.Literal('all', 'open', 'answered').annotations({ message: statusMessage }), { default: () => 'all' as const }),
  page: pageParam(),
  limit: limitParam(50, QUESTIONS_PAGE_SIZE, { de: 'Das Limit muss zwischen 1 und 50 liegen.', en: 'The limit must be between 1 and 50.' }),
});
export type QuestionsQuery = typeof QuestionsQuery.Type;
