import { decode } from '../../../../platform/http';
import { MAX_VIDEO_BYTES } from '../../domain/rules';
import { toHttpError } from '../../shared/errors';
import type { UploadSpec } from '../../shared/upload/receive';
import { uploadRoute } from '../../shared/upload/with-upload';
import { storeVideo } from './handler';
import { VideoFields, parseTrim } from './schema';

const VIDEO_UPLOAD: UploadSpec = {
  fileFields: ['video', 'file'],
  maxFileBytes: MAX_VIDEO_BYTES,
  acceptsDeclared: (t) => t.startsWith('video/'),
  acceptsSniffed: (s) => s.kind === 'video',
};

/** POST /api/video-projects/upload: a video as multipart/form-data or JSON with a data URL. */
export const uploadVideoRoute = uploadRoute(
  { path: '/api/video-projects/upload', summary: 'Upload a video (optionally trimmed); answers the stored video.' },
  VIDEO_UPLOAD,
  'video',
  async (d, actor, upload) => {
    const fields = decode(VideoFields, upload.fields);
    const trim = parseTrim(fields.trim);
    if (!upload.file) throw toHttpError('NoVideoFile');
    return storeVideo(d, actor, { file: upload.file, declaredType: upload.declaredType, originalName: upload.originalName, title: fields.title, trim });
  },
);
