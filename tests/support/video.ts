import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Api } from './world';

/**
 * A real video stored through the media API, as learning.api.test.ts and catalog.api.test.ts make
 * theirs: a small H.264 clip of `seconds` made with the system ffmpeg, uploaded to
 * POST /api/video-projects/upload. Answers its (signed) URL and measured duration.
 */
export async function uploadTestVideo(api: Api, token: string, seconds: number): Promise<{ videoUrl: string; duration: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-video-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=96x64:rate=5`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
    const video = `data:video/mp4;base64,${readFileSync(file).toString('base64')}`;
    const up = await api<{ videoUrl: string; duration: number }>('POST', '/api/video-projects/upload', { token, body: { title: 'Clip', video } });
    if (up.status !== 201) throw new Error(`video upload failed: ${up.status} ${JSON.stringify(up.body)}`);
    return up.body;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
