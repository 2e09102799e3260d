import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { readerOf, type InstructionDeps } from '../../shared/deps';
import { sessionView } from '../../shared/view';

export const getSessionRoute = route(
  {
    method: 'GET',
    path: '/api/instruction-sessions/:id',
    summary: 'A classroom session with its participants (invited, signed, absent), the training’s modules to present, its corrections and documents.',
    permission: P('instructionSessionsRead'),
  },
  (ctx, d: InstructionDeps) => sessionView(d, readerOf(ctx.state.principal), ctx.params.id ?? '', ctx.state.lang),
);
