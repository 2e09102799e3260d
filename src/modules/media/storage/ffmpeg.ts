import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { sniff } from './sniff';

/** A child process that exited badly; `stderrTail` is for the server log only. */
export class ToolError extends Error {
  constructor(
    readonly tool: string,
    readonly kind: 'missing' | 'failed' | 'timeout',
    readonly stderrTail: string,
  ) {
    super(`${tool} ${kind}${stderrTail ? `: ${stderrTail.slice(-500)}` : ''}`);
  }
}

export interface ProbeResult {
  readonly formatName: string;
  readonly majorBrand: string | null;
  /** Seconds, null when the container does not say (e.g. MediaRecorder WebM). */
  readonly duration: number | null;
  readonly video: { readonly codec: string; readonly width: number | null; readonly height: number | null; readonly pixelFormat: string | null; readonly duration: number | null } | null;
  readonly audio: { readonly codec: string } | null;
}

const MAX_STDOUT = 4 * 1024 * 1024;
const STDERR_TAIL = 8 * 1024;

/** Limits how many heavy child processes run at once (the machine has few cores). */
class Semaphore {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(private readonly max: number) {}
  get waiting(): number {
    return this.queue.length;
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }
}

function num(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Pure: the parts of ffprobe's JSON this module uses. */
export function parseProbe(json: unknown): ProbeResult {
  const root = (json && typeof json === 'object' ? json : {}) as { format?: Record<string, unknown>; streams?: unknown[] };
  const format = root.format ?? {};
  const tags = (format.tags && typeof format.tags === 'object' ? format.tags : {}) as Record<string, unknown>;
  const streams = (Array.isArray(root.streams) ? root.streams : []) as Record<string, unknown>[];
  const isAttachedPicture = (s: Record<string, unknown>) =>
    !!s.disposition && typeof s.disposition === 'object' && (s.disposition as Record<string, unknown>).attached_pic === 1;
  const v = streams.find((s) => s.codec_type === 'video' && !isAttachedPicture(s));
  const a = streams.find((s) => s.codec_type === 'audio');
  const videoDuration = v ? num(v.duration) : null;
  const formatDuration = num(format.duration);
  return {
    formatName: str(format.format_name) ?? '',
    majorBrand: str(tags.major_brand),
    duration: formatDuration && formatDuration > 0 ? formatDuration : videoDuration && videoDuration > 0 ? videoDuration : null,
    video: v
      ? { codec: str(v.codec_name) ?? 'unknown', width: num(v.width), height: num(v.height), pixelFormat: str(v.pix_fmt), duration: videoDuration }
      : null,
    audio: a ? { codec: str(a.codec_name) ?? 'unknown' } : null,
  };
}

/** The ffmpeg demuxer for each container we accept; nothing else is ever opened. */
const DEMUXERS = { mp4: 'mov', quicktime: 'mov', webm: 'matroska', matroska: 'matroska', avi: 'avi' } as const;
const IMAGE_DEMUXERS = { 'image/png': 'png_pipe', 'image/jpeg': 'jpeg_pipe', 'image/webp': 'webp_pipe' } as const;

/**
 * Input options that open exactly one local file with the demuxer its bytes announce: no network
 * or other protocols (`-protocol_whitelist file`), and no format guessing that could pick a
 * playlist demuxer (HLS, concat) which would read other files.
 */
export async function inputOptions(file: string): Promise<string[]> {
  const head = Buffer.alloc(64);
  const handle = await fs.promises.open(file, 'r');
  let read: number;
  try {
    ({ bytesRead: read } = await handle.read(head, 0, head.length, 0));
  } finally {
    await handle.close();
  }
  const sniffed = sniff(head.subarray(0, read));
  if (sniffed.kind === 'unknown') throw new ToolError('ffmpeg', 'failed', 'input is not a video or image format we accept');
  return ['-protocol_whitelist', 'file', '-f', sniffed.kind === 'video' ? DEMUXERS[sniffed.container] : IMAGE_DEMUXERS[sniffed.mimeType]];
}

/**
 * Fits into max × max keeping the aspect ratio, then rounds both sides down to even numbers (what
 * H.264 4:2:0 needs). Two filters instead of `force_divisible_by`, which ffmpeg before 4.3 (the
 * static build `@ffmpeg-installer` ships) does not know.
 */
const EVEN_SCALE = (max: number) => `scale=w='min(${max},iw)':h='min(${max},ih)':force_original_aspect_ratio=decrease,scale=w='trunc(iw/2)*2':h='trunc(ih/2)*2'`;

/**
 * ffmpeg and ffprobe as child processes (no shell, arguments as an array): asynchronous, so the
 * event loop keeps serving while a video is processed; killed after a timeout.
 */
export class MediaTools {
  private readonly heavy: Semaphore;

  constructor(
    /** null: not found at start-up (every job answers 'missing'). */
    private readonly ffmpegPath: string | null,
    private readonly ffprobePath: string | null,
    opts: { concurrency?: number } = {},
  ) {
    this.heavy = new Semaphore(opts.concurrency ?? 2);
  }

  /** The programs found at start-up (platform/binaries: environment, system, npm package). */
  static fromBinaries(found: { ffmpeg: { path: string | null }; ffprobe: { path: string | null } }, concurrency: number): MediaTools {
    return new MediaTools(found.ffmpeg.path, found.ffprobe.path, { concurrency });
  }

  /** Jobs waiting for a processing slot. */
  get queued(): number {
    return this.heavy.waiting;
  }

  async available(): Promise<boolean> {
    const ok = async (p: string | null) => p !== null && fs.promises.access(p, fs.constants.X_OK).then(() => true, () => false);
    return (await ok(this.ffmpegPath)) && (await ok(this.ffprobePath));
  }

  private exec(tool: 'ffmpeg' | 'ffprobe', args: readonly string[], timeoutMs: number): Promise<string> {
    const cmd = tool === 'ffmpeg' ? this.ffmpegPath : this.ffprobePath;
    if (cmd === null) return Promise.reject(new ToolError(tool, 'missing', 'not found at start-up'));
    return new Promise((resolve, reject) => {
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, windowsHide: true });
      const out: Buffer[] = [];
      let outBytes = 0;
      let errTail = '';
      let settled = false;
      const finish = (err: Error | null, value = '') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err) reject(err);
        else resolve(value);
      };
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish(new ToolError(cmd, 'timeout', errTail));
      }, timeoutMs);
      child.stdout.on('data', (c: Buffer) => {
        outBytes += c.length;
        if (outBytes <= MAX_STDOUT) out.push(c);
      });
      child.stderr.on('data', (c: Buffer) => {
        errTail = (errTail + c.toString('utf8')).slice(-STDERR_TAIL);
      });
      child.on('error', (e: NodeJS.ErrnoException) => finish(new ToolError(cmd, e.code === 'ENOENT' ? 'missing' : 'failed', e.message)));
      child.on('close', (code) => {
        if (code === 0) finish(null, Buffer.concat(out).toString('utf8'));
        else finish(new ToolError(cmd, 'failed', errTail));
      });
    });
  }

  async probe(file: string): Promise<ProbeResult> {
    const input = await inputOptions(file);
    const out = await this.exec('ffprobe', ['-v', 'error', ...input, '-print_format', 'json', '-show_format', '-show_streams', file], 30_000);
    let json: unknown;
    try {
      json = JSON.parse(out);
    } catch {
      throw new ToolError('ffprobe', 'failed', 'unparseable output');
    }
    return parseProbe(json);
  }

  private ffmpeg(args: readonly string[], timeoutMs: number): Promise<void> {
    return this.heavy.run(async () => {
      await this.exec('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], timeoutMs);
    });
  }

  /** Copies the streams into a new container (no re-encoding). */
  async remux(input: string, output: string, format: 'mp4' | 'webm' | 'matroska'): Promise<void> {
    return this.ffmpeg(
      [
        ...(await inputOptions(input)), '-i', input,
        '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-map_metadata', '-1', '-sn', '-dn',
        ...(format === 'mp4' ? ['-movflags', '+faststart'] : []),
        '-f', format, output,
      ],
      5 * 60_000,
    );
  }

  /** Re-encodes to MP4 H.264/AAC (at most 1920 px on the long side), optionally cutting a range. */
  async transcode(input: string, output: string, trim: { start: number; end: number } | null): Promise<void> {
    const cut = trim ? { ss: ['-ss', trim.start.toFixed(3)], t: ['-t', (trim.end - trim.start).toFixed(3)] } : { ss: [], t: [] };
    const opts = await inputOptions(input);
    return this.ffmpeg(
      [
        ...cut.ss, ...opts, '-i', input, ...cut.t,
        '-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-sn', '-dn',
        '-vf', EVEN_SCALE(1920),
        '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-profile:v', 'high',
        '-c:a', 'aac', '-b:a', '128k',
        '-max_muxing_queue_size', '1024',
        '-movflags', '+faststart', '-f', 'mp4', output,
      ],
      15 * 60_000,
    );
  }

  /** One JPEG frame (at most 1280 px) as a poster. */
  async poster(input: string, output: string, atSeconds: number): Promise<void> {
    const opts = await inputOptions(input);
    const grab = (at: number) =>
      this.ffmpeg(['-ss', at.toFixed(3), ...opts, '-i', input, '-frames:v', '1', '-an', '-vf', EVEN_SCALE(1280), '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', output], 60_000);
    await grab(atSeconds);
    const size = await fs.promises.stat(output).then((s) => s.size, () => 0);
    if (size === 0 && atSeconds > 0) await grab(0);
  }
}
