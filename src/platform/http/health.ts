import Router from '@koa/router';
import { describeBinaries } from '../binaries';
import type { Kernel } from '../kernel';
import type { AppState } from './context';

/**
 * GET /api/health: status, database kind, this process (`server`, `api` or `worker` at host:pid),
 * projection positions and lag with the process holding each one's lease, the Kafka outbox relay
 * (enabled, checkpoint, lag, last error, lease holder; ADR 0020), and which
 * Chromium/ffmpeg/ffprobe is in use.
 */
export function healthRoutes(k: Kernel): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  r.get('/health', async (ctx) => {
    try {
      const [{ head, projections }, leases, relay] = await Promise.all([k.projections.status(), k.projections.leaseHolders(), k.integrationRelay?.status()]);
      const holders = new Map(leases.map((l) => [l.name, l.holder]));
      const lagging = projections.some((p) => p.lagEvents > 0);
      ctx.body = {
        status: lagging ? 'catching_up' : 'ok',
        database: k.db.kind,
        process: { role: k.config.processRole, id: k.projections.leases.owner },
        head,
        projections: projections.map((p) => ({ ...p, leaseHolder: holders.get(p.name) ?? null })),
        integrationEvents: relay ? { ...relay, leaseHolder: holders.get(relay.name) ?? null } : { enabled: false },
        ...describeBinaries(k.binaries),
      };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: k.db.kind, message: 'database not reachable', code: 'unavailable' };
    }
  });
  return r;
}
