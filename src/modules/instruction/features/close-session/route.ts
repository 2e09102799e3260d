import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { plannerOf, type InstructionDeps } from '../../shared/deps';
import { closeSession } from './handler';
import { CloseBody } from './schema';

export const closeSessionRoute = route(
  {
    method: 'POST',
    path: '/api/instruction-sessions/:id/close',
    summary: 'Close an open session with the instructor’s signature: everyone who signed completes the training (method presence), the others are absent and stay due. Needs at least one signature.',
    body: CloseBody,
    permission: P('instructionSessions', 'sessionConduct'),
  },
  (ctx, d: InstructionDeps, input) => closeSession(d, plannerOf(ctx.state.principal), ctx.params.id ?? '', input.body({}).instructorSignature, ctx.state.lang),
);
