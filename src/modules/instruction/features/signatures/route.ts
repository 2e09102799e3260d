import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { readerOf, plannerOf, type InstructionDeps } from '../../shared/deps';
import { sign, signatureImage, withdrawSignature } from './handler';
import { SignBody, WithdrawBody } from './schema';

export const signaturesRoutes = [
  route(
    {
      method: 'POST',
      path: '/api/instruction-sessions/:id/signatures',
      summary: 'A participant on the list confirms the statement and signs (PNG data URL from the signature pad, at most 200 KB, not blank) while the session is open; once.',
      body: SignBody,
      permission: P('instructionSessions', 'sessionConduct', 'The tablet runs under the instructor’s session.'),
    },
    (ctx, d: InstructionDeps, input) => sign(d, plannerOf(ctx.state.principal), ctx.params.id ?? '', input.body({}), ctx.state.lang),
  ),
  route(
    {
      method: 'DELETE',
      path: '/api/instruction-sessions/:id/signatures/:userId',
      summary: 'Withdraw a participant’s signature before closing (a wrong tap), with a reason; the trail shows it.',
      body: WithdrawBody,
      permission: P('instructionSessions', 'sessionConduct'),
    },
    (ctx, d: InstructionDeps, input) => withdrawSignature(d, plannerOf(ctx.state.principal), ctx.params.id ?? '', ctx.params.userId ?? '', input.body({}).reason, ctx.state.lang),
  ),
  route(
    {
      method: 'GET',
      path: '/api/instruction-sessions/:id/signatures/:userId/image',
      summary: 'The signature a participant signed with, as PNG.',
      produces: 'image/png',
      permission: P('instructionSessionsRead'),
    },
    async (ctx, d: InstructionDeps) => {
      const png = await signatureImage(d, readerOf(ctx.state.principal), ctx.params.id ?? '', ctx.params.userId ?? '');
      ctx.type = 'image/png';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = png;
    },
  ),
] as const;
