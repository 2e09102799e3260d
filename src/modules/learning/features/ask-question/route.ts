import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { askQuestion } from './handler';
import { AskQuestionBody } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';

/** A learner's question to the training's instructor (from the player). */
export function askQuestionRoute(r: Router<AppState>, d: LearningDeps): void {
  r.post('/trainings/:id/questions', async (ctx) => {
    const c = learnerOf(ctx.state.principal);
    const body = decode(AskQuestionBody, ctx.request.body ?? {});
    ctx.body = await askQuestion(d, c, pathTrainingId(ctx), body.text);
    ctx.status = 201;
  });
}
