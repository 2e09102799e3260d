import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_BYTES } from '../../../shared/contracts/instruction';
import { inspectSignature } from './signature-png';
import { chunk, png } from '../../../../tests/support/png';

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
