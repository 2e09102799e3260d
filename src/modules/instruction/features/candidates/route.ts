import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { plannerOf, type InstructionDeps } from '../../shared/deps';
import { candidates } from './query';
import { CandidatesQuery } from './schema';

export const candidatesRoute = route(
  {
    method: 'GET',
    path: '/api/instruction-sessions/candidates',
    summary: 'Who to invite: the members of the chosen units with their status for the training, paged (100); dueOnly (default) keeps those not validly completed.',
    query: CandidatesQuery,
    permission: P('instructionSessions', undefined, 'Units whose reports the caller may not read are not found.'),
  },
  (ctx, d: InstructionDeps, input) => candidates(d, plannerOf(ctx.state.principal), input.query()),
);
