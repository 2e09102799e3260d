import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { removeSubtitles } from './handler';

export const removeSubtitlesRoute = route(
  {
    method: 'DELETE',
    path: '/api/training-modules/:id/subtitles/:language',
    summary: 'Remove the subtitle track of one language from a video module (issue 34).',
    status: 204,
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps) => removeSubtitles(deps, callerIn(ctx), ctx.params.id ?? '', ctx.params.language ?? ''),
);
