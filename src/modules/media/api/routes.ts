import Router from '@koa/router';
import { Either, Schema } from 'effect';
import fs from 'node:fs';
import path from 'node:path';
import { decode, msg, requiredText, unauthorized, type AppContext, type AppState } from '../../../platform/http';
import { AudioRecording, TextOverlay, type ProjectData } from '../domain/events';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, type TrimRequest } from '../domain/rules';
import { toHttpError, type MediaError } from '../application/errors';
import type { Actor, MediaService } from '../application/service';
import { UploadError } from '../storage/file-store';
import { resolveRange } from '../storage/range';
import { drainRequest, receiveUpload, type ReceivedUpload, type UploadSpec } from './receive';

const VIDEO_UPLOAD: UploadSpec = {
  fileFields: ['video', 'file'],
  maxFileBytes: MAX_VIDEO_BYTES,
  acceptsDeclared: (t) => t.startsWith('video/'),
  acceptsSniffed: (s) => s.kind === 'video',
};

const IMAGE_UPLOAD: UploadSpec = {
  fileFields: ['image', 'file'],
  maxFileBytes: MAX_IMAGE_BYTES,
  acceptsDeclared: (t) => t === 'image/png' || t === 'image/jpeg' || t === 'image/jpg' || t === 'image/webp',
  acceptsSniffed: (s) => s.kind === 'image',
};

const TITLE_TOO_LONG = { de: 'Der Titel darf höchstens 200 Zeichen lang sein.', en: 'The title may be at most 200 characters long.' };
const VideoFields = Schema.Struct({
  title: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200, { message: msg(TITLE_TOO_LONG) })), { default: () => '' }),
  trim: Schema.optional(Schema.Unknown),
});

const TrimBody = Schema.Struct({
  trimStart: Schema.Number,
  trimEnd: Schema.Number,
  trimDuration: Schema.optional(Schema.Number),
});

/** `trim` arrives as a JSON string (spec section 3) or, from JSON clients, as an object. */
function parseTrim(raw: unknown): TrimRequest | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw toHttpError('InvalidTrim');
    }
    if (value === null) return null;
  }
  const decoded = Schema.decodeUnknownEither(TrimBody)(value);
  if (Either.isLeft(decoded)) throw toHttpError('InvalidTrim');
  return decoded.right;
}

const MAX_ITEMS = { de: 'Zu viele Einträge.', en: 'Too many entries.' };
const ProjectDataBody = Schema.Struct({
  textOverlays: Schema.optionalWith(Schema.Array(TextOverlay).pipe(Schema.maxItems(500, { message: msg(MAX_ITEMS) })), { default: () => [] }),
  audioRecordings: Schema.optionalWith(Schema.Array(AudioRecording).pipe(Schema.maxItems(100, { message: msg(MAX_ITEMS) })), { default: () => [] }),
  duration: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  fileName: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(255))), { default: () => null }),
});
const ProjectBody = Schema.Struct({
  name: requiredText({ de: 'Bitte geben Sie einen Namen für das Projekt ein.', en: 'Please enter a name for the project.' }, 200),
  videoUrl: Schema.String.pipe(
    Schema.minLength(1, { message: msg({ de: 'Kein Video geladen.', en: 'No video loaded.' }) }),
    Schema.maxLength(2048),
  ),
  projectData: Schema.optionalWith(ProjectDataBody, {
    default: (): ProjectData => ({ textOverlays: [], audioRecordings: [], duration: null, fileName: null }),
  }),
});

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

function uploadFailure(err: unknown, kind: 'video' | 'image'): unknown {
  if (!(err instanceof UploadError)) return err;
  const map: Record<UploadError['reason'], MediaError> = {
    too_large: kind === 'video' ? 'UploadTooLarge' : 'ImageTooLarge',
    wrong_type: kind === 'video' ? 'NotAVideo' : 'NotAnImageFile',
    malformed: 'MalformedUpload',
    unsupported: 'UnsupportedContentType',
    aborted: 'MalformedUpload',
  };
  return toHttpError(map[err.reason]);
}

/**
 * Receives an upload for `handle`; the temporary file is deleted afterwards (unless moved to its
 * content address), and a refused body is drained so the client reads the answer.
 */
async function withUpload<T>(ctx: AppContext, service: MediaService, spec: UploadSpec, kind: 'video' | 'image', handle: (u: ReceivedUpload) => Promise<T>): Promise<T> {
  let upload: ReceivedUpload | undefined;
  try {
    upload = await receiveUpload(ctx.req, service.dirs.tmp, spec);
    return await handle(upload);
  } catch (err) {
    drainRequest(ctx.req);
    throw uploadFailure(err, kind);
  } finally {
    await upload?.discard();
  }
}

function query(ctx: AppContext, name: string): string | undefined {
  const v = ctx.query[name];
  return typeof v === 'string' ? v : undefined;
}

/** Media calls of spec section 7 and docs/api/trainings.md. */
export function mediaRoutes(service: MediaService): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  const reader = (ctx: AppContext): Actor => service.requireUser(ctx.state.principal);

  r.post('/video-projects/upload', async (ctx) => {
    let actor: Actor;
    try {
      actor = service.requireUploader(ctx.state.principal); // before a byte of the body is read
    } catch (err) {
      drainRequest(ctx.req);
      throw err;
    }
    const view = await withUpload(ctx, service, VIDEO_UPLOAD, 'video', async (upload) => {
      const fields = decode(VideoFields, upload.fields);
      const trim = parseTrim(fields.trim);
      if (!upload.file) throw toHttpError('NoVideoFile');
      return service.storeVideo(actor, { file: upload.file, declaredType: upload.declaredType, originalName: upload.originalName, title: fields.title, trim });
    });
    ctx.status = 201;
    ctx.body = view;
  });

  r.post('/media/images', async (ctx) => {
    let actor: Actor;
    try {
      actor = service.requireUploader(ctx.state.principal);
    } catch (err) {
      drainRequest(ctx.req);
      throw err;
    }
    const view = await withUpload(ctx, service, IMAGE_UPLOAD, 'image', async (upload) => {
      if (!upload.file) throw toHttpError('NoImageFile');
      return service.storeImage(actor, { file: upload.file, originalName: upload.originalName });
    });
    ctx.status = 201;
    ctx.body = view;
  });

  r.post('/video-projects', async (ctx) => {
    const actor = service.requireUploader(ctx.state.principal);
    const body = decode(ProjectBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await service.saveVideoProject(actor, body);
  });

  r.get('/video-projects', async (ctx) => {
    ctx.body = await service.listVideoProjects(reader(ctx));
  });

  r.get('/media/videos', async (ctx) => {
    ctx.body = await service.listVideos(reader(ctx));
  });

  r.get('/media/items/:id', async (ctx) => {
    ctx.body = await service.getMediaView(reader(ctx), ctx.params.id!);
  });

  r.get('/media/files/:companyId/:fileName', async (ctx) => {
    const companyId = ctx.params.companyId!;
    const fileName = ctx.params.fileName!;
    const access = service.checkFileAccess(companyId, fileName, { exp: query(ctx, 'exp'), sig: query(ctx, 'sig') }, ctx.state.principal);
    if (!access.ok) throw access.error === 'Unauthorized' ? unauthorized() : toHttpError(access.error);
    const stat = await service.fileStat(companyId, fileName);
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
    } else {
      ctx.status = 200;
    }
    // HEAD: no stream is opened (it would never be read)
    ctx.body = ctx.method === 'HEAD' || length === 0 ? '' : fs.createReadStream(stat.path, { start, end });
    ctx.length = length;
  });

  return r;
}

