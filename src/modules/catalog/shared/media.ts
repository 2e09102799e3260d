import type { ModuleContent, ModuleType } from '../domain/events';
import { browserImageUrl, isGalleryImage } from '../domain/vocabulary';
import type { Caller, CatalogDeps } from './deps';
import { VIDEO_NOT_OURS } from './errors';

/** A training image as the browser may load it: gallery images are public files of the web app, stored ones are signed. */
export const signedImageUrl = (deps: CatalogDeps, url: string | null): string | null => browserImageUrl(url, deps.ports.media.signUrl);

/** A gallery image, or an image stored for this company (kept as its unsigned path). */
export async function resolveImage<T extends { imageUrl?: string | null | undefined }>(deps: CatalogDeps, c: Caller, d: T): Promise<T> {
  const url = d.imageUrl;
  if (!url || isGalleryImage(url)) return d;
  const image = await deps.ports.media.findImage(c.companyId, url);
  if (!image) throw VIDEO_NOT_OURS();
  return { ...d, imageUrl: image.path };
}

/** Video content must name a video stored for this company; stored as unsigned paths. */
export async function resolveContent(deps: CatalogDeps, c: Caller, type: ModuleType, content: ModuleContent | undefined): Promise<ModuleContent | undefined> {
  if (type !== 'video' || !content || !('videoUrl' in content) || !content.videoUrl.trim()) return content;
  const video = await deps.ports.media.findVideo(c.companyId, content.videoUrl);
  if (!video) throw VIDEO_NOT_OURS();
  return {
    ...content,
    videoUrl: video.path,
    mediaId: video.mediaId,
    ...(video.posterPath ? { posterUrl: video.posterPath } : {}),
    ...(video.duration !== null ? { duration: video.duration } : {}),
  };
}
