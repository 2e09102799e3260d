import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { subtitleTracks } from './query';

export const listSubtitlesRoute = route(
  {
    method: 'GET',
    path: '/api/training-modules/:id/subtitles',
    summary: 'The WebVTT subtitle tracks of a video module: `[{language, url, cues, bytes}]` (issue 34).',
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps) => subtitleTracks(deps, callerIn(ctx), ctx.params.id ?? ''),
);
