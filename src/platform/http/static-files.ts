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

/**
 * Serves the built web app; any other GET that is not an API call gets index.html
 * (history fallback for client routes).
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
    let stat = await fs.promises.stat(target).catch(() => undefined);
    const isAsset = rel.startsWith('/assets/');
    if (!stat || !stat.isFile()) {
      if (isAsset || path.extname(rel)) {
        // a missing file is a 404, not the app shell
        return next();
      }
      target = path.join(root, 'index.html');
      stat = await fs.promises.stat(target).catch(() => undefined);
      if (!stat) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'Web app not built: run `npm run build:web`.';
        return;
      }
    }
    ctx.type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    ctx.length = stat.size;
    ctx.set('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(target);
  };
}
