import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';

import { MAX_SIGNATURE_BYTES } from '../../../shared/contracts/instruction';

/** Larger drawings than a tablet's screen at its pixel ratio are not signatures. */
const MAX_SIDE = 4096;
const PREFIX = 'data:image/png;base64,';
const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel of the 8-bit colour types: grey, RGB, grey+alpha, RGBA (palettes and 16 bit are not what a canvas writes). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export type SignatureRefusal = 'SignatureNotPng' | 'SignatureTooLarge' | 'SignatureBlank';
export type InspectedSignature = { readonly ok: true; readonly png: Buffer; readonly sha256: string } | { readonly ok: false; readonly error: SignatureRefusal };

const refuse = (error: SignatureRefusal): InspectedSignature => ({ ok: false, error });

interface Header {
  readonly width: number;
  readonly height: number;
  readonly channels: number;
}

/** The chunks of a PNG after its signature, each CRC checked; null when the file is cut short or damaged. */
function chunks(png: Buffer): { type: string; data: Buffer }[] | null {
  const out: { type: string; data: Buffer }[] = [];
  for (let at = MAGIC.length; at < png.length; ) {
    if (at + 12 > png.length) return null;
    const length = png.readUInt32BE(at);
    if (at + 12 + length > png.length) return null;
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    if (crc32(typeAndData) !== png.readUInt32BE(at + 8 + length)) return null;
    const type = typeAndData.subarray(0, 4).toString('latin1');
    out.push({ type, data: typeAndData.subarray(4) });
    at += 12 + length;
    if (type === 'IEND') return out;
  }
  return null;
}

function header(ihdr: Buffer | undefined): Header | null {
  if (!ihdr || ihdr.length !== 13) return null;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = [ihdr[8], ihdr[9], ihdr[10], ihdr[11], ihdr[12]];
  const channels = colourType === undefined ? undefined : CHANNELS[colourType];
  if (!channels || bitDepth !== 8 || interlace !== 0 || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  return { width, height, channels };
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Whether any pixel is ink: not transparent and darker than near-white. Undoes the row filters on the way (PNG spec 9). */
function hasInk(raw: Buffer, h: Header): boolean | null {
  const stride = h.width * h.channels;
  if (raw.length !== (stride + 1) * h.height) return null;
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < h.height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const left = i >= h.channels ? row[i - h.channels]! : 0;
      const up = prev[i]!;
      const upLeft = i >= h.channels ? prev[i - h.channels]! : 0;
      const add = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : -1;
      if (add < 0) return null;
      row[i] = (row[i]! + add) & 0xff;
    }
    for (let x = 0; x < h.width; x++) {
      const p = x * h.channels;
      const alpha = h.channels === 4 ? row[p + 3]! : h.channels === 2 ? row[p + 1]! : 255;
      const darkest = h.channels >= 3 ? Math.min(row[p]!, row[p + 1]!, row[p + 2]!) : row[p]!;
      if (alpha > 32 && darkest < 200) return true;
    }
    prev = row;
  }
  return false;
}

/**
 * Checks a signature drawn on the tablet (a PNG data URL): a real, undamaged 8-bit PNG of at most
 * 200 KB with at least one pixel of ink. Answers its bytes and their SHA-256 (kept in the event).
 */
export function inspectSignature(dataUrl: string): InspectedSignature {
  if (!dataUrl.startsWith(PREFIX)) return refuse('SignatureNotPng');
  // base64 is 4/3 of the bytes: a longer text is too large before it is decoded
  if (dataUrl.length - PREFIX.length > Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4) return refuse('SignatureTooLarge');
  const png = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  if (png.length > MAX_SIGNATURE_BYTES) return refuse('SignatureTooLarge');
  if (png.length < MAGIC.length || !png.subarray(0, MAGIC.length).equals(MAGIC)) return refuse('SignatureNotPng');
  const parts = chunks(png);
  const h = header(parts?.[0]?.type === 'IHDR' ? parts[0].data : undefined);
  if (!parts || !h) return refuse('SignatureNotPng');
  let raw: Buffer;
  try {
    // bounded: a small file that inflates to gigabytes is refused, not unpacked
    raw = inflateSync(Buffer.concat(parts.filter((c) => c.type === 'IDAT').map((c) => c.data)), { maxOutputLength: (h.width * h.channels + 1) * h.height });
  } catch {
    return refuse('SignatureNotPng');
  }
  const ink = hasInk(raw, h);
  if (ink === null) return refuse('SignatureNotPng');
  if (!ink) return refuse('SignatureBlank');
  return { ok: true, png, sha256: createHash('sha256').update(png).digest('hex') };
}
