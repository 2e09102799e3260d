import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files the build precompresses (src/web/build/precompress.ts); only these can have `.br`/`.gz` twins. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt']);

export type ContentCoding = 'br' | 'gzip';
/** Twins in the order the server prefers them when the client accepts both equally. */
const TWINS: readonly { coding: ContentCoding; suffix: string }[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/**
 * The q-value the `Accept-Encoding` header gives a content coding (RFC 9110 section 12.5.3):
 * its own entry, else `*`, else 0; `x-gzip` counts as `gzip`. No header: only identity is wanted.
 */
export function acceptedQuality(header: string | undefined, coding: ContentCoding): number {
  if (!header) return 0;
  let own: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) own = Math.max(own ?? 0, q);
    else if (name === '*') any = q;
  }
  return own ?? any ?? 0;
}

/** The coding to answer with among those that have a twin on disk: highest q-value, br before gzip on a tie; none = identity. */
export function chooseEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | undefined {
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const { coding } of TWINS) {
    if (!available.includes(coding)) continue;
    const q = acceptedQuality(header, coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

const statFile = (file: string) =>
  fs.promises.stat(file).then(
    (s) => (s.isFile() ? s : undefined),
    () => undefined,
  );

/**
 * Serves the built web app; any other GET that is not an API call gets index.html
 * (history fallback for client routes). Text files with a precompressed twin written by the build
 * (`.br`, `.gz`) are answered with the twin the client's `Accept-Encoding` prefers
 * (`Content-Encoding`, `Vary: Accept-Encoding`); hashed files under /assets/ are cached for a year.
 */
export function serveWebApp(webDir: string): Middleware {
  const root = path.resolve(webDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, '.' + rel);
    if (!file.startsWith(root + path.sep) && file !== root) return next();
    let target = file;
    let stat = await statFile(target);
    const isAsset = rel.startsWith('/assets/');
    if (!stat) {
      if (isAsset || path.extname(rel)) {
        // a missing file is a 404, not the app shell
        return next();
      }
      target = path.join(root, 'index.html');
      stat = await statFile(target);
      if (!stat) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'Web app not built: run `npm run build:web`.';
        return;
      }
    }
    const ext = path.extname(target);
    let body = target;
    let size = stat.size;
    if (COMPRESSIBLE.has(ext)) {
      const twins = await Promise.all(TWINS.map(async (t) => ({ ...t, stat: await statFile(target + t.suffix) })));
      const present = twins.filter((t) => t.stat);
      if (present.length > 0) {
        ctx.vary('Accept-Encoding');
        const coding = chooseEncoding(ctx.get('Accept-Encoding') || undefined, present.map((t) => t.coding));
        const twin = present.find((t) => t.coding === coding);
        if (twin?.stat) {
          body = target + twin.suffix;
          size = twin.stat.size;
          ctx.set('Content-Encoding', twin.coding);
        }
      }
    }
    ctx.type = TYPES[ext] ?? 'application/octet-stream';
    ctx.length = size;
    ctx.set('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(body);
  };
}
