/**
 * Issue 15, item 1: the build's precompression (src/web/build/precompress.ts) over a tiny built
 * fixture directory, served by the product's HTTP app (src/platform/http/static-files.ts), asked
 * with raw HTTP (node:http does not decompress) so the bytes on the wire are what is checked.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHttpApp } from '../../src/platform/http/app';
import { acceptedQuality, chooseEncoding } from '../../src/platform/http/static-files';
import { precompressDir } from '../../src/web/build/precompress';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Accept-Encoding negotiation', () => {
  it('reads q-values, * and x-gzip; no header means identity only', () => {
    expect(acceptedQuality('gzip, deflate, br, zstd', 'br')).toBe(1);
    expect(acceptedQuality('gzip;q=0.8, br;q=0.3', 'br')).toBe(0.3);
    expect(acceptedQuality('br;q=0', 'br')).toBe(0);
    expect(acceptedQuality('*;q=0.5', 'gzip')).toBe(0.5);
    expect(acceptedQuality('*;q=0.5, gzip;q=0', 'gzip')).toBe(0);
    expect(acceptedQuality('x-gzip', 'gzip')).toBe(1);
    expect(acceptedQuality('identity', 'gzip')).toBe(0);
    expect(acceptedQuality(undefined, 'br')).toBe(0);
  });

  it('prefers the higher q-value, brotli on a tie, and only codings that have a twin', () => {
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeUndefined();
  });
});

describe('precompressed web assets', () => {
  let dir: string;
  let server: Server;
  let base: string;
  const js = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Unterweisung Nummer ${i}: Brandschutz, Erste Hilfe, Leitern`))};\n`;
  const html = `<!doctype html><html lang="de"><head><title>Unterweisung Pro</title>${'<meta name="x" content="y" />'.repeat(40)}</head><body><div id="root"></div></body></html>`;
  const css = `.landing{color:#0f172a}\n`.repeat(100);
  const tiny = 'a{b:c}';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), js);
    writeFileSync(path.join(dir, 'assets', 'landing-XyZ789.css'), css);
    writeFileSync(path.join(dir, 'assets', 'tiny-Q1.css'), tiny);
    writeFileSync(path.join(dir, 'assets', 'photo-P1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
    await precompressDir(dir);
    const app = createHttpApp({ routers: [], authenticate: async () => null, log: () => undefined, webDir: dir });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('the build writes .br and .gz twins beside text files, none for a file they would not shrink or for images', () => {
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'index-AbC123.js.br'))).toString()).toBe(js);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'assets', 'index-AbC123.js.gz'))).toString()).toBe(js);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'tiny-Q1.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny-Q1.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'photo-P1.png.gz'))).toBe(false);
  });

  it('answers brotli to a browser that accepts it, with type, length, Vary and the long cache', async () => {
    const res = await get(base, '/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(js) / 3);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(js);
  });

  it('answers gzip when brotli is not accepted or weighs less', async () => {
    for (const accept of ['gzip', 'gzip;q=1, br;q=0.5', 'br;q=0, gzip', 'x-gzip']) {
      const res = await get(base, '/assets/landing-XyZ789.css', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(zlib.gunzipSync(res.body).toString()).toBe(css);
    }
  });

  it('answers the raw file without Accept-Encoding, with identity only, and when every coding has q=0', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }, { 'Accept-Encoding': '*;q=0' }] as Record<string, string>[]) {
      const res = await get(base, '/assets/index-AbC123.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body.toString()).toBe(js);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(js));
    }
  });

  it('answers the raw file when it has no precompressed twin, without Vary', async () => {
    const res = await get(base, '/assets/tiny-Q1.css', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(res.body.toString()).toBe(tiny);
    const png = await get(base, '/assets/photo-P1.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the app shell of client routes too, which is never cached long', async () => {
    const res = await get(base, '/trainings', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(html);
  });

  it('HEAD names the coding and length without a body; a missing asset stays a 404', async () => {
    const head = await get(base, '/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
    expect((await get(base, '/assets/missing-1.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
  });
});
