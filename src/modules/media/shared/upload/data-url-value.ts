import { UploadError, type UploadSink } from '../../storage/file-store';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MAX_HEADER = 256;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_RE = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[^;,]*)*);base64$/i;

export const malformed = (detail: string) => new UploadError('malformed', detail);

export function parseJsonString(raw: Buffer): string {
  try {
    const v: unknown = JSON.parse(`"${raw.toString('utf8')}"`);
    if (typeof v === 'string') return v;
  } catch {
    // fall through
  }
  throw malformed('invalid string');
}

/**
 * The JSON string value `"data:<type>;base64,<data>"` of the file key, read chunk by chunk: the
 * header (up to the comma) picks the sink, the base64 after it is decoded into the sink as it
 * arrives (JSON escapes and line breaks allowed, padding optional).
 */
export class DataUrlValue {
  private headerBytes: Buffer[] = [];
  private headerSize = 0;
  private fileEscape: string | null = null;
  private carry = '';
  private padded = false;
  file: { sink: UploadSink; mimeType: string } | null = null;

  constructor(private readonly openSink: (mimeType: string) => UploadSink) {}

  /** Reads header bytes from `from`; returns the next index and whether the body starts there. */
  header(chunk: Buffer, from: number): { next: number; opened: boolean } {
    let i = from;
    while (i < chunk.length && chunk[i] !== 0x2c && chunk[i] !== QUOTE) i++;
    this.headerBytes.push(chunk.subarray(from, i));
    this.headerSize += i - from;
    if (this.headerSize > MAX_HEADER) throw new UploadError('wrong_type', 'not a data URL');
    if (i >= chunk.length) return { next: i, opened: false };
    if (chunk[i] === QUOTE) throw new UploadError('wrong_type', 'not a data URL');
    this.open(Buffer.concat(this.headerBytes));
    return { next: i + 1, opened: true }; // past the comma
  }

  private open(raw: Buffer): void {
    const header = parseJsonString(raw);
    const m = DATA_URL_RE.exec(header);
    if (!m) throw new UploadError('wrong_type', 'not a base64 data URL');
    const mimeType = (m[1] ?? 'application/octet-stream').toLowerCase();
    this.file = { sink: this.openSink(mimeType), mimeType };
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

  /** Decodes body bytes from `from`; returns the next index and whether the closing quote was read. */
  async body(chunk: Buffer, from: number): Promise<{ next: number; done: boolean }> {
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
      return { next: i, done: true };
    }
    return { next: i, done: false };
  }
}
