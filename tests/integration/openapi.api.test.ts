import { beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { useTestApp } from '../support/world';
import { dbTargets } from '../support/db';
import { openApiPath, resolveApi } from '../../src/platform/http';
import { appDeclarations, appMatrix, appRoutes } from '../support/routes';
import { DECLARED_SECTIONS } from '../support/declared-routes';

/**
 * The OpenAPI document (issue 14): generated from the route declarations (issue 30), which carry the
 * doc and the permission of a route, so a route without either cannot be written; a router made
 * another way, with a route that has no declaration, fails here.
 */

type Operation = { summary: string; 'x-roles': string[]; security: unknown[]; parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, unknown> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

describe.each(dbTargets())('the OpenAPI document on %s', (target) => {
  const w = useTestApp(target);
  let doc: Doc;

  beforeAll(async () => {
    const res = await w.api<Doc>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });

  it('is served without a session and validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has an entry for every route the routers register, with its roles, and no entry for a route that does not exist', () => {
    const routes = appRoutes(w.t);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const resolved = resolveApi(w.t.app.api());
    expect(resolved.undocumented).toEqual([]);
    expect(resolved.unknown).toEqual([]);
    const documented = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(documented).toBe(routes.length);
    const table = appMatrix(w.t);
    // the list the architecture test builds routers, documents and matrix from is the app's
    const declared = (list: readonly { method: string; path: string }[]) => list.map((r) => `${r.method} ${r.path}`).sort();
    expect(declared(DECLARED_SECTIONS.flatMap((s) => s.routes))).toEqual(declared(appDeclarations(w.t)));
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.path)]![r.method.toLowerCase()]!;
      expect(table[`${r.method} ${r.path}`], `${r.method} ${r.path} has no permission`).toBeDefined();
      expect(op.summary.length, `${r.method} ${r.path}`).toBeGreaterThan(5);
      expect(op['x-roles'].length, `${r.method} ${r.path}: nobody may call it`).toBeGreaterThan(0);
    }
  });

  it('describes bodies and queries from the route Schemas, path parameters, security and error answers', () => {
    const create = doc.paths['/api/user-groups']!.post!;
    const body = create.requestBody!.content['application/json']!.schema as { required: string[]; properties: Record<string, { maxLength?: number }> };
    expect(body.required).toEqual(['name']);
    expect(body.properties.name!.maxLength).toBe(120);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
    expect(create.security).toEqual([{ session: [] }]);
    expect(create['x-roles']).toEqual(['root', 'admin', 'manager']);

    const login = doc.paths['/api/auth/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login['x-roles']).toEqual(['public']);
    expect(Object.keys(login.responses)).toContain('429');

    const member = doc.paths['/api/user-groups/{id}/members/{userId}']!.delete!;
    expect(member.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'path:userId']);
    expect(Object.keys(member.responses)).toEqual(expect.arrayContaining(['204', '404']));

    const users = doc.paths['/api/users']!.get!;
    expect(users.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toContain('page');
    expect(doc.components.schemas.Error).toMatchObject({ required: ['code', 'message'] });
  });

  it('serves the API reference as one self-contained HTML page, grouped by module, with every route', async () => {
    const res = await fetch(`${w.t.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
    for (const section of ['identity', 'catalog', 'organization', 'learning', 'audit']) expect(html).toContain(`id="${section}"`);
    const routes = appRoutes(w.t);
    for (const r of routes) expect(html, `${r.method} ${r.path}`).toContain(`<span class="m ${r.method}">${r.method}</span><span class="path">${r.path}</span>`);
    expect(html).toContain('Per group: root and the owner.');
  });
});
