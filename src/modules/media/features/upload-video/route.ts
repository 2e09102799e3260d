import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { MAX_VIDEO_BYTES } from '../../domain/rules';
import type { MediaDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import type { UploadSpec } from '../../shared/upload/receive';
import { uploaderBeforeBody, withUpload } from '../../shared/upload/with-upload';
import { storeVideo } from './handler';
import { VideoFields, parseTrim } from './schema';

const VIDEO_UPLOAD: UploadSpec = {
  fileFields: ['video', 'file'],
  maxFileBytes: MAX_VIDEO_BYTES,
  acceptsDeclared: (t) => t.startsWith('video/'),
  acceptsSniffed: (s) => s.kind === 'video',
};

/** POST /api/video-projects/upload: a video as multipart/form-data or JSON with a data URL. */
export function uploadVideoRoute(r: Router<AppState>, d: MediaDeps): void {
  r.post('/video-projects/upload', async (ctx) => {
    const actor = uploaderBeforeBody(ctx);
    const view = await withUpload(ctx, d, VIDEO_UPLOAD, 'video', async (upload) => {
      const fields = decode(VideoFields, upload.fields);
      const trim = parseTrim(fields.trim);
      if (!upload.file) throw toHttpError('NoVideoFile');
      return storeVideo(d, actor, { file: upload.file, declaredType: upload.declaredType, originalName: upload.originalName, title: fields.title, trim });
    });
    ctx.status = 201;
    ctx.body = view;
  });
}
