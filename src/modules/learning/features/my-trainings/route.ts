import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { assertMayViewLearner } from '../../shared/access';
import { callerOf, learnerOf, type LearningDeps } from '../../shared/deps';
import { myTrainingsBody } from './query';
import { MyTrainingsQuery } from './schema';
import { pathUserId } from '../../../../shared/contracts/ids';

/** My Learning, and another learner's assignments for those who may see them. */
export function myTrainingsRoute(r: Router<AppState>, d: LearningDeps): void {
  r.get('/user/my-trainings', async (ctx) => {
    const c = learnerOf(ctx.state.principal);
    ctx.body = await myTrainingsBody(d, c.companyId, c.actor.userId, decodeQuery(MyTrainingsQuery, ctx), ctx.state.lang);
  });
  r.get('/user-assignments/:userId', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const userId = pathUserId(ctx);
    await assertMayViewLearner(d, c, userId);
    ctx.body = await myTrainingsBody(d, c.companyId, userId, decodeQuery(MyTrainingsQuery, ctx), ctx.state.lang);
  });
}
