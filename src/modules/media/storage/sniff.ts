import type { Container } from '../domain/processing';
import type { ImageType } from '../domain/rules';

/** What the first bytes of a file say it is (magic numbers, no trust in the declared type). */
export type Sniffed =
  | { readonly kind: 'video'; readonly container: Exclude<Container, 'other'> }
  | { readonly kind: 'image'; readonly mimeType: ImageType }
  | { readonly kind: 'unknown' };

/** Bytes needed for a reliable answer. */
export const SNIFF_BYTES = 64;

const ascii = (b: Buffer, from: number, to: number) => (b.length >= to ? b.toString('latin1', from, to) : '');

const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
/** ISO-BMFF brands that are still images or audio, not video. */
const NOT_VIDEO_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ', 'jp2 ']);

export function sniff(head: Buffer): Sniffed {
  if (head.length >= 8 && head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a) return { kind: 'image', mimeType: 'image/png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mimeType: 'image/jpeg' };
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return { kind: 'image', mimeType: 'image/webp' };
    if (form === 'AVI ') return { kind: 'video', container: 'avi' };
    return { kind: 'unknown' };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    // EBML header; its DocType says webm or matroska
    const text = head.toString('latin1');
    if (text.includes('webm')) return { kind: 'video', container: 'webm' };
    if (text.includes('matroska')) return { kind: 'video', container: 'matroska' };
    return { kind: 'unknown' };
  }
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (!brand || NOT_VIDEO_BRANDS.has(brand)) return { kind: 'unknown' };
    return { kind: 'video', container: brand === 'qt  ' ? 'quicktime' : 'mp4' };
  }
  if (QUICKTIME_ATOMS.has(box)) return { kind: 'video', container: 'quicktime' };
  return { kind: 'unknown' };
}

/** MIME type of a sniffed video container (before processing). */
export function containerMimeType(container: Exclude<Container, 'other'>): string {
  switch (container) {
    case 'mp4':
      return 'video/mp4';
    case 'quicktime':
      return 'video/quicktime';
    case 'webm':
      return 'video/webm';
    case 'matroska':
      return 'video/x-matroska';
    case 'avi':
      return 'video/x-msvideo';
    default: {
      const never: never = container;
      return never;
    }
  }
}
