import { describe, expect, it } from 'vitest';
import { openApiDocument, registeredRoutes, routerOf, type DocumentedRoute } from '../../src/platform/http';
import { RELATIONS, routeAccess, routeAllows, routeMatrix } from '../../src/shared/route-permissions';
import { DECLARED_SECTIONS, type DeclaredSection } from '../support/declared-routes';

/**
 * One declaration per route (issue 30, item 3): the router, the OpenAPI entry and the route × role
 * row are all made from the same list, so removing a declaration removes all three, and none can
 * exist without the others.
 */

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Router, OpenAPI operations and matrix rows of a list of sections, as src/app.ts makes them. */
function built(sections: readonly DeclaredSection[]) {
  // the handlers never run here (no deps): the routers are only read for what they register
  const routers = sections.map((s) => routerOf(s.routes, undefined as never));
  const registered = registeredRoutes(routers).map(key).sort();
  const doc = openApiDocument({ title: 't', version: '0', routes: registeredRoutes(routers), sections, access: routeAccess }) as { paths: Record<string, Record<string, { 'x-roles': string[] }>> };
  const operations = Object.entries(doc.paths)
    .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`))
    .sort();
  const matrix = Object.keys(routeMatrix(sections.flatMap((s) => s.routes))).sort();
  return { registered, operations, matrix, doc };
}

const all: DocumentedRoute[] = DECLARED_SECTIONS.flatMap((s) => s.routes);

describe('route declarations', () => {
  it('make the router, the OpenAPI document and the matrix of the same routes', () => {
    const b = built(DECLARED_SECTIONS);
    expect(b.registered.length).toBeGreaterThan(120);
    expect(b.operations).toEqual(b.registered);
    expect(b.matrix).toEqual(b.registered);
  });

  it('removing a route’s declaration removes its router entry, OpenAPI entry and matrix row together', () => {
    const before = built(DECLARED_SECTIONS);
    const removed = 'POST /api/trainings/:id/complete';
    const without = DECLARED_SECTIONS.map((s) => ({ ...s, routes: s.routes.filter((r) => key(r) !== removed) }));
    const after = built(without);
    for (const part of ['registered', 'operations', 'matrix'] as const) {
      expect(before[part]).toContain(removed);
      expect(after[part]).not.toContain(removed);
      expect(after[part]).toEqual(before[part].filter((k) => k !== removed));
    }
    expect(after.doc.paths['/api/trainings/{id}/complete']).toBeUndefined();
  });

  it('refuses a route declared twice in one router', () => {
    const twice = [...DECLARED_SECTIONS[0]!.routes, DECLARED_SECTIONS[0]!.routes[0]!];
    expect(() => routerOf(twice, undefined as never)).toThrow('route declared twice: GET /api/health');
  });

  it('lets the read-only auditor write nothing but its own session and account', () => {
    const table = routeMatrix(all);
    const own = ['POST /api/auth/logout', 'PATCH /api/user/profile', 'PATCH /api/user/change-password', 'PATCH /api/user/pin'];
    const writes = Object.keys(table).filter((r) => !r.startsWith('GET ') && table[r]!.gate !== 'public' && !own.includes(r));
    expect(writes.length).toBeGreaterThan(50);
    for (const r of writes) for (const rel of RELATIONS) expect(routeAllows(table[r]!, 'auditor', rel), `${r} (${rel})`).toBe(false);
  });

  it('gives the platform operator only its own routes and the public ones', () => {
    const table = routeMatrix(all);
    const master = Object.keys(table).filter((r) => RELATIONS.some((rel) => routeAllows(table[r]!, 'master', rel)));
    expect(master.filter((r) => !r.includes('/api/master/') && table[r]!.gate !== 'public')).toEqual([
      // where a 202 "wird verarbeitet" points: any session's
      'GET /api/read-models/caught-up',
      'POST /api/auth/logout',
      'GET /api/auth/me',
      'PATCH /api/user/profile',
      'PATCH /api/user/change-password',
    ]);
  });
});
