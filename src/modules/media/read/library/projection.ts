import { tableProjection, type Projection } from '../../../../platform/projections';
import { mediaEvents } from '../../domain/events';

/** Stored media (videos and images) per company. */
export const mediaProjection: Projection = tableProjection({
  name: 'media.items',
  version: 1,
  eventTypes: ['media.VideoStored', 'media.ImageStored'],
  tables: ['med_media'],
  codec: mediaEvents,
  async applyEvent(tx, e) {
    switch (e.type) {
      case 'media.VideoStored': {
        const d = e.data;
        await tx.query(
          `INSERT INTO med_media (id, company_id, kind, sha256, file_name, mime_type, size, duration, width, height, poster_file_name,
                                  title, original_name, uploaded_by, created_at)
           VALUES ($1, $2, 'video', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
          [d.mediaId, d.companyId, d.sha256, d.fileName, d.mimeType, d.size, d.duration, d.width, d.height, d.posterFileName, d.title, d.originalName, d.uploadedBy, d.storedAt],
        );
        break;
      }
      case 'media.ImageStored': {
        const d = e.data;
        await tx.query(
          `INSERT INTO med_media (id, company_id, kind, sha256, file_name, mime_type, size, width, height, original_name, uploaded_by, created_at)
           VALUES ($1, $2, 'image', $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [d.mediaId, d.companyId, d.sha256, d.fileName, d.mimeType, d.size, d.width, d.height, d.originalName, d.uploadedBy, d.storedAt],
        );
        break;
      }
      default:
        break;
    }
  },
});

/** Video editor projects per company. */
export const videoProjectsProjection: Projection = tableProjection({
  name: 'media.videoProjects',
  version: 1,
  eventTypes: ['media.VideoProjectSaved'],
  tables: ['med_video_projects'],
  codec: mediaEvents,
  async applyEvent(tx, e) {
    if (e.type !== 'media.VideoProjectSaved') return;
    const d = e.data;
    // idempotent: a replayed (older or equal) save does not overwrite a newer one
    await tx.query(
      `INSERT INTO med_video_projects (id, company_id, name, video_path, project_data, saved_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $7)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, video_path = EXCLUDED.video_path, project_data = EXCLUDED.project_data,
                                      saved_by = EXCLUDED.saved_by, updated_at = EXCLUDED.updated_at
        WHERE med_video_projects.updated_at <= EXCLUDED.updated_at`,
      [d.projectId, d.companyId, d.name, d.videoPath, JSON.stringify(d.projectData), d.savedBy, d.savedAt],
    );
  },
});

export const mediaProjections: Projection[] = [mediaProjection, videoProjectsProjection];
