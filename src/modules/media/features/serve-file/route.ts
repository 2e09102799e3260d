import fs from 'node:fs';
import path from 'node:path';
import { route, unauthorized } from '../../../../platform/http';
import { resolveRange } from '../../storage/range';
import type { MediaDeps, MediaHttpDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { checkFileAccess } from './access';
import { FileQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  // subtitles of a video module (catalog, issue 34 item 2): `<track>` needs this type
  '.vtt': 'text/vtt',
};

/** The file on disk, or undefined. */
async function fileStat(d: MediaDeps, companyId: string, fileName: string): Promise<{ path: string; size: number; mtime: Date } | undefined> {
  const file = d.dirs.file(companyId, fileName);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  return stat?.isFile() ? { path: file, size: stat.size, mtime: stat.mtime } : undefined;
}

/** GET (and HEAD) /api/media/files/{companyId}/{fileName}: signed or bearer access, ETag, ranges. */
export const serveFileRoute = route(
  {
    method: 'GET',
    path: '/api/media/files/:companyId/:fileName',
    summary: 'A stored file; with `exp` and `sig` from a signed URL, or for the media edit level without.',
    query: FileQuery,
    produces: 'application/octet-stream',
    permission: P('public', 'mediaShown', 'A valid signature (`exp`, `sig`) from an answer that showed the file; without one, the media edit level of the company.'),
  },
  async (ctx, { d }: MediaHttpDeps, input) => {
    const companyId = ctx.params.companyId!;
    const fileName = ctx.params.fileName!;
    const access = checkFileAccess(d, companyId, fileName, input.query(), ctx.state.principal);
    if (!access.ok) throw access.error === 'Unauthorized' ? unauthorized() : toHttpError(access.error);
    const stat = await fileStat(d, companyId, fileName);
    if (!stat) throw toHttpError('MediaNotFound');

    const etag = `"${fileName.slice(0, fileName.indexOf('.'))}"`;
    ctx.set('ETag', etag);
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Last-Modified', stat.mtime.toUTCString());
    // content-addressed: a name never changes its bytes
    ctx.set('Cache-Control', 'private, max-age=86400, immutable');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.set('Content-Disposition', 'inline');
    const inm = ctx.get('If-None-Match');
    if (inm && (inm.trim() === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))) {
      ctx.status = 304;
      return;
    }
    const ifRange = ctx.get('If-Range');
    const range = ifRange && ifRange.trim() !== etag ? ({ kind: 'full' } as const) : resolveRange(ctx.get('Range') || undefined, stat.size);
    if (range.kind === 'unsatisfiable') {
      ctx.set('Content-Range', `bytes */${stat.size}`);
      throw toHttpError('RangeNotSatisfiable');
    }
    const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, stat.size - 1];
    const length = stat.size === 0 ? 0 : end - start + 1;
    ctx.type = CONTENT_TYPES[path.extname(fileName)] ?? 'application/octet-stream';
    if (range.kind === 'partial') {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${start}-${end}/${stat.size}`);
    }
    // HEAD: no stream is opened (it would never be read)
    ctx.body = ctx.method === 'HEAD' || length === 0 ? '' : fs.createReadStream(stat.path, { start, end });
    ctx.length = length;
  },
);
