import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import Router from '@koa/router';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpApp } from './app';
import { hasUnsafeText, unsafePath } from './text-safety';
import type { AppState } from './context';

describe('unsafe text', () => {
  it('finds NUL and lone surrogates, accepts paired surrogates and ordinary text', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('x\uD800')).toBe(true);
    expect(hasUnsafeText('\uDC00x')).toBe(true);
    expect(hasUnsafeText('Brandschutz 🔥 Übung')).toBe(false);
    expect(unsafePath({ title: 'ok', modules: [{ title: 'ok' }, { title: 'b\u0000' }] })).toBe('modules.1.title');
    expect(unsafePath({ ['k\uD800']: 1 })).toBe('(key)');
    expect(unsafePath({ a: [1, true, null, 'fine'] })).toBeNull();
  });
});

describe('API requests with unsafe text', () => {
  let server: Server;
  let base: string;
  let reached = 0;

  beforeAll(async () => {
    const r = new Router<AppState>({ prefix: '/api' });
    r.post('/echo/:id', (ctx) => {
      reached++;
      ctx.body = { ok: true };
    });
    r.get('/echo/:id', (ctx) => {
      reached++;
      ctx.body = { ok: true };
    });
    const app = createHttpApp({ routers: [r], authenticate: async () => null, log: () => undefined });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const post = (path: string, body: string, lang = 'de') =>
    fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': lang }, body });

  it('answers 400 naming the field for NUL and lone surrogates in the body, in the request language', async () => {
    const nul = await post('/echo/1', '{"title":"a\\u0000b"}');
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ message: 'Das Feld „title“ enthält unzulässige Zeichen.', code: 'invalid_characters', field: 'title' });
    const lone = await post('/echo/1', '{"items":[{"name":"\\ud800"}]}', 'en');
    expect(lone.status).toBe(400);
    expect((await lone.json()).message).toBe('The field "items.0.name" contains characters that are not allowed.');
  });

  it('answers 400 for them in the query string and the path', async () => {
    expect((await fetch(`${base}/echo/1?search=a%00b`)).status).toBe(400);
    expect((await fetch(`${base}/echo/a%00b`)).status).toBe(400);
    expect((await fetch(`${base}/echo/%E0%A4%A`)).status).toBe(400);
  });

  it('lets ordinary text through to the route', async () => {
    const before = reached;
    expect((await post('/echo/1', '{"title":"Übung 🔥"}')).status).toBe(200);
    expect((await fetch(`${base}/echo/1?search=%C3%BC`)).status).toBe(200);
    expect(reached).toBe(before + 2);
  });
});

describe('client address behind reverse proxies (TRUST_PROXY = hop count)', () => {
  async function ipSeen(trustProxy: number | undefined, forwardedFor: string): Promise<string> {
    const r = new Router<AppState>({ prefix: '/api' });
    r.get('/ip', (ctx) => {
      ctx.body = { ip: ctx.ip };
    });
    const app = createHttpApp({ routers: [r], authenticate: async () => null, log: () => undefined, trustProxy });
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ip`, { headers: { 'X-Forwarded-For': forwardedFor } });
      return ((await res.json()) as { ip: string }).ip;
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('takes the right-most untrusted address, ignoring what the client prepends', async () => {
    // the client forged 6.6.6.6; our one proxy appended the real client 1.2.3.4
    expect(await ipSeen(1, '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    // two proxies: the client as the outer proxy saw it is second from the right
    expect(await ipSeen(2, '6.6.6.6, 1.2.3.4, 10.0.0.2')).toBe('1.2.3.4');
  });

  it('uses the socket address when no proxy is trusted', async () => {
    expect(await ipSeen(undefined, '6.6.6.6')).toMatch(/127\.0\.0\.1/);
    expect(await ipSeen(0, '6.6.6.6')).toMatch(/127\.0\.0\.1/);
  });
});
