import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'effect';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpApp } from './app';
import { unauthorized } from './errors';
import { openApiDocument } from './api-docs/openapi';
import { registeredRoutes } from './api-docs/registered';
import { gatedRoutes, PUBLIC_ROUTE, route, routerOf } from './route';

const Body = Schema.Struct({ name: Schema.String });
const Query = Schema.Struct({ page: Schema.optional(Schema.NumberFromString) });
const Answer = Schema.Struct({ greeting: Schema.String });

interface Deps {
  readonly greet: (name: string) => string;
}

const hello = route(
  { method: 'POST', path: '/api/hello/:id', summary: 'Says hello.', body: Body, answer: Answer, status: 201, permission: PUBLIC_ROUTE },
  (ctx, d: Deps, input) => {
    if (ctx.get('X-Refuse')) throw unauthorized();
    ctx.status = 201;
    ctx.body = { greeting: `${d.greet(input.body().name)} #${ctx.params.id}` };
  },
);
const list = route({ method: 'GET', path: '/api/hello', summary: 'Lists hellos.', query: Query, permission: PUBLIC_ROUTE }, (ctx, _d: Deps, input) => {
  ctx.body = { page: input.query().page ?? 1 };
});
const loose = route({ method: 'POST', path: '/api/loose', summary: 'Takes a missing body as empty.', body: Body, permission: PUBLIC_ROUTE }, (ctx, _d: Deps, input) => {
  ctx.body = input.body({});
});
const created = route({ method: 'POST', path: '/api/answers', summary: 'Answers with what it returns.', status: 201, permission: PUBLIC_ROUTE }, () => ({ created: true }));
const read = route({ method: 'GET', path: '/api/answers', summary: 'Answers 200 unless declared.', permission: PUBLIC_ROUTE }, async () => ({ read: true }));
const removed = route({ method: 'DELETE', path: '/api/answers/:id', summary: 'Returns nothing.', status: 204, permission: PUBLIC_ROUTE }, async () => undefined);
const GATE = { gate: 'greeters' } as const;
const greeterRoute = gatedRoutes(GATE, (ctx) => {
  const who = ctx.get('X-Greeter');
  if (!who) throw unauthorized();
  return who;
});
const gated = greeterRoute({ method: 'POST', path: '/api/gated', summary: 'Greets as the greeter.', body: Body }, (who, d: Deps, input) => ({ greeting: `${who}: ${d.greet(input.body().name)}` }));
const own = route({ method: 'PUT', path: '/api/answers/:id', summary: 'Picks its status at run time.', permission: PUBLIC_ROUTE }, (ctx) => {
  ctx.status = 202;
  ctx.set('X-Own', 'yes');
  ctx.body = { own: true };
});

describe('a route declaration', () => {
  let server: Server;
  let base: string;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const router = routerOf([hello, list, loose, created, read, removed, own, gated], { greet: (n: string) => `Hallo ${n}` });
    const app = createHttpApp({ routers: [router], authenticate: async () => null, log: () => undefined });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves its method and path with the deps it was given, decoding the declared body and query', async () => {
    expect(await call('POST', '/api/hello/7', { name: 'Olaf' })).toEqual({ status: 201, body: { greeting: 'Hallo Olaf #7' } });
    expect(await call('GET', '/api/hello?page=3')).toEqual({ status: 200, body: { page: 3 } });
  });

  it('answers with what the handler returns and the declared status, 200 unless declared', async () => {
    expect(await call('POST', '/api/answers')).toEqual({ status: 201, body: { created: true } });
    expect(await call('GET', '/api/answers')).toEqual({ status: 200, body: { read: true } });
  });

  it('answers the declared 204 when the handler returns nothing, and leaves a handler that returns nothing its own answer', async () => {
    const gone = await fetch(`${base}/api/answers/1`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    const res = await fetch(`${base}/api/answers/1`, { method: 'PUT' });
    expect(res.status).toBe(202);
    expect(res.headers.get('X-Own')).toBe('yes');
    expect(await res.json()).toEqual({ own: true });
  });

  it('answers a bad input with the 400 of decode, naming the field, only when the handler asks for it', async () => {
    const bad = await call('POST', '/api/hello/7', { name: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed', field: 'name' });
    // the handler's own refusal comes first, as when it called decode itself
    expect((await call('POST', '/api/hello/7', { name: 5 }, { 'X-Refuse': '1' })).status).toBe(401);
  });

  it('takes a missing body as the value given for it', async () => {
    const res = await fetch(`${base}/api/loose`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'name' });
  });

  it('behind a gate: declares its permission and runs its guard first, before the input is decoded, giving the handler what it returned', async () => {
    expect(gated.permission).toBe(GATE);
    expect(await call('POST', '/api/gated', { name: 'Olaf' }, { 'X-Greeter': 'Ida' })).toEqual({ status: 200, body: { greeting: 'Ida: Hallo Olaf' } });
    expect((await call('POST', '/api/gated', { name: 5 })).status).toBe(401);
    expect((await call('POST', '/api/gated', { name: 5 }, { 'X-Greeter': 'Ida' })).status).toBe(400);
  });

  it('documents itself: summary, body, query, answer and status', () => {
    const routers = [routerOf([hello, list], { greet: (n: string) => n })];
    const doc = openApiDocument({ title: 't', version: '0', routes: registeredRoutes(routers), sections: [{ name: 'hello', routes: [hello, list] }], access: () => ({ public: true, roles: [] }) }) as {
      paths: Record<string, Record<string, { summary: string; requestBody?: unknown; parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    };
    const post = doc.paths['/api/hello/{id}']!.post!;
    expect(post.summary).toBe('Says hello.');
    expect(post.requestBody).toMatchObject({ content: { 'application/json': { schema: { required: ['name'] } } } });
    expect(post.responses['201']!.content!['application/json']!.schema).toMatchObject({ required: ['greeting'] });
    expect(doc.paths['/api/hello']!.get!.parameters).toEqual([expect.objectContaining({ name: 'page', in: 'query' })]);
  });
});
