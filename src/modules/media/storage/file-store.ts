import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaDirs } from './paths';
import { SNIFF_BYTES } from './sniff';

/** Why an upload body was refused while it streamed in. */
export type UploadFailure = 'too_large' | 'wrong_type' | 'malformed' | 'unsupported' | 'aborted';

/** Chunks are collected up to this size before they are written. */
const WRITE_BATCH_BYTES = 1024 * 1024;

export class UploadError extends Error {
  constructor(
    readonly reason: UploadFailure,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/** A file received completely into the temporary directory. */
export interface ReceivedFile {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  /** The first bytes, for sniffing. */
  readonly head: Buffer;
}

/**
 * Receives one uploaded file into a temporary file: hashes while writing, refuses as soon as
 * the size limit is passed, lets the caller check the first bytes early (type check before the
 * whole file has arrived). `discard()` deletes the temporary file; it is safe to call twice.
 */
export class UploadSink {
  readonly path: string;
  private handle: fs.promises.FileHandle | undefined;
  private opening: Promise<fs.promises.FileHandle> | undefined;
  private readonly hash = createHash('sha256');
  private size = 0;
  private head = Buffer.alloc(0);
  private headChecked = false;
  private done = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    tmpDir: string,
    private readonly maxBytes: number,
    private readonly checkHead: (head: Buffer) => void,
  ) {
    this.path = path.join(tmpDir, `${randomUUID()}.upload`);
  }

  private file(): Promise<fs.promises.FileHandle> {
    this.opening ??= (async () => {
      await fs.promises.mkdir(path.dirname(this.path), { recursive: true });
      this.handle = await fs.promises.open(this.path, 'wx', 0o600);
      return this.handle;
    })();
    return this.opening;
  }

  get bytesReceived(): number {
    return this.size;
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.done) throw new Error('upload sink already finished');
    if (chunk.length === 0) return;
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw new UploadError('too_large');
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
      if (this.head.length >= SNIFF_BYTES) {
        this.headChecked = true;
        this.checkHead(this.head);
      }
    }
    this.hash.update(chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= WRITE_BATCH_BYTES) await this.flush();
  }

  /** Writes the collected chunks in one system call (fewer, larger writes). */
  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const fh = await this.file();
    let buffers = this.pending;
    let left = this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
    while (left > 0) {
      const { bytesWritten } = await fh.writev(buffers);
      left -= bytesWritten;
      if (left > 0) buffers = [Buffer.concat(buffers).subarray(bytesWritten)];
    }
  }

  async finish(): Promise<ReceivedFile> {
    if (!this.headChecked) {
      this.headChecked = true;
      this.checkHead(this.head);
    }
    await this.flush();
    this.done = true;
    const fh = await this.file();
    await fh.close();
    this.handle = undefined;
    return { path: this.path, size: this.size, sha256: this.hash.digest('hex'), head: this.head };
  }

  async discard(): Promise<void> {
    this.done = true;
    this.pending = [];
    this.pendingBytes = 0;
    if (this.opening) {
      await this.opening.catch(() => undefined);
      await this.handle?.close().catch(() => undefined);
      this.handle = undefined;
    }
    await removeFile(this.path);
  }
}

export async function removeFile(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true }).catch(() => undefined);
}

/** A fresh temporary file name in the temporary directory (not created). */
export function tempFile(dirs: MediaDirs, ext: string): string {
  return path.join(dirs.tmp, `${randomUUID()}.${ext}`);
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Moves a finished temporary file to its content address. When the same content is stored
 * already, the temporary file is dropped (deduplication).
 */
export async function commitFile(dirs: MediaDirs, tmpPath: string, companyId: string, fileName: string): Promise<void> {
  const target = dirs.file(companyId, fileName);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const exists = await fs.promises.stat(target).then(
    (s) => s.isFile(),
    () => false,
  );
  if (exists) {
    await removeFile(tmpPath);
    return;
  }
  await fs.promises.rename(tmpPath, target);
}

/** Deletes temporary files left behind by a crash (older than an hour). */
export async function sweepTemp(dirs: MediaDirs, now: Date, maxAgeMs = 3_600_000): Promise<number> {
  const names = await fs.promises.readdir(dirs.tmp).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dirs.tmp, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat && now.getTime() - stat.mtimeMs > maxAgeMs) {
      await removeFile(file);
      removed++;
    }
  }
  return removed;
}

/** Reads the top-level boxes of an MP4/QuickTime file: true when `moov` comes before `mdat`. */
export async function mp4IsFaststart(file: string): Promise<boolean> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const { size } = await fh.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    for (let i = 0; i < 1000 && offset + 8 <= size; i++) {
      const { bytesRead } = await fh.read(header, 0, 16, offset);
      if (bytesRead < 8) break;
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      if (boxSize === 1) {
        if (bytesRead < 16) break;
        boxSize = Number(header.readBigUInt64BE(8));
      } else if (boxSize === 0) {
        break;
      }
      if (boxSize < 8) break;
      offset += boxSize;
    }
    return false;
  } finally {
    await fh.close();
  }
}
