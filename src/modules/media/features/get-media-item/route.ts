import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireUser } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { getMediaItem } from './query';

/** GET /api/media/items/{id}. */
export function getMediaItemRoute(r: Router<AppState>, d: MediaDeps): void {
  r.get('/media/items/:id', async (ctx) => {
    ctx.body = await getMediaItem(d, requireUser(ctx.state.principal), ctx.params.id!);
  });
}
