import type { RouteDocs } from '../../platform/http';
import { ProjectBody } from './features/save-video-project/schema';
import { FileQuery } from './features/serve-file/schema';

/** The media module's routes (uploads, video projects, files) for the API reference. */
export const mediaApi: RouteDocs = {
  'POST /api/video-projects/upload': { summary: 'Upload a video (optionally trimmed); answers the stored video.', upload: 'multipart/form-data', status: 201 },
  'POST /api/media/images': { summary: 'Upload an image; answers its URL.', upload: 'multipart/form-data', status: 201 },
  'POST /api/video-projects': { summary: 'Save a video editor project.', body: ProjectBody, status: 201 },
  'GET /api/video-projects': { summary: 'The company’s video editor projects.' },
  'GET /api/media/videos': { summary: 'The company’s uploaded videos.' },
  'GET /api/media/items/:id': { summary: 'One media item (video or image) with a signed URL.' },
  'GET /api/media/files/:companyId/:fileName': {
    summary: 'A stored file; with `exp` and `sig` from a signed URL, or for the media edit level without.',
    query: FileQuery,
    produces: 'application/octet-stream',
  },
};
