import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UploadError, UploadSink } from '../../storage/file-store';
import { readJsonUpload } from './json-upload';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'json-upload-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function* chunks(text: string, size: number) {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function parse(text: string, size = 7, max = 1024 * 1024) {
  const opened: string[] = [];
  const result = await readJsonUpload(chunks(text, size), {
    fileKey: 'video',
    maxBodyBytes: 10 * 1024 * 1024,
    maxFieldBytes: 1024,
    openSink: (mime) => {
      opened.push(mime);
      return new UploadSink(tmp, max, () => undefined);
    },
  });
  const file = result.file ? await result.file.sink.finish() : null;
  const bytes = file ? fs.readFileSync(file.path) : null;
  await result.file?.sink.discard();
  return { fields: result.fields, bytes, mime: opened[0], file };
}

describe('readJsonUpload', () => {
  const payload = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));

  it('decodes the data URL while streaming, in any chunking, and keeps the other fields', async () => {
    const body = JSON.stringify({ title: 'Schulung für Gabelstapler „Teil 1“', video: `data:video/mp4;base64,${payload.toString('base64')}`, trim: '{"trimStart":1,"trimEnd":2}', n: [1, { a: '}' }] });
    for (const size of [1, 2, 3, 5, 64, 100_000]) {
      const r = await parse(body, size);
      expect(r.bytes!.equals(payload)).toBe(true);
      expect(r.mime).toBe('video/mp4');
      expect(r.fields).toEqual({ title: 'Schulung für Gabelstapler „Teil 1“', trim: '{"trimStart":1,"trimEnd":2}', n: [1, { a: '}' }] });
      expect(r.file!.size).toBe(payload.length);
    }
  });

  it('handles escaped slashes, line breaks and unpadded base64', async () => {
    const b64 = payload.subarray(0, 1000).toString('base64');
    const wrapped = b64.replace(/(.{76})/g, '$1\\n').replace(/\//g, '\\/');
    const r = await parse(`{"video":"data:video\\/webm;codecs=vp9;base64,${wrapped}"}`, 3);
    expect(r.bytes!.equals(payload.subarray(0, 1000))).toBe(true);
    expect(r.mime).toBe('video/webm');
    const unpadded = Buffer.from('abcd');
    const r2 = await parse(`{"video":"data:video/mp4;base64,${unpadded.toString('base64').replace(/=+$/, '')}"}`);
    expect(r2.bytes!.equals(unpadded)).toBe(true);
  });

  it('refuses what is not a base64 data URL, broken JSON and too much data', async () => {
    await expect(parse('{"video":"https://example.com/a.mp4"}')).rejects.toMatchObject({ reason: 'wrong_type' });
    await expect(parse('{"video":"data:video/mp4,rohdaten"}')).rejects.toMatchObject({ reason: 'wrong_type' });
    await expect(parse('{"video":"data:video/mp4;base64,AA*A"}')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(parse('{"video":"data:video/mp4;base64,AAAA"')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(parse('[1,2]')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(parse('{"a":1,}')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(parse('{"a":1} x')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(parse(`{"title":"${'x'.repeat(2000)}"}`)).rejects.toMatchObject({ reason: 'malformed' });
    await expect(parse(`{"video":"data:video/mp4;base64,${payload.toString('base64')}"}`, 64, 1000)).rejects.toBeInstanceOf(UploadError);
    await expect(parse(`{"video":"data:video/mp4;base64,${payload.toString('base64')}"}`, 64, 1000)).rejects.toMatchObject({ reason: 'too_large' });
    // nothing left behind
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('returns no file when the key is absent', async () => {
    const r = await parse('{"title":"nur Text"}');
    expect(r.file).toBeNull();
    expect(r.fields).toEqual({ title: 'nur Text' });
  });
});
