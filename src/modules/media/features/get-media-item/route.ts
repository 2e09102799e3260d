import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireUser } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import type { MediaPorts } from '../../shared/ports';
import { getMediaItem } from './query';

/** GET /api/media/items/{id}: the media edit level, or whoever a training or infolog message shows it to. */
export function getMediaItemRoute(r: Router<AppState>, d: MediaDeps, ports: MediaPorts): void {
  r.get('/media/items/:id', async (ctx) => {
    ctx.body = await getMediaItem(d, ports, requireUser(ctx.state.principal), ctx.params.id!);
  });
}
