import type { Schema } from 'effect';
import { route, type RouteContext, type RouteDeclaration } from '../../../platform/http';
import type { CompanyId, UserId } from '../../../shared/contracts/ids';
import { pathUserId } from '../../../shared/contracts/ids';
import { P, type RoutePermission } from '../../../shared/route-permissions';
import { assertMayViewLearner } from './access';
import { callerOf, learnerOf, type LearningDeps } from './deps';

/** One route of a learner's list: its path and what it does. */
interface LearnerRoutePath {
  readonly path: `/api/${string}`;
  readonly summary: string;
}

/**
 * A list of a learner's own (`own`, for those who learn) and the same list of another learner
 * (`other`, with `:userId`, for those who may see that person's learning; 404 for everybody
 * else), both with one query and answered by `answer`.
 */
export function ownAndOtherLearnerRoutes<Q extends Schema.Schema.AnyNoContext>(spec: {
  readonly own: LearnerRoutePath;
  readonly other: LearnerRoutePath;
  readonly query: Q;
  answer(d: LearningDeps, companyId: CompanyId, userId: UserId, q: Schema.Schema.Type<Q>, ctx: RouteContext): unknown;
}): RouteDeclaration<LearningDeps, RoutePermission>[] {
  const { own, other, query, answer } = spec;
  return [
    route({ method: 'GET', ...own, query, permission: P('myLearning') }, (ctx, d: LearningDeps, input) => {
      const c = learnerOf(ctx.state.principal);
      return answer(d, c.companyId, c.actor.userId, input.query(), ctx);
    }),
    route({ method: 'GET', ...other, query, permission: P('company', 'learnerOther') }, async (ctx, d: LearningDeps, input) => {
      const c = callerOf(ctx.state.principal);
      const userId = pathUserId(ctx);
      await assertMayViewLearner(d, c, userId);
      return answer(d, c.companyId, userId, input.query(), ctx);
    }),
  ];
}
