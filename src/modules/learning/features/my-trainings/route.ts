import { route } from '../../../../platform/http';
import { assertMayViewLearner } from '../../shared/access';
import { callerOf, learnerOf, type LearningDeps } from '../../shared/deps';
import { myTrainingsBody } from './query';
import { MyTrainingsQuery } from './schema';
import { pathUserId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

/** My Learning, and another learner's assignments for those who may see them. */
export const myTrainingsRoute = [
  route(
    {
      method: 'GET',
      path: '/api/user/my-trainings',
      summary: 'My Learning: the caller’s assigned trainings with status and deadline.',
      query: MyTrainingsQuery,
      permission: P('myLearning'),
    },
    async (ctx, d: LearningDeps, input) => {
      const c = learnerOf(ctx.state.principal);
      return myTrainingsBody(d, c.companyId, c.actor.userId, input.query(), ctx.state.lang);
    },
  ),
  route(
    {
      method: 'GET',
      path: '/api/user-assignments/:userId',
      summary: 'Another person’s assigned trainings with status.',
      query: MyTrainingsQuery,
      permission: P('company', 'learnerOther'),
    },
    async (ctx, d: LearningDeps, input) => {
      const c = callerOf(ctx.state.principal);
      const userId = pathUserId(ctx);
      await assertMayViewLearner(d, c, userId);
      return myTrainingsBody(d, c.companyId, userId, input.query(), ctx.state.lang);
    },
  ),
];
