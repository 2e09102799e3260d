import { describe, expect, it } from 'vitest';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { applyEachTwice, useMigratedDb } from '../../../../../tests/support/read-model-db';
import { BLANK_TRAINING_SETTINGS } from '../../../../shared/contracts/catalog';
import { catalogEvents, type CatalogEvent } from '../../domain/events';
import { catalogMigrations } from './ddl';
import { trainingsProjection } from './projection';
import { listModules, moduleSubtitles, trainingIdsShowingFile } from './queries';

const at = '2026-12-06T10:00:00.000Z';
const recorded = eventRecorder(catalogEvents, { actorId: 'u1', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => new Date(at) });
const event = (e: CatalogEvent) => recorded(e, 'training-t1');
const languages = (contentLanguages: string[]) => event({ type: 'catalog.ContentLanguagesChanged', data: { defaultLanguage: 'de', contentLanguages, changedAt: at } });
const PATH = `/api/media/files/c1/${'b'.repeat(64)}.vtt`;

describe('trainings projection: subtitle tracks (issue 34 item 2)', () => {
  const store = useMigratedDb(catalogMigrations);

  it('given a Turkish track, the video module shows it while the training has Turkish; a removed module takes its tracks along; every event applied twice', async () => {
    const db = store.db;
    await applyEachTwice(db, trainingsProjection, [
      event({ type: 'catalog.TrainingCreated', data: { trainingId: 't1', companyId: 'c1', ownerId: 'u1', details: { title: 'Brandschutz', description: 'x', ...BLANK_TRAINING_SETTINGS }, createdAt: at } }),
      languages(['de', 'tr']),
      event({ type: 'catalog.ModuleAdded', data: { moduleId: 'v', type: 'video', title: 'Film', orderIndex: 0, isActive: true, content: { videoUrl: '/api/media/files/c1/a.mp4', duration: 10 }, addedAt: at } }),
      event({ type: 'catalog.ModuleAdded', data: { moduleId: 'x', type: 'text', title: 'Text', orderIndex: 1, isActive: true, content: { text: 'x' }, addedAt: at } }),
      event({ type: 'catalog.SubtitleTrackSet', data: { moduleId: 'v', language: 'tr', path: `/api/media/files/c1/${'a'.repeat(64)}.vtt`, sha256: 'a'.repeat(64), cues: 2, bytes: 90, setAt: at } }),
      event({ type: 'catalog.SubtitleTrackSet', data: { moduleId: 'v', language: 'tr', path: PATH, sha256: 'b'.repeat(64), cues: 3, bytes: 120, setAt: at } }),
    ]);
    const [video, text] = await listModules(db, ['t1']);
    expect(video!.subtitles).toEqual([{ language: 'tr', url: PATH, cues: 3 }]);
    expect(text!.subtitles).toBeUndefined();
    expect(await moduleSubtitles(db, 'c1', 'v')).toEqual([{ language: 'tr', url: PATH, cues: 3, bytes: 120 }]);
    expect(await trainingIdsShowingFile(db, 'c1', PATH)).toEqual(['t1']);

    // without Turkish the track is kept, not delivered
    await applyEachTwice(db, trainingsProjection, [languages(['de'])]);
    expect((await listModules(db, ['t1']))[0]!.subtitles).toEqual([]);
    expect(await moduleSubtitles(db, 'c1', 'v')).toHaveLength(1);

    await applyEachTwice(db, trainingsProjection, [event({ type: 'catalog.ModuleRemoved', data: { moduleId: 'v', removedAt: at } })]);
    expect(await moduleSubtitles(db, 'c1', 'v')).toEqual([]);
    expect(await trainingIdsShowingFile(db, 'c1', PATH)).toEqual([]);
  });
});
