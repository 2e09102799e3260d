import { UploadError, type UploadSink } from '../../storage/file-store';
import { DataUrlValue, malformed, parseJsonString } from './data-url-value';

/**
 * Streaming reader for `{"title": "...", "video": "data:video/mp4;base64,....", "trim": "..."}`:
 * the data-URL value of `fileKey` is base64-decoded into a sink chunk by chunk (so the size limit
 * holds while streaming and the body is never held in memory), every other value is small and
 * captured as JSON text (at most `maxFieldBytes` each).
 */
export interface JsonUploadOptions {
  readonly fileKey: string;
  readonly maxBodyBytes: number;
  readonly maxFieldBytes: number;
  /** Called with the data URL's MIME type once its header has arrived; may throw (wrong type). */
  openSink(mimeType: string): UploadSink;
}

export interface JsonUpload {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly file: { readonly sink: UploadSink; readonly mimeType: string } | null;
}

const enum S {
  BeforeObject,
  BeforeKey,
  InKey,
  AfterKey,
  BeforeValue,
  InValue,
  InFileHeader,
  InFileBody,
  AfterValue,
  Done,
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

class Parser {
  private state = S.BeforeObject;
  private afterComma = false;
  private keyBytes: Buffer[] = [];
  private keyEscape = false;
  private key = '';
  // generic value capture
  private valueBytes: Buffer[] = [];
  private valueSize = 0;
  private depth = 0;
  private inString = false;
  private escape = false;
  private primitive = false;
  // file value
  private fileValue: DataUrlValue | null = null;
  private total = 0;
  readonly fields: Record<string, unknown> = {};

  get file(): { sink: UploadSink; mimeType: string } | null {
    return this.fileValue?.file ?? null;
  }

  constructor(private readonly opts: JsonUploadOptions) {}

  async feed(chunk: Buffer): Promise<void> {
    this.total += chunk.length;
    if (this.total > this.opts.maxBodyBytes) throw new UploadError('too_large');
    let i = 0;
    while (i < chunk.length) {
      switch (this.state) {
        case S.BeforeObject: {
          const c = chunk[i]!;
          i++;
          if (WS.has(c)) break;
          if (c !== 0x7b) throw malformed('expected an object');
          this.state = S.BeforeKey;
          this.afterComma = false;
          break;
        }
        case S.BeforeKey: {
          const c = chunk[i]!;
          i++;
          if (WS.has(c)) break;
          if (c === 0x7d && !this.afterComma) {
            this.state = S.Done;
            break;
          }
          if (c !== QUOTE) throw malformed('expected a key');
          this.keyBytes = [];
          this.keyEscape = false;
          this.state = S.InKey;
          break;
        }
        case S.InKey: {
          const start = i;
          while (i < chunk.length) {
            const c = chunk[i]!;
            if (this.keyEscape) this.keyEscape = false;
            else if (c === BACKSLASH) this.keyEscape = true;
            else if (c === QUOTE) break;
            i++;
          }
          this.keyBytes.push(chunk.subarray(start, i));
          if (this.keyBytes.reduce((n, b) => n + b.length, 0) > 256) throw malformed('key too long');
          if (i < chunk.length) {
            i++; // closing quote
            this.key = parseJsonString(Buffer.concat(this.keyBytes));
            this.state = S.AfterKey;
          }
          break;
        }
        case S.AfterKey: {
          const c = chunk[i]!;
          i++;
          if (WS.has(c)) break;
          if (c !== 0x3a) throw malformed('expected a colon');
          this.state = S.BeforeValue;
          break;
        }
        case S.BeforeValue: {
          const c = chunk[i]!;
          if (WS.has(c)) {
            i++;
            break;
          }
          if (Object.prototype.hasOwnProperty.call(this.fields, this.key) || (this.key === this.opts.fileKey && this.file)) throw malformed('duplicate key');
          if (this.key === this.opts.fileKey && c === QUOTE) {
            i++;
            this.fileValue = new DataUrlValue((mime) => this.opts.openSink(mime));
            this.state = S.InFileHeader;
            break;
          }
          this.valueBytes = [];
          this.valueSize = 0;
          this.depth = 0;
          this.inString = false;
          this.escape = false;
          this.primitive = !(c === QUOTE || c === 0x7b || c === 0x5b);
          this.state = S.InValue;
          break;
        }
        case S.InValue:
          i = this.captureValue(chunk, i);
          break;
        case S.InFileHeader: {
          const { next, opened } = this.fileValue!.header(chunk, i);
          i = next;
          if (opened) this.state = S.InFileBody;
          break;
        }
        case S.InFileBody: {
          const { next, done } = await this.fileValue!.body(chunk, i);
          i = next;
          if (done) this.state = S.AfterValue;
          break;
        }
        case S.AfterValue: {
          const c = chunk[i]!;
          i++;
          if (WS.has(c)) break;
          if (c === 0x2c) {
            this.state = S.BeforeKey;
            this.afterComma = true;
          } else if (c === 0x7d) {
            this.state = S.Done;
          } else {
            throw malformed('expected a comma or the end of the object');
          }
          break;
        }
        case S.Done: {
          const c = chunk[i]!;
          i++;
          if (!WS.has(c)) throw malformed('data after the object');
          break;
        }
      }
    }
  }

  private captureValue(chunk: Buffer, from: number): number {
    let i = from;
    let end = -1;
    while (i < chunk.length) {
      const c = chunk[i]!;
      if (this.primitive) {
        if (c === 0x2c || c === 0x7d || WS.has(c)) {
          end = i; // not consumed: AfterValue handles it
          break;
        }
      } else if (this.inString) {
        if (this.escape) this.escape = false;
        else if (c === BACKSLASH) this.escape = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.depth === 0) {
            end = i + 1;
            break;
          }
        }
      } else if (c === QUOTE) this.inString = true;
      else if (c === 0x7b || c === 0x5b) this.depth++;
      else if (c === 0x7d || c === 0x5d) {
        this.depth--;
        if (this.depth === 0) {
          end = i + 1;
          break;
        }
      }
      i++;
    }
    const stop = end === -1 ? chunk.length : end;
    this.valueSize += stop - from;
    if (this.valueSize > this.opts.maxFieldBytes) throw malformed(`field ${this.key} too large`);
    this.valueBytes.push(chunk.subarray(from, stop));
    if (end === -1) return chunk.length;
    try {
      this.fields[this.key] = JSON.parse(Buffer.concat(this.valueBytes).toString('utf8'));
    } catch {
      throw malformed(`field ${this.key} is not JSON`);
    }
    this.state = S.AfterValue;
    return end;
  }

  end(): void {
    if (this.state !== S.Done) throw malformed('unexpected end of the body');
  }
}

/** Reads the whole body; on failure the sink (if opened) is discarded and the error rethrown. */
export async function readJsonUpload(body: AsyncIterable<Buffer>, opts: JsonUploadOptions): Promise<JsonUpload> {
  const parser = new Parser(opts);
  try {
    for await (const chunk of body) await parser.feed(chunk);
    parser.end();
    return { fields: parser.fields, file: parser.file };
  } catch (err) {
    await parser.file?.sink.discard();
    throw err;
  }
}
