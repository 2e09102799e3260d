import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { useMigratedDb } from '../../../../../tests/support/read-model-db';
import { subscribesTo } from '../../../../platform/projections';
import { mediaEvents } from '../../domain/events';
import { mediaProjections } from './projection';
import { findMediaByFile, getVideoProject, listMedia } from './queries';
import { mediaMigrations } from './ddl';

const SHA = 'a'.repeat(64);
const POSTER = 'b'.repeat(64);
const recorded = eventRecorder(mediaEvents, { actorId: 'u1', tenantId: 'c1', streamVersion: 1, recordedAt: () => new Date('2026-03-02T08:00:00Z') });

const video = recorded(
  {
    type: 'media.VideoStored',
    data: {
      mediaId: 'm1', companyId: 'c1', sha256: SHA, fileName: `${SHA}.mp4`, mimeType: 'video/mp4', size: 1234, duration: 12.5, width: 1280, height: 720,
      posterSha256: POSTER, posterFileName: `${POSTER}.jpg`, title: 'Brandschutz', originalName: 'b.mov', sourceMimeType: 'video/quicktime', sourceSize: 999,
      processing: 'transcoded', trim: null, uploadedBy: 'u1', storedAt: '2026-03-02T08:00:00.000Z',
    },
  },
  'media-m1',
);
const image = recorded(
  {
    type: 'media.ImageStored',
    data: { mediaId: 'i1', companyId: 'c1', sha256: SHA, fileName: `${SHA}.png`, mimeType: 'image/png', size: 50, width: 64, height: 48, originalName: 'c.png', uploadedBy: 'u1', storedAt: '2026-03-02T08:01:00.000Z' },
  },
  'media-i1',
);
const projectData = { textOverlays: [], audioRecordings: [], duration: 12.5, fileName: 'b.mov' };
const saved = (name: string, at: string) =>
  recorded({ type: 'media.VideoProjectSaved', data: { projectId: 'p1', companyId: 'c1', name, videoPath: `/api/media/files/c1/${SHA}.mp4`, projectData, savedBy: 'u1', savedAt: at } }, 'video-project-p1');

describe('media projections', () => {
  const store = useMigratedDb(mediaMigrations);

  const applyTwice = async (events: RecordedEvent[]) => {
    for (const p of mediaProjections) {
      const mine = events.filter((e) => subscribesTo(p, e.type));
      await store.db.transaction(async (tx) => {
        await p.apply(mine, tx);
        await p.apply(mine, tx);
      });
    }
  };

  it('given stored media, lists them per company; applying every event twice changes nothing', async () => {
    const first = saved('Entwurf', '2026-03-02T09:00:00.000Z');
    const second = saved('Endfassung', '2026-03-02T10:00:00.000Z');
    await applyTwice([video, image, first, second]);
    // a replayed older save does not overwrite the newer one
    await applyTwice([first]);
    const videos = await listMedia(store.db, 'c1', 'video');
    expect(videos).toEqual([
      {
        id: 'm1', companyId: 'c1', kind: 'video', sha256: SHA, fileName: `${SHA}.mp4`, mimeType: 'video/mp4', size: 1234, duration: 12.5, width: 1280, height: 720,
        posterFileName: `${POSTER}.jpg`, title: 'Brandschutz', originalName: 'b.mov', uploadedBy: 'u1', createdAt: '2026-03-02T08:00:00.000Z',
      },
    ]);
    expect((await listMedia(store.db, 'c1', 'image')).map((r) => r.id)).toEqual(['i1']);
    expect(await listMedia(store.db, 'c2', 'video')).toEqual([]);
    expect((await findMediaByFile(store.db, 'c1', `${POSTER}.jpg`))?.id).toBe('m1');
    const project = await getVideoProject(store.db, 'c1', 'p1');
    expect(project).toMatchObject({ name: 'Endfassung', projectData, createdAt: '2026-03-02T09:00:00.000Z', updatedAt: '2026-03-02T10:00:00.000Z' });
    expect(await getVideoProject(store.db, 'c2', 'p1')).toBeUndefined();
  });

  it('resets to empty for a rebuild', async () => {
    for (const p of mediaProjections) await store.db.transaction((tx) => p.reset(tx));
    expect(await listMedia(store.db, 'c1', 'video')).toEqual([]);
    expect(await getVideoProject(store.db, 'c1', 'p1')).toBeUndefined();
  });
});
