import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../../../shared/languages';
import { deliveredLanguage, shownVideo } from './language';

const tag = fc.constantFrom(...CONTENT_LANGUAGES);
const versions = fc.uniqueArray(tag, { minLength: 1, maxLength: CONTENT_LANGUAGES.length }).chain((list) => fc.record({ contentLanguages: fc.constant(list), defaultLanguage: fc.constantFrom(...list) }));
// what a person may have as content language: a supported tag, a regional variant, or a language no training has
const requested = fc.oneof(tag, tag.map((t) => `${t}-${t.toUpperCase()}`), fc.constantFrom('fa', 'sq', 'vi', 'xx-!!', ''));

describe('the learner is given a language version (issue 34)', () => {
  it('always one the training has, and the person’s own whenever the training has it; a fallback only when it lacks it', () => {
    fc.assert(
      fc.property(versions, requested, fc.option(tag, { nil: null }), (t, wanted, chosen) => {
        const d = deliveredLanguage(t, wanted, chosen);
        expect(t.contentLanguages).toContain(d.language);
        if (chosen !== null && t.contentLanguages.includes(chosen)) {
          expect(d.language).toBe(chosen);
          return;
        }
        const own = t.contentLanguages.find((v) => wanted === v || wanted.startsWith(`${v}-`));
        if (own) {
          expect(d.language).toBe(own);
          expect(d.fallback).toBe(false);
        } else {
          expect(d.language).toBe(t.defaultLanguage);
          expect(d.fallback).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a Turkish learner of a German and Turkish training gets Turkish; a Ukrainian one German with the note', () => {
    const t = { defaultLanguage: 'de', contentLanguages: ['de', 'tr'] };
    expect(deliveredLanguage(t, 'tr', null)).toMatchObject({ language: 'tr', fallback: false });
    expect(deliveredLanguage(t, 'uk', null)).toMatchObject({ language: 'de', fallback: true, requested: 'uk' });
    // a choice the training no longer has falls back to the match
    expect(deliveredLanguage(t, 'tr', 'pl')).toMatchObject({ language: 'tr', fallback: false });
  });
});

describe('the video shown in a language version (issue 34 item 2)', () => {
  it('the dubbed version of the language, else the main video', () => {
    const content = { videoUrl: '/v/de.mp4', posterUrl: '/v/de.jpg', duration: 60, dubbedVideos: { tr: { videoUrl: '/v/tr.mp4', duration: 40 } } };
    expect(shownVideo(content, 'tr')).toEqual({ videoUrl: '/v/tr.mp4', posterUrl: undefined, duration: 40 });
    expect(shownVideo(content, 'de')).toEqual({ videoUrl: '/v/de.mp4', posterUrl: '/v/de.jpg', duration: 60 });
    expect(shownVideo(content, 'pl')).toEqual({ videoUrl: '/v/de.mp4', posterUrl: '/v/de.jpg', duration: 60 });
    expect(shownVideo(content, 'constructor').videoUrl).toBe('/v/de.mp4');
  });
});
