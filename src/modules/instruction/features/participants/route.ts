import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { plannerOf, type InstructionDeps } from '../../shared/deps';
import { addParticipant, removeParticipant } from './handler';
import { AddParticipantBody } from './schema';

export const participantsRoutes = [
  route(
    {
      method: 'POST',
      path: '/api/instruction-sessions/:id/participants',
      summary: 'Put a person of the company on the list of a session not yet closed (a walk-in).',
      body: AddParticipantBody,
      permission: P('instructionSessions', 'sessionConduct'),
    },
    (ctx, d: InstructionDeps, input) => addParticipant(d, plannerOf(ctx.state.principal), ctx.params.id ?? '', input.body({}).userId, ctx.state.lang),
  ),
  route(
    {
      method: 'DELETE',
      path: '/api/instruction-sessions/:id/participants/:userId',
      summary: 'Take someone who has not signed off the list of a session not yet closed.',
      permission: P('instructionSessions', 'sessionConduct'),
    },
    (ctx, d: InstructionDeps) => removeParticipant(d, plannerOf(ctx.state.principal), ctx.params.id ?? '', ctx.params.userId ?? '', ctx.state.lang),
  ),
] as const;
