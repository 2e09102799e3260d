import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dbTargets } from '../support/db';
import { eventsAppendedBy, expectNoEventsAppendedBy } from '../support/appended';
import { client, registration, startTestApp, type TestApp, type ErrorBody } from '../support/app';
import { mediaFacade } from '../../src/modules/media';

const run = promisify(execFile);

interface AuthBody {
  token: string;
  user: { id: string; companyId: string };
}
interface VideoBody {
  id: string;
  videoUrl: string;
  posterUrl: string;
  duration: number;
  title: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
}
interface RecordedMedia {
  type: string;
  data: Record<string, unknown>;
}

const MB = 1024 * 1024;

/** Small test media made with the system ffmpeg, once per file. */
interface Fixtures {
  dir: string;
  mp4: Buffer;
  mov: Buffer;
  /** VP8/Opus WebM without a duration in its header, as MediaRecorder writes it. */
  webm: Buffer;
  png: Buffer;
  text: Buffer;
}

async function ffmpeg(args: string[]): Promise<void> {
  await run('/usr/bin/ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...args]);
}

async function probe(file: string): Promise<{ duration: number; video: string | undefined; audio: string | undefined }> {
  const { stdout } = await run('/usr/bin/ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  const json = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_type: string; codec_name: string }[] };
  return {
    duration: Number(json.format.duration),
    video: json.streams.find((s) => s.codec_type === 'video')?.codec_name,
    audio: json.streams.find((s) => s.codec_type === 'audio')?.codec_name,
  };
}

async function makeFixtures(): Promise<Fixtures> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'media-fixtures-'));
  const src = ['-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'];
  await ffmpeg([...src, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', path.join(dir, 'out.mp4')]);
  // MPEG-4 part 2 in QuickTime: browsers cannot play it, so it must be transcoded
  await ffmpeg([...src, '-c:v', 'mpeg4', '-c:a', 'aac', '-f', 'mov', path.join(dir, 'out.mov')]);
  await ffmpeg([...src, '-t', '2', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k', '-c:a', 'libopus', '-f', 'webm', '-live', '1', path.join(dir, 'rec.webm')]);
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=red:s=64x48', '-frames:v', '1', path.join(dir, 'cover.png')]);
  return {
    dir,
    mp4: await fs.promises.readFile(path.join(dir, 'out.mp4')),
    mov: await fs.promises.readFile(path.join(dir, 'out.mov')),
    webm: await fs.promises.readFile(path.join(dir, 'rec.webm')),
    png: await fs.promises.readFile(path.join(dir, 'cover.png')),
    text: Buffer.from('Das ist keine Videodatei.\n'.repeat(20)),
  };
}

/** Every file under a directory (recursive), relative names. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe.each(dbTargets())('media API on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let fx: Fixtures;
  let dataDir: string;
  let root: AuthBody;
  let employee: AuthBody;
  let other: AuthBody;

  beforeAll(async () => {
    fx = await makeFixtures();
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `media-data-${target}-`));
    // createApp reads DATA_DIR; the test support passes no dataDir of its own
    process.env.DATA_DIR = dataDir;
    t = await startTestApp(target);
    api = client(t.baseUrl);
    root = await register();
    other = await register();
    const identity = t.app.modules.identity.admin(t.app.kernel);
    const creds = { email: `mitarbeiter-${Date.now().toString(36)}@firma.de`, password: 'geheim123' };
    const { position } = await identity.createUser(
      { companyId: root.user.companyId, email: creds.email, firstName: 'Max', lastName: 'Muster', role: 'non-managing', password: creds.password, gdprConsent: true },
      root.user.id,
    );
    await t.app.kernel.projections.waitFor(position);
    const login = await api<AuthBody>('POST', '/api/auth/login', { body: creds });
    expect(login.status).toBe(200);
    employee = login.body;
  });
  afterAll(async () => {
    await t?.close();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
    await fs.promises.rm(fx.dir, { recursive: true, force: true });
  });

  async function register(): Promise<AuthBody> {
    const res = await api<AuthBody>('POST', '/api/auth/register', { body: registration() });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** multipart/form-data upload through fetch (streamed by undici). */
  async function uploadMultipart<T>(
    token: string | undefined,
    file: { bytes: Buffer; name: string; type: string } | null,
    fields: Record<string, string> = {},
    opts: { lang?: string; path?: string; field?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append(opts.field ?? 'video', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.lang) headers['Accept-Language'] = opts.lang;
    const res = await fetch(t.baseUrl + (opts.path ?? '/api/video-projects/upload'), { method: 'POST', headers, body: form });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

  const storedFile = (url: string) => {
    const p = mediaFacade(t.app.kernel).pathOf(url);
    if (!p) throw new Error(`not a media url: ${url}`);
    const [, , , , companyId, fileName] = p.split('/');
    return path.join(dataDir, 'media', companyId!, fileName!);
  };

  async function mediaEvents(companyId: string): Promise<RecordedMedia[]> {
    const { rows } = await t.app.kernel.db.query<{ event_type: string; data: Record<string, unknown> }>(
      `SELECT event_type, data FROM es_events WHERE tenant_id = $1 AND event_type LIKE 'media.%' ORDER BY global_position`,
      [companyId],
    );
    return rows.map((r) => ({ type: r.event_type, data: r.data }));
  }

  async function getBytes(url: string, headers: Record<string, string> = {}) {
    const res = await fetch(t.baseUrl + url, { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  describe('POST /api/video-projects/upload', () => {
    it('stores an MP4 sent as a JSON data URL, with poster and a VideoStored event', async () => {
      const { answer: res, events } = await eventsAppendedBy(t, root.user.id, () =>
        api<VideoBody>('POST', '/api/video-projects/upload', {
          token: root.token,
          body: { title: '  Brandschutz Grundlagen ', video: dataUrl(fx.mp4, 'video/mp4') },
        }),
      );
      expect(res.status).toBe(201);
      const v = res.body;
      expect(events).toEqual([
        {
          type: 'media.VideoStored',
          streamId: `media-${v.id}`,
          data: expect.objectContaining({ mediaId: v.id, companyId: root.user.companyId, mimeType: 'video/mp4', size: v.size, title: 'Brandschutz Grundlagen', uploadedBy: root.user.id, trim: null }),
        },
      ]);
      expect(v.title).toBe('Brandschutz Grundlagen');
      expect(v.mimeType).toBe('video/mp4');
      expect(v.duration).toBeGreaterThan(2.9);
      expect(v.duration).toBeLessThan(3.2);
      expect(v.width).toBe(320);
      expect(v.height).toBe(240);
      expect(v.videoUrl).toMatch(new RegExp(`^/api/media/files/${root.user.companyId}/[0-9a-f]{64}\\.mp4\\?exp=\\d+&sig=[\\w-]{43}$`));
      expect(v.posterUrl).toMatch(/\.jpg\?exp=\d+&sig=/);
      const onDisk = await fs.promises.readFile(storedFile(v.videoUrl));
      expect(onDisk.length).toBe(v.size);
      const meta = await probe(storedFile(v.videoUrl));
      expect(meta.video).toBe('h264');
      expect(meta.audio).toBe('aac');

      const poster = await getBytes(v.posterUrl);
      expect(poster.res.status).toBe(200);
      expect(poster.res.headers.get('content-type')).toBe('image/jpeg');
      expect(poster.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      const stream = await t.app.kernel.store.readStream(root.user.companyId, `media-${v.id}`);
      expect(stream).toHaveLength(1);
      expect(stream[0]!.type).toBe('media.VideoStored');
      expect(stream[0]!.metadata.actorId).toBe(root.user.id);
      expect(stream[0]!.data).toMatchObject({ mediaId: v.id, companyId: root.user.companyId, mimeType: 'video/mp4', size: v.size, uploadedBy: root.user.id, trim: null });
    });

    it('stores a streamed multipart upload; an empty title becomes the file name without extension', async () => {
      const res = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mp4, name: 'Sicherheitsunterweisung Halle 3.mp4', type: 'video/mp4' }, { title: '' });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe('Sicherheitsunterweisung Halle 3');
      expect(res.body.mimeType).toBe('video/mp4');
    });

    it('applies a trim (checked with ffprobe on the stored file)', async () => {
      const trim = JSON.stringify({ trimStart: 0.5, trimEnd: 2, trimDuration: 1.5 });
      const res = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mp4, name: 'trim.mp4', type: 'video/mp4' }, { title: 'Gekürzt', trim });
      expect(res.status).toBe(201);
      expect(Math.abs(res.body.duration - 1.5)).toBeLessThan(0.15);
      const meta = await probe(storedFile(res.body.videoUrl));
      expect(Math.abs(meta.duration - 1.5)).toBeLessThan(0.15);
      expect(meta.video).toBe('h264');
      const events = await mediaEvents(root.user.companyId);
      const stored = events.find((e) => e.data.mediaId === res.body.id)!;
      expect(stored.data.trim).toEqual({ start: 0.5, end: 2 });
      expect(stored.data.processing).toBe('transcoded');
    });

    it('accepts the smallest trim gap, 0.1 s (issue 13, item 10)', async () => {
      const trim = JSON.stringify({ trimStart: 1, trimEnd: 1.1, trimDuration: 0.1 });
      const res = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mp4, name: 'kurz.mp4', type: 'video/mp4' }, { title: 'Kurz', trim });
      expect(res.status).toBe(201);
      expect(res.body.duration).toBeGreaterThan(0);
      expect(res.body.duration).toBeLessThan(0.3);
    });

    it('transcodes a QuickTime (MPEG-4 part 2) upload to MP4 H.264/AAC', async () => {
      const res = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mov, name: 'Handy Aufnahme.mov', type: 'video/quicktime' });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe('Handy Aufnahme');
      expect(res.body.mimeType).toBe('video/mp4');
      expect(res.body.videoUrl).toMatch(/\.mp4\?/);
      const file = storedFile(res.body.videoUrl);
      const meta = await probe(file);
      expect(meta.video).toBe('h264');
      expect(meta.audio).toBe('aac');
      expect(Math.abs(meta.duration - 3)).toBeLessThan(0.2);
      // faststart: the index comes before the media data
      const head = (await fs.promises.readFile(file)).subarray(0, 4096).toString('latin1');
      expect(head.indexOf('moov')).toBeGreaterThan(-1);
      expect(fs.existsSync(storedFile(res.body.posterUrl))).toBe(true);
      const events = await mediaEvents(root.user.companyId);
      const stored = events.find((e) => e.data.mediaId === res.body.id)!;
      expect(stored.data).toMatchObject({ sourceMimeType: 'video/quicktime', processing: 'transcoded', sourceSize: fx.mov.length });
    });

    it('keeps a recorded WebM as WebM, remuxed so that it has a duration', async () => {
      const res = await uploadMultipart<VideoBody>(root.token, { bytes: fx.webm, name: 'aufnahme.webm', type: 'video/webm' }, { title: 'Aufnahme' });
      expect(res.status).toBe(201);
      expect(res.body.mimeType).toBe('video/webm');
      expect(res.body.videoUrl).toMatch(/\.webm\?/);
      expect(Math.abs(res.body.duration - 2)).toBeLessThan(0.2);
      const meta = await probe(storedFile(res.body.videoUrl));
      expect(meta.video).toBe('vp8');
      expect(meta.audio).toBe('opus');
      expect(Math.abs(meta.duration - 2)).toBeLessThan(0.2);
      const stored = (await mediaEvents(root.user.companyId)).find((e) => e.data.mediaId === res.body.id)!;
      expect(stored.data.processing).toBe('remuxed');
      const { res: served } = await getBytes(res.body.videoUrl, { Range: 'bytes=0-3' });
      expect(served.headers.get('content-type')).toBe('video/webm');
    });

    it('refuses invalid trims with 400 and stores nothing', async () => {
      const before = (await mediaEvents(root.user.companyId)).length;
      const cases: [unknown, string][] = [
        [{ trimStart: -1, trimEnd: 2 }, 'Der Startpunkt der Kürzung darf nicht negativ sein.'],
        [{ trimStart: 1, trimEnd: 1.05 }, 'Das Ende der Kürzung muss mindestens 0,1 Sekunden nach dem Start liegen.'],
        [{ trimStart: 1, trimEnd: 1.09 }, 'Das Ende der Kürzung muss mindestens 0,1 Sekunden nach dem Start liegen.'],
        [{ trimStart: 1, trimEnd: 1 }, 'Das Ende der Kürzung muss mindestens 0,1 Sekunden nach dem Start liegen.'],
        [{ trimStart: 1, trimEnd: 9 }, 'Die Kürzung liegt außerhalb der Videolänge.'],
        [{ trimStart: 'eins', trimEnd: 2 }, 'Ungültige Kürzung: trimStart und trimEnd müssen Zahlen sein.'],
        ['kein json', 'Ungültige Kürzung: trimStart und trimEnd müssen Zahlen sein.'],
      ];
      for (const [trim, message] of cases) {
        const res = await uploadMultipart<ErrorBody>(
          root.token,
          { bytes: fx.mp4, name: 'x.mp4', type: 'video/mp4' },
          { trim: typeof trim === 'string' ? trim : JSON.stringify(trim) },
        );
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message, code: 'invalid_trim', field: 'trim' });
      }
      const en = await expectNoEventsAppendedBy(t, root.user.id, () =>
        api<ErrorBody>('POST', '/api/video-projects/upload', {
          token: root.token,
          lang: 'en',
          body: { video: dataUrl(fx.mp4, 'video/mp4'), trim: { trimStart: 2, trimEnd: 1 } },
        }),
      );
      expect(en.status).toBe(400);
      expect(en.body.message).toBe('The trim end must be at least 0.1 seconds after the start.');
      expect((await mediaEvents(root.user.companyId)).length).toBe(before);
      expect(await listFiles(path.join(dataDir, 'media', '.tmp'))).toEqual([]);
    });

    it('refuses a non-video (declared as text or disguised as video/mp4) with 400, German and English', async () => {
      const de = await uploadMultipart<ErrorBody>(root.token, { bytes: fx.text, name: 'notiz.txt', type: 'text/plain' });
      expect(de.status).toBe(400);
      expect(de.body).toEqual({ message: 'Bitte wählen Sie eine Videodatei aus.', code: 'invalid_file_type' });
      const disguised = await uploadMultipart<ErrorBody>(root.token, { bytes: fx.text, name: 'video.mp4', type: 'video/mp4' }, {}, { lang: 'en' });
      expect(disguised.status).toBe(400);
      expect(disguised.body.message).toBe('Please select a video file.');
      const json = await api<ErrorBody>('POST', '/api/video-projects/upload', { token: root.token, body: { video: dataUrl(fx.text, 'text/plain') } });
      expect(json.status).toBe(400);
      expect(json.body.code).toBe('invalid_file_type');
      const notDataUrl = await api<ErrorBody>('POST', '/api/video-projects/upload', { token: root.token, body: { video: 'https://example.com/x.mp4' } });
      expect(notDataUrl.status).toBe(400);
      const image = await uploadMultipart<ErrorBody>(root.token, { bytes: fx.png, name: 'bild.png', type: 'application/octet-stream' });
      expect(image.status).toBe(400);
      expect(image.body.code).toBe('invalid_file_type');
    });

    it('answers malformed bodies with 4xx, never 500', async () => {
      const noFile = await uploadMultipart<ErrorBody>(root.token, null, { title: 'ohne Datei' });
      expect(noFile.status).toBe(400);
      expect(noFile.body.message).toBe('Bitte nehmen Sie ein Video auf oder laden Sie eine Datei hoch.');
      const broken = await api<ErrorBody>('POST', '/api/video-projects/upload', { token: root.token, rawBody: '{"title": "x", "video": "data:video/mp4;base64,AAAA' });
      expect(broken.status).toBe(400);
      expect(broken.body.code).toBe('malformed_upload');
      const badBase64 = await api<ErrorBody>('POST', '/api/video-projects/upload', { token: root.token, rawBody: '{"video": "data:video/mp4;base64,AA*A"}' });
      expect(badBase64.status).toBe(400);
      const plain = await fetch(t.baseUrl + '/api/video-projects/upload', { method: 'POST', headers: { Authorization: `Bearer ${root.token}`, 'Content-Type': 'text/plain' }, body: 'hallo' });
      expect(plain.status).toBe(415);
      const truncated = await api<ErrorBody>('POST', '/api/video-projects/upload', { token: root.token, body: { video: dataUrl(fx.mp4.subarray(0, 2000), 'video/mp4') } });
      expect(truncated.status).toBe(400);
      expect(truncated.body.code).toBe('video_unreadable');
      expect(await listFiles(path.join(dataDir, 'media', '.tmp'))).toEqual([]);
    });

    it('refuses 51 MB streamed in multipart with 413 while streaming: no file, no event', async () => {
      const company = await register();
      const headBefore = await t.app.kernel.store.headPosition();
      const boundary = '----medientest' + Date.now();
      const total = 51 * MB;
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      let sent = 0;
      let producedAfterAnswer = 0;
      let answered = false;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nZu groß\r\n` +
                `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="gross.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
            ),
          );
          controller.enqueue(new Uint8Array(fx.mp4.subarray(0, 4096))); // a real MP4 header: the type check passes
          sent = 4096;
        },
        pull(controller) {
          if (answered) producedAfterAnswer += chunk.length;
          if (sent >= total) {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
            return;
          }
          const n = Math.min(chunk.length, total - sent);
          sent += n;
          controller.enqueue(new Uint8Array(chunk.subarray(0, n)));
        },
      });
      const res = await fetch(t.baseUrl + '/api/video-projects/upload', {
        method: 'POST',
        headers: { Authorization: `Bearer ${company.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      answered = true;
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'Videos dürfen maximal 50MB groß sein.', code: 'file_too_large' });
      expect(await listFiles(path.join(dataDir, 'media', company.user.companyId))).toEqual([]);
      expect(await listFiles(path.join(dataDir, 'media', '.tmp'))).toEqual([]);
      expect(await mediaEvents(company.user.companyId)).toEqual([]);
      expect(await t.app.kernel.store.headPosition()).toBe(headBefore);
      expect(producedAfterAnswer).toBeLessThan(5 * MB);
    });

    it('refuses a too large body by its Content-Length before reading it', async () => {
      const res = await fetch(t.baseUrl + '/api/video-projects/upload', {
        method: 'POST',
        headers: { Authorization: `Bearer ${root.token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ video: 'data:video/mp4;base64,' + 'A'.repeat(72 * MB) }),
      });
      expect(res.status).toBe(413);
      expect((await res.json()) as ErrorBody).toEqual({ message: 'Videos may be at most 50MB.', code: 'file_too_large' });
    });

    it('lets only root, admin and manager upload: employee 403, no token 401', async () => {
      const asEmployee = await uploadMultipart<ErrorBody>(employee.token, { bytes: fx.mp4, name: 'x.mp4', type: 'video/mp4' });
      expect(asEmployee.status).toBe(403);
      expect(asEmployee.body.code).toBe('forbidden');
      const anonymous = await uploadMultipart<ErrorBody>(undefined, { bytes: fx.mp4, name: 'x.mp4', type: 'video/mp4' });
      expect(anonymous.status).toBe(401);
      expect((await mediaEvents(employee.user.companyId)).every((e) => e.data.uploadedBy !== employee.user.id)).toBe(true);
    });
  });

  describe('GET stored files', () => {
    let video: VideoBody;
    let bytes: Buffer;
    beforeAll(async () => {
      const res = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mp4, name: 'range.mp4', type: 'video/mp4' });
      expect(res.status).toBe(201);
      video = res.body;
      bytes = await fs.promises.readFile(storedFile(video.videoUrl));
    });

    it('serves the whole file with type, length, ETag and Accept-Ranges', async () => {
      const { res, bytes: body } = await getBytes(video.videoUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
      expect(res.headers.get('cache-control')).toContain('private');
      expect(body.equals(bytes)).toBe(true);
      const again = await getBytes(video.videoUrl, { 'If-None-Match': res.headers.get('etag')! });
      expect(again.res.status).toBe(304);
      const head = await fetch(t.baseUrl + video.videoUrl, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(bytes.length);
    });

    it('answers Range requests with 206 and exactly the asked bytes', async () => {
      const first = await getBytes(video.videoUrl, { Range: 'bytes=0-99' });
      expect(first.res.status).toBe(206);
      expect(first.res.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
      expect(first.bytes.equals(bytes.subarray(0, 100))).toBe(true);
      const middle = await getBytes(video.videoUrl, { Range: 'bytes=1000-' });
      expect(middle.res.status).toBe(206);
      expect(middle.res.headers.get('content-range')).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`);
      expect(middle.bytes.equals(bytes.subarray(1000))).toBe(true);
      const suffix = await getBytes(video.videoUrl, { Range: 'bytes=-500' });
      expect(suffix.res.status).toBe(206);
      expect(suffix.bytes.equals(bytes.subarray(bytes.length - 500))).toBe(true);
      const beyondEnd = await getBytes(video.videoUrl, { Range: `bytes=${bytes.length - 10}-${bytes.length + 1000}` });
      expect(beyondEnd.res.status).toBe(206);
      expect(beyondEnd.bytes.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    });

    it('answers an unsatisfiable range with 416 and Content-Range */size', async () => {
      const res = await getBytes(video.videoUrl, { Range: `bytes=${bytes.length}-` });
      expect(res.res.status).toBe(416);
      expect(res.res.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
      expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({ code: 'range_not_satisfiable' });
    });

    it('refuses a bad or expired signature with 403 and an unsigned request without a session with 401', async () => {
      const unsigned = mediaFacade(t.app.kernel).pathOf(video.videoUrl)!;
      const tampered = video.videoUrl.replace(/sig=[\w-]{5}/, 'sig=AAAAA');
      expect((await getBytes(tampered)).res.status).toBe(403);
      const otherFile = video.videoUrl.replace(/[0-9a-f]{64}\.mp4/, 'a'.repeat(64) + '.mp4');
      expect((await getBytes(otherFile)).res.status).toBe(403);
      const expired = mediaFacade(t.app.kernel).signUrl(unsigned, { expiresAt: new Date(Date.now() - 60_000) });
      const exp = await getBytes(expired);
      expect(exp.res.status).toBe(403);
      expect(JSON.parse(exp.bytes.toString('utf8'))).toMatchObject({ code: 'link_expired' });
      const longer = video.videoUrl.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 3600}`);
      expect((await getBytes(longer)).res.status).toBe(403);
      expect((await getBytes(unsigned)).res.status).toBe(401);
      // the media edit level of the company may read without a signature; an employee (issue 14, item 5) and another company may not
      expect((await getBytes(unsigned, { Authorization: `Bearer ${root.token}` })).res.status).toBe(200);
      expect((await getBytes(unsigned, { Authorization: `Bearer ${employee.token}` })).res.status).toBe(403);
      expect((await getBytes(unsigned, { Authorization: `Bearer ${other.token}` })).res.status).toBe(403);
      expect((await getBytes('/api/media/files/../../etc/passwd')).res.status).toBe(404);
      expect((await getBytes(`/api/media/files/${root.user.companyId}/${'b'.repeat(64)}.mp4`, { Authorization: `Bearer ${root.token}` })).res.status).toBe(404);
    });

    it('re-signs stored paths and refuses another company in the signing check', async () => {
      const unsigned = mediaFacade(t.app.kernel).pathOf(video.videoUrl)!;
      expect(unsigned).toBe(video.videoUrl.split('?')[0]);
      expect(mediaFacade(t.app.kernel).pathOf(`http://localhost:3000${video.videoUrl}`)).toBe(unsigned);
      expect(mediaFacade(t.app.kernel).pathOf('/gallery/safety-1.svg')).toBeNull();
      expect(mediaFacade(t.app.kernel).signUrl('/gallery/safety-1.svg')).toBe('/gallery/safety-1.svg');
      const resigned = mediaFacade(t.app.kernel).signUrl(unsigned);
      expect((await getBytes(resigned)).res.status).toBe(200);
      expect(mediaFacade(t.app.kernel).signUrl(unsigned)).toBe(resigned);
      expect(mediaFacade(t.app.kernel).ownsUrl(root.user.companyId, video.videoUrl)).toBe(true);
      expect(mediaFacade(t.app.kernel).ownsUrl(other.user.companyId, video.videoUrl)).toBe(false);
      expect(mediaFacade(t.app.kernel).ownsUrl(other.user.companyId, unsigned)).toBe(false);
      expect(await mediaFacade(t.app.kernel).findVideo(root.user.companyId, video.videoUrl)).toMatchObject({ mediaId: video.id, path: unsigned, kind: 'video' });
      expect(await mediaFacade(t.app.kernel).findVideo(other.user.companyId, video.videoUrl)).toBeUndefined();
      // the same path under the other company's id is not theirs either
      const forged = unsigned.replace(root.user.companyId, other.user.companyId);
      expect(await mediaFacade(t.app.kernel).findVideo(other.user.companyId, forged)).toBeUndefined();
      expect(await mediaFacade(t.app.kernel).findVideo(root.user.companyId, video.posterUrl)).toBeUndefined();
    });

    it('shows a media item to users of the company only (employees: only what their trainings and infolog show, media-access.api.test.ts)', async () => {
      const mine = await api<VideoBody>('GET', `/api/media/items/${video.id}`, { token: root.token });
      expect(mine.status).toBe(200);
      expect(mine.body.title).toBe('range');
      expect((await api('GET', `/api/media/items/${video.id}`, { token: employee.token })).status).toBe(404);
      const theirs = await api<ErrorBody>('GET', `/api/media/items/${video.id}`, { token: other.token });
      expect(theirs.status).toBe(404);
      expect((await api('GET', `/api/media/items/${video.id}`)).status).toBe(401);
    });
  });

  describe('POST /api/video-projects', () => {
    it('saves a project for a video of the company (unsigned path in the event)', async () => {
      const up = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mp4, name: 'projekt.mp4', type: 'video/mp4' });
      const body = {
        name: 'Einweisung Stapler',
        videoUrl: up.body.videoUrl,
        projectData: {
          textOverlays: [{ id: 't1', text: 'Neuer Text', x: 10, y: 20, startTime: 0, duration: 3, fontSize: 24, color: '#ffffff' }],
          audioRecordings: [],
          duration: 3,
          fileName: 'projekt.mp4',
        },
      };
      const { answer: res, events } = await eventsAppendedBy(t, root.user.id, () =>
        api<{ id: string; name: string; videoUrl: string; projectData: typeof body.projectData }>('POST', '/api/video-projects', { token: root.token, body }),
      );
      expect(res.status).toBe(201);
      expect(events).toEqual([
        {
          type: 'media.VideoProjectSaved',
          streamId: `video-project-${res.body.id}`,
          data: expect.objectContaining({ projectId: res.body.id, companyId: root.user.companyId, name: 'Einweisung Stapler', videoPath: mediaFacade(t.app.kernel).pathOf(up.body.videoUrl), projectData: body.projectData, savedBy: root.user.id }),
        },
      ]);
      expect(res.body.name).toBe('Einweisung Stapler');
      expect(res.body.projectData).toEqual(body.projectData);
      expect(res.body.videoUrl).toMatch(/\?exp=\d+&sig=/);
      const stream = await t.app.kernel.store.readStream(root.user.companyId, `video-project-${res.body.id}`);
      expect(stream[0]!.type).toBe('media.VideoProjectSaved');
      expect((stream[0]!.data as { videoPath: string }).videoPath).toBe(mediaFacade(t.app.kernel).pathOf(up.body.videoUrl));
      const list = await api<{ id: string }[]>('GET', '/api/video-projects', { token: root.token });
      expect(list.body.map((p) => p.id)).toContain(res.body.id);
    });

    describe('limits of the editor, enforced by the server (issue 13, item 10)', () => {
      let videoUrl = '';
      let length = 0;
      const overlay = (over: Record<string, unknown> = {}) => ({ id: 't1', text: 'Achtung', x: 50, y: 50, startTime: 0, duration: 1, fontSize: 32, color: '#ffffff', ...over });
      const clip = (over: Record<string, unknown> = {}) => ({ id: 'a1', url: 'data:audio/webm;base64,AAAA', startTime: 0, duration: 1, ...over });
      const saveWith = (projectData: Record<string, unknown>, lang?: 'en') =>
        api<ErrorBody & { projectData: unknown }>('POST', '/api/video-projects', {
          token: root.token,
          ...(lang ? { lang } : {}),
          body: { name: 'Grenzen', videoUrl, projectData: { textOverlays: [], audioRecordings: [], duration: length, fileName: 'grenzen.mp4', ...projectData } },
        });

      beforeAll(async () => {
        const up = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mp4, name: 'grenzen.mp4', type: 'video/mp4' });
        expect(up.status).toBe(201);
        videoUrl = up.body.videoUrl;
        length = up.body.duration;
        expect(length).toBeGreaterThan(2.5);
      });

      it('font size: 12 and 72 are saved; below, above and not a number are refused naming the field', async () => {
        for (const fontSize of [12, 72]) expect((await saveWith({ textOverlays: [overlay({ fontSize })] })).status).toBe(201);
        for (const fontSize of [11, 11.9, 72.1, 73, -32]) {
          const res = await saveWith({ textOverlays: [overlay({ fontSize })] });
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ message: 'Die Schriftgröße muss zwischen 12 und 72 liegen.', code: 'validation_failed', field: 'projectData.textOverlays.0.fontSize' });
        }
        const second = await saveWith({ textOverlays: [overlay(), overlay({ id: 't2', fontSize: 100 })] }, 'en');
        expect(second.body).toEqual({ message: 'The font size must be between 12 and 72.', code: 'validation_failed', field: 'projectData.textOverlays.1.fontSize' });
        const text = await saveWith({ textOverlays: [overlay({ fontSize: '32' })] });
        expect(text.status).toBe(400);
        expect(text.body.field).toBe('projectData.textOverlays.0.fontSize');
      });

      it('text overlays: from 0 s to the end of the video are saved; a negative start, no duration or an end past the video are refused', async () => {
        expect((await saveWith({ textOverlays: [overlay({ startTime: 0, duration: length })] })).status).toBe(201);
        expect((await saveWith({ textOverlays: [overlay({ startTime: 1, duration: length - 1 + 0.5 })] })).status).toBe(201);
        const negative = await saveWith({ textOverlays: [overlay({ startTime: -0.1 })] });
        expect(negative.status).toBe(400);
        expect(negative.body).toEqual({ message: 'Die Startzeit darf nicht negativ sein.', code: 'validation_failed', field: 'projectData.textOverlays.0.startTime' });
        const none = await saveWith({ textOverlays: [overlay({ duration: 0 })] });
        expect(none.body).toEqual({ message: 'Die Dauer muss größer als 0 Sekunden sein.', code: 'validation_failed', field: 'projectData.textOverlays.0.duration' });
        const past = await saveWith({ textOverlays: [overlay({ startTime: 1, duration: length - 1 + 0.6 })] });
        expect(past.status).toBe(400);
        expect(past.body).toEqual({
          message: 'Texteinblendungen müssen innerhalb der Videolänge liegen: Start ab 0 Sekunden, Ende spätestens am Ende des Videos.',
          code: 'validation_failed',
          field: 'projectData.textOverlays',
        });
        const after = await saveWith({ textOverlays: [overlay({ startTime: length + 1, duration: 1 })] }, 'en');
        expect(after.body.message).toBe('Text overlays must lie within the length of the video: start at 0 seconds or later, end by the end of the video.');
        // the editor's own figure for the length does not count when the stored video has one
        const claimed = await saveWith({ duration: 60, textOverlays: [overlay({ startTime: 10, duration: 3 })] });
        expect(claimed.status).toBe(400);
        expect(claimed.body.field).toBe('projectData.textOverlays');
      });

      it('audio recordings: within the video are saved; a negative start, no duration or an end past the video are refused', async () => {
        expect((await saveWith({ audioRecordings: [clip({ startTime: 0, duration: length })] })).status).toBe(201);
        const negative = await saveWith({ audioRecordings: [clip({ startTime: -1 })] });
        expect(negative.body).toEqual({ message: 'Die Startzeit darf nicht negativ sein.', code: 'validation_failed', field: 'projectData.audioRecordings.0.startTime' });
        const none = await saveWith({ audioRecordings: [clip({ duration: -3 })] });
        expect(none.body.field).toBe('projectData.audioRecordings.0.duration');
        const past = await saveWith({ audioRecordings: [clip(), clip({ id: 'a2', startTime: length - 1, duration: 3 })] });
        expect(past.status).toBe(400);
        expect(past.body).toEqual({
          message: 'Audioaufnahmen müssen innerhalb der Videolänge liegen: Start ab 0 Sekunden, Ende spätestens am Ende des Videos.',
          code: 'validation_failed',
          field: 'projectData.audioRecordings',
        });
        const en = await saveWith({ audioRecordings: [clip({ startTime: 0, duration: length + 1 })] }, 'en');
        expect(en.body.message).toBe('Audio recordings must lie within the length of the video: start at 0 seconds or later, end by the end of the video.');
      });
    });

    it("refuses another company's video, a blank name and an employee", async () => {
      const up = await uploadMultipart<VideoBody>(root.token, { bytes: fx.mp4, name: 'fremd.mp4', type: 'video/mp4' });
      const foreign = await api<ErrorBody>('POST', '/api/video-projects', { token: other.token, body: { name: 'Fremd', videoUrl: up.body.videoUrl } });
      expect(foreign.status).toBe(400);
      expect(foreign.body.code).toBe('invalid_video_url');
      const blank = await expectNoEventsAppendedBy(t, root.user.id, () => api<ErrorBody>('POST', '/api/video-projects', { token: root.token, body: { name: '  ', videoUrl: up.body.videoUrl } }));
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Bitte geben Sie einen Namen für das Projekt ein.');
      const asEmployee = await api<ErrorBody>('POST', '/api/video-projects', { token: employee.token, body: { name: 'X', videoUrl: up.body.videoUrl } });
      expect(asEmployee.status).toBe(403);
    });
  });

  describe('POST /api/media/images', () => {
    it('stores a PNG cover (multipart and data URL) and refuses other types', async () => {
      const { answer: multi, events } = await eventsAppendedBy(t, root.user.id, () =>
        uploadMultipart<{ id: string; imageUrl: string; width: number; height: number }>(root.token, { bytes: fx.png, name: 'cover.png', type: 'image/png' }, {}, { path: '/api/media/images', field: 'image' }),
      );
      expect(multi.status).toBe(201);
      expect(events).toEqual([
        {
          type: 'media.ImageStored',
          streamId: `media-${multi.body.id}`,
          data: expect.objectContaining({ mediaId: multi.body.id, companyId: root.user.companyId, mimeType: 'image/png', width: 64, originalName: 'cover.png', uploadedBy: root.user.id }),
        },
      ]);
      expect(multi.body.imageUrl).toMatch(/\.png\?exp=\d+&sig=/);
      expect(multi.body.width).toBe(64);
      const img = await getBytes(multi.body.imageUrl);
      expect(img.res.headers.get('content-type')).toBe('image/png');
      expect(img.bytes.equals(fx.png)).toBe(true);
      const json = await api<{ imageUrl: string }>('POST', '/api/media/images', { token: root.token, body: { image: dataUrl(fx.png, 'image/png') } });
      expect(json.status).toBe(201);
      expect(mediaFacade(t.app.kernel).pathOf(json.body.imageUrl)).toBe(mediaFacade(t.app.kernel).pathOf(multi.body.imageUrl)); // content-addressed
      const text = await expectNoEventsAppendedBy(t, root.user.id, () =>
        uploadMultipart<ErrorBody>(root.token, { bytes: fx.text, name: 'a.png', type: 'image/png' }, {}, { path: '/api/media/images', field: 'image' }),
      );
      expect(text.status).toBe(400);
      expect(text.body.code).toBe('invalid_file_type');
      const video = await uploadMultipart<ErrorBody>(root.token, { bytes: fx.mp4, name: 'a.mp4', type: 'video/mp4' }, {}, { path: '/api/media/images', field: 'image' });
      expect(video.status).toBe(400);
      const big = await uploadMultipart<ErrorBody>(
        root.token,
        { bytes: Buffer.concat([fx.png, Buffer.alloc(5 * MB)]), name: 'big.png', type: 'image/png' },
        {},
        { path: '/api/media/images', field: 'image' },
      );
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('Bilder dürfen maximal 5MB groß sein.');
      const asEmployee = await uploadMultipart<ErrorBody>(employee.token, { bytes: fx.png, name: 'c.png', type: 'image/png' }, {}, { path: '/api/media/images', field: 'image' });
      expect(asEmployee.status).toBe(403);
    });
  });

  it('leaves no temporary files behind', async () => {
    expect(await listFiles(path.join(dataDir, 'media', '.tmp'))).toEqual([]);
  });
});
