import fs from 'node:fs';
import { newId } from '../../../../platform/eventstore';
import type { VideoView } from '../../../../shared/contracts/media';
import { planProcessing, type Container, type VideoFacts } from '../../domain/processing';
import { checkTrim, contentFileName, type TrimRange, type TrimRequest } from '../../domain/rules';
import { commitFile, mp4IsFaststart, removeFile, sha256OfFile, tempFile, type ReceivedFile } from '../../storage/file-store';
import { containerMimeType, sniff } from '../../storage/sniff';
import type { Actor } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { toHttpError as fail } from '../../shared/errors';
import { recordMedia } from '../../shared/record-media';
import { probe, runTool } from '../../shared/tools';
import { videoView } from '../../shared/views';

/** Uploads waiting for a processing slot before new ones are turned away (503). */
const MAX_QUEUED_JOBS = 8;

export interface VideoUploadInput {
  readonly file: ReceivedFile;
  readonly declaredType: string;
  readonly originalName: string;
  readonly title: string;
  readonly trim: TrimRequest | null;
}

/**
 * Stores an uploaded video: probe, check the trim against the real duration, keep / remux /
 * transcode so browsers play it, extract a poster, move both to their content address, record
 * `media.VideoStored`. Temporary files are removed whatever happens.
 */
export async function storeVideo(d: MediaDeps, actor: Actor, input: VideoUploadInput): Promise<VideoView> {
  const sniffed = sniff(input.file.head);
  if (sniffed.kind !== 'video') throw fail('NotAVideo');
  if (d.tools.queued >= MAX_QUEUED_JOBS) throw fail('MediaBusy');
  const temps: string[] = [];
  const temp = (ext: string) => {
    const t = tempFile(d.dirs, ext);
    temps.push(t);
    return t;
  };
  try {
    let src = input.file.path;
    let container: Container = sniffed.container;
    let probed = await probe(d, src, 'VideoUnreadable');
    if (!probed.video) throw fail('NotAVideo');
    let remuxedForDuration = false;
    if (probed.duration === null) {
      remuxedForDuration = true;
      // e.g. MediaRecorder WebM: remuxing writes the duration into the header
      const format = container === 'webm' ? 'webm' : 'matroska';
      const fixed = temp(format === 'webm' ? 'webm' : 'mkv');
      await runTool(d, () => d.tools.remux(src, fixed, format));
      src = fixed;
      container = format === 'webm' ? 'webm' : 'matroska';
      probed = await probe(d, src, 'VideoUnreadable');
      if (!probed.video || probed.duration === null) throw fail('VideoUnreadable');
    }
    const duration = probed.duration;
    let trim: TrimRange | null = null;
    if (input.trim) {
      const checked = checkTrim(input.trim, duration);
      if (!checked.ok) throw fail(checked.error);
      trim = checked.range;
    }
    const facts: VideoFacts = {
      container,
      videoCodec: probed.video.codec,
      audioCodec: probed.audio?.codec ?? null,
      pixelFormat: probed.video.pixelFormat,
      durationKnown: true,
      faststart: container === 'mp4' || container === 'quicktime' ? await mp4IsFaststart(src) : true,
    };
    const plan = planProcessing(facts, trim);
    let out = src;
    if (plan.action === 'remux') {
      out = temp(plan.output);
      await runTool(d, () => d.tools.remux(src, out, plan.output));
    } else if (plan.action === 'transcode') {
      out = temp('mp4');
      await runTool(d, () => d.tools.transcode(src, out, plan.trim));
    }
    const final = out === src ? probed : await probe(d, out, 'VideoProcessingFailed');
    if (!final.video || final.duration === null) throw fail('VideoProcessingFailed');
    const mimeType = plan.output === 'webm' ? 'video/webm' : 'video/mp4';
    const sha256 = out === input.file.path ? input.file.sha256 : await sha256OfFile(out);
    const size = (await fs.promises.stat(out)).size;
    const fileName = contentFileName(sha256, mimeType);

    const posterTmp = temp('jpg');
    await runTool(d, () => d.tools.poster(out, posterTmp, Math.min(1, final.duration! / 3)));
    const posterSize = await fs.promises.stat(posterTmp).then((s) => s.size, () => 0);
    if (posterSize === 0) throw fail('VideoProcessingFailed');
    const posterSha = await sha256OfFile(posterTmp);
    const posterFileName = contentFileName(posterSha, 'image/jpeg');

    await commitFile(d.dirs, out, actor.companyId, fileName);
    await commitFile(d.dirs, posterTmp, actor.companyId, posterFileName);

    const row = await recordMedia(d, actor, {
      type: 'StoreVideo',
      mediaId: newId(),
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
      now: d.k.clock.now(),
    });
    return videoView(d, row);
  } finally {
    for (const t of temps) await removeFile(t);
  }
}
