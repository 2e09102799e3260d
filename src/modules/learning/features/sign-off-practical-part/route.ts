import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { practicalPartPolicy } from '../../../../shared/policy';
import { callerOf, type LearningDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { signOffPracticalPart } from './handler';
import { SignOffBody } from './schema';
import { pathTrainingId, pathUserId } from '../../../../shared/contracts/ids';

/** The instructor's sign-off of a learner's in-person part (blended trainings). */
export function signOffPracticalPartRoute(r: Router<AppState>, d: LearningDeps): void {
  r.post('/trainings/:id/participants/:userId/practical-sign-off', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    // a role that can sign off nothing (employee, auditor) is refused before its body is read
    if (!practicalPartPolicy.signsOffAny(c.actor.role)) throw toHttpError('NotAllowedToSignOff');
    const body = decode(SignOffBody, ctx.request.body ?? {});
    ctx.body = await signOffPracticalPart(d, c, pathTrainingId(ctx), pathUserId(ctx), body);
  });
}
