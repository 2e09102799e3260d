import type { DubbedVideo, ModuleContent, ModuleType } from '../domain/events';
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

/** A video stored for this company, by its (signed or unsigned) URL, as content keeps it: unsigned paths, its poster and length. */
async function storedVideo(deps: CatalogDeps, c: Caller, url: string) {
  const video = await deps.ports.media.findVideo(c.companyId, url);
  if (!video) throw VIDEO_NOT_OURS();
  return {
    videoUrl: video.path,
    mediaId: video.mediaId,
    ...(video.posterPath ? { posterUrl: video.posterPath } : {}),
    ...(video.duration !== null ? { duration: video.duration } : {}),
  };
}

/**
 * Video content must name a video stored for this company, and so must each dubbed version
 * (issue 34 item 2); stored as unsigned paths. A dubbed version without a URL is left out.
 */
export async function resolveContent(deps: CatalogDeps, c: Caller, type: ModuleType, content: ModuleContent | undefined): Promise<ModuleContent | undefined> {
  if (type !== 'video' || !content || !('videoUrl' in content) || !content.videoUrl.trim()) return content;
  const main = await storedVideo(deps, c, content.videoUrl);
  if (content.dubbedVideos === undefined) return { ...content, ...main };
  const dubbed: Record<string, DubbedVideo> = {};
  for (const [language, version] of Object.entries(content.dubbedVideos)) {
    if (version.videoUrl.trim()) dubbed[language] = { ...version, ...(await storedVideo(deps, c, version.videoUrl)) };
  }
  return { ...content, ...main, dubbedVideos: dubbed };
}
