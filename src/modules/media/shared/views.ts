import type { ImageView, VideoProjectView, VideoView } from '../../../shared/contracts/media';
import type { MediaRow, VideoProjectRow } from '../read/library/queries';
import { mediaPath } from '../storage/paths';
import type { MediaDeps } from './deps';

/** Response shaping of stored media and video projects (URLs signed). */
export function videoView(d: MediaDeps, row: MediaRow): VideoView {
  return {
    id: row.id,
    videoUrl: d.sign(mediaPath(row.companyId, row.fileName)),
    posterUrl: row.posterFileName ? d.sign(mediaPath(row.companyId, row.posterFileName)) : null,
    duration: row.duration ?? 0,
    title: row.title,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  };
}

export function imageView(d: MediaDeps, row: MediaRow): ImageView {
  return {
    id: row.id,
    imageUrl: d.sign(mediaPath(row.companyId, row.fileName)),
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  };
}

export function projectView(d: MediaDeps, p: VideoProjectRow): VideoProjectView {
  return { id: p.id, name: p.name, videoUrl: d.sign(p.videoPath), projectData: p.projectData, createdAt: p.createdAt, updatedAt: p.updatedAt };
}
