import Router from '@koa/router';
import { describeBinaries } from '../binaries';
import type { Kernel } from '../kernel';
import type { AppState } from './context';

/** GET /api/health: status, database kind, projection positions and lag, and which Chromium/ffmpeg/ffprobe is in use. */
export function healthRoutes(k: Kernel): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  r.get('/health', async (ctx) => {
    try {
      const { head, projections } = await k.projections.status();
      const lagging = projections.some((p) => p.lagEvents > 0);
      ctx.body = { status: lagging ? 'catching_up' : 'ok', database: k.db.kind, head, projections, ...describeBinaries(k.binaries) };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: k.db.kind, message: 'database not reachable', code: 'unavailable' };
    }
  });
  return r;
}
