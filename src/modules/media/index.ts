import fs from 'node:fs';
import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import type { VideoView } from '../../shared/contracts/media';
import { storeVideo, type VideoUploadInput } from './features/upload-video/handler';
import { mediaProjections } from './read/library/projection';
import { mediaMigrations } from './read/library/ddl';
import { MEDIA_ROUTES, mediaRoutes } from './routes';
import type { Actor } from './shared/access';
import { mediaDeps, startMedia } from './shared/deps';
import { findCompanyMedia, type StoredMediaRef } from './shared/find-media';
import { storeCompanyFile, type StoredFile } from './shared/store-file';
import type { StoredFileType } from './domain/rules';
import { MediaDirs, parseMediaPath } from './storage/paths';
import { signaturesChangeAt } from './storage/signing';
import { mediaPorts, type MediaProviders } from './wiring';

export type { StoredMediaRef } from './shared/find-media';
export type { StoredFile } from './shared/store-file';
export type { StoredFileType } from './domain/rules';
export type { MediaPorts, MediaReader } from './shared/ports';
export type { MediaProviders } from './wiring';
export type { VideoView, ImageView, VideoProjectView, MediaItemView } from '../../shared/contracts/media';
export { MAX_VIDEO_BYTES, MAX_IMAGE_BYTES } from './domain/rules';

/** What other modules (catalog, learning, infolog) ask of the media module. */
export interface MediaFacade {
  /** A stored video of the company named by a (signed or unsigned) URL; undefined otherwise. */
  findVideo(companyId: string, urlOrPath: string): Promise<StoredMediaRef | undefined>;
  /** A stored image of the company named by a URL; undefined otherwise. */
  findImage(companyId: string, urlOrPath: string): Promise<StoredMediaRef | undefined>;
  /** (Re)signs a stored-file URL for the browser; anything else is returned unchanged. */
  signUrl(urlOrPath: string, opts?: { ttlSeconds?: number; expiresAt?: Date }): string;
  /** The next instant (ms) at which `signUrl` without options signs differently: answers with signed URLs can be kept until then. */
  signedUrlsChangeAt(): number;
  /** True when the URL names a stored file of this company (syntactic, no database). */
  ownsUrl(companyId: string, urlOrPath: string): boolean;
  /** The unsigned canonical path of a stored-file URL, or null. */
  pathOf(urlOrPath: string): string | null;
  /** Stores bytes another module checked (a video's WebVTT subtitles) for the company; answers the unsigned path and the sha256. */
  storeFile(companyId: string, bytes: Uint8Array, type: StoredFileType): Promise<StoredFile>;
}

/** The media facade of a running kernel. */
export function mediaFacade(k: Kernel): MediaFacade {
  return {
    async findVideo(companyId, urlOrPath) {
      const found = await findCompanyMedia(k.db, companyId, urlOrPath);
      return found?.kind === 'video' ? found : undefined;
    },
    async findImage(companyId, urlOrPath) {
      const found = await findCompanyMedia(k.db, companyId, urlOrPath);
      return found?.kind === 'image' ? found : undefined;
    },
    signUrl: (urlOrPath, opts = {}) => signMediaUrl(k, urlOrPath, opts),
    signedUrlsChangeAt: () => signaturesChangeAt(k.clock.now()),
    ownsUrl: (companyId, urlOrPath) => isCompanyMediaUrl(companyId, urlOrPath),
    pathOf: (urlOrPath) => mediaPathOf(urlOrPath),
    storeFile: (companyId, bytes, type) => storeCompanyFile(mediaDeps(k), companyId, bytes, type),
  };
}

/** Stores a video that is already received (bench: processing without the HTTP upload). */
export function mediaProcessing(k: Kernel): { readonly tmpDir: string; storeVideo(actor: Actor, input: VideoUploadInput): Promise<VideoView> } {
  const d = mediaDeps(k);
  return { tmpDir: d.dirs.tmp, storeVideo: (actor, input) => storeVideo(d, actor, input) };
}

export interface MediaModule extends ModuleDefinition {
  /** What other modules ask of media (signing, finding stored files). */
  facade(k: Kernel): MediaFacade;
}

/**
 * The media module: video/image storage, upload processing (ffmpeg), signed file URLs, video
 * projects. `providers` (the product's modules) tell it, for a running kernel, whether a training
 * or an infolog message shows a stored file to a reader below the media edit level (wiring.ts).
 */
export function mediaModule(providers: () => MediaProviders): MediaModule {
  return {
    name: 'media',
    api: MEDIA_ROUTES,
    migrations: mediaMigrations,
    projections: mediaProjections,
    facade: mediaFacade,
    routes: (k) => mediaRoutes(mediaDeps(k), mediaPorts(k, providers())),
    onStart: (k) => startMedia(mediaDeps(k)),
    async purgeTenant(tx, companyId, k) {
      await tx.query('DELETE FROM med_video_projects WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM med_media WHERE company_id = $1', [companyId]);
      const dir = new MediaDirs(k.config.dataDir).company(companyId);
      // stored files go once the deletion has committed
      return () => fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The unsigned, canonical path (`/api/media/files/<companyId>/<sha256>.<ext>`) of a stored-file URL, or null. */
function mediaPathOf(urlOrPath: string): string | null {
  return parseMediaPath(urlOrPath)?.path ?? null;
}

/** (Re)signs a stored-file URL for `<video src>` / `<img src>`; anything else is returned unchanged. */
function signMediaUrl(k: Kernel, urlOrPath: string, opts: { ttlSeconds?: number; expiresAt?: Date } = {}): string {
  const ref = parseMediaPath(urlOrPath);
  if (!ref) return urlOrPath;
  return mediaDeps(k).sign(ref.path, opts);
}

/** True when the URL/path names a stored file of this company (syntactic check, no database). */
function isCompanyMediaUrl(companyId: string, urlOrPath: string): boolean {
  return parseMediaPath(urlOrPath)?.companyId === companyId;
}

/** The module's events, for cross-module projections (projections/audit). */
export { mediaEvents } from './domain/events';
