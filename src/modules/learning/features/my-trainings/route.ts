import { ownAndOtherLearnerRoutes } from '../../shared/learner-routes';
import { myTrainingsBody } from './query';
import { MyTrainingsQuery } from './schema';

/** My Learning, and another learner's assignments for those who may see them. */
export const myTrainingsRoute = ownAndOtherLearnerRoutes({
  own: { path: '/api/user/my-trainings', summary: 'My Learning: the caller’s assigned trainings with status and deadline.' },
  other: { path: '/api/user-assignments/:userId', summary: 'Another person’s assigned trainings with status.' },
  query: MyTrainingsQuery,
  answer: (d, companyId, userId, q, ctx) => myTrainingsBody(d, companyId, userId, q, ctx.state.lang),
});
