import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectSignature, MAX_SIGNATURE_BYTES } from './signature-png';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** An 8-bit RGBA PNG of `pixel(x, y)`, row y filtered with filter `y % 5` (all five filters in play). */
function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number], opts: { idat?: Buffer } = {}): Buffer {
  const stride = width * 4;
  const rows: Buffer[] = [];
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), x * 4);
    const filter = y % 5;
    const out = Buffer.alloc(stride + 1);
    out[0] = filter;
    for (let i = 0; i < stride; i++) {
      const left = i >= 4 ? row[i - 4]! : 0;
      const up = prev[i]!;
      const upLeft = i >= 4 ? prev[i - 4]! : 0;
      const pred = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      out[i + 1] = (row[i]! - pred) & 0xff;
    }
    rows.push(out);
    prev = row;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', opts.idat ?? deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const url = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;
const WHITE: [number, number, number, number] = [255, 255, 255, 255];
const INK: [number, number, number, number] = [17, 24, 39, 255];
/** A stroke: a few dark pixels low in the drawing, reached through every filter type. */
const signed = (x: number, y: number) => (y >= 7 && y <= 9 && x >= 3 && x <= 20 ? INK : WHITE);

describe('signature PNG check', () => {
  it('accepts a drawn signature and answers its bytes and SHA-256', () => {
    const file = png(40, 12, signed);
    const r = inspectSignature(url(file));
    expect(r).toEqual({ ok: true, png: file, sha256: createHash('sha256').update(file).digest('hex') });
  });

  it('refuses a blank field: all white, or ink that is fully transparent', () => {
    expect(inspectSignature(url(png(40, 12, () => WHITE)))).toEqual({ ok: false, error: 'SignatureBlank' });
    expect(inspectSignature(url(png(40, 12, (x, y) => (signed(x, y) === INK ? [0, 0, 0, 0] : WHITE))))).toEqual({ ok: false, error: 'SignatureBlank' });
  });

  it('refuses what is not an undamaged PNG', () => {
    const good = png(40, 12, signed);
    expect(inspectSignature('data:image/jpeg;base64,/9j/4AAQ')).toEqual({ ok: false, error: 'SignatureNotPng' });
    expect(inspectSignature('kein Bild')).toEqual({ ok: false, error: 'SignatureNotPng' });
    expect(inspectSignature(url(Buffer.from('GIF89a-and-more-bytes')))).toEqual({ ok: false, error: 'SignatureNotPng' });
    expect(inspectSignature(url(good.subarray(0, good.length - 20)))).toEqual({ ok: false, error: 'SignatureNotPng' });
    const damaged = Buffer.from(good);
    damaged[40] = damaged[40]! ^ 0xff;
    expect(inspectSignature(url(damaged))).toEqual({ ok: false, error: 'SignatureNotPng' });
    expect(inspectSignature(url(png(40, 12, signed, { idat: Buffer.from('not deflate data') })))).toEqual({ ok: false, error: 'SignatureNotPng' });
  });

  it('refuses image data that inflates beyond what its header declares (no zip bomb is unpacked)', () => {
    const bomb = deflateSync(Buffer.alloc(50 * 1024 * 1024));
    expect(inspectSignature(url(png(10, 10, signed, { idat: bomb })))).toEqual({ ok: false, error: 'SignatureNotPng' });
  });

  it('refuses more than 200 KB', () => {
    const big = png(40, 12, signed);
    const padded = Buffer.concat([big.subarray(0, big.length - 12), chunk('tEXt', Buffer.alloc(MAX_SIGNATURE_BYTES)), big.subarray(big.length - 12)]);
    expect(inspectSignature(url(padded))).toEqual({ ok: false, error: 'SignatureTooLarge' });
    expect(inspectSignature(`data:image/png;base64,${'A'.repeat(400_000)}`)).toEqual({ ok: false, error: 'SignatureTooLarge' });
  });
});
