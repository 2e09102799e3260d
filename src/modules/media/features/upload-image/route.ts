import { MAX_IMAGE_BYTES } from '../../domain/rules';
import type { MediaHttpDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import type { UploadSpec } from '../../shared/upload/receive';
import { uploaderBeforeBody, withUpload } from '../../shared/upload/with-upload';
import { storeImage } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

const IMAGE_UPLOAD: UploadSpec = {
  fileFields: ['image', 'file'],
  maxFileBytes: MAX_IMAGE_BYTES,
  acceptsDeclared: (t) => t === 'image/png' || t === 'image/jpeg' || t === 'image/jpg' || t === 'image/webp',
  acceptsSniffed: (s) => s.kind === 'image',
};

/** POST /api/media/images: a cover image as multipart/form-data or JSON with a data URL. */
export const uploadImageRoute = route(
  {
    method: 'POST',
    path: '/api/media/images',
    summary: 'Upload an image; answers its URL.',
    upload: 'multipart/form-data',
    status: 201,
    permission: P('mediaUpload'),
  },
  async (ctx, { d }: MediaHttpDeps) => {
    const actor = uploaderBeforeBody(ctx);
    return withUpload(ctx, d, IMAGE_UPLOAD, 'image', async (upload) => {
      if (!upload.file) throw toHttpError('NoImageFile');
      return storeImage(d, actor, { file: upload.file, originalName: upload.originalName });
    });
  },
);
