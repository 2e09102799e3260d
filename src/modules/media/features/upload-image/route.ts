import { MAX_IMAGE_BYTES } from '../../domain/rules';
import { toHttpError } from '../../shared/errors';
import type { UploadSpec } from '../../shared/upload/receive';
import { uploadRoute } from '../../shared/upload/with-upload';
import { storeImage } from './handler';

const IMAGE_UPLOAD: UploadSpec = {
  fileFields: ['image', 'file'],
  maxFileBytes: MAX_IMAGE_BYTES,
  acceptsDeclared: (t) => t === 'image/png' || t === 'image/jpeg' || t === 'image/jpg' || t === 'image/webp',
  acceptsSniffed: (s) => s.kind === 'image',
};

/** POST /api/media/images: a cover image as multipart/form-data or JSON with a data URL. */
export const uploadImageRoute = uploadRoute({ path: '/api/media/images', summary: 'Upload an image; answers its URL.' }, IMAGE_UPLOAD, 'image', async (d, actor, upload) => {
  if (!upload.file) throw toHttpError('NoImageFile');
  return storeImage(d, actor, { file: upload.file, originalName: upload.originalName });
});
