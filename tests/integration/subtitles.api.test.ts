import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import { eventsAppendedBy } from '../support/appended';
import { uploadTestVideo } from '../support/video';

/**
 * Issue 34, item 2: WebVTT subtitles for a video module, one track per language. The manager adds
 * Turkish to the training, uploads a Turkish track, sees it listed and in the module, the file is
 * served as text/vtt, replaced and removed. Bad files name the first bad cue (German, and English
 * when asked); languages outside the training and other module types are refused; an employee and
 * another company cannot touch the tracks.
 */
interface Track {
  language: string;
  url: string;
  cues: number;
  bytes: number;
}
interface Refusal {
  code: string;
  message: string;
  reason?: string;
  cue?: number | null;
}

const vtt = (...cues: [string, string, string][]) => ['WEBVTT', '', ...cues.flatMap(([from, to, text]) => [`${from} --> ${to}`, text, ''])].join('\n');
const TURKISH = vtt(['00:00:00.500', '00:00:02.000', 'Merhaba'], ['00:00:02.500', '00:00:04.000', 'Yangın çıkışı burada'], ['00:00:05.000', '00:00:07.500', 'Teşekkürler']);

describe.each(dbTargets())('subtitles of a video module (%s)', (target) => {
  const w = useApiWorld(target, { other: true, users: { manager: 'manager', employee: 'non-managing' } });
  let trainingId: string;
  let videoId: string;
  let textId: string;

  /** POST /api/training-modules/{id}/subtitles as multipart: the file and the language. */
  const upload = async <T = Track[]>(moduleId: string, language: string, text: string, opts: { token?: string; lang?: string } = {}) => {
    const form = new FormData();
    form.append('language', language);
    form.append('file', new Blob([text], { type: 'text/vtt' }), 'untertitel.vtt');
    const headers: Record<string, string> = { Authorization: `Bearer ${opts.token ?? w.manager.token}` };
    if (opts.lang) headers['Accept-Language'] = opts.lang;
    const res = await fetch(`${w.t.baseUrl}/api/training-modules/${moduleId}/subtitles`, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as T };
  };
  const list = (token = w.manager.token) => w.api<Track[]>('GET', `/api/training-modules/${videoId}/subtitles`, { token });

  beforeAll(async () => {
    const video = await uploadTestVideo(w.api, w.manager.token, 10);
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Brandschutz', description: 'Grundlagen' } })).body.id;
    expect((await w.api('PATCH', `/api/trainings/${trainingId}`, { token: w.manager.token, body: { contentLanguages: ['de', 'tr'] } })).status).toBe(200);
    const add = async (type: string, content: unknown) =>
      (await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId, type, title: 'Modul', content } })).body.id;
    videoId = await add('video', { videoUrl: video.videoUrl });
    textId = await add('text', { text: 'Fluchtwege freihalten.' });
  });

  it('a Turkish track is uploaded, listed, shown with the module, served as text/vtt, replaced and removed', async () => {
    const { answer: set, events } = await eventsAppendedBy(w.t, w.manager.id, () => upload(videoId, 'tr', TURKISH));
    expect(set.status).toBe(201);
    expect(set.body).toEqual([{ language: 'tr', url: expect.stringMatching(/^\/api\/media\/files\/.+\.vtt\?exp=\d+&sig=/), cues: 3, bytes: Buffer.byteLength(TURKISH) }]);
    expect(events).toEqual([
      { type: 'catalog.SubtitleTrackSet', streamId: `training-${trainingId}`, data: expect.objectContaining({ moduleId: videoId, language: 'tr', cues: 3, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }) },
    ]);
    expect((await list()).body).toEqual(set.body);

    const training = await w.api<{ modules: { id: string; subtitles?: { language: string; url: string; cues: number }[] }[] }>('GET', `/api/trainings/${trainingId}`, { token: w.manager.token });
    expect(training.body.modules.find((m) => m.id === videoId)!.subtitles).toEqual([{ language: 'tr', url: expect.stringContaining('.vtt?exp='), cues: 3 }]);
    expect(training.body.modules.find((m) => m.id === textId)!.subtitles).toBeUndefined();

    // the signed URL is what the player gets: no session needed
    const file = await fetch(w.t.baseUrl + set.body[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await file.text()).toBe(TURKISH);

    // the player gets the track, signed, named in its own language
    const played = await w.api<{ modules: { id: string; content: { subtitles?: { language: string; label: string; url: string }[] } }[] }>('POST', `/api/trainings/${trainingId}/start`, { token: w.manager.token });
    expect(played.body.modules.find((m) => m.id === videoId)!.content.subtitles).toEqual([{ language: 'tr', label: 'Türkçe', url: expect.stringContaining('.vtt?exp=') }]);

    const shorter = vtt(['00:00:01.000', '00:00:03.000', 'Merhaba'], ['00:00:04.000', '00:00:06.000', 'Güle güle']);
    const replaced = await upload(videoId, 'tr', shorter);
    expect(replaced.status).toBe(201);
    expect(replaced.body).toEqual([expect.objectContaining({ language: 'tr', cues: 2, bytes: Buffer.byteLength(shorter) })]);

    expect((await w.api('DELETE', `/api/training-modules/${videoId}/subtitles/tr`, { token: w.manager.token })).status).toBe(204);
    expect((await list()).body).toEqual([]);
    const again = await w.api<Refusal>('DELETE', `/api/training-modules/${videoId}/subtitles/tr`, { token: w.manager.token });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('subtitle_track_not_found');
  });

  it('a bad file is a 400 naming the first bad cue, in German and in English; nothing is stored', async () => {
    const outOfOrder = vtt(['00:00:01.000', '00:00:02.000', 'A'], ['00:00:05.000', '00:00:06.000', 'B'], ['00:00:03.000', '00:00:04.000', 'C']);
    const german = await upload<Refusal>(videoId, 'tr', outOfOrder);
    expect(german.status).toBe(400);
    expect(german.body).toMatchObject({ code: 'subtitles_invalid', reason: 'out_of_order', cue: 3, message: 'Untertitel 3 beginnt vor dem vorherigen (Zeile 9).' });
    const english = await upload<Refusal>(videoId, 'tr', outOfOrder, { lang: 'en' });
    expect(english.body.message).toBe('Cue 3 starts before the previous cue (line 9).');

    const tooLong = await upload<Refusal>(videoId, 'tr', vtt(['00:00:01.000', '00:00:02.000', 'A'], ['00:00:08.000', '00:00:30.000', 'B']));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ reason: 'beyond_video', cue: 2 });
    expect(tooLong.body.message).toMatch(/^Untertitel 2 endet nach dem Video \(bei 30 s; das Video ist 10 s lang\)\.$/);

    const big = await upload<Refusal>(videoId, 'tr', vtt(['00:00:01.000', '00:00:02.000', 'x'.repeat(1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: 'subtitles_invalid', reason: 'too_large', message: 'Die Untertiteldatei ist zu groß (höchstens 1 MB).' });

    const notVtt = await upload<Refusal>(videoId, 'tr', 'Das ist keine Untertiteldatei.');
    expect(notVtt.status).toBe(400);
    expect(notVtt.body).toMatchObject({ reason: 'invalid', cue: null, message: 'Die Datei ist keine gültige WebVTT-Datei (Zeile 1).' });

    expect((await list()).body).toEqual([]);
  });

  it('the language must be one of the training’s versions; only video modules have subtitles', async () => {
    const unknown = await upload<Refusal>(videoId, 'xx', TURKISH);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'unsupported_language', message: 'Diese Sprache wird nicht unterstützt: „xx“. Erlaubt: de, en, tr, pl, ro, uk, ru, ar, bg, hr.' });
    const polish = await upload<Refusal>(videoId, 'pl', TURKISH);
    expect(polish.status).toBe(400);
    expect(polish.body).toMatchObject({ code: 'language_not_in_training', message: 'Die Schulung hat keine Sprachfassung „pl“. Fügen Sie die Sprache zuerst hinzu.' });
    const text = await upload<Refusal>(textId, 'tr', TURKISH);
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('subtitles_need_video');
  });

  it('an employee and another company cannot list, set or remove tracks', async () => {
    expect((await upload(videoId, 'tr', TURKISH, { token: w.employee.token })).status).toBe(404);
    expect((await list(w.employee.token)).status).toBe(404);
    expect((await upload(videoId, 'tr', TURKISH, { token: w.other.root.token })).status).toBe(404);
    expect((await w.api('DELETE', `/api/training-modules/${videoId}/subtitles/tr`, { token: w.other.root.token })).status).toBe(404);
    expect((await list()).body).toEqual([]);
  });
});
