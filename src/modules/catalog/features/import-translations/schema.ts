import type { IncomingMessage } from 'node:http';
import { drainBody, fileTooLarge, receiveSingleFile, type RouteContext } from '../../../../platform/http';

/** The largest XLIFF file an import reads (a training's texts are far smaller). */
export const XLIFF_MAX_BYTES = 5 * 1024 * 1024;

/** XML sent as the body itself: `application/xml`, `text/xml`, `application/xliff+xml` and the like. */
const RAW_XML = /^(application|text)\/([\w.-]+\+)?xml$/;

async function text(chunks: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > XLIFF_MAX_BYTES) throw fileTooLarge(XLIFF_MAX_BYTES);
    parts.push(chunk);
  }
  return Buffer.concat(parts).toString('utf8');
}

async function rawBody(req: IncomingMessage): Promise<string> {
  try {
    return await text(req);
  } finally {
    drainBody(req);
  }
}

/**
 * The body of POST /api/trainings/{id}/translations: the XLIFF file as multipart field `file`, or
 * the XML as the body itself. Anything else is a 415 (`multipart_required`), a file past 5 MB a 413.
 */
export async function readXliffBody(ctx: RouteContext): Promise<string> {
  const type = (ctx.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
  if (RAW_XML.test(type)) {
    // koa-body has read `text/xml` already; other XML types arrive unread
    const parsed: unknown = (ctx.request as { body?: unknown }).body;
    return typeof parsed === 'string' ? parsed : rawBody(ctx.req);
  }
  return receiveSingleFile(ctx.req, { field: 'file', maxBytes: XLIFF_MAX_BYTES }, (chunks) => text(chunks));
}
