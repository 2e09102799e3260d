import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import type { TestUser } from '../support/company';

/**
 * Least-privilege media (issue 14, item 5): who may read a media item, list the library, read a
 * stored file without a signature, and read a group's details.
 */
interface Err {
  message: string;
  code: string;
}
interface Stored {
  id: string;
  /** Unsigned path of the file. */
  path: string;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(64, 7)]);

describe.each(dbTargets())('media access API on %s', (target) => {
  // before the app starts and after it closed: createApp reads DATA_DIR (where stored files live)
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `media-access-${target}-`));
    process.env.DATA_DIR = dataDir;
  });
  afterAll(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
  // emp: member of `group` (training assigned directly, infolog with a video) and `bundleGroup` (a bundle);
  // stranger: an employee with no group and no assignment
  const w = useApiWorld(target, { other: true, users: { manager: ['manager', 'Olga'], manager2: ['manager', 'Max'], admin: 'admin', auditor: 'auditor', emp: ['non-managing', 'Anna'], stranger: ['non-managing', 'Bernd'] } });
  let group: string;
  let otherGroup: string;
  let cover: Stored;
  let direct: Stored;
  let viaBundle: Stored;
  let unassigned: Stored;
  let ownInfolog: Stored;
  let otherInfolog: Stored;
  let loose: Stored;
  let directTraining: string;

  /** Records a stored file the way the media module does after an upload, and writes its bytes (no ffmpeg needed). */
  async function store(companyId: string, kind: 'video' | 'image'): Promise<Stored> {
    const mediaId = randomUUID();
    const sha = createHash('sha256').update(mediaId).digest('hex');
    const fileName = `${sha}.${kind === 'video' ? 'mp4' : 'png'}`;
    await fs.promises.mkdir(path.join(dataDir, 'media', companyId), { recursive: true });
    await fs.promises.writeFile(path.join(dataDir, 'media', companyId, fileName), kind === 'video' ? MP4 : PNG);
    const file = { mediaId, companyId, sha256: sha, fileName, mimeType: kind === 'video' ? 'video/mp4' : 'image/png', size: 100 };
    const now = new Date().toISOString();
    const posterSha = createHash('sha256').update(`${mediaId}:poster`).digest('hex');
    const event =
      kind === 'video'
        ? {
            type: 'media.VideoStored',
            data: {
              ...file, duration: 12, width: 320, height: 240, posterSha256: posterSha, posterFileName: `${posterSha}.jpg`, title: 'Clip',
              originalName: 'clip.mp4', sourceMimeType: 'video/mp4', sourceSize: 100, processing: 'kept', trim: null, uploadedBy: 'test', storedAt: now,
            },
          }
        : { type: 'media.ImageStored', data: { ...file, width: 1, height: 1, originalName: 'cover.png', uploadedBy: 'test', storedAt: now } };
    const { position } = await w.t.app.kernel.store.append({
      tenantId: companyId,
      streamId: `media-${mediaId}`,
      streamType: 'media.MediaItem',
      expectedVersion: 'no_stream',
      events: [{ ...event, schemaVersion: 1 }],
      metadata: { actorId: null, tenantId: companyId, commandId: mediaId, correlationId: mediaId, causationId: null },
    });
    await w.t.app.kernel.projections.waitFor(position, ['media.items']);
    return { id: mediaId, path: `/api/media/files/${companyId}/${fileName}` };
  }

  async function ok<T = { id: string }>(method: string, url: string, token: string, body?: unknown): Promise<T> {
    const res = await w.api<T>(method, url, { token, body });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  }

  async function training(video: Stored, imageUrl?: string): Promise<string> {
    const tr = await ok('POST', '/api/trainings', w.manager.token, { title: 'Sicherheit', description: 'Pflicht', ...(imageUrl ? { imageUrl } : {}) });
    await ok('POST', '/api/training-modules', w.manager.token, { trainingId: tr.id, type: 'video', title: 'Film', orderIndex: 0, content: { videoUrl: video.path } });
    return tr.id;
  }

  async function unit(name: string, members: TestUser[]): Promise<string> {
    const g = await ok('POST', '/api/user-groups', w.manager.token, { name });
    for (const m of members) await ok('POST', `/api/user-groups/${g.id}/members`, w.manager.token, { userId: m.id });
    return g.id;
  }

  beforeAll(async () => {

    [cover, direct, viaBundle, unassigned, ownInfolog, otherInfolog, loose] = await Promise.all([
      store(w.acme.id, 'image'), store(w.acme.id, 'video'), store(w.acme.id, 'video'), store(w.acme.id, 'video'),
      store(w.acme.id, 'video'), store(w.acme.id, 'video'), store(w.acme.id, 'video'),
    ]);
    directTraining = await training(direct, cover.path);
    const bundled = await training(viaBundle);
    await training(unassigned);

    group = await unit('Werkstatt', [w.emp]);
    await ok('POST', `/api/user-groups/${group}/trainings`, w.manager.token, { trainingId: directTraining });
    const bundle = await ok('POST', '/api/training-bundles', w.manager.token, { name: 'Grundlagen' });
    await ok('PUT', `/api/training-bundles/${bundle.id}/trainings`, w.manager.token, { trainingIds: [bundled] });
    const bundleGroup = await unit('Lager', [w.emp]);
    await ok('POST', `/api/user-groups/${bundleGroup}/bundles`, w.manager.token, { bundleId: bundle.id });
    otherGroup = await unit('Büro', []);
    await ok('POST', `/api/user-groups/${group}/changelog`, w.manager.token, { title: 'Neu', message: 'Bitte ansehen', videoUrl: ownInfolog.path });
    await ok('POST', `/api/user-groups/${otherGroup}/changelog`, w.manager.token, { title: 'Intern', message: 'Nur Büro', videoUrl: otherInfolog.path });
  });

  const item = (token: string, m: Stored, lang?: string) => w.api<Err & { id: string }>('GET', `/api/media/items/${m.id}`, { token, ...(lang ? { lang } : {}) });
  const file = async (url: string, token?: string, lang?: string) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lang) headers['Accept-Language'] = lang;
    const res = await fetch(w.t.baseUrl + url, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes, json: () => JSON.parse(bytes.toString('utf8')) as Err };
  };

  describe('GET /api/media/items/{id}', () => {
    it('shows an employee the media of trainings assigned to them, directly or through a bundle (video and cover image)', async () => {
      for (const m of [direct, cover, viaBundle]) {
        const res = await item(w.emp.token, m);
        expect(res.status).toBe(200);
        expect(res.body.id).toBe(m.id);
      }
    });

    it('hides from an employee the media of trainings not assigned to them (404, as for an unknown id)', async () => {
      const res = await item(w.emp.token, unassigned);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Nicht gefunden.' });
      expect((await item(w.emp.token, loose, 'en')).body).toEqual({ code: 'not_found', message: 'Not found.' });
      // the same media is shown to the assigned colleague but not to an employee without assignments
      for (const m of [direct, cover, viaBundle]) expect((await item(w.stranger.token, m)).status).toBe(404);
    });

    it('shows an employee the infolog video of a message of their own group, not of another group', async () => {
      expect((await item(w.emp.token, ownInfolog)).status).toBe(200);
      expect((await item(w.emp.token, otherInfolog)).status).toBe(404);
      expect((await item(w.stranger.token, ownInfolog)).status).toBe(404);
    });

    it('follows membership: a member who leaves the group no longer gets its training media or infolog video', async () => {
      const leaver = await w.acme.user('non-managing', 'Clara');
      const g = await unit('Schicht', [leaver]);
      await ok('POST', `/api/user-groups/${g}/trainings`, w.manager.token, { trainingId: directTraining });
      await ok('POST', `/api/user-groups/${g}/changelog`, w.manager.token, { title: 'Hallo', message: 'Video', videoUrl: ownInfolog.path });
      expect((await item(leaver.token, direct)).status).toBe(200);
      expect((await item(leaver.token, ownInfolog)).status).toBe(200);
      expect((await w.api('DELETE', `/api/user-groups/${g}/members/${leaver.id}`, { token: w.manager.token })).status).toBe(204);
      expect((await item(leaver.token, direct)).status).toBe(404);
      expect((await item(leaver.token, ownInfolog)).status).toBe(404);
    });

    it('keeps every media item of the company for the managing roles; the auditor reads what trainings and infologs show; another company gets 404', async () => {
      for (const u of [w.acme.root, w.admin, w.manager, w.manager2]) {
        for (const m of [direct, unassigned, otherInfolog, loose]) expect((await item(u.token, m)).status, `${u.role} ${m.id}`).toBe(200);
      }
      for (const m of [direct, unassigned, otherInfolog]) expect((await item(w.auditor.token, m)).status).toBe(200);
      expect((await item(w.auditor.token, loose)).status).toBe(404);
      expect((await item(w.other.root.token, direct)).status).toBe(404);
      expect((await w.api('GET', `/api/media/items/${direct.id}`)).status).toBe(401);
    });
  });

  describe('lists of the media library', () => {
    it('are for the media edit level: employees and the auditor get 403 (German, English), managers the lists', async () => {
      for (const url of ['/api/media/videos', '/api/video-projects']) {
        for (const u of [w.emp, w.stranger, w.auditor]) {
          const res = await w.api<Err>('GET', url, { token: u.token });
          expect(res.status, `${u.role} ${url}`).toBe(403);
          expect(res.body).toEqual({ code: 'forbidden', message: 'Nur Root, Admins und Manager dürfen die Medien und Videoprojekte des Unternehmens sehen.' });
        }
        const en = await w.api<Err>('GET', url, { token: w.emp.token, lang: 'en' });
        expect(en.body.message).toBe("Only root, admins and managers may see the company's media and video projects.");
        for (const u of [w.acme.root, w.admin, w.manager]) expect((await w.api('GET', url, { token: u.token })).status).toBe(200);
        expect((await w.api('GET', url)).status).toBe(401);
      }
      const videos = await w.api<{ id: string }[]>('GET', '/api/media/videos', { token: w.manager.token });
      expect(videos.body.map((v) => v.id)).toEqual(expect.arrayContaining([direct.id, loose.id]));
      // another company's list holds none of ours
      expect((await w.api<{ id: string }[]>('GET', '/api/media/videos', { token: w.other.root.token })).body).toEqual([]);
    });
  });

  describe('stored files', () => {
    it('without a signature only for the media edit level of the company', async () => {
      for (const u of [w.acme.root, w.admin, w.manager]) {
        const res = await file(direct.path, u.token);
        expect(res.status).toBe(200);
        expect(res.bytes.equals(MP4)).toBe(true);
      }
      for (const u of [w.emp, w.stranger, w.auditor]) {
        const res = await file(direct.path, u.token);
        expect(res.status, u.role).toBe(403);
        expect(res.json()).toEqual({
          code: 'signature_required',
          message: 'Diese Datei ist nur über einen signierten Link abrufbar. Bitte öffnen Sie sie aus der Schulung oder dem Infolog.',
        });
      }
      expect((await file(direct.path, w.emp.token, 'en')).json().message).toBe('This file is only available through a signed link. Please open it from the training or the infolog.');
      expect((await file(direct.path, w.other.root.token)).status).toBe(403);
      expect((await file(direct.path)).status).toBe(401);
    });

    it('learners read them through the signed URLs their trainings and infolog carry; a broken signature is not rescued by their session', async () => {
      const modules = await w.api<{ content: { videoUrl: string } }[]>('GET', `/api/trainings/${directTraining}/modules`, { token: w.emp.token });
      expect(modules.status).toBe(200);
      const signed = modules.body[0]!.content.videoUrl;
      expect(signed.startsWith(`${direct.path}?exp=`)).toBe(true);
      expect((await file(signed)).status).toBe(200);
      const details = await w.api<{ imageUrl: string }>('GET', `/api/trainings/${directTraining}`, { token: w.emp.token });
      expect(details.body.imageUrl.startsWith(`${cover.path}?exp=`)).toBe(true);
      expect((await file(details.body.imageUrl)).bytes.equals(PNG)).toBe(true);
      const infolog = await w.api<{ changelogs: { videoUrl: string | null }[] }>('GET', `/api/user-groups/${group}/changelog`, { token: w.emp.token });
      const video = infolog.body.changelogs.find((c) => c.videoUrl?.startsWith(`${ownInfolog.path}?exp=`))?.videoUrl;
      expect(video).toBeDefined();
      expect((await file(video!)).status).toBe(200);
      // an employee without the assignment gets no signed URL at all
      expect((await w.api('GET', `/api/trainings/${directTraining}/modules`, { token: w.stranger.token })).status).toBe(404);
      const tampered = signed.replace(/sig=[\w-]{5}/, 'sig=AAAAA');
      const refused = await file(tampered, w.emp.token);
      expect(refused.status).toBe(403);
      expect(refused.json().code).toBe('invalid_signature');
      expect((await file(tampered, w.manager.token)).status).toBe(200);
    });
  });

  describe('GET /api/user-groups/{id}', () => {
    it('answers members, the edit level and company-wide readers; other users of the company get 403, other companies 404', async () => {
      for (const u of [w.emp, w.manager, w.acme.root, w.admin, w.auditor]) {
        const res = await w.api<{ id: string; name: string }>('GET', `/api/user-groups/${group}`, { token: u.token });
        expect(res.status, u.role).toBe(200);
        expect(res.body.name).toBe('Werkstatt');
      }
      for (const u of [w.stranger, w.manager2]) {
        const res = await w.api<Err>('GET', `/api/user-groups/${group}`, { token: u.token });
        expect(res.status, u.role).toBe(403);
        expect(res.body).toEqual({ code: 'forbidden', message: 'Nur Mitglieder, Root, Admins, der Besitzer und Co-Owner dürfen diese Gruppe sehen.' });
      }
      const en = await w.api<Err>('GET', `/api/user-groups/${group}`, { token: w.stranger.token, lang: 'en' });
      expect(en.body.message).toBe('Only members, root, admins, the owner and co-owners may see this group.');
      // a co-owner is edit level
      await ok('POST', `/api/user-groups/${group}/co-owners`, w.manager.token, { userId: w.manager2.id });
      expect((await w.api('GET', `/api/user-groups/${group}`, { token: w.manager2.token })).status).toBe(200);
      expect((await w.api('GET', `/api/user-groups/${group}`, { token: w.other.root.token })).status).toBe(404);
      expect((await w.api('GET', `/api/user-groups/${randomUUID()}`, { token: w.emp.token })).status).toBe(404);
    });
  });
});
