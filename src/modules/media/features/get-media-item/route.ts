import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { requireUser } from '../../shared/access';
import type { MediaHttpDeps } from '../../shared/deps';
import { getMediaItem } from './query';

/** GET /api/media/items/{id}: the media edit level, or whoever a training or infolog message shows it to. */
export const getMediaItemRoute = route(
  {
    method: 'GET',
    path: '/api/media/items/:id',
    summary: 'One media item (video or image) with a signed URL.',
    permission: P('company', 'mediaShown'),
  },
  (ctx, { d, ports }: MediaHttpDeps) => getMediaItem(d, ports, requireUser(ctx.state.principal), ctx.params.id!),
);
