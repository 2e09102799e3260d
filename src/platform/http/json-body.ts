import { gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';
import type { AppState } from './context';

/**
 * An answer serialized once, for answers kept in a read cache: the bytes are written as they are,
 * and compressed once, on the first request that accepts gzip, not on every request.
 */
export class JsonBody {
  #gzip: Buffer | undefined;

  private constructor(readonly bytes: Buffer) {}

  static of(value: unknown): JsonBody {
    return new JsonBody(Buffer.from(JSON.stringify(value)));
  }

  /** The bytes gzip-compressed (made on first use and kept; private fields stay writable in a frozen object). */
  gzip(): Buffer {
    return (this.#gzip ??= gzipSync(this.bytes));
  }
}

/** JSON answers from this size on are sent compressed to clients that accept gzip (browsers do). */
export const COMPRESS_FROM_BYTES = 8 * 1024;

const acceptsGzip = (header: string) => /\bgzip\b/i.test(header) && !/\bgzip\s*;\s*q=0(\.0*)?\b/i.test(header);

/**
 * Writes JSON answers: a `JsonBody` as its bytes, large ones gzip-compressed for clients that
 * accept it (`Vary: Accept-Encoding`); other JSON answers from `COMPRESS_FROM_BYTES` on compressed
 * per request, smaller ones to such clients sent as the text serialized here (once, not again by
 * Koa). Streams, files, and answers to clients without gzip are left to Koa.
 */
export function jsonAnswers(): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body instanceof JsonBody) {
      ctx.vary('Accept-Encoding');
      if (body.bytes.length >= COMPRESS_FROM_BYTES && acceptsGzip(ctx.get('Accept-Encoding'))) {
        ctx.body = body.gzip();
        ctx.set('Content-Encoding', 'gzip');
      } else ctx.body = body.bytes;
      ctx.type = 'application/json';
      return;
    }
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    if (!acceptsGzip(ctx.get('Accept-Encoding'))) return;
    const json = JSON.stringify(body);
    ctx.vary('Accept-Encoding');
    ctx.type = 'application/json';
    if (json.length < COMPRESS_FROM_BYTES) {
      // sent as the text made here: Koa would serialize the object a second time
      ctx.body = json;
      return;
    }
    ctx.body = gzipSync(json);
    ctx.set('Content-Encoding', 'gzip');
  };
}
