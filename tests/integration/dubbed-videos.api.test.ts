import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/platform/clock';
import { eventsAppendedBy } from '../support/appended';
import { dbTargets } from '../support/db';
import { uploadTestVideo } from '../support/video';
import { useApiWorld } from '../support/world';

/**
 * Issue 34, item 2 (second half): a video module may carry a separate video per further language
 * (a dubbed version), set with the module's content. The Turkish learner is shown the Turkish
 * video, with its own length, and the honest-progress rules (90 %, no seeking ahead) measure it;
 * the German learner the main video. Languages outside the training, the default language and
 * unknown tags are refused in German and English; an edit that does not name the dubbed versions
 * keeps them.
 */
interface Dubbed {
  videoUrl: string;
  duration?: number;
  mediaId?: string;
  posterUrl?: string;
}
interface ModuleView {
  id: string;
  content: { videoUrl: string; description?: unknown; dubbedVideos?: Record<string, Dubbed> };
}
interface Progress {
  language: string;
  step: string;
  modules: { id: string; content: { videoUrl: string; posterUrl?: string; duration: number | null } }[];
  progress: { modules: Record<string, { completed: boolean; duration: number | null; watchedSeconds: number }> };
}
interface Refusal {
  code: string;
  message: string;
}

/** The file of a signed or unsigned media URL. */
const fileOf = (url: string) => url.split('?')[0]!.split('/').pop()!;

describe.each(dbTargets())('dubbed versions of a video module (%s)', (target) => {
  const clock = fixedClock(new Date().toISOString());
  const w = useApiWorld(target, { app: { clock }, users: { manager: 'manager', aylin: ['non-managing', 'Aylin'], hans: ['non-managing', 'Hans'] } });
  let trainingId: string;
  let videoId: string;
  let main: { videoUrl: string; duration: number };
  let turkish: { videoUrl: string; duration: number };

  const patch = <T = ModuleView>(content: unknown, lang?: string) =>
    w.api<T>('PATCH', `/api/training-modules/${videoId}`, { token: w.manager.token, body: { content }, ...(lang ? { lang } : {}) });
  const start = (token: string) => w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token });

  beforeAll(async () => {
    const m = w.manager.token;
    main = await uploadTestVideo(w.api, m, 10);
    turkish = await uploadTestVideo(w.api, m, 6);
    trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: m, body: { title: 'Brandschutz', description: 'Grundlagen', status: 'published' } })).body.id;
    expect((await w.api('PATCH', `/api/trainings/${trainingId}`, { token: m, body: { contentLanguages: ['de', 'tr'] } })).status).toBe(200);
    videoId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: m, body: { trainingId, type: 'video', title: 'Rundgang', content: { videoUrl: main.videoUrl } } })).body.id;
    const group = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: m, body: { name: 'Lager' } })).body.id;
    for (const u of [w.aylin, w.hans]) await w.api('POST', `/api/user-groups/${group}/members`, { token: m, body: { userId: u.id } });
    expect((await w.api('POST', `/api/user-groups/${group}/trainings`, { token: m, body: { trainingId, weeks: 2 } })).status).toBe(201);
    expect((await w.api('PATCH', '/api/user/profile', { token: w.aylin.token, body: { contentLanguage: 'tr' } })).status).toBe(200);
    expect((await w.api('PATCH', '/api/user/profile', { token: w.hans.token, body: { contentLanguage: 'de' } })).status).toBe(200);
  });

  it('a Turkish dubbed version is set with the module content, stored unsigned and shown signed', async () => {
    const { answer: set, events } = await eventsAppendedBy(w.t, w.manager.id, () => patch({ videoUrl: main.videoUrl, dubbedVideos: { tr: { videoUrl: turkish.videoUrl } } }));
    expect(set.status).toBe(200);
    const tr = set.body.content.dubbedVideos!.tr!;
    expect(tr).toMatchObject({ videoUrl: expect.stringMatching(/^\/api\/media\/files\/.+\?exp=\d+&sig=/), duration: turkish.duration, mediaId: expect.any(String) });
    expect(fileOf(tr.videoUrl)).toBe(fileOf(turkish.videoUrl));
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('catalog.ModuleUpdated');
    const stored = (events[0]!.data.content as { dubbedVideos: Record<string, Dubbed> }).dubbedVideos.tr!;
    expect(stored).toMatchObject({ videoUrl: expect.stringMatching(/^\/api\/media\/files\/[^?]+$/), duration: turkish.duration, mediaId: tr.mediaId });

    // the Turkish learner may now open the dubbed video's media item: a training shows it to her
    expect((await w.api('GET', `/api/media/items/${tr.mediaId}`, { token: w.aylin.token })).status).toBe(200);
  });

  it('the Turkish learner is shown the dubbed video with its length, the German learner the main one', async () => {
    const aylin = await start(w.aylin.token);
    expect(aylin.status).toBe(200);
    expect(aylin.body.language).toBe('tr');
    const shown = aylin.body.modules.find((x) => x.id === videoId)!;
    expect(fileOf(shown.content.videoUrl)).toBe(fileOf(turkish.videoUrl));
    expect(shown.content.videoUrl).toMatch(/\?exp=\d+&sig=/);
    expect(shown.content.duration).toBe(turkish.duration);
    expect(aylin.body.progress.modules[videoId]!.duration).toBe(turkish.duration);

    const hans = await start(w.hans.token);
    expect(hans.body.language).toBe('de');
    const german = hans.body.modules.find((x) => x.id === videoId)!;
    expect(fileOf(german.content.videoUrl)).toBe(fileOf(main.videoUrl));
    expect(german.content.duration).toBe(main.duration);

    // switching to German shows the main video; back to Turkish the dubbed one
    const switched = await w.api<Progress>('PUT', `/api/trainings/${trainingId}/language`, { token: w.aylin.token, body: { language: 'de' } });
    expect(fileOf(switched.body.modules.find((x) => x.id === videoId)!.content.videoUrl)).toBe(fileOf(main.videoUrl));
    await w.api('PUT', `/api/trainings/${trainingId}/language`, { token: w.aylin.token, body: { language: 'tr' } });
  });

  it('subtitles of a language with a dubbed version fit the dubbed video’s length', async () => {
    const cueTo = (end: string) => ['WEBVTT', '', `00:00:01.000 --> ${end}`, 'Merhaba', ''].join('\n');
    const upload = async (language: string, text: string) => {
      const form = new FormData();
      form.append('language', language);
      form.append('file', new Blob([text], { type: 'text/vtt' }), 'untertitel.vtt');
      const res = await fetch(`${w.t.baseUrl}/api/training-modules/${videoId}/subtitles`, { method: 'POST', headers: { Authorization: `Bearer ${w.manager.token}` }, body: form });
      return { status: res.status, body: (await res.json()) as Refusal & { reason?: string } };
    };
    // 8 s fit the 10 s main video (German) but not the 6 s Turkish one
    expect((await upload('de', cueTo('00:00:08.000'))).status).toBe(201);
    const turkishTooLong = await upload('tr', cueTo('00:00:08.000'));
    expect(turkishTooLong.status).toBe(400);
    expect(turkishTooLong.body).toMatchObject({ code: 'subtitles_invalid', reason: 'beyond_video' });
    expect((await upload('tr', cueTo('00:00:05.000'))).status).toBe(201);
  });

  it('the honest-progress rules measure the video shown: 90 % of the dubbed video completes it in Turkish, not in German', async () => {
    const seconds = Math.round(turkish.duration * 0.95 * 100) / 100;
    clock.advance((seconds + 1) * 1000);
    const report = (token: string) =>
      w.api<Progress & Refusal>('PATCH', `/api/trainings/${trainingId}/progress`, { token, body: { moduleId: videoId, intervals: [[0, seconds]], position: seconds } });

    // beyond the dubbed video's end is outside the video shown to her
    const beyond = await w.api<Refusal>('PATCH', `/api/trainings/${trainingId}/progress`, {
      token: w.aylin.token,
      body: { moduleId: videoId, intervals: [[0, turkish.duration + 2]], position: turkish.duration + 2 },
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe('Der gemeldete Fortschritt ist nicht möglich: Die Zeitangaben liegen außerhalb des Videos.');

    const aylin = await report(w.aylin.token);
    expect(aylin.status).toBe(200);
    expect(aylin.body.progress.modules[videoId]).toMatchObject({ completed: true, duration: turkish.duration });

    const hans = await report(w.hans.token);
    expect(hans.status).toBe(200);
    expect(hans.body.progress.modules[videoId]).toMatchObject({ completed: false, duration: main.duration, watchedSeconds: seconds });
  });

  it('a language that is not supported, not in the training, or the default: 400 in German and English', async () => {
    const refused = async (language: string, code: string, de: string, en: string) => {
      const content = { videoUrl: main.videoUrl, dubbedVideos: { [language]: { videoUrl: turkish.videoUrl } } };
      const german = await patch<Refusal>(content);
      expect(german.status).toBe(400);
      expect(german.body).toMatchObject({ code, message: de });
      const english = await patch<Refusal>(content, 'en');
      expect(english.status).toBe(400);
      expect(english.body).toMatchObject({ code, message: en });
    };
    await refused('xx', 'unsupported_language', 'Diese Sprache wird nicht unterstützt: „xx“. Erlaubt: de, en, tr, pl, ro, uk, ru, ar, bg, hr.', 'This language is not supported: "xx". Allowed: de, en, tr, pl, ro, uk, ru, ar, bg, hr.');
    await refused('pl', 'language_not_in_training', 'Die Schulung hat keine Sprachfassung „pl“. Fügen Sie die Sprache zuerst hinzu.', 'The training has no "pl" version. Add the language first.');
    await refused(
      'de',
      'dubbed_default_language',
      'Die Standardsprache zeigt das Hauptvideo; eine Sprachfassung ist nur für weitere Sprachen möglich.',
      'The default language shows the main video; a dubbed version is only for further languages.',
    );
    // the dubbed video must be stored for the company, as the main one
    const unknown = await patch<Refusal>({ videoUrl: main.videoUrl, dubbedVideos: { tr: { videoUrl: '/api/media/files/elsewhere/nope.mp4' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('video_unknown');
  });

  it('an edit without dubbed versions keeps them; an empty map removes them', async () => {
    const kept = await patch({ videoUrl: main.videoUrl, description: 'Ein Rundgang durch das Lager' });
    expect(kept.status).toBe(200);
    expect(kept.body.content.description).toBe('Ein Rundgang durch das Lager');
    expect(fileOf(kept.body.content.dubbedVideos!.tr!.videoUrl)).toBe(fileOf(turkish.videoUrl));

    const mediaId = kept.body.content.dubbedVideos!.tr!.mediaId;
    const removed = await patch({ videoUrl: main.videoUrl, dubbedVideos: {} });
    expect(removed.status).toBe(200);
    expect(removed.body.content.dubbedVideos).toBeUndefined();
    // no training shows the Turkish video to her any more
    expect((await w.api('GET', `/api/media/items/${mediaId}`, { token: w.aylin.token })).status).toBe(404);
    const aylin = await w.api<Progress>('GET', `/api/trainings/${trainingId}/progress`, { token: w.aylin.token });
    expect(fileOf(aylin.body.modules.find((x) => x.id === videoId)!.content.videoUrl)).toBe(fileOf(main.videoUrl));
  });
});
