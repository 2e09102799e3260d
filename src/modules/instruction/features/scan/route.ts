import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { plannerOf, readerOf, type InstructionDeps } from '../../shared/deps';
import { closeFromScan, scanFile } from './handler';

export const scanRoutes = [
  route(
    {
      method: 'POST',
      path: '/api/instruction-sessions/:id/scan',
      summary:
        'Close a session from its signed paper list: multipart `file` (PDF, PNG or JPEG, at most 20 MB) and `presentUserIds` (comma-separated, before the file). Who is listed completes the training (method presence-paper) as of the session’s end; the scan is their evidence.',
      upload: 'multipart/form-data',
      permission: P('instructionSessions', 'sessionConduct'),
    },
    (ctx, d: InstructionDeps) => closeFromScan(d, plannerOf(ctx.state.principal), ctx.params.id ?? '', ctx.req, ctx.state.lang),
  ),
  route(
    {
      method: 'GET',
      path: '/api/instruction-sessions/:id/scan',
      summary: 'The signed paper list a session was closed from, as uploaded.',
      produces: 'application/octet-stream',
      permission: P('instructionSessionsRead'),
    },
    async (ctx, d: InstructionDeps) => {
      const id = ctx.params.id ?? '';
      const scan = await scanFile(d, readerOf(ctx.state.principal), id);
      ctx.type = scan.type;
      ctx.set('Content-Disposition', `attachment; filename="teilnehmerliste-${id}.${scan.ext}"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = scan.bytes;
    },
  ),
] as const;
