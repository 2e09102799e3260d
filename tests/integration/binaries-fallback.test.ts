import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { client, startTestApp, type TestApp } from '../support/app';
import { createCompany, type TestCompany, type TestUser } from '../support/company';
import { loadConfig } from '../../src/platform/config';

const run = promisify(execFile);

interface Health {
  status: string;
  pdf: { chromium: string; path: string | null };
  media: { ffmpeg: { source: string; path: string | null; package?: string }; ffprobe: { source: string; path: string | null; package?: string } };
}

/**
 * "First start with nothing but Node" (issue 15): CHROME_PATH, FFMPEG_PATH and FFPROBE_PATH point
 * at nothing and the system directories are hidden (BINARY_SEARCH_PATHS empty), so the product must
 * fall back to the binaries the npm packages ship. Binary resolution does not depend on the
 * database: PGlite only.
 */
describe('packaged Chromium and ffmpeg when the system has none (PGlite)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let dataDir: string;
  let acme: TestCompany;
  let manager: TestUser;
  const logged: string[] = [];

  beforeAll(async () => {
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'binaries-fallback-'));
    const env = { ...process.env, CHROME_PATH: '/nonexistent/chromium', FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe', BINARY_SEARCH_PATHS: '' };
    const { binaries } = loadConfig(env);
    t = await startTestApp('pglite', { config: { binaries, dataDir }, log: (m) => logged.push(m) });
    api = client(t.baseUrl);
    acme = await createCompany(t);
    manager = await acme.user('manager', 'Jonas');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  it('warns once per variable that points at nothing and starts anyway', () => {
    for (const name of ['CHROME_PATH', 'FFMPEG_PATH', 'FFPROBE_PATH']) {
      expect(logged.filter((m) => m.includes(`${name}="/nonexistent/`))).toHaveLength(1);
    }
  });

  it('/api/health names the packaged binaries', async () => {
    const res = await api<Health>('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.pdf.chromium).toBe('packaged');
    expect(res.body.media.ffmpeg).toMatchObject({ source: 'packaged', package: '@ffmpeg-installer/ffmpeg' });
    expect(res.body.media.ffmpeg.path).toMatch(/node_modules\/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(res.body.media.ffprobe).toMatchObject({ source: 'packaged', package: '@ffprobe-installer/ffprobe' });
    expect(res.body.media.ffprobe.path).toMatch(/node_modules\/@ffprobe-installer\/linux-x64\/ffprobe$/);
  });

  it('renders a manager PDF report with the packaged Chromium', async () => {
    const g = await api<{ id: string }>('POST', '/api/user-groups', { token: manager.token, body: { name: 'Lager Süd' } });
    expect(g.status).toBe(201);
    const res = await fetch(`${t.baseUrl}/api/user-groups/${g.body.id}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${manager.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const health = await api<Health>('GET', '/api/health');
    // unpacked on first use, out of the npm package into the temp directory
    expect(health.body.pdf).toEqual({ chromium: 'packaged', path: path.join(os.tmpdir(), 'chromium') });
  }, 60_000);

  it('processes a video upload with the packaged ffmpeg and ffprobe', async () => {
    const health = await api<Health>('GET', '/api/health');
    const ffmpeg = health.body.media.ffmpeg.path!;
    const file = path.join(dataDir, 'clip.mp4');
    // a tiny video made by the packaged ffmpeg itself (the system one is out of the picture)
    await run(ffmpeg, ['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=15', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
    const form = new FormData();
    form.append('title', 'Prüfclip');
    form.append('video', new Blob([new Uint8Array(await fs.promises.readFile(file))], { type: 'video/mp4' }), 'clip.mp4');
    const res = await fetch(`${t.baseUrl}/api/video-projects/upload`, { method: 'POST', headers: { Authorization: `Bearer ${manager.token}` }, body: form });
    const body = (await res.json()) as { videoUrl: string; posterUrl: string; duration: number; width: number | null; height: number | null; mimeType: string };
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ mimeType: 'video/mp4', width: 160, height: 120 });
    expect(body.duration).toBeGreaterThan(1.5);
    const poster = await fetch(t.baseUrl + body.posterUrl, { headers: { Authorization: `Bearer ${manager.token}` } });
    expect(poster.status).toBe(200);
    const jpeg = Buffer.from(await poster.arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  }, 60_000);
});
