import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { setSubtitles } from './handler';

export const setSubtitlesRoute = route(
  {
    method: 'POST',
    path: '/api/training-modules/:id/subtitles',
    summary:
      'Set the WebVTT subtitles of a video module in one language: multipart `file` (at most 1 MB) and `language` (one of the training’s `contentLanguages`); replaces that language’s track. A file the parser refuses, with cues out of order or past the video’s end, answers 400 `subtitles_invalid` naming the first bad cue. Answers the tracks (issue 34).',
    upload: 'multipart/form-data',
    status: 201,
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps) => setSubtitles(deps, callerIn(ctx), ctx.params.id ?? '', ctx.req),
);
