import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { COMPRESS_FROM_BYTES, JsonBody, jsonAnswers } from './json-body';
import type { AppState } from './context';

const large = { items: Array.from({ length: 400 }, (_, i) => ({ i, text: 'Brandschutzunterweisung' })) };
const small = { ok: true };
const kept = JsonBody.of(large);

/** Raw GET (no automatic decompression), answering status, headers and the bytes as sent. */
function get(port: number, path: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ port, path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('JSON answers', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const app = new Koa<AppState>();
    app.use(jsonAnswers());
    app.use(async (ctx) => {
      if (ctx.path === '/kept') ctx.body = Object.freeze(kept);
      else if (ctx.path === '/large') ctx.body = large;
      else if (ctx.path === '/text') ctx.body = 'x'.repeat(COMPRESS_FROM_BYTES * 2);
      else ctx.body = small;
    });
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('a kept JsonBody is sent as its bytes, compressed once for clients that accept gzip', async () => {
    const plain = await get(port, '/kept');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.bytes.toString())).toEqual(large);
    const zipped = await get(port, '/kept', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString())).toEqual(large);
    expect(kept.gzip()).toBe(kept.gzip());
  });

  it('large JSON answers are compressed for gzip clients; small ones, text and gzip;q=0 are not', async () => {
    const zipped = await get(port, '/large', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.bytes).toString())).toEqual(large);
    expect((await get(port, '/large', 'gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await get(port, '/large', 'br')).headers['content-encoding']).toBeUndefined();
    const tiny = await get(port, '/small', 'gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(tiny.bytes.toString())).toEqual(small);
    expect((await get(port, '/text', 'gzip')).headers['content-encoding']).toBeUndefined();
  });

  it('a small JSON answer to a gzip client is serialized once, as JSON', async () => {
    let calls = 0;
    const counted = { toJSON: () => (calls++, small) };
    const app = new Koa<AppState>();
    app.use(jsonAnswers());
    app.use(async (ctx) => {
      ctx.status = 201;
      ctx.body = counted;
    });
    const s = app.listen(0);
    await new Promise((r) => s.once('listening', r));
    try {
      const res = await get((s.address() as AddressInfo).port, '/', 'gzip, deflate, br');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(res.bytes.toString())).toEqual(small);
      expect(calls).toBe(1);
    } finally {
      await new Promise<void>((r) => s.close(() => r()));
    }
  });
});
