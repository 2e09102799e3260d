import { UploadError, type UploadSink } from '../storage/file-store';

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
const MAX_HEADER = 256;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_RE = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[^;,]*)*);base64$/i;

const malformed = (detail: string) => new UploadError('malformed', detail);

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
  private headerBytes: Buffer[] = [];
  private headerSize = 0;
  private fileEscape: string | null = null;
  private carry = '';
  private padded = false;
  private total = 0;
  readonly fields: Record<string, unknown> = {};
  file: { sink: UploadSink; mimeType: string } | null = null;

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
            this.headerBytes = [];
            this.headerSize = 0;
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
          const start = i;
          while (i < chunk.length && chunk[i] !== 0x2c && chunk[i] !== QUOTE) i++;
          this.headerBytes.push(chunk.subarray(start, i));
          this.headerSize += i - start;
          if (this.headerSize > MAX_HEADER) throw new UploadError('wrong_type', 'not a data URL');
          if (i < chunk.length) {
            if (chunk[i] === QUOTE) throw new UploadError('wrong_type', 'not a data URL');
            i++; // the comma
            this.openFile(Buffer.concat(this.headerBytes));
            this.state = S.InFileBody;
          }
          break;
        }
        case S.InFileBody:
          i = await this.fileBody(chunk, i);
          break;
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

  private openFile(raw: Buffer): void {
    const header = parseJsonString(raw);
    const m = DATA_URL_RE.exec(header);
    if (!m) throw new UploadError('wrong_type', 'not a base64 data URL');
    const mimeType = (m[1] ?? 'application/octet-stream').toLowerCase();
    this.file = { sink: this.opts.openSink(mimeType), mimeType };
  }

  private async base64(text: string): Promise<void> {
    if (!text) return;
    if (this.padded) {
      if (/^=+$/.test(text)) return;
      throw malformed('data after base64 padding');
    }
    const all = this.carry + text;
    if (!BASE64_RE.test(text)) throw malformed('invalid base64');
    if (all.includes('=')) this.padded = true;
    const usable = this.padded ? all.length : all.length - (all.length % 4);
    this.carry = all.slice(usable);
    if (usable > 0) await this.file!.sink.write(Buffer.from(all.slice(0, usable), 'base64'));
  }

  private async fileBody(chunk: Buffer, from: number): Promise<number> {
    let i = from;
    while (i < chunk.length) {
      if (this.fileEscape !== null) {
        // inside a JSON escape sequence (possibly split across chunks)
        this.fileEscape += String.fromCharCode(chunk[i]!);
        i++;
        const esc = this.fileEscape;
        if (esc === '/') await this.base64('/');
        else if (esc === 'n' || esc === 'r' || esc === 't') {
          // line breaks inside base64 are allowed and ignored
        } else if (esc[0] === 'u') {
          if (esc.length < 5) continue;
          const ch = String.fromCharCode(parseInt(esc.slice(1), 16));
          if (!/^[A-Za-z0-9+/=\s]$/.test(ch)) throw malformed('invalid base64');
          if (!/\s/.test(ch)) await this.base64(ch);
        } else {
          throw malformed('invalid escape in base64');
        }
        this.fileEscape = null;
        continue;
      }
      const q = chunk.indexOf(QUOTE, i);
      const b = chunk.indexOf(BACKSLASH, i);
      const next = q === -1 ? b : b === -1 ? q : Math.min(q, b);
      const stop = next === -1 ? chunk.length : next;
      await this.base64(chunk.toString('latin1', i, stop));
      i = stop;
      if (next === -1) break;
      i++;
      if (next === b) {
        this.fileEscape = '';
        continue;
      }
      // closing quote: the last partial quartet (unpadded base64)
      if (this.carry.length === 1) throw malformed('truncated base64');
      if (this.carry) await this.file!.sink.write(Buffer.from(this.carry, 'base64'));
      this.carry = '';
      this.state = S.AfterValue;
      break;
    }
    return i;
  }

  end(): void {
    if (this.state !== S.Done) throw malformed('unexpected end of the body');
  }
}

function parseJsonString(raw: Buffer): string {
  try {
    const v: unknown = JSON.parse(`"${raw.toString('utf8')}"`);
    if (typeof v === 'string') return v;
  } catch {
    // fall through
  }
  throw malformed('invalid string');
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
