import { describe, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import { trainingDecider, type SubtitleTrack } from './training';
import type { CatalogEvent, TrainingDetails } from './events';
import { BLANK_TRAINING_SETTINGS } from '../../../shared/contracts/catalog';

const { owner, co, otherManager } = actors;

const details: TrainingDetails = { title: 'Brandschutz', description: 'Grundlagen', ...BLANK_TRAINING_SETTINGS };
const created: CatalogEvent = { type: 'catalog.TrainingCreated', data: { trainingId: 't1', companyId: 'c1', ownerId: 'owner', details, createdAt: at } };
const coOwner: CatalogEvent = { type: 'catalog.CoOwnerAdded', data: { userId: 'co', addedAt: at } };
const withTurkish: CatalogEvent = { type: 'catalog.ContentLanguagesChanged', data: { defaultLanguage: 'de', contentLanguages: ['de', 'tr'], changedAt: at } };
const videoAdded: CatalogEvent = {
  type: 'catalog.ModuleAdded',
  data: { moduleId: 'v', type: 'video', title: 'Film', orderIndex: 0, isActive: true, content: { videoUrl: '/api/media/files/c1/a.mp4', duration: 60 }, addedAt: at },
};
const textAdded: CatalogEvent = { type: 'catalog.ModuleAdded', data: { moduleId: 'x', type: 'text', title: 'Merkblatt', orderIndex: 1, isActive: true, content: { text: 'Fluchtwege' }, addedAt: at } };

const track: SubtitleTrack = { path: '/api/media/files/c1/b.vtt', sha256: 'b'.repeat(64), cues: 12, bytes: 840 };
const turkishSet: CatalogEvent = { type: 'catalog.SubtitleTrackSet', data: { moduleId: 'v', language: 'tr', ...track, setAt: at } };
const world = [created, coOwner, withTurkish, videoAdded, textAdded];

const set = (language: string, moduleId = 'v', actor = owner) => ({ type: 'SetSubtitleTrack', actor, moduleId, language, track, now }) as const;
const remove = (language: string, moduleId = 'v', actor = owner) => ({ type: 'RemoveSubtitleTrack', actor, moduleId, language, now }) as const;

describe('training decider: subtitles of a video module (issue 34 item 2)', () => {
  it('sets a Turkish track; a co-owner may too; another file replaces it', () => {
    given(trainingDecider, world).when(set('tr')).then([turkishSet]);
    given(trainingDecider, world).when(set('tr', 'v', co)).then([turkishSet]);
    const other = { ...track, path: '/api/media/files/c1/c.vtt', sha256: 'c'.repeat(64), cues: 13 };
    given(trainingDecider, [...world, turkishSet])
      .when({ ...set('tr'), track: other })
      .then([{ type: 'catalog.SubtitleTrackSet', data: { moduleId: 'v', language: 'tr', ...other, setAt: at } }]);
  });

  it('the same file again in the same language changes nothing', () => {
    given(trainingDecider, [...world, turkishSet]).when(set('tr')).thenNothing();
  });

  it('NotAllowedToEditTraining: only those who edit the training', () => {
    given(trainingDecider, world).when(set('tr', 'v', otherManager)).thenFails('NotAllowedToEditTraining');
    given(trainingDecider, [...world, turkishSet]).when(remove('tr', 'v', otherManager)).thenFails('NotAllowedToEditTraining');
  });

  it('ModuleNotFound: a module the training does not have', () => {
    given(trainingDecider, world).when(set('tr', 'gone')).thenFails('ModuleNotFound');
    given(trainingDecider, world).when(remove('tr', 'gone')).thenFails('ModuleNotFound');
  });

  it('SubtitlesNeedVideoModule: a text module has no subtitles', () => {
    given(trainingDecider, world).when(set('tr', 'x')).thenFails('SubtitlesNeedVideoModule');
  });

  it('UnsupportedLanguage and LanguageNotInTraining: the language must be one of the training’s versions', () => {
    given(trainingDecider, world).when(set('xx')).thenFails({ tag: 'UnsupportedLanguage', languages: ['xx'] });
    given(trainingDecider, world).when(set('pl')).thenFails({ tag: 'LanguageNotInTraining', language: 'pl' });
    given(trainingDecider, world).when(remove('xx')).thenFails({ tag: 'UnsupportedLanguage', languages: ['xx'] });
  });

  it('removes a track; a language without one is SubtitleTrackNotFound, also after removal', () => {
    const removed: CatalogEvent = { type: 'catalog.SubtitleTrackRemoved', data: { moduleId: 'v', language: 'tr', removedAt: at } };
    given(trainingDecider, [...world, turkishSet]).when(remove('tr')).then([removed]);
    given(trainingDecider, world).when(remove('tr')).thenFails('SubtitleTrackNotFound');
    given(trainingDecider, [...world, turkishSet, removed]).when(remove('tr')).thenFails('SubtitleTrackNotFound');
    // a language taken out of the training may still lose its track
    const turkishGone: CatalogEvent = { type: 'catalog.ContentLanguagesChanged', data: { defaultLanguage: 'de', contentLanguages: ['de'], changedAt: at } };
    given(trainingDecider, [...world, turkishSet, turkishGone]).when(remove('tr')).then([removed]);
  });
});
