import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeBinaries, resolveBinaries, type BinarySettings } from './resolve';

describe('binary resolution: environment, then system directories, then npm package', () => {
  let dir: string;
  const exe = (name: string) => path.join(dir, 'bin', name);

  beforeAll(async () => {
    dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'binaries-'));
    await fs.promises.mkdir(path.join(dir, 'bin'));
    await fs.promises.mkdir(path.join(dir, 'other'));
    for (const name of ['chromium-browser', 'ffmpeg', 'ffprobe']) await fs.promises.writeFile(exe(name), '#!/bin/sh\n', { mode: 0o755 });
    // a file that is there but not executable does not count
    await fs.promises.writeFile(path.join(dir, 'other', 'ffmpeg'), 'no', { mode: 0o644 });
  });
  afterAll(() => fs.promises.rm(dir, { recursive: true, force: true }));

  const settings = (over: Partial<BinarySettings>): BinarySettings => ({ chromePath: undefined, ffmpegPath: undefined, ffprobePath: undefined, searchDirs: [], ...over });

  it('takes the environment variable when it names an executable file', async () => {
    const logs: string[] = [];
    const b = await resolveBinaries(settings({ chromePath: exe('chromium-browser'), ffmpegPath: exe('ffmpeg'), ffprobePath: exe('ffprobe') }), (m) => logs.push(m));
    expect(describeBinaries(b)).toEqual({
      pdf: { chromium: 'env', path: exe('chromium-browser') },
      media: { ffmpeg: { source: 'env', path: exe('ffmpeg') }, ffprobe: { source: 'env', path: exe('ffprobe') } },
    });
    expect(logs).toEqual([]);
    await expect(b.chromium.launch()).resolves.toMatchObject({ executablePath: exe('chromium-browser'), headless: true });
  });

  it('falls through with one warning when the variable names nothing, a directory or a non-executable file', async () => {
    const logs: string[] = [];
    const b = await resolveBinaries(
      settings({ chromePath: '/nonexistent/chromium', ffmpegPath: path.join(dir, 'other', 'ffmpeg'), ffprobePath: dir, searchDirs: [path.join(dir, 'other'), path.join(dir, 'bin')] }),
      (m) => logs.push(m),
    );
    expect(b.chromium.info()).toEqual({ source: 'system', path: exe('chromium-browser') });
    expect(b.ffmpeg).toEqual({ source: 'system', path: exe('ffmpeg') });
    expect(b.ffprobe).toEqual({ source: 'system', path: exe('ffprobe') });
    expect(logs).toHaveLength(3);
    expect(logs[0]).toMatch(/^binaries: CHROME_PATH="\/nonexistent\/chromium" is not an executable file/);
  });

  it('uses the npm packages when neither the environment nor the system directories have them', async () => {
    const b = await resolveBinaries(settings({ searchDirs: [path.join(dir, 'other')] }));
    expect(b.chromium.info()).toEqual({ source: 'packaged', path: null, package: '@sparticuz/chromium' });
    expect(b.ffmpeg).toMatchObject({ source: 'packaged', package: '@ffmpeg-installer/ffmpeg' });
    expect(b.ffprobe).toMatchObject({ source: 'packaged', package: '@ffprobe-installer/ffprobe' });
    await expect(fs.promises.access(b.ffmpeg.path!, fs.constants.X_OK)).resolves.toBeUndefined();
  });
});
