import { route } from '../../../../platform/http';
import { practicalPartPolicy } from '../../../../shared/policy';
import { callerOf, type LearningDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { signOffPracticalPart } from './handler';
import { SignOffBody } from './schema';
import { pathTrainingId, pathUserId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

/** The instructor's sign-off of a learner's in-person part (blended trainings). */
export const signOffPracticalPartRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/participants/:userId/practical-sign-off',
    summary: 'Blended trainings: sign off the in-person part of a learner’s latest cycle (owner, co-owners, admin, root); the cycle counts from now and its evidence is issued.',
    body: SignOffBody,
    permission: P('write', 'practicalSignOff'),
  },
  async (ctx, d: LearningDeps, input) => {
    const c = callerOf(ctx.state.principal);
    // a role that can sign off nothing (employee, auditor) is refused before its body is read
    if (!practicalPartPolicy.signsOffAny(c.actor.role)) throw toHttpError('NotAllowedToSignOff');
    const body = input.body({});
    return signOffPracticalPart(d, c, pathTrainingId(ctx), pathUserId(ctx), body);
  },
);
