import { describe, expect, it } from 'vitest';
import { checkSubtitles, MAX_SUBTITLE_BYTES } from './subtitles';

const vtt = (...cues: string[]) => ['WEBVTT', '', ...cues.flatMap((c) => [c, ''])].join('\n');
const cue = (from: string, to: string, text = 'Text') => `${from} --> ${to}\n${text}`;

describe('checkSubtitles: a WebVTT file for a video module', () => {
  it('accepts a valid file and counts its cues (comments, identifiers, settings, a BOM and CRLF are fine)', () => {
    const text = `\uFEFF${vtt('NOTE vom Übersetzer', `1\n${cue('00:00:01.000', '00:00:02.500', 'Merhaba')}`, cue('00:02.500', '00:04.000 align:start', '<v Anna>Hoş geldiniz</v>'))}`;
    expect(checkSubtitles(text, { maxSeconds: 10 })).toEqual({ ok: true, cues: 2 });
    expect(checkSubtitles(text.replace(/\n/g, '\r\n'))).toEqual({ ok: true, cues: 2 });
  });

  it('too_large: more than 1 MB is refused before it is parsed', () => {
    const big = vtt(cue('00:00:01.000', '00:00:02.000', 'x'.repeat(MAX_SUBTITLE_BYTES)));
    expect(checkSubtitles(big)).toEqual({ ok: false, cue: null, reason: 'too_large' });
    // bytes count, not characters: 600,000 two-byte characters are 1.2 MB
    expect(checkSubtitles(vtt(cue('00:00:01.000', '00:00:02.000', 'ü'.repeat(600_000))))).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('invalid: a file that is not WebVTT at all names no cue', () => {
    expect(checkSubtitles('Hallo Welt\n')).toMatchObject({ ok: false, cue: null, reason: 'invalid', line: 1 });
    // SubRip is not WebVTT
    expect(checkSubtitles('1\n00:00:01,000 --> 00:00:02,000\nA\n')).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('invalid: a broken timestamp names its cue and line, with the parser’s words', () => {
    const result = checkSubtitles(vtt(cue('00:00:01.000', '00:00:02.000'), cue('00:00:03.000', '00:00:0x.000')));
    expect(result).toMatchObject({ ok: false, cue: 2, reason: 'invalid', line: 6 });
    expect(result.ok || result.detail).toBeTruthy();
  });

  it('out_of_order: a cue that starts before the previous one names that cue', () => {
    const text = vtt(cue('00:00:01.000', '00:00:02.000'), cue('00:00:05.000', '00:00:06.000'), cue('00:00:03.000', '00:00:04.000'));
    expect(checkSubtitles(text)).toEqual({ ok: false, cue: 3, reason: 'out_of_order', line: 9 });
  });

  it('end_before_start: a cue that ends before it starts', () => {
    expect(checkSubtitles(vtt(cue('00:00:05.000', '00:00:04.000')))).toEqual({ ok: false, cue: 1, reason: 'end_before_start', line: 3 });
  });

  it('beyond_video: a cue that ends after the video names that cue; without a known length nothing is too late', () => {
    const text = vtt(cue('00:00:01.000', '00:00:05.000'), cue('00:00:08.000', '00:00:12.000'));
    expect(checkSubtitles(text, { maxSeconds: 10 })).toEqual({ ok: false, cue: 2, reason: 'beyond_video', endsAt: 12 });
    expect(checkSubtitles(text, { maxSeconds: 11.6 })).toEqual({ ok: true, cues: 2 });
    expect(checkSubtitles(text)).toEqual({ ok: true, cues: 2 });
  });

  it('empty: an empty file or one without cues', () => {
    expect(checkSubtitles('')).toEqual({ ok: false, cue: null, reason: 'empty' });
    expect(checkSubtitles('WEBVTT\n\nNOTE nur ein Kommentar\n')).toEqual({ ok: false, cue: null, reason: 'empty' });
  });
});
