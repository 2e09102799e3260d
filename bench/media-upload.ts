/**
 * Media upload benchmark: `npx tsx bench/media-upload.ts`.
 *
 * Uploads a video of just under 50 MB (H.264/AAC MP4 with faststart, made with the system ffmpeg,
 * so the server keeps it as is: no transcode) to the in-process product on PGlite, through
 * POST /api/video-projects/upload, as
 *   - streamed multipart/form-data, and
 *   - JSON with a base64 data URL (about 67 MB of JSON),
 * sent by curl in its own process (so the client's work does not share the server's event loop),
 * and prints seconds and MB/s (MB of video) beside baselines taken in the same run:
 *   - fs.promises.writeFile of the same bytes to the same disk, and
 *   - the server-side processing alone (probe, poster, hash, event) on an already received copy,
 *     so that "upload - processing" is what receiving the body costs.
 *
 * Environment: BENCH_ROUNDS (default 3). Results also go to bench/results/media-upload.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startTestApp } from '../tests/support/app';
import { MAX_VIDEO_BYTES, mediaProcessing } from '../src/modules/media';
import { principalIds } from '../src/shared/contracts/ids';

const run = promisify(execFile);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MB = 1024 * 1024;

interface Measurement {
  readonly name: string;
  readonly seconds: number[];
  readonly bytes: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function time(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return (performance.now() - t0) / 1000;
}

/** Just under the limit: -fs overshoots by a muxer buffer, so aim lower and retry smaller if needed. */
async function makeVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'bench-50mb.mp4');
  for (let margin = 4_500_000; margin < 20_000_000; margin += 2_000_000) {
    await makeVideoOfAbout(file, MAX_VIDEO_BYTES - margin);
    if ((await fs.promises.stat(file)).size <= MAX_VIDEO_BYTES) return file;
  }
  throw new Error('could not make a test video below the upload limit');
}

async function makeVideoOfAbout(file: string, sizeLimit: number): Promise<void> {
  // noise keeps the bit rate high, so ~50 MB are a few seconds of 720p; -fs stops near the size
  await run('/usr/bin/ffmpeg', [
    '-hide_banner', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', '60', '-vf', 'noise=alls=40:allf=t',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac',
    '-movflags', '+faststart', '-fs', String(sizeLimit), file,
  ]);
}

async function main(): Promise<void> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'media-bench-'));
  process.env.DATA_DIR = path.join(work, 'data');
  const t = await startTestApp('pglite');
  try {
    const videoFile = await makeVideo(work);
    const bytes = await fs.promises.readFile(videoFile);
    if (bytes.length > MAX_VIDEO_BYTES) throw new Error(`test video too large: ${bytes.length}`);
    console.log(`video: ${(bytes.length / MB).toFixed(1)} MB (${bytes.length} bytes), ${ROUNDS} rounds, PGlite, in-process app at ${t.baseUrl}`);

    const reg = await fetch(`${t.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ companyName: 'Bench GmbH', companyEmail: 'b@bench.de', firstName: 'B', lastName: 'Ench', email: `bench-${Date.now()}@bench.de`, password: 'geheim123', gdprConsent: true }),
    });
    const auth = (await reg.json()) as { token: string; user: { id: string; companyId: string } };

    const results: Measurement[] = [];
    /** fn may return its own duration in seconds (to leave set-up work out). */
    const measure = async (name: string, size: number, fn: (round: number) => Promise<number | void>) => {
      await fn(-1); // warm-up
      const seconds: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        let own: number | void = undefined;
        const total = await time(async () => {
          own = await fn(i);
        });
        seconds.push(typeof own === 'number' ? own : total);
      }
      results.push({ name, seconds, bytes: size });
    };

    // baselines: the same bytes written to the same disk
    await measure('baseline: fs.writeFile', bytes.length, async (i) => {
      await fs.promises.writeFile(path.join(work, `baseline-${i}.bin`), bytes);
    });
    await measure('baseline: fs.writeFile + sha256', bytes.length, async (i) => {
      createHash('sha256').update(bytes).digest('hex');
      await fs.promises.writeFile(path.join(work, `baseline-h-${i}.bin`), bytes);
    });

    // server-side processing alone, on a copy that is already "received"
    const media = mediaProcessing(t.app.kernel);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const principal = { userId: auth.user.id, tenantId: auth.user.companyId, role: 'root', sessionId: 'bench' };
    await measure('processing only (probe, poster, event)', bytes.length, async (i) => {
      const copy = path.join(media.tmpDir, `bench-${i}.upload`);
      await fs.promises.mkdir(media.tmpDir, { recursive: true });
      await fs.promises.copyFile(videoFile, copy);
      return time(async () => {
        await media.storeVideo(
          { ...principalIds({ tenantId: auth.user.companyId, userId: auth.user.id }), principal },
          { file: { path: copy, size: bytes.length, sha256, head: bytes.subarray(0, 64) }, declaredType: 'video/mp4', originalName: 'bench.mp4', title: '', trim: null },
        );
      });
    });

    // the client runs in its own process (curl), so the numbers are the server's, not undici's
    const curl = async (args: string[]) => {
      const { stdout } = await run('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', 'Expect:', '-H', `Authorization: Bearer ${auth.token}`, ...args, `${t.baseUrl}/api/video-projects/upload`]);
      if (stdout.trim() !== '201') throw new Error(`upload answered ${stdout}`);
    };
    await measure('upload: multipart (streamed)', bytes.length, async () => {
      await curl(['-F', 'title=Bench', '-F', `video=@${videoFile};type=video/mp4`]);
    });
    const jsonFile = path.join(work, 'upload.json');
    await fs.promises.writeFile(jsonFile, JSON.stringify({ title: 'Bench', video: `data:video/mp4;base64,${bytes.toString('base64')}` }));
    const jsonBytes = (await fs.promises.stat(jsonFile)).size;
    await measure(`upload: JSON data URL (${(jsonBytes / MB).toFixed(1)} MB JSON)`, bytes.length, async () => {
      await curl(['-H', 'Content-Type: application/json', '--data-binary', `@${jsonFile}`]);
    });

    const rows = results.map((r) => {
      const s = median(r.seconds);
      return { name: r.name, medianSeconds: Number(s.toFixed(3)), bestSeconds: Number(Math.min(...r.seconds).toFixed(3)), mbPerSecond: Number((r.bytes / MB / s).toFixed(1)) };
    });
    const width = Math.max(...rows.map((r) => r.name.length));
    console.log(`\n${'measurement'.padEnd(width)}  median s   best s    MB/s (median)`);
    for (const r of rows) console.log(`${r.name.padEnd(width)}  ${r.medianSeconds.toFixed(3).padStart(8)}  ${r.bestSeconds.toFixed(3).padStart(7)}  ${r.mbPerSecond.toFixed(1).padStart(8)}`);
    const byName = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!;
    const processing = byName('processing only').medianSeconds;
    for (const prefix of ['upload: multipart', 'upload: JSON']) {
      const u = byName(prefix);
      const receive = Math.max(0.001, u.medianSeconds - processing);
      console.log(`${prefix}: receiving the body ~${receive.toFixed(3)} s (${(bytes.length / MB / receive).toFixed(1)} MB/s) = upload - processing`);
    }

    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(
      path.join(dir, 'media-upload.json'),
      JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, videoBytes: bytes.length, rounds: ROUNDS, results: rows }, null, 2) + '\n',
    );
  } finally {
    await t.close();
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
