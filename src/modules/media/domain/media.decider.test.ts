import { describe, expect, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import type { MediaEvent } from './events';
import { mediaItemDecider, type MediaItemCommand } from './media-item';
import { planProcessing, type VideoFacts } from './processing';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, checkTrim, titleFor } from './rules';
import { videoProjectDecider, type VideoProjectCommand } from './video-project';

const now = new Date('2026-03-02T08:00:00.000Z');
const SHA = 'a'.repeat(64);
const POSTER = 'b'.repeat(64);

const storeVideo = (over: Partial<Extract<MediaItemCommand, { type: 'StoreVideo' }>> = {}): MediaItemCommand => ({
  type: 'StoreVideo',
  mediaId: 'm1',
  companyId: 'c1',
  file: { sha256: SHA, fileName: `${SHA}.mp4`, mimeType: 'video/mp4', size: 1234 },
  duration: 12.5,
  width: 1280,
  height: 720,
  poster: { sha256: POSTER, fileName: `${POSTER}.jpg` },
  title: '',
  originalName: 'Unterweisung Lager.mov',
  sourceMimeType: 'video/quicktime',
  sourceSize: 4321,
  processing: 'transcoded',
  trim: null,
  uploadedBy: 'u1',
  now,
  ...over,
});

const videoStored: MediaEvent = {
  type: 'media.VideoStored',
  data: {
    mediaId: 'm1',
    companyId: 'c1',
    sha256: SHA,
    fileName: `${SHA}.mp4`,
    mimeType: 'video/mp4',
    size: 1234,
    duration: 12.5,
    width: 1280,
    height: 720,
    posterSha256: POSTER,
    posterFileName: `${POSTER}.jpg`,
    title: 'Unterweisung Lager',
    originalName: 'Unterweisung Lager.mov',
    sourceMimeType: 'video/quicktime',
    sourceSize: 4321,
    processing: 'transcoded',
    trim: null,
    uploadedBy: 'u1',
    storedAt: now.toISOString(),
  },
};

const storeImage = (over: Partial<Extract<MediaItemCommand, { type: 'StoreImage' }>> = {}): MediaItemCommand => ({
  type: 'StoreImage',
  mediaId: 'i1',
  companyId: 'c1',
  file: { sha256: SHA, fileName: `${SHA}.png`, mimeType: 'image/png', size: 2000 },
  width: 64,
  height: 48,
  originalName: 'cover.png',
  uploadedBy: 'u1',
  now,
  ...over,
});

describe('media item decider', () => {
  it('stores a video; an empty title becomes the file name without extension', () => {
    given(mediaItemDecider).when(storeVideo()).then([videoStored]);
  });

  it('keeps a given title, trimmed, and records the trim', () => {
    given(mediaItemDecider)
      .when(storeVideo({ title: '  Brandschutz  ', trim: { start: 1, end: 9 } }))
      .then([{ type: 'media.VideoStored', data: { ...videoStored.data, title: 'Brandschutz', trim: { start: 1, end: 9 } } } as MediaEvent]);
  });

  it('VideoTooLarge: an upload over 50 MB is refused', () => {
    given(mediaItemDecider).when(storeVideo({ sourceSize: MAX_VIDEO_BYTES + 1 })).thenFails('VideoTooLarge');
  });

  it('accepts exactly 50 MB', () => {
    const result = mediaItemDecider.decide(storeVideo({ sourceSize: MAX_VIDEO_BYTES }), mediaItemDecider.initialState);
    expect(result.ok).toBe(true);
  });

  it('VideoNotPlayable: only MP4 and WebM are stored', () => {
    given(mediaItemDecider)
      .when(storeVideo({ file: { sha256: SHA, fileName: `${SHA}.mov`, mimeType: 'video/quicktime', size: 1 } }))
      .thenFails('VideoNotPlayable');
  });

  it('VideoWithoutDuration: a video needs a positive duration', () => {
    given(mediaItemDecider).when(storeVideo({ duration: 0 })).thenFails('VideoWithoutDuration');
    given(mediaItemDecider).when(storeVideo({ duration: Number.NaN })).thenFails('VideoWithoutDuration');
  });

  it('MediaAlreadyStored: an item is stored once', () => {
    given(mediaItemDecider, [videoStored])
      .when(storeVideo({ file: { sha256: 'c'.repeat(64), fileName: `${'c'.repeat(64)}.mp4`, mimeType: 'video/mp4', size: 1 } }))
      .thenFails('MediaAlreadyStored');
    given(mediaItemDecider, [videoStored]).when(storeImage({ mediaId: 'm1' })).thenFails('MediaAlreadyStored');
  });

  it('a retried store of the same content changes nothing', () => {
    given(mediaItemDecider, [videoStored]).when(storeVideo()).thenNothing();
  });

  it('stores an image', () => {
    given(mediaItemDecider)
      .when(storeImage())
      .then([
        {
          type: 'media.ImageStored',
          data: { mediaId: 'i1', companyId: 'c1', sha256: SHA, fileName: `${SHA}.png`, mimeType: 'image/png', size: 2000, width: 64, height: 48, originalName: 'cover.png', uploadedBy: 'u1', storedAt: now.toISOString() },
        },
      ]);
  });

  it('ImageTooLarge and NotAnImage', () => {
    given(mediaItemDecider).when(storeImage({ file: { sha256: SHA, fileName: `${SHA}.png`, mimeType: 'image/png', size: MAX_IMAGE_BYTES + 1 } })).thenFails('ImageTooLarge');
    given(mediaItemDecider).when(storeImage({ file: { sha256: SHA, fileName: `${SHA}.gif`, mimeType: 'image/gif', size: 10 } })).thenFails('NotAnImage');
  });
});

describe('video project decider', () => {
  const save = (over: Partial<VideoProjectCommand> = {}): VideoProjectCommand => ({
    type: 'SaveVideoProject',
    projectId: 'p1',
    companyId: 'c1',
    name: ' Stapler ',
    videoPath: `/api/media/files/c1/${SHA}.mp4`,
    videoBelongsToCompany: true,
    videoDuration: 12,
    projectData: { textOverlays: [], audioRecordings: [], duration: 12, fileName: 'x.mp4' },
    savedBy: 'u1',
    now,
    ...over,
  });
  const saved: MediaEvent = {
    type: 'media.VideoProjectSaved',
    data: {
      projectId: 'p1',
      companyId: 'c1',
      name: 'Stapler',
      videoPath: `/api/media/files/c1/${SHA}.mp4`,
      projectData: { textOverlays: [], audioRecordings: [], duration: 12, fileName: 'x.mp4' },
      savedBy: 'u1',
      savedAt: now.toISOString(),
    },
  };

  it('saves a project with a trimmed name', () => {
    given(videoProjectDecider).when(save()).then([saved]);
  });
  it('ProjectNameMissing', () => {
    given(videoProjectDecider).when(save({ name: '   ' })).thenFails('ProjectNameMissing');
  });
  it('VideoNotOfCompany: only videos stored for the company', () => {
    given(videoProjectDecider).when(save({ videoBelongsToCompany: false })).thenFails('VideoNotOfCompany');
  });
  it('ProjectOfOtherCompany', () => {
    given(videoProjectDecider, [saved]).when(save({ companyId: 'c2', name: 'Anders' })).thenFails('ProjectOfOtherCompany');
  });
  it('saving the same project unchanged records nothing', () => {
    given(videoProjectDecider, [saved]).when(save()).thenNothing();
  });

  const text = (startTime: number, duration: number) => ({ id: 't', text: 'Hinweis', x: 50, y: 50, startTime, duration, fontSize: 32, color: '#ffffff' });
  const audio = (startTime: number, duration: number) => ({ id: 'a', url: 'data:audio/webm;base64,AAAA', startTime, duration });
  const withItems = (textOverlays: ReturnType<typeof text>[], audioRecordings: ReturnType<typeof audio>[], videoDuration: number | null = 12) =>
    save({ videoDuration, projectData: { textOverlays, audioRecordings, duration: 12, fileName: 'x.mp4' } });

  it('text overlays and audio recordings within the video (up to half a second past its measured end) are saved', () => {
    given(videoProjectDecider).when(withItems([text(0, 12.5), text(9, 3)], [audio(0, 3), audio(9.5, 3)])).then([
      { ...saved, data: { ...saved.data, projectData: { textOverlays: [text(0, 12.5), text(9, 3)], audioRecordings: [audio(0, 3), audio(9.5, 3)], duration: 12, fileName: 'x.mp4' } } },
    ]);
  });
  it('TextOverlayOutsideVideo: ending after the video, starting before it, or without length', () => {
    given(videoProjectDecider).when(withItems([text(9.6, 3)], [])).thenFails('TextOverlayOutsideVideo');
    given(videoProjectDecider).when(withItems([text(-0.1, 1)], [])).thenFails('TextOverlayOutsideVideo');
    given(videoProjectDecider).when(withItems([text(1, 0)], [])).thenFails('TextOverlayOutsideVideo');
  });
  it('AudioRecordingOutsideVideo', () => {
    given(videoProjectDecider).when(withItems([], [audio(10, 3)])).thenFails('AudioRecordingOutsideVideo');
    given(videoProjectDecider).when(withItems([], [audio(-1, 3)])).thenFails('AudioRecordingOutsideVideo');
  });
  it("measures against the stored video's length, the editor's figure only when the stored video has none", () => {
    // the editor claims 12 s, the stored video has 5 s
    given(videoProjectDecider).when(withItems([text(4, 3)], [], 5)).thenFails('TextOverlayOutsideVideo');
    given(videoProjectDecider).when(withItems([text(9, 4)], [], null)).thenFails('TextOverlayOutsideVideo');
  });
});

describe('trim rule', () => {
  it('accepts a range inside the video and clamps a slightly long end', () => {
    expect(checkTrim({ trimStart: 1, trimEnd: 9, trimDuration: 8 }, 10)).toEqual({ ok: true, range: { start: 1, end: 9 } });
    expect(checkTrim({ trimStart: 1, trimEnd: 10.3 }, 10)).toEqual({ ok: true, range: { start: 1, end: 10 } });
  });
  it('a trim that keeps everything needs no processing', () => {
    expect(checkTrim({ trimStart: 0, trimEnd: 10 }, 10)).toEqual({ ok: true, range: null });
  });
  it('keeps at least 0.1 s between start and end', () => {
    expect(checkTrim({ trimStart: 2, trimEnd: 2.1 }, 10).ok).toBe(true);
    expect(checkTrim({ trimStart: 2, trimEnd: 2.05 }, 10)).toEqual({ ok: false, error: 'TrimGapTooSmall' });
    expect(checkTrim({ trimStart: 3, trimEnd: 2 }, 10)).toEqual({ ok: false, error: 'TrimGapTooSmall' });
  });
  it('refuses negative starts, ranges outside the video and inconsistent durations', () => {
    expect(checkTrim({ trimStart: -0.5, trimEnd: 2 }, 10)).toEqual({ ok: false, error: 'TrimStartNegative' });
    expect(checkTrim({ trimStart: 1, trimEnd: 11 }, 10)).toEqual({ ok: false, error: 'TrimOutsideVideo' });
    expect(checkTrim({ trimStart: 9.95, trimEnd: 10.4 }, 10)).toEqual({ ok: false, error: 'TrimOutsideVideo' });
    expect(checkTrim({ trimStart: 1, trimEnd: 5, trimDuration: 2 }, 10)).toEqual({ ok: false, error: 'TrimDurationInconsistent' });
  });
});

describe('title rule', () => {
  it('uses the file name without extension when the title is empty', () => {
    expect(titleFor('', 'Brandschutz 2026.final.mp4')).toBe('Brandschutz 2026.final');
    expect(titleFor('   ', 'C:\\Videos\\Lager.mov')).toBe('Lager');
    expect(titleFor('', '.hidden')).toBe('.hidden');
    expect(titleFor('', '')).toBe('Video');
    expect(titleFor(' Eigener Titel ', 'x.mp4')).toBe('Eigener Titel');
  });
});

describe('processing plan', () => {
  const facts = (over: Partial<VideoFacts>): VideoFacts => ({
    container: 'mp4',
    videoCodec: 'h264',
    audioCodec: 'aac',
    pixelFormat: 'yuv420p',
    durationKnown: true,
    faststart: true,
    ...over,
  });
  it('keeps what browsers play', () => {
    expect(planProcessing(facts({}), null)).toEqual({ action: 'keep', output: 'mp4' });
    expect(planProcessing(facts({ container: 'webm', videoCodec: 'vp9', audioCodec: 'opus' }), null)).toEqual({ action: 'keep', output: 'webm' });
    expect(planProcessing(facts({ audioCodec: null }), null)).toEqual({ action: 'keep', output: 'mp4' });
  });
  it('remuxes MP4 without faststart, WebM without duration and H.264 in QuickTime/Matroska', () => {
    expect(planProcessing(facts({ faststart: false }), null)).toEqual({ action: 'remux', output: 'mp4' });
    expect(planProcessing(facts({ container: 'webm', videoCodec: 'vp8', audioCodec: 'vorbis', durationKnown: false }), null)).toEqual({ action: 'remux', output: 'webm' });
    expect(planProcessing(facts({ container: 'quicktime' }), null)).toEqual({ action: 'remux', output: 'mp4' });
    expect(planProcessing(facts({ container: 'matroska' }), null)).toEqual({ action: 'remux', output: 'mp4' });
  });
  it('transcodes HEVC, ProRes, MPEG-4 part 2, AVI, 10-bit H.264 and odd audio', () => {
    for (const f of [
      facts({ container: 'quicktime', videoCodec: 'hevc' }),
      facts({ container: 'quicktime', videoCodec: 'prores' }),
      facts({ container: 'avi', videoCodec: 'mpeg4', audioCodec: 'mp3' }),
      facts({ pixelFormat: 'yuv420p10le' }),
      facts({ audioCodec: 'pcm_s16le' }),
      facts({ container: 'webm', videoCodec: 'vp9', audioCodec: 'aac' }),
    ]) {
      expect(planProcessing(f, null)).toEqual({ action: 'transcode', output: 'mp4', trim: null });
    }
  });
  it('a trim always re-encodes (frame-accurate cut)', () => {
    expect(planProcessing(facts({}), { start: 1, end: 2 })).toEqual({ action: 'transcode', output: 'mp4', trim: { start: 1, end: 2 } });
  });
});
