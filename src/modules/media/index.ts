import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import type { Queryable } from '../../platform/db';
import { mediaRoutes } from './api/routes';
import { MediaService } from './application/service';
import { mediaProjections } from './read/projections';
import { findMediaByFile } from './read/queries';
import { mediaMigrations } from './read/schema';
import fs from 'node:fs';
import { MediaDirs, mediaPath, parseMediaPath } from './storage/paths';

export { MediaService } from './application/service';
export type { VideoView, ImageView, VideoProjectView } from './application/service';
export { MAX_VIDEO_BYTES, MAX_IMAGE_BYTES } from './domain/rules';

const services = new WeakMap<Kernel, MediaService>();
function serviceFor(k: Kernel): MediaService {
  let s = services.get(k);
  if (!s) {
    s = new MediaService(k);
    services.set(k, s);
  }
  return s;
}

/** The media module definition plus what other modules' ports need (bound to the kernel on start). */
export interface MediaModule extends ModuleDefinition {
  service(k: Kernel): MediaService;
  /** `signMediaUrl` with the kernel this module was started with. */
  signUrl(urlOrPath: string, opts?: { ttlSeconds?: number; expiresAt?: Date }): string;
  /** `isCompanyMediaUrl`. */
  ownsUrl(companyId: string, urlOrPath: string): boolean;
  /** `findCompanyVideo` on the database of the started kernel. */
  findVideo(companyId: string, urlOrPath: string): Promise<StoredMediaRef | undefined>;
  /** `findCompanyMedia` restricted to images, on the database of the started kernel. */
  findImage(companyId: string, urlOrPath: string): Promise<StoredMediaRef | undefined>;
}

/** The media module: video/image storage, upload processing (ffmpeg), signed file URLs, video projects. */
export function mediaModule(): MediaModule {
  let bound: Kernel | undefined;
  const bind = (k: Kernel) => {
    bound = k;
    return serviceFor(k);
  };
  return {
    name: 'media',
    migrations: mediaMigrations,
    projections: mediaProjections,
    service: serviceFor,
    routes: (k) => mediaRoutes(bind(k)),
    async onStart(k) {
      await bind(k).start();
    },
    signUrl(urlOrPath, opts = {}) {
      if (!bound) throw new Error('media module not started: signUrl needs the kernel');
      return signMediaUrl(bound, urlOrPath, opts);
    },
    async purgeTenant(tx, companyId, k) {
      await tx.query('DELETE FROM med_video_projects WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM med_media WHERE company_id = $1', [companyId]);
      const dir = new MediaDirs(k.config.dataDir).company(companyId);
      // stored files go once the deletion has committed
      return () => fs.promises.rm(dir, { recursive: true, force: true });
    },
    ownsUrl: (companyId, urlOrPath) => isCompanyMediaUrl(companyId, urlOrPath),
    async findVideo(companyId, urlOrPath) {
      if (!bound) throw new Error('media module not started');
      return findCompanyVideo(bound.db, companyId, urlOrPath);
    },
    async findImage(companyId, urlOrPath) {
      if (!bound) throw new Error('media module not started');
      const found = await findCompanyMedia(bound.db, companyId, urlOrPath);
      return found?.kind === 'image' ? found : undefined;
    },
  };
}

/**
 * The unsigned, canonical path (`/api/media/files/<companyId>/<sha256>.<ext>`) of a stored-file
 * URL (signed or not, absolute or relative), or null when it is not one. Store this in module
 * content; sign it when answering.
 */
export function mediaPathOf(urlOrPath: string): string | null {
  return parseMediaPath(urlOrPath)?.path ?? null;
}

/**
 * (Re)signs a stored-file URL for `<video src>` / `<img src>` (valid for hours). Anything that is
 * not a stored-file URL (gallery images, empty strings) is returned unchanged.
 */
export function signMediaUrl(k: Kernel, urlOrPath: string, opts: { ttlSeconds?: number; expiresAt?: Date } = {}): string {
  const ref = parseMediaPath(urlOrPath);
  if (!ref) return urlOrPath;
  return serviceFor(k).signer.signPath(ref.path, k.clock.now(), opts);
}

/** True when the URL/path names a stored file of this company (syntactic check, no database). */
export function isCompanyMediaUrl(companyId: string, urlOrPath: string): boolean {
  return parseMediaPath(urlOrPath)?.companyId === companyId;
}

/** A stored video or image of a company, found by its URL. */
export interface StoredMediaRef {
  readonly mediaId: string;
  readonly kind: 'video' | 'image';
  /** Unsigned path of the file. */
  readonly path: string;
  /** Unsigned path of the poster (videos). */
  readonly posterPath: string | null;
  readonly duration: number | null;
  readonly title: string;
  readonly mimeType: string;
}

/**
 * Looks a URL up among the media stored for a company (read model). Undefined when the URL is
 * not a stored file, belongs to another company, or is a poster rather than the media itself.
 */
export async function findCompanyMedia(db: Queryable, companyId: string, urlOrPath: string): Promise<StoredMediaRef | undefined> {
  const ref = parseMediaPath(urlOrPath);
  if (!ref || ref.companyId !== companyId) return undefined;
  const row = await findMediaByFile(db, companyId, ref.fileName);
  if (!row || row.fileName !== ref.fileName) return undefined;
  return {
    mediaId: row.id,
    kind: row.kind,
    path: mediaPath(row.companyId, row.fileName),
    posterPath: row.posterFileName ? mediaPath(row.companyId, row.posterFileName) : null,
    duration: row.duration,
    title: row.title,
    mimeType: row.mimeType,
  };
}

/** A stored video of the company (what a video module's `content.videoUrl` must name). */
export async function findCompanyVideo(db: Queryable, companyId: string, urlOrPath: string): Promise<StoredMediaRef | undefined> {
  const found = await findCompanyMedia(db, companyId, urlOrPath);
  return found?.kind === 'video' ? found : undefined;
}
