import { describeBinaries } from '../binaries';
import type { Kernel } from '../kernel';
import type { AppRouter } from './context';
import { PUBLIC_ROUTE, route, routerOf } from './route';
import { caughtUpRoute } from './caught-up';

/**
 * GET /api/health: status, database kind, this process (`server`, `api` or `worker` at host:pid),
 * projection positions and lag with the process holding each one's lease, the Kafka outbox relay
 * (enabled, checkpoint, lag, last error, lease holder; ADR 0020), and which
 * Chromium/ffmpeg/ffprobe is in use.
 */
export const healthRoute = route(
  {
    method: 'GET',
    path: '/api/health',
    summary:
      "Health: database kind, this process (role server, api or worker, and its id), event log head, projection positions and lag with the process holding each projection's lease, the Kafka outbox relay of integration events (`integrationEvents`: enabled, checkpoint, lag, last error, lease holder) (503 when the database is unreachable); which Chromium (pdf) and ffmpeg/ffprobe (media) are in use: environment, system, npm package or none.",
    permission: PUBLIC_ROUTE,
  },
  async (ctx, k: Kernel) => {
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
  },
);

export const healthRoutes = (k: Kernel): AppRouter => routerOf([healthRoute, caughtUpRoute], k);
