import { describe, expect, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import { trainingDecider, type TrainingCommand } from './training';
import type { CatalogEvent, TrainingDetails, VideoContent } from './events';
import { mergeContent } from './language-versions';
import { BLANK_TRAINING_SETTINGS } from '../../../shared/contracts/catalog';

const { owner } = actors;

const details: TrainingDetails = { title: 'Brandschutz', description: 'Grundlagen', ...BLANK_TRAINING_SETTINGS };
const created: CatalogEvent = { type: 'catalog.TrainingCreated', data: { trainingId: 't1', companyId: 'c1', ownerId: 'owner', details, createdAt: at } };
const withTurkish: CatalogEvent = { type: 'catalog.ContentLanguagesChanged', data: { defaultLanguage: 'de', contentLanguages: ['de', 'tr'], changedAt: at } };
const main: VideoContent = { videoUrl: '/api/media/files/c1/de.mp4', duration: 60, description: 'Rundgang' };
const turkish = { videoUrl: '/api/media/files/c1/tr.mp4', duration: 40, mediaId: 'm-tr' };
const videoAdded: CatalogEvent = { type: 'catalog.ModuleAdded', data: { moduleId: 'v', type: 'video', title: 'Film', orderIndex: 0, isActive: true, content: main, addedAt: at } };
const dubbedSet: CatalogEvent = { type: 'catalog.ModuleUpdated', data: { moduleId: 'v', content: { ...main, dubbedVideos: { tr: turkish } }, updatedAt: at } };
const world = [created, withTurkish, videoAdded];

const update = (content: VideoContent, language?: string): TrainingCommand => ({ type: 'UpdateModule', actor: owner, moduleId: 'v', content, ...(language ? { language } : {}), now });
const add = (content: VideoContent): TrainingCommand => ({ type: 'AddModule', actor: owner, module: { moduleId: 'n', type: 'video', title: 'Neu', orderIndex: 1, isActive: true, content }, now });

describe('training decider: dubbed versions of a video module (issue 34 item 2)', () => {
  it('sets a Turkish dubbed version with the module content, on adding and on editing', () => {
    given(trainingDecider, world).when(update({ ...main, dubbedVideos: { tr: turkish } })).then([dubbedSet]);
    given(trainingDecider, world)
      .when(add({ ...main, dubbedVideos: { tr: turkish } }))
      .then([{ type: 'catalog.ModuleAdded', data: { moduleId: 'n', type: 'video', title: 'Neu', orderIndex: 1, isActive: true, content: { ...main, dubbedVideos: { tr: turkish } }, addedAt: at } }]);
  });

  it('an edit without dubbed versions keeps them; an empty map removes them', () => {
    given(trainingDecider, [...world, dubbedSet])
      .when(update({ ...main, description: 'Neu' }))
      .then([{ type: 'catalog.ModuleUpdated', data: { moduleId: 'v', content: { ...main, description: 'Neu', dubbedVideos: { tr: turkish } }, updatedAt: at } }]);
    given(trainingDecider, [...world, dubbedSet])
      .when(update({ ...main, dubbedVideos: {} }))
      .then([{ type: 'catalog.ModuleUpdated', data: { moduleId: 'v', content: main, updatedAt: at } }]);
  });

  it('a translation keeps the main file and the dubbed versions unless it names them', () => {
    expect(mergeContent('video', { ...main, dubbedVideos: { tr: turkish } }, { videoUrl: '/x.mp4', description: 'Tur' }, 'tr', false)).toEqual({
      ...main,
      description: { de: 'Rundgang', tr: 'Tur' },
      dubbedVideos: { tr: turkish },
    });
    expect(mergeContent('video', { ...main, dubbedVideos: { tr: turkish } }, { videoUrl: '/x.mp4', dubbedVideos: {} }, 'tr', false)).toEqual(main);
  });

  it('UnsupportedLanguage: a tag the product does not know', () => {
    given(trainingDecider, world).when(update({ ...main, dubbedVideos: { xx: turkish } })).thenFails({ tag: 'UnsupportedLanguage', languages: ['xx'] });
  });

  it('LanguageNotInTraining: a language the training has no version of', () => {
    given(trainingDecider, world).when(update({ ...main, dubbedVideos: { pl: turkish } })).thenFails({ tag: 'LanguageNotInTraining', language: 'pl' });
    given(trainingDecider, [created, videoAdded]).when(add({ ...main, dubbedVideos: { tr: turkish } })).thenFails({ tag: 'LanguageNotInTraining', language: 'tr' });
  });

  it('DubbedDefaultLanguage: the default language shows the main video', () => {
    given(trainingDecider, world).when(update({ ...main, dubbedVideos: { de: turkish } })).thenFails('DubbedDefaultLanguage');
  });

  it('a version kept as stored stays after its language left the training; a changed one is refused', () => {
    const turkishGone: CatalogEvent = { type: 'catalog.ContentLanguagesChanged', data: { defaultLanguage: 'de', contentLanguages: ['de'], changedAt: at } };
    const state = [...world, dubbedSet, turkishGone];
    given(trainingDecider, state)
      .when(update({ ...main, description: 'Neu', dubbedVideos: { tr: turkish } }))
      .then([{ type: 'catalog.ModuleUpdated', data: { moduleId: 'v', content: { ...main, description: 'Neu', dubbedVideos: { tr: turkish } }, updatedAt: at } }]);
    given(trainingDecider, state)
      .when(update({ ...main, dubbedVideos: { tr: { videoUrl: '/api/media/files/c1/tr2.mp4' } } }))
      .thenFails({ tag: 'LanguageNotInTraining', language: 'tr' });
  });
});
