import type { Server } from 'node:http';
import { apiDocsRoutes, createHttpApp, healthRoutes, IdempotencyStore, PLATFORM_ROUTES, type ApiDescription, type AppRouter, type RouteAccess } from './http';
import { testClockRoutes } from './http/test-clock';
import type { BootedKernel } from './boot';
import type { ModuleDefinition } from './kernel';

/** How long `close` waits for requests in flight before it cuts their connections. */
const CLOSE_GRACE_MS = 5_000;

/** What the HTTP app takes of the product besides its modules: the API reference's title and the permission tables. */
export interface ServeOptions {
  readonly title: string;
  readonly version: string;
  /** Who may call a route (the route permission table), for the API reference. */
  readonly access: (permission: unknown) => RouteAccess | undefined;
  /** Routes a user whose password must be changed may still call. */
  readonly allowedWhilePasswordChange: readonly string[];
  readonly allowedWhilePinSetup: readonly string[];
}

/** The product over HTTP: the Koa app with every module's routes, the API reference, listen and close. */
export interface Served {
  readonly http: ReturnType<typeof createHttpApp>;
  /** The registered routes with the modules' docs and the route permission table (what /api/openapi.json is built from). */
  readonly api: () => ApiDescription;
  listen(port?: number): Promise<Server>;
  /** Stops taking requests (a grace period for those in flight), then stops the kernel. */
  close(): Promise<void>;
}

/** Serves the modules' routes on a booted kernel: health, each module's router, the API reference (and the test clock with TEST_CLOCK=1). */
export function serveModules(booted: BootedKernel, modules: readonly ModuleDefinition[], opts: ServeOptions): Served {
  const { kernel, testClock } = booted;
  const routers: AppRouter[] = [healthRoutes(kernel), ...modules.flatMap((m) => (m.routes ? [m.routes(kernel)] : []))];
  // the API reference: every registered route with its module's doc and the route permission table
  const apiDocs = apiDocsRoutes({
    title: opts.title,
    version: opts.version,
    routers,
    sections: [{ name: 'platform', routes: PLATFORM_ROUTES }, ...modules.flatMap((m) => (m.api ? [{ name: m.name, routes: m.api }] : []))],
    access: opts.access,
  });
  const authenticating = modules.find((m) => m.authenticate);
  if (!authenticating?.authenticate) throw new Error('no module signs requests in (ModuleDefinition.authenticate)');
  const http = createHttpApp({
    routers: [
      ...routers,
      apiDocs.router,
      // not in the API reference: a test server's, after which the modules catch up with the new now
      ...(testClock
        ? [
            testClockRoutes(testClock, async () => {
              for (const m of modules) await m.onClockMoved?.(kernel);
            }),
          ]
        : []),
    ],
    authenticate: authenticating.authenticate(kernel),
    allowedWhilePasswordChange: opts.allowedWhilePasswordChange,
    allowedWhilePinSetup: opts.allowedWhilePinSetup,
    idempotency: new IdempotencyStore(kernel.db),
    readModelsBehind: kernel.readModelsBehind,
    webDir: kernel.config.webDir,
    trustProxy: kernel.config.trustProxyHops,
    log: kernel.log,
  });

  let server: Server | undefined;
  return {
    http,
    api: apiDocs.describe,
    listen(port = kernel.config.port) {
      return new Promise((resolve) => {
        server = http.listen(port, () => resolve(server!));
        // longer than the idle timeout of clients and proxies, so a reused connection is not cut mid-request
        server.keepAliveTimeout = 65_000;
        server.headersTimeout = 66_000;
      });
    },
    async close() {
      if (server) {
        const s = server;
        await new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeIdleConnections?.();
          // answers in flight get a grace period; a connection still open after it (a client that
          // never finishes sending its body, or never reads the answer) is cut, so shutdown ends
          setTimeout(() => s.closeAllConnections?.(), CLOSE_GRACE_MS).unref();
        });
      }
      await booted.stop();
    },
  };
}
