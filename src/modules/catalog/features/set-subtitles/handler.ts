import type { IncomingMessage } from 'node:http';
import { decode, drainBody, HttpError, receiveSingleFile } from '../../../../platform/http';
import type { SubtitleTrackDetails } from '../../../../shared/contracts/catalog';
import { isContentLanguage } from '../../../../shared/languages';
import { checkSubtitles, MAX_SUBTITLE_BYTES } from '../../domain/subtitles';
import { editableModule } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { subtitlesRefused, toHttpError, unsupportedLanguage } from '../../shared/errors';
import { subtitleTracks } from '../list-subtitles/query';
import { SubtitleFields } from './schema';

const tooLarge = () => subtitlesRefused({ ok: false, cue: null, reason: 'too_large' });
const notUtf8 = () => subtitlesRefused({ ok: false, cue: null, reason: 'invalid', detail: 'The file is not UTF-8 text.' });

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/**
 * POST /training-modules/{id}/subtitles: a WebVTT file (multipart `file`, field `language`) for a
 * video module. Who may not edit the training is refused before the file is read; the language is
 * checked before the file; the file is checked (`checkSubtitles`: the parser, cue order, the video's
 * length, 1 MB) before the media module stores it; then the training records it. Answers the tracks.
 */
export async function setSubtitles(deps: CatalogDeps, c: Caller, moduleId: string, req: IncomingMessage): Promise<SubtitleTrackDetails[]> {
  let target;
  try {
    target = await editableModule(deps, c, moduleId);
    if (target.module.type !== 'video') throw toHttpError('SubtitlesNeedVideoModule');
  } catch (err) {
    drainBody(req);
    throw err;
  }
  const fields = new Map<string, string>();
  const bytes = await receiveSingleFile(req, { field: 'file', maxBytes: MAX_SUBTITLE_BYTES, fields }, collect).catch((err: unknown) => {
    throw err instanceof HttpError && err.code === 'file_too_large' ? tooLarge() : err;
  });
  const { language } = decode(SubtitleFields, Object.fromEntries(fields));
  if (!isContentLanguage(language)) throw unsupportedLanguage([language]);
  if (!target.training.contentLanguages.includes(language)) throw toHttpError({ tag: 'LanguageNotInTraining', language });

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notUtf8();
  }
  const content = target.module.content;
  // a language with a dubbed version shows its subtitles over that video: its cues fit its length
  const duration = 'videoUrl' in content ? (content.dubbedVideos?.[language]?.duration ?? content.duration) : undefined;
  const check = checkSubtitles(text, { maxSeconds: duration });
  if (!check.ok) throw subtitlesRefused(check, duration);

  const stored = await deps.ports.media.storeFile(c.companyId, bytes, 'text/vtt');
  await deps.k.commands.run({
    ...trainingStream(target.trainingId),
    actor: commandActorOf(c),
    command: {
      type: 'SetSubtitleTrack',
      actor: c.actor,
      moduleId,
      language,
      track: { path: stored.path, sha256: stored.sha256, cues: check.cues, bytes: bytes.byteLength },
      now: deps.k.clock.now(),
    },
  });
  return subtitleTracks(deps, c, moduleId);
}
