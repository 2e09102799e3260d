import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { assertMayViewLearner } from '../../shared/access';
import { callerOf, learnerOf, type LearningDeps } from '../../shared/deps';
import { myTrainingsBody } from './query';
import { MyTrainingsQuery } from './schema';

/** My Learning, and another learner's assignments for those who may see them. */
export function myTrainingsRoute(r: Router<AppState>, d: LearningDeps): void {
  r.get('/user/my-trainings', async (ctx) => {
    const c = learnerOf(ctx.state.principal);
    ctx.body = await myTrainingsBody(d, c.companyId, c.userId, decode(MyTrainingsQuery, ctx.query), ctx.state.lang);
  });
  r.get('/user-assignments/:userId', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const userId = ctx.params.userId ?? '';
    await assertMayViewLearner(d, c, userId);
    ctx.body = await myTrainingsBody(d, c.companyId, userId, decode(MyTrainingsQuery, ctx.query), ctx.state.lang);
  });
}
