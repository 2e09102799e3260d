import { crc32, deflateSync } from 'node:zlib';

/** PNG files built byte by byte for tests: signatures as the signature pad would send them, and broken ones. */

export const chunk = (type: string, data: Buffer) => {
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
export function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number], opts: { idat?: Buffer } = {}): Buffer {
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


const WHITE: [number, number, number, number] = [255, 255, 255, 255];
const INK: [number, number, number, number] = [17, 24, 39, 255];

/** A signature as a PNG data URL: a stroke whose shape depends on `seed`, so two people's differ. */
export function signatureDataUrl(seed = 1): string {
  const file = png(60, 20, (x, y) => (Math.abs(y - 10 - Math.round(4 * Math.sin((x + seed) / 4))) <= 1 && x >= 4 && x <= 55 ? INK : WHITE));
  return `data:image/png;base64,${file.toString('base64')}`;
}

/** A white field: what an untouched signature pad sends. */
export const BLANK_SIGNATURE = `data:image/png;base64,${png(60, 20, () => WHITE).toString('base64')}`;
