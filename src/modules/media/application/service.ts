import fs from 'node:fs';
import { handleCommand, newId } from '../../../platform/eventstore';
import { forbidden, unauthorized, type Principal } from '../../../platform/http';
import { commandMetadata, type Kernel } from '../../../platform/kernel';
import { mediaEvents, streams, streamTypes, type ProjectData } from '../domain/events';
import { mediaItemDecider } from '../domain/media-item';
import { planProcessing, type Container, type VideoFacts } from '../domain/processing';
import { checkTrim, contentFileName, isImageType, type TrimRange, type TrimRequest } from '../domain/rules';
import { videoProjectDecider } from '../domain/video-project';
import { MediaTools, ToolError, type ProbeResult } from '../storage/ffmpeg';
import { commitFile, mp4IsFaststart, removeFile, sha256OfFile, sweepTemp, tempFile, type ReceivedFile } from '../storage/file-store';
import { MediaDirs, isCompanyIdSegment, isStoredFileName, mediaPath, parseMediaPath } from '../storage/paths';
import { MediaSigner, loadMediaSecret, type SignatureCheck } from '../storage/signing';
import { containerMimeType, sniff } from '../storage/sniff';
import { findMediaByFile, getMedia, getVideoProject, listMedia, listVideoProjects, type MediaRow, type VideoProjectRow } from '../read/queries';
import { toHttpError, type MediaError } from './errors';

/** Roles that may upload media (they build trainings, spec section 6). */
export const UPLOAD_ROLES: readonly string[] = ['root', 'admin', 'manager'];
const READ_MODELS = ['media.items'];
const PROJECT_READ_MODELS = ['media.videoProjects'];
/** Uploads waiting for a processing slot before new ones are turned away (503). */
const MAX_QUEUED_JOBS = 8;

export interface Actor {
  readonly userId: string;
  readonly companyId: string;
  readonly principal: Principal;
}

export interface VideoUploadInput {
  readonly file: ReceivedFile;
  readonly declaredType: string;
  readonly originalName: string;
  readonly title: string;
  readonly trim: TrimRequest | null;
}

export interface ImageUploadInput {
  readonly file: ReceivedFile;
  readonly originalName: string;
}

/** A stored video as the API returns it; URLs are signed. */
export interface VideoView {
  readonly id: string;
  readonly videoUrl: string;
  readonly posterUrl: string | null;
  readonly duration: number;
  readonly title: string;
  readonly mimeType: string;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly createdAt: string;
}

export interface ImageView {
  readonly id: string;
  readonly imageUrl: string;
  readonly mimeType: string;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly createdAt: string;
}

export interface VideoProjectView {
  readonly id: string;
  readonly name: string;
  readonly videoUrl: string;
  readonly projectData: ProjectData;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Who may read a stored file, and how it was decided. */
export type FileAccess = { readonly ok: true } | { readonly ok: false; readonly error: MediaError | 'Unauthorized' };

const fail = (e: MediaError) => toHttpError(e);

/** Media use cases: store videos (trim, transcode, poster) and images, video projects, signed file access. */
export class MediaService {
  readonly dirs: MediaDirs;
  private signerInstance: MediaSigner | undefined;

  constructor(
    private readonly k: Kernel,
    readonly tools: MediaTools = MediaTools.fromEnv(),
  ) {
    this.dirs = new MediaDirs(k.config.dataDir);
  }

  get signer(): MediaSigner {
    return (this.signerInstance ??= new MediaSigner(loadMediaSecret(this.k.config.dataDir)));
  }

  /** Removes temporary files a crash left behind; directories and the secret are made on first use. */
  async start(): Promise<void> {
    await sweepTemp(this.dirs, this.k.clock.now());
    if (!(await this.tools.available())) this.k.log('media: ffmpeg/ffprobe not found; video uploads will answer 503 (set FFMPEG_PATH/FFPROBE_PATH)');
  }

  /** Signed URL of an unsigned stored-file path. */
  sign(pathname: string, opts: { ttlSeconds?: number; expiresAt?: Date } = {}): string {
    return this.signer.signPath(pathname, this.k.clock.now(), opts);
  }

  requireUser(principal: Principal | null): Actor {
    if (!principal) throw unauthorized();
    if (!principal.tenantId) throw forbidden();
    return { userId: principal.userId, companyId: principal.tenantId, principal };
  }

  /** Uploads: root, admin, manager of a company (checked before the body is read). */
  requireUploader(principal: Principal | null): Actor {
    const actor = this.requireUser(principal);
    if (!UPLOAD_ROLES.includes(principal!.role)) throw forbidden();
    return actor;
  }

  private async probe(file: string, unreadable: MediaError): Promise<ProbeResult> {
    try {
      return await this.tools.probe(file);
    } catch (err) {
      throw this.toolFailure(err, unreadable);
    }
  }

  private async process(job: () => Promise<void>): Promise<void> {
    try {
      await job();
    } catch (err) {
      throw this.toolFailure(err, 'VideoProcessingFailed');
    }
  }

  private toolFailure(err: unknown, otherwise: MediaError): Error {
    if (err instanceof ToolError) {
      if (err.kind === 'missing') return fail('MediaToolsMissing');
      this.k.log(`media: ${err.message}`);
      return fail(err.kind === 'timeout' ? 'MediaBusy' : otherwise);
    }
    return err instanceof Error ? err : new Error(String(err));
  }

  /**
   * Stores an uploaded video: probe, check the trim against the real duration, keep / remux /
   * transcode so browsers play it, extract a poster, move both to their content address, record
   * `media.VideoStored`. Temporary files are removed whatever happens.
   */
  async storeVideo(actor: Actor, input: VideoUploadInput): Promise<VideoView> {
    const sniffed = sniff(input.file.head);
    if (sniffed.kind !== 'video') throw fail('NotAVideo');
    if (this.tools.queued >= MAX_QUEUED_JOBS) throw fail('MediaBusy');
    const temps: string[] = [];
    const temp = (ext: string) => {
      const t = tempFile(this.dirs, ext);
      temps.push(t);
      return t;
    };
    try {
      let src = input.file.path;
      let container: Container = sniffed.container;
      let probe = await this.probe(src, 'VideoUnreadable');
      if (!probe.video) throw fail('NotAVideo');
      let remuxedForDuration = false;
      if (probe.duration === null) {
        remuxedForDuration = true;
        // e.g. MediaRecorder WebM: remuxing writes the duration into the header
        const format = container === 'webm' ? 'webm' : 'matroska';
        const fixed = temp(format === 'webm' ? 'webm' : 'mkv');
        await this.process(() => this.tools.remux(src, fixed, format));
        src = fixed;
        container = format === 'webm' ? 'webm' : 'matroska';
        probe = await this.probe(src, 'VideoUnreadable');
        if (!probe.video || probe.duration === null) throw fail('VideoUnreadable');
      }
      const duration = probe.duration;
      let trim: TrimRange | null = null;
      if (input.trim) {
        const checked = checkTrim(input.trim, duration);
        if (!checked.ok) throw fail(checked.error);
        trim = checked.range;
      }
      const facts: VideoFacts = {
        container,
        videoCodec: probe.video.codec,
        audioCodec: probe.audio?.codec ?? null,
        pixelFormat: probe.video.pixelFormat,
        durationKnown: true,
        faststart: container === 'mp4' || container === 'quicktime' ? await mp4IsFaststart(src) : true,
      };
      const plan = planProcessing(facts, trim);
      let out = src;
      if (plan.action === 'remux') {
        out = temp(plan.output);
        await this.process(() => this.tools.remux(src, out, plan.output));
      } else if (plan.action === 'transcode') {
        out = temp('mp4');
        await this.process(() => this.tools.transcode(src, out, plan.trim));
      }
      const final = out === src ? probe : await this.probe(out, 'VideoProcessingFailed');
      if (!final.video || final.duration === null) throw fail('VideoProcessingFailed');
      const mimeType = plan.output === 'webm' ? 'video/webm' : 'video/mp4';
      const sha256 = out === input.file.path ? input.file.sha256 : await sha256OfFile(out);
      const size = (await fs.promises.stat(out)).size;
      const fileName = contentFileName(sha256, mimeType);

      const posterTmp = temp('jpg');
      await this.process(() => this.tools.poster(out, posterTmp, Math.min(1, final.duration! / 3)));
      const posterSize = await fs.promises.stat(posterTmp).then((s) => s.size, () => 0);
      if (posterSize === 0) throw fail('VideoProcessingFailed');
      const posterSha = await sha256OfFile(posterTmp);
      const posterFileName = contentFileName(posterSha, 'image/jpeg');

      await commitFile(this.dirs, out, actor.companyId, fileName);
      await commitFile(this.dirs, posterTmp, actor.companyId, posterFileName);

      const mediaId = newId();
      const result = await handleCommand({
        store: this.k.store,
        codec: mediaEvents,
        decider: mediaItemDecider,
        tenantId: actor.companyId,
        streamId: streams.media(mediaId),
        streamType: streamTypes.media,
        command: {
          type: 'StoreVideo',
          mediaId,
          companyId: actor.companyId,
          file: { sha256, fileName, mimeType, size },
          duration: final.duration,
          width: final.video.width,
          height: final.video.height,
          poster: { sha256: posterSha, fileName: posterFileName },
          title: input.title,
          originalName: input.originalName,
          sourceMimeType: containerMimeType(sniffed.container),
          sourceSize: input.file.size,
          processing: plan.action === 'transcode' ? 'transcoded' : plan.action === 'remux' || remuxedForDuration ? 'remuxed' : 'kept',
          trim,
          uploadedBy: actor.userId,
          now: this.k.clock.now(),
        },
        metadata: commandMetadata(actor.companyId, actor.principal),
      });
      if (!result.ok) throw fail(result.error);
      await this.k.projections.waitFor(result.position, READ_MODELS);
      const row = await getMedia(this.k.db, actor.companyId, mediaId);
      if (!row) throw new Error(`media ${mediaId} not in the read model after waiting`);
      return this.videoView(row);
    } finally {
      for (const t of temps) await removeFile(t);
    }
  }

  /** Stores a cover image (PNG, JPEG, WebP) as it is. */
  async storeImage(actor: Actor, input: ImageUploadInput): Promise<ImageView> {
    const sniffed = sniff(input.file.head);
    if (sniffed.kind !== 'image' || !isImageType(sniffed.mimeType)) throw fail('NotAnImageFile');
    const probe = await this.probe(input.file.path, 'ImageUnreadable');
    if (!probe.video) throw fail('ImageUnreadable');
    const fileName = contentFileName(input.file.sha256, sniffed.mimeType);
    await commitFile(this.dirs, input.file.path, actor.companyId, fileName);
    const mediaId = newId();
    const result = await handleCommand({
      store: this.k.store,
      codec: mediaEvents,
      decider: mediaItemDecider,
      tenantId: actor.companyId,
      streamId: streams.media(mediaId),
      streamType: streamTypes.media,
      command: {
        type: 'StoreImage',
        mediaId,
        companyId: actor.companyId,
        file: { sha256: input.file.sha256, fileName, mimeType: sniffed.mimeType, size: input.file.size },
        width: probe.video.width,
        height: probe.video.height,
        originalName: input.originalName,
        uploadedBy: actor.userId,
        now: this.k.clock.now(),
      },
      metadata: commandMetadata(actor.companyId, actor.principal),
    });
    if (!result.ok) throw fail(result.error);
    await this.k.projections.waitFor(result.position, READ_MODELS);
    const row = await getMedia(this.k.db, actor.companyId, mediaId);
    if (!row) throw new Error(`media ${mediaId} not in the read model after waiting`);
    return this.imageView(row);
  }

  async saveVideoProject(actor: Actor, input: { name: string; videoUrl: string; projectData: ProjectData }): Promise<VideoProjectView> {
    const ref = parseMediaPath(input.videoUrl);
    const stored = ref && ref.companyId === actor.companyId ? await findMediaByFile(this.k.db, actor.companyId, ref.fileName) : undefined;
    const projectId = newId();
    const result = await handleCommand({
      store: this.k.store,
      codec: mediaEvents,
      decider: videoProjectDecider,
      tenantId: actor.companyId,
      streamId: streams.videoProject(projectId),
      streamType: streamTypes.videoProject,
      command: {
        type: 'SaveVideoProject',
        projectId,
        companyId: actor.companyId,
        name: input.name,
        videoPath: ref?.path ?? '',
        videoBelongsToCompany: stored?.kind === 'video' && stored.fileName === ref?.fileName,
        projectData: input.projectData,
        savedBy: actor.userId,
        now: this.k.clock.now(),
      },
      metadata: commandMetadata(actor.companyId, actor.principal),
    });
    if (!result.ok) throw fail(result.error);
    await this.k.projections.waitFor(result.position, PROJECT_READ_MODELS);
    const saved = await getVideoProject(this.k.db, actor.companyId, projectId);
    if (!saved) throw new Error(`video project ${projectId} not in the read model after waiting`);
    return this.projectView(saved);
  }

  async listVideoProjects(actor: Actor): Promise<VideoProjectView[]> {
    return (await listVideoProjects(this.k.db, actor.companyId)).map((p) => this.projectView(p));
  }

  async getMediaView(actor: Actor, id: string): Promise<VideoView | ImageView> {
    const row = await getMedia(this.k.db, actor.companyId, id);
    if (!row) throw fail('MediaNotFound');
    return row.kind === 'video' ? this.videoView(row) : this.imageView(row);
  }

  async listVideos(actor: Actor): Promise<VideoView[]> {
    return (await listMedia(this.k.db, actor.companyId, 'video')).map((r) => this.videoView(r));
  }

  /**
   * Who may read `media/<companyId>/<fileName>`: a valid, unexpired signature, or a signed-in
   * user of that company (bearer header).
   */
  checkFileAccess(companyId: string, fileName: string, query: { exp?: string; sig?: string }, principal: Principal | null): FileAccess {
    if (!isCompanyIdSegment(companyId) || !isStoredFileName(fileName)) return { ok: false, error: 'MediaNotFound' };
    if (query.exp !== undefined || query.sig !== undefined) {
      const check: SignatureCheck = this.signer.check(mediaPath(companyId, fileName), query.exp ?? '', query.sig ?? '', this.k.clock.now());
      if (check === 'valid') return { ok: true };
      if (principal?.tenantId === companyId) return { ok: true };
      return { ok: false, error: check === 'expired' ? 'LinkExpired' : 'InvalidSignature' };
    }
    if (!principal) return { ok: false, error: 'Unauthorized' };
    return principal.tenantId === companyId ? { ok: true } : { ok: false, error: 'InvalidSignature' };
  }

  /** The file on disk, or undefined. */
  async fileStat(companyId: string, fileName: string): Promise<{ path: string; size: number; mtime: Date } | undefined> {
    const file = this.dirs.file(companyId, fileName);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    return stat?.isFile() ? { path: file, size: stat.size, mtime: stat.mtime } : undefined;
  }

  videoView(row: MediaRow): VideoView {
    return {
      id: row.id,
      videoUrl: this.sign(mediaPath(row.companyId, row.fileName)),
      posterUrl: row.posterFileName ? this.sign(mediaPath(row.companyId, row.posterFileName)) : null,
      duration: row.duration ?? 0,
      title: row.title,
      mimeType: row.mimeType,
      size: row.size,
      width: row.width,
      height: row.height,
      createdAt: row.createdAt,
    };
  }

  imageView(row: MediaRow): ImageView {
    return {
      id: row.id,
      imageUrl: this.sign(mediaPath(row.companyId, row.fileName)),
      mimeType: row.mimeType,
      size: row.size,
      width: row.width,
      height: row.height,
      createdAt: row.createdAt,
    };
  }

  projectView(p: VideoProjectRow): VideoProjectView {
    return { id: p.id, name: p.name, videoUrl: this.sign(p.videoPath), projectData: p.projectData, createdAt: p.createdAt, updatedAt: p.updatedAt };
  }
}
