import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { callerOf, type LearningDeps } from '../../shared/deps';
import { answerQuestion } from './handler';
import { AnswerBody } from './schema';

/** An answer to a learner's question (instructor, owner, co-owners, root). */
export function answerQuestionRoute(r: Router<AppState>, d: LearningDeps): void {
  r.post('/training-questions/:id/answers', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(AnswerBody, ctx.request.body ?? {});
    ctx.body = await answerQuestion(d, c, ctx.params.id ?? '', body.text);
    ctx.status = 201;
  });
}
