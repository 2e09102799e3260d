import type { ProbeResult } from '../storage/ffmpeg';
import { ToolError } from '../storage/ffmpeg';
import type { MediaDeps } from './deps';
import { toHttpError, type MediaError } from './errors';

/** An ffmpeg failure as the client sees it: tools missing (503), busy (503), or `otherwise`. */
function toolFailure(d: MediaDeps, err: unknown, otherwise: MediaError): Error {
  if (err instanceof ToolError) {
    if (err.kind === 'missing') return toHttpError('MediaToolsMissing');
    d.k.log(`media: ${err.message}`);
    return toHttpError(err.kind === 'timeout' ? 'MediaBusy' : otherwise);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** ffprobe of a file; an unreadable file answers `unreadable`. */
export async function probe(d: MediaDeps, file: string, unreadable: MediaError): Promise<ProbeResult> {
  try {
    return await d.tools.probe(file);
  } catch (err) {
    throw toolFailure(d, err, unreadable);
  }
}

/** Runs one ffmpeg job; a failure answers 'VideoProcessingFailed'. */
export async function runTool(d: MediaDeps, job: () => Promise<void>): Promise<void> {
  try {
    await job();
  } catch (err) {
    throw toolFailure(d, err, 'VideoProcessingFailed');
  }
}
