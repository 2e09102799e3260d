import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputOptions, parseProbe, ToolError } from './ffmpeg';
import { parseMediaPath } from './paths';
import { resolveRange } from './range';
import { MediaSigner, signaturesChangeAt } from './signing';
import { sniff } from './sniff';

const SHA = 'f'.repeat(64);

describe('resolveRange', () => {
  it('serves the full file without or with an unusable header', () => {
    expect(resolveRange(undefined, 100)).toEqual({ kind: 'full' });
    expect(resolveRange('items=0-5', 100)).toEqual({ kind: 'full' });
    expect(resolveRange('bytes=5-2', 100)).toEqual({ kind: 'full' });
    expect(resolveRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'full' });
    expect(resolveRange('bytes=-', 100)).toEqual({ kind: 'full' });
  });
  it('resolves closed, open and suffix ranges', () => {
    expect(resolveRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(resolveRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(resolveRange('bytes=95-500', 100)).toEqual({ kind: 'partial', start: 95, end: 99 });
    expect(resolveRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(resolveRange('bytes=-1000', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });
  it('is unsatisfiable past the end', () => {
    expect(resolveRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('MediaSigner', () => {
  const signer = new MediaSigner(Buffer.alloc(32, 7));
  const now = new Date('2026-01-01T10:15:00Z');
  const p = `/api/media/files/c1/${SHA}.mp4`;
  it('signs the same until signaturesChangeAt, differently from there on', () => {
    for (const at of [now, new Date('2026-01-01T10:00:00Z'), new Date('2026-01-01T10:59:59.999Z')]) {
      const next = signaturesChangeAt(at);
      expect(next).toBeGreaterThan(at.getTime());
      expect(signer.signPath(p, new Date(next - 1))).toBe(signer.signPath(p, at));
      expect(signer.signPath(p, new Date(next))).not.toBe(signer.signPath(p, at));
    }
  });
  const parts = (url: string) => {
    const q = new URL(url, 'http://x').searchParams;
    return { exp: q.get('exp')!, sig: q.get('sig')! };
  };
  it('signs for hours, rounded to the hour, and verifies', () => {
    const url = signer.signPath(p, now);
    const { exp, sig } = parts(url);
    expect(Number(exp) % 3600).toBe(0);
    expect(Number(exp) * 1000 - now.getTime()).toBeGreaterThanOrEqual(6 * 3600_000);
    expect(signer.check(p, exp, sig, now)).toBe('valid');
    expect(signer.signPath(p, new Date(now.getTime() + 60_000))).toBe(url);
  });
  it('refuses a changed path, expiry or signature, and an expired one', () => {
    const { exp, sig } = parts(signer.signPath(p, now));
    expect(signer.check(`/api/media/files/c2/${SHA}.mp4`, exp, sig, now)).toBe('invalid');
    expect(signer.check(p, String(Number(exp) + 1), sig, now)).toBe('invalid');
    expect(signer.check(p, exp, sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), now)).toBe('invalid');
    expect(signer.check(p, exp, 'kurz', now)).toBe('invalid');
    expect(signer.check(p, exp, sig, new Date(Number(exp) * 1000 + 1000))).toBe('expired');
    expect(new MediaSigner(Buffer.alloc(32, 8)).check(p, exp, sig, now)).toBe('invalid');
  });
});

describe('parseMediaPath', () => {
  it('accepts stored-file paths and URLs, nothing else', () => {
    expect(parseMediaPath(`/api/media/files/c-1/${SHA}.mp4?exp=1&sig=x`)).toEqual({ companyId: 'c-1', fileName: `${SHA}.mp4`, path: `/api/media/files/c-1/${SHA}.mp4` });
    expect(parseMediaPath(`https://schulung.example/api/media/files/c1/${SHA}.jpg`)?.path).toBe(`/api/media/files/c1/${SHA}.jpg`);
    expect(parseMediaPath(`/api/media/files/c1/../c2/${SHA}.mp4`)).toBeNull();
    expect(parseMediaPath(`/api/media/files/c1/${SHA}.exe`)).toBeNull();
    expect(parseMediaPath('/gallery/safety-1.svg')).toBeNull();
    expect(parseMediaPath('')).toBeNull();
  });
});

describe('sniff', () => {
  const box = (type: string, brand = '') => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(type + brand, 'latin1'), Buffer.alloc(48)]);
  it('recognises video containers and images by their first bytes', () => {
    expect(sniff(box('ftyp', 'isom'))).toEqual({ kind: 'video', container: 'mp4' });
    expect(sniff(box('ftyp', 'qt  '))).toEqual({ kind: 'video', container: 'quicktime' });
    expect(sniff(box('moov'))).toEqual({ kind: 'video', container: 'quicktime' });
    expect(sniff(box('ftyp', 'heic'))).toEqual({ kind: 'unknown' });
    expect(sniff(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('....B\u0082\u0084webm')]))).toEqual({ kind: 'video', container: 'webm' });
    expect(sniff(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('....B\u0082\u0088matroska')]))).toEqual({ kind: 'video', container: 'matroska' });
    expect(sniff(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toEqual({ kind: 'video', container: 'avi' });
    expect(sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ kind: 'image', mimeType: 'image/webp' });
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ kind: 'image', mimeType: 'image/png' });
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: 'image', mimeType: 'image/jpeg' });
    expect(sniff(Buffer.from('Hallo Welt, das ist Text.'))).toEqual({ kind: 'unknown' });
    expect(sniff(Buffer.alloc(0))).toEqual({ kind: 'unknown' });
  });
});

describe('parseProbe', () => {
  it('reads duration and the first video and audio streams, skipping cover art', () => {
    const p = parseProbe({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.48', tags: { major_brand: 'qt  ' } },
      streams: [
        { codec_type: 'video', codec_name: 'mjpeg', disposition: { attached_pic: 1 } },
        { codec_type: 'video', codec_name: 'hevc', width: 1920, height: 1080, pix_fmt: 'yuv420p10le' },
        { codec_type: 'audio', codec_name: 'aac' },
      ],
    });
    expect(p).toEqual({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      majorBrand: 'qt  ',
      duration: 12.48,
      video: { codec: 'hevc', width: 1920, height: 1080, pixelFormat: 'yuv420p10le', duration: null },
      audio: { codec: 'aac' },
    });
  });
  it('has no duration when the container does not say (MediaRecorder WebM)', () => {
    expect(parseProbe({ format: { format_name: 'matroska,webm', duration: 'N/A' }, streams: [{ codec_type: 'video', codec_name: 'vp8' }] }).duration).toBeNull();
    expect(parseProbe(null)).toMatchObject({ video: null, audio: null, duration: null });
  });
});

describe('inputOptions (what ffmpeg and ffprobe may open)', () => {
  async function withFile(bytes: Buffer, run: (file: string) => Promise<void>): Promise<void> {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'ffmpeg-input-'));
    try {
      const file = path.join(dir, 'upload.bin');
      await fs.promises.writeFile(file, bytes);
      await run(file);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftyp' + brand, 'latin1'), Buffer.alloc(48)]);

  it('opens local files only, with the demuxer the bytes announce', async () => {
    await withFile(box('isom'), async (f) => expect(await inputOptions(f)).toEqual(['-protocol_whitelist', 'file', '-f', 'mov']));
    await withFile(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('....B\u0082\u0084webm')]), async (f) =>
      expect(await inputOptions(f)).toEqual(['-protocol_whitelist', 'file', '-f', 'matroska']),
    );
    await withFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), async (f) =>
      expect(await inputOptions(f)).toEqual(['-protocol_whitelist', 'file', '-f', 'png_pipe']),
    );
  });

  it('refuses a playlist that would make ffmpeg read other files or the network', async () => {
    const playlist = Buffer.from('#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
    await withFile(playlist, async (f) => {
      await expect(inputOptions(f)).rejects.toBeInstanceOf(ToolError);
    });
  });
});
