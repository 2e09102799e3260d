import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { plannerOf, type InstructionDeps } from '../../shared/deps';
import { planSession } from './handler';
import { PlanBody } from './schema';

export const planSessionRoute = route(
  {
    method: 'POST',
    path: '/api/instruction-sessions',
    summary: 'Plan a classroom instruction session (Präsenzunterweisung) of a training: start, duration, location, instructor (an active root, admin or manager) and participants of the company.',
    body: PlanBody,
    status: 201,
    permission: P('instructionSessions'),
  },
  (ctx, d: InstructionDeps, input) => planSession(d, plannerOf(ctx.state.principal), input.body({}), ctx.state.lang),
);
