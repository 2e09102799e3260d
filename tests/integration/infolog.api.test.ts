import { describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { dbTargets } from '../support/db';
import { MemoryMailer, type TestApp } from '../support/app';
import { createCompany, type TestUser } from '../support/company';
import { useApiWorld } from '../support/world';

interface Err {
  message: string;
  code: string;
  field?: string;
}
interface Entry {
  id: string;
  title: string;
  message: string;
  videoUrl: string | null;
  posterUrl: string | null;
  videoDuration: number | null;
  readAt: string | null;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  groupId: string;
  groupName: string;
  readCount: number;
  totalMembers: number;
  canMarkRead: boolean;
}
interface Page {
  changelogs: Entry[];
  totalCount: number;
  totalPages: number;
  page: number;
}
interface GroupPage extends Page {
  canPost: boolean;
  canViewReadStatus: boolean;
}
interface Posted {
  entry: Entry;
  emailsQueued: number;
}
interface ReadStatus {
  readBy: { id: string; firstName: string; lastName: string; readAt: string }[];
  unreadBy: { id: string; firstName: string; lastName: string }[];
}

/** Records a stored video for a company the way the media module does after an upload (no ffmpeg needed). */
async function storeVideo(t: TestApp, companyId: string, duration: number): Promise<string> {
  const mediaId = randomUUID();
  const sha = createHash('sha256').update(mediaId).digest('hex');
  const posterSha = createHash('sha256').update(`${mediaId}:poster`).digest('hex');
  const { position } = await t.app.kernel.store.append({
    tenantId: companyId,
    streamId: `media-${mediaId}`,
    streamType: 'media.MediaItem',
    expectedVersion: 'no_stream',
    events: [
      {
        type: 'media.VideoStored',
        schemaVersion: 1,
        data: {
          mediaId,
          companyId,
          sha256: sha,
          fileName: `${sha}.mp4`,
          mimeType: 'video/mp4',
          size: 1000,
          duration,
          width: 720,
          height: 1280,
          posterSha256: posterSha,
          posterFileName: `${posterSha}.jpg`,
          title: 'Clip',
          originalName: 'clip.mp4',
          sourceMimeType: 'video/mp4',
          sourceSize: 1000,
          processing: 'kept',
          trim: null,
          uploadedBy: 'test',
          storedAt: new Date().toISOString(),
        },
      },
    ],
    metadata: { actorId: null, tenantId: companyId, commandId: mediaId, correlationId: mediaId, causationId: null },
  });
  await t.app.kernel.projections.waitFor(position, ['media.items']);
  return `/api/media/files/${companyId}/${sha}.mp4`;
}

describe.each(dbTargets())('infolog API on %s', (target) => {
  const w = useApiWorld(target, { other: true, users: { admin: 'admin', owner: ['manager', 'Olga'], co: ['manager', 'Conrad'], manager: ['manager', 'Max'], emp1: ['non-managing', 'Anna'], emp2: ['non-managing', 'Bernd'], emp3: ['non-managing', 'Clara'], sleeper: ['non-managing', 'Dora'] } });

  const group = async (name: string, members: TestUser[] = [], coOwners: TestUser[] = []) => {
    const res = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.owner.token, body: { name } });
    expect(res.status).toBe(201);
    for (const m of members) expect((await w.api('POST', `/api/user-groups/${res.body.id}/members`, { token: w.owner.token, body: { userId: m.id } })).status).toBe(201);
    for (const c of coOwners) expect((await w.api('POST', `/api/user-groups/${res.body.id}/co-owners`, { token: w.owner.token, body: { userId: c.id } })).status).toBe(200);
    return res.body.id;
  };
  const post = async (token: string, groupId: string, body: Record<string, unknown>, lang?: string) =>
    w.api<Posted & Err>('POST', `/api/user-groups/${groupId}/changelog`, { token, body, ...(lang ? { lang } : {}) });
  const postOk = async (groupId: string, title: string, message = `Text zu ${title}`) => {
    const res = await post(w.owner.token, groupId, { title, message });
    expect(res.status).toBe(201);
    return res.body.entry;
  };
  const all = (token: string, query = '') => w.api<Page>('GET', `/api/user/all-changelog${query}`, { token });
  const eventCount = async (type: string, messageId: string, userId?: string) => {
    const { rows } = await w.t.app.kernel.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM es_events WHERE event_type = $1 AND data->>'messageId' = $2 AND ($3::text IS NULL OR data->>'userId' = $3)`,
      [type, messageId, userId ?? null],
    );
    return Number(rows[0]!.n);
  };

  describe('POST /api/user-groups/{id}/changelog', () => {
    it('validates title and message with the spec texts in German and English', async () => {
      const g = await group('Validierung', [w.emp1]);
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ message: 'x' }, 'Titel ist erforderlich', 'Title is required', 'title_required'],
        [{ title: '   ', message: 'x' }, 'Titel ist erforderlich', 'Title is required', 'title_required'],
        [{ title: null, message: 'x' }, 'Titel ist erforderlich', 'Title is required', 'title_required'],
        [{ title: 'T' }, 'Nachricht ist erforderlich', 'Message is required', 'message_required'],
        [{ title: 'T', message: ' \n ' }, 'Nachricht ist erforderlich', 'Message is required', 'message_required'],
      ];
      for (const [body, de, en, code] of cases) {
        const resDe = await post(w.owner.token, g, body);
        expect(resDe.status).toBe(400);
        expect(resDe.body).toMatchObject({ message: de, code });
        const resEn = await post(w.owner.token, g, body, 'en');
        expect(resEn.status).toBe(400);
        expect(resEn.body.message).toBe(en);
      }
      const long = await post(w.owner.token, g, { title: 'x'.repeat(201), message: 'y' });
      expect(long.status).toBe(400);
      expect(long.body.field).toBe('title');
      const wrongType = await post(w.owner.token, g, { title: 5, message: 'y' });
      expect(wrongType.status).toBe(400);
      // nothing was recorded by the refused posts
      const list = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.owner.token });
      expect(list.body.totalCount).toBe(0);
    });

    it('answers {entry, emailsQueued} with the full entry; e-mails only for active members', async () => {
      const g = await group('Werkstatt Nord', [w.emp1, w.emp2, w.sleeper]);
      expect((await w.api('PATCH', `/api/users/${w.sleeper.id}/deactivate`, { token: w.acme.root.token })).status).toBe(200);
      try {
        const res = await post(w.owner.token, g, { title: ' Helmpflicht ', message: ' Ab Montag gilt Helmpflicht.\nDanke! ' });
        expect(res.status).toBe(201);
        expect(res.body.emailsQueued).toBe(2);
        const e = res.body.entry;
        expect(e).toMatchObject({
          title: 'Helmpflicht',
          message: 'Ab Montag gilt Helmpflicht.\nDanke!',
          videoUrl: null,
          posterUrl: null,
          videoDuration: null,
          readAt: null,
          createdBy: w.owner.id,
          createdByName: 'Olga Test',
          groupId: g,
          groupName: 'Werkstatt Nord',
          readCount: 0,
          totalMembers: 3,
          canMarkRead: false,
        });
        expect(new Date(e.createdAt).toISOString()).toBe(e.createdAt);
        // read-your-writes: the list shows it at once, the outbox holds one row per active member
        const list = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.owner.token });
        expect(list.body.changelogs.map((x) => x.id)).toEqual([e.id]);
        const { rows } = await w.t.app.kernel.db.query<{ user_id: string }>('SELECT user_id FROM inf_mail_outbox WHERE message_id = $1 ORDER BY user_id', [e.id]);
        expect(rows.map((r) => r.user_id)).toEqual([w.emp1.id, w.emp2.id].sort());
        expect(await eventCount('infolog.MessagePosted', e.id)).toBe(1);
        // the reactor's NOTIFY wakes the dispatcher at once (its fallback poll is 5 s)
        const mailer = w.t.mailer as MemoryMailer;
        await expect.poll(() => mailer.sent.filter((m) => m.messageId?.startsWith(`<infolog.${e.id}.`)).length, { timeout: 2500, interval: 25 }).toBe(2);
        expect(mailer.sent.filter((m) => m.messageId?.startsWith(`<infolog.${e.id}.`)).map((m) => m.to).sort()).toEqual([w.emp1.email, w.emp2.email].sort());
      } finally {
        await w.api('PATCH', `/api/users/${w.sleeper.id}/activate`, { token: w.acme.root.token });
      }
    });

    it('permission flag: root, admin, owner and co-owners may post; another manager and employees may not', async () => {
      const g = await group('Rechte', [w.emp1], [w.co]);
      for (const u of [w.acme.root, w.admin, w.owner, w.co]) {
        const res = await post(u.token, g, { title: `von ${u.role}`, message: 'm' });
        expect(res.status, u.role).toBe(201);
        const list = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: u.token });
        expect(list.status).toBe(200);
        expect({ canPost: list.body.canPost, canViewReadStatus: list.body.canViewReadStatus }).toEqual({ canPost: true, canViewReadStatus: true });
      }
      for (const u of [w.manager, w.emp1, w.emp2]) {
        const res = await post(u.token, g, { title: 'nein', message: 'm' });
        expect(res.status, u.role).toBe(403);
        expect(res.body.code).toBe('forbidden');
      }
      // a refused poster learns nothing about validation first
      expect((await post(w.emp1.token, g, {})).status).toBe(403);
      // a member reads the group's infolog without the flags; a stranger may not read it
      const member = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.emp1.token });
      expect(member.status).toBe(200);
      expect(member.body).toMatchObject({ canPost: false, canViewReadStatus: false, totalCount: 4 });
      expect((await w.api('GET', `/api/user-groups/${g}/changelog`, { token: w.manager.token })).status).toBe(403);
      expect((await w.api('GET', `/api/user-groups/${g}/changelog`, { token: w.emp2.token })).status).toBe(403);
      expect((await w.api('GET', `/api/user-groups/${g}/changelog`)).status).toBe(401);
    });

    it('attaches a stored video of the company of at most 180 s (+1 s) with signed URLs', async () => {
      const g = await group('Video', [w.emp1]);
      const short = await storeVideo(w.t, w.acme.id, 42.4);
      const res = await post(w.owner.token, g, { title: 'Mit Video', message: 'Bitte ansehen', videoUrl: short });
      expect(res.status).toBe(201);
      expect(res.body.entry.videoUrl).toMatch(/^\/api\/media\/files\/.+\.mp4\?exp=\d+&sig=/);
      expect(res.body.entry.posterUrl).toMatch(/^\/api\/media\/files\/.+\.jpg\?exp=\d+&sig=/);
      expect(res.body.entry.videoDuration).toBe(42.4);
      // the signed URL is accepted as well
      expect((await post(w.owner.token, g, { title: 'Signiert', message: 'm', videoUrl: res.body.entry.videoUrl })).status).toBe(201);
      expect((await post(w.owner.token, g, { title: 'Grenze', message: 'm', videoUrl: await storeVideo(w.t, w.acme.id, 181) })).status).toBe(201);
      const tooLong = await post(w.owner.token, g, { title: 'Zu lang', message: 'm', videoUrl: await storeVideo(w.t, w.acme.id, 181.5) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ code: 'video_too_long', message: 'Das Video darf höchstens 180 Sekunden lang sein.' });
      const foreign = await post(w.owner.token, g, { title: 'Fremd', message: 'm', videoUrl: await storeVideo(w.t, w.other.id, 10) });
      expect(foreign.status).toBe(400);
      expect(foreign.body.code).toBe('video_not_found');
      expect((await post(w.owner.token, g, { title: 'Irgendwo', message: 'm', videoUrl: 'https://example.com/x.mp4' })).body.code).toBe('video_not_found');
      const none = await post(w.owner.token, g, { title: 'Ohne', message: 'm', videoUrl: '' });
      expect(none.status).toBe(201);
      expect(none.body.entry.videoUrl).toBeNull();
      const listed = await all(w.emp1.token, `?groupId=${g}`);
      expect(listed.body.changelogs.find((x) => x.title === 'Mit Video')?.videoUrl).toMatch(/sig=/);
    });

    it('isolates tenants: another company gets 404 for every call on our ids', async () => {
      const g = await group('Geheim', [w.emp1]);
      const e = await postOk(g, 'Intern');
      expect((await post(w.other.root.token, g, { title: 'x', message: 'y' })).status).toBe(404);
      expect((await w.api('GET', `/api/user-groups/${g}/changelog`, { token: w.other.root.token })).status).toBe(404);
      expect((await w.api('POST', `/api/changelog/${e.id}/read`, { token: w.other.root.token })).status).toBe(404);
      expect((await w.api('GET', `/api/changelog/${e.id}/read-status`, { token: w.other.root.token })).status).toBe(404);
      const theirs = await all(w.other.root.token, `?groupId=${g}`);
      expect(theirs.body).toEqual({ changelogs: [], totalCount: 0, totalPages: 1, page: 1 });
      expect((await w.api<unknown[]>('GET', '/api/user/changelog-groups', { token: w.other.root.token })).body).toEqual([]);
      expect((await w.api('GET', `/api/user-groups/nope/changelog`, { token: w.owner.token })).status).toBe(404);
      expect((await w.api('POST', `/api/changelog/nope/read`, { token: w.emp1.token })).status).toBe(404);
    });
  });

  describe('pagination', () => {
    it('empty, exactly 10, 11 and a page beyond the last; newest first; limits validated', async () => {
      const g = await group('Seiten', [w.emp2]);
      const empty = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog?page=1&limit=10`, { token: w.owner.token });
      expect(empty.body).toMatchObject({ changelogs: [], totalCount: 0, totalPages: 1, page: 1 });
      const ids: string[] = [];
      for (let i = 1; i <= 10; i++) ids.push((await postOk(g, `Nachricht ${i}`)).id);
      const ten = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.owner.token });
      expect(ten.body.totalCount).toBe(10);
      expect(ten.body.totalPages).toBe(1);
      expect(ten.body.changelogs.map((x) => x.id)).toEqual([...ids].reverse());
      ids.push((await postOk(g, 'Nachricht 11')).id);
      const p1 = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog?page=1&limit=10`, { token: w.owner.token });
      expect(p1.body).toMatchObject({ totalCount: 11, totalPages: 2, page: 1 });
      expect(p1.body.changelogs).toHaveLength(10);
      expect(p1.body.changelogs[0]!.title).toBe('Nachricht 11');
      const p2 = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog?page=2&limit=10`, { token: w.owner.token });
      expect(p2.body.changelogs.map((x) => x.title)).toEqual(['Nachricht 1']);
      const beyond = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog?page=3`, { token: w.owner.token });
      expect(beyond.body).toMatchObject({ changelogs: [], totalCount: 11, totalPages: 2, page: 3 });
      // the dashboard list pages the same way
      const d1 = await all(w.emp2.token, `?groupId=${g}&page=2`);
      expect(d1.body).toMatchObject({ totalCount: 11, totalPages: 2, page: 2 });
      expect(d1.body.changelogs.map((x) => x.id)).toEqual([ids[0]]);
      const d9 = await all(w.emp2.token, `?groupId=${g}&page=9`);
      expect(d9.body).toMatchObject({ changelogs: [], totalCount: 11, totalPages: 2, page: 9 });
      const one = await all(w.emp2.token, `?page=1&limit=1&groupId=${g}`);
      expect(one.body).toMatchObject({ totalCount: 11, totalPages: 11 });
      expect(one.body.changelogs).toHaveLength(1);
      const fifty = await all(w.emp2.token, `?limit=50&groupId=${g}`);
      expect(fifty.body.changelogs).toHaveLength(11);
      for (const bad of ['?limit=51', '?limit=0', '?page=0', '?page=x', '?unread=yes']) {
        const res = await w.api<Err>('GET', `/api/user/all-changelog${bad}`, { token: w.emp2.token });
        expect(res.status, bad).toBe(400);
      }
      const en = await w.api<Err>('GET', '/api/user/all-changelog?limit=51', { token: w.emp2.token, lang: 'en' });
      expect(en.body.message).toBe('The limit must be between 1 and 50.');
    });
  });

  describe('POST /api/changelog/{id}/read', () => {
    it('marks read once for members; a second call appends nothing; others get 404', async () => {
      const g = await group('Lesen', [w.emp1, w.emp2], [w.co]);
      const e = await postOk(g, 'Bitte lesen');
      const first = await w.api<{ readAt: string }>('POST', `/api/changelog/${e.id}/read`, { token: w.emp1.token });
      expect(first.status).toBe(200);
      expect(new Date(first.body.readAt).toISOString()).toBe(first.body.readAt);
      const second = await w.api<{ readAt: string }>('POST', `/api/changelog/${e.id}/read`, { token: w.emp1.token });
      expect(second.status).toBe(200);
      expect(second.body.readAt).toBe(first.body.readAt);
      expect(await eventCount('infolog.MessageRead', e.id, w.emp1.id)).toBe(1);
      // owners, co-owners, admins, root and strangers are not members
      for (const u of [w.owner, w.co, w.admin, w.acme.root, w.manager, w.emp3]) {
        const res = await w.api<Err>('POST', `/api/changelog/${e.id}/read`, { token: u.token });
        expect(res.status, u.role).toBe(404);
        expect(res.body.code).toBe('message_not_found');
      }
      const list = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.emp1.token });
      expect(list.body.changelogs[0]).toMatchObject({ readAt: first.body.readAt, readCount: 1, totalMembers: 2, canMarkRead: true });
      const theirs = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.emp2.token });
      expect(theirs.body.changelogs[0]).toMatchObject({ readAt: null, readCount: 1 });
    });

    it('GET /api/changelog/{id}: one entry for members and the edit level (the dashboard highlight); 404 for others', async () => {
      const g = await group('Einzeln', [w.emp1], [w.co]);
      const e = await postOk(g, 'Einzelabruf');
      await w.api('POST', `/api/changelog/${e.id}/read`, { token: w.emp1.token });
      const mine = await w.api<{ id: string; title: string; readAt: string | null; groupName: string; canMarkRead: boolean }>('GET', `/api/changelog/${e.id}`, { token: w.emp1.token });
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ id: e.id, title: 'Einzelabruf', groupName: 'Einzeln', canMarkRead: true });
      expect(mine.body.readAt).not.toBeNull();
      for (const u of [w.owner, w.co, w.admin, w.acme.root]) expect((await w.api('GET', `/api/changelog/${e.id}`, { token: u.token })).status, u.role).toBe(200);
      for (const u of [w.emp2, w.manager]) expect((await w.api('GET', `/api/changelog/${e.id}`, { token: u.token })).status, u.role).toBe(404);
      expect((await w.api('GET', `/api/changelog/${e.id}`, { token: w.other.root.token })).status).toBe(404);
      expect((await w.api('GET', '/api/changelog/unknown-id', { token: w.emp1.token })).status).toBe(404);
    });

    it('concurrent double clicks produce exactly one MessageRead event', async () => {
      const g = await group('Doppelklick', [w.emp1, w.emp2]);
      const e = await postOk(g, 'Schnell');
      for (const u of [w.emp1, w.emp2]) {
        const answers = await Promise.all(Array.from({ length: 6 }, () => w.api<{ readAt: string }>('POST', `/api/changelog/${e.id}/read`, { token: u.token })));
        expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
        expect(new Set(answers.map((a) => a.body.readAt)).size).toBe(1);
        expect(await eventCount('infolog.MessageRead', e.id, u.id)).toBe(1);
      }
      const list = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.owner.token });
      expect(list.body.changelogs[0]).toMatchObject({ readCount: 2, totalMembers: 2 });
      const bell = await all(w.emp1.token, `?unread=true&groupId=${g}`);
      expect(bell.body.totalCount).toBe(0);
    });

    it('two MarkReads that both load the unread receipt conflict; the loser decides again and appends nothing', async () => {
      const g = await group('Konflikt', [w.emp1]);
      const e = await postOk(g, 'Gleichzeitig');
      const store = w.t.app.kernel.store;
      const readStream = store.readStream.bind(store);
      const append = store.append.bind(store);
      let conflicts = 0;
      const arrived: (() => void)[] = [];
      // hold both first loads of the receipt stream until both have read it: a guaranteed race
      store.readStream = async (tenantId, streamId) => {
        const events = await readStream(tenantId, streamId);
        if (streamId.startsWith('infolog-receipt-') && arrived.length < 2) {
          await new Promise<void>((resolve) => {
            arrived.push(resolve);
            if (arrived.length === 2) for (const r of arrived) r();
          });
        }
        return events;
      };
      store.append = async (request) => {
        try {
          return await append(request);
        } catch (err) {
          conflicts++;
          throw err;
        }
      };
      try {
        const answers = await Promise.all([1, 2].map(() => w.api<{ readAt: string }>('POST', `/api/changelog/${e.id}/read`, { token: w.emp1.token })));
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        expect(answers[0]!.body.readAt).toBe(answers[1]!.body.readAt);
      } finally {
        store.readStream = readStream;
        store.append = append;
      }
      expect(conflicts).toBe(1);
      expect(await eventCount('infolog.MessageRead', e.id, w.emp1.id)).toBe(1);
    });
  });

  describe('GET /api/changelog/{id}/read-status', () => {
    it('lists readers and non-readers among current members, for the permission flag only', async () => {
      const g = await group('Status', [w.emp1, w.emp2, w.emp3], [w.co]);
      const e = await postOk(g, 'Wer hat gelesen?');
      await w.api('POST', `/api/changelog/${e.id}/read`, { token: w.emp2.token });
      for (const u of [w.acme.root, w.admin, w.owner, w.co]) {
        const res = await w.api<ReadStatus>('GET', `/api/changelog/${e.id}/read-status`, { token: u.token });
        expect(res.status, u.role).toBe(200);
        expect(res.body.readBy.map((x) => x.id)).toEqual([w.emp2.id]);
        expect(res.body.readBy[0]).toMatchObject({ firstName: 'Bernd', lastName: 'Test' });
        expect(res.body.unreadBy.map((x) => x.firstName)).toEqual(['Anna', 'Clara']);
      }
      for (const u of [w.manager, w.emp1, w.emp2]) {
        const res = await w.api<Err>('GET', `/api/changelog/${e.id}/read-status`, { token: u.token });
        expect(res.status, u.role).toBe(403);
      }
      expect((await w.api('GET', '/api/changelog/unknown/read-status', { token: w.owner.token })).status).toBe(404);
      // a reader who left is no longer counted
      expect((await w.api('DELETE', `/api/user-groups/${g}/members/${w.emp2.id}`, { token: w.owner.token })).status).toBe(204);
      const after = await w.api<ReadStatus>('GET', `/api/changelog/${e.id}/read-status`, { token: w.owner.token });
      expect(after.body.readBy).toEqual([]);
      expect(after.body.unreadBy.map((x) => x.id).sort()).toEqual([w.emp1.id, w.emp3.id].sort());
    });
  });

  describe('dashboard, groups and bell', () => {
    it('lists the caller\'s groups with counts; searches, filters by group and unread', async () => {
      const a = await group('Alpha Halle', [w.emp3]);
      const b = await group('Beta Büro', [w.emp3]);
      const c = await group('Gamma Lager');
      const e1 = await postOk(a, 'Neue Öffnungszeiten', 'Die Kantine öffnet um 7 Uhr.');
      const e2 = await postOk(b, 'Rabatt 100%', 'Gilt für alle_Mitarbeiter');
      const e3 = await postOk(b, 'Feueralarm', 'PROBE am Freitag');
      await postOk(c, 'Nur Besitzer', 'x');

      const groups = await w.api<{ id: string; name: string; changelogCount: number }[]>('GET', '/api/user/changelog-groups', { token: w.emp3.token });
      expect(groups.body.filter((x) => [a, b, c].includes(x.id))).toEqual([
        { id: a, name: 'Alpha Halle', changelogCount: 1 },
        { id: b, name: 'Beta Büro', changelogCount: 2 },
      ]);
      // owners see the groups they own although they are no members
      const ownerGroups = await w.api<{ id: string; changelogCount: number }[]>('GET', '/api/user/changelog-groups', { token: w.owner.token });
      expect(ownerGroups.body.map((x) => x.id)).toEqual(expect.arrayContaining([a, b, c]));
      expect((await w.api('GET', '/api/user/changelog-groups', { token: w.manager.token })).body).toEqual([]);

      const mine = await all(w.emp3.token);
      const ids = mine.body.changelogs.map((x) => x.id);
      expect(ids.indexOf(e3.id)).toBeLessThan(ids.indexOf(e2.id));
      expect(ids.indexOf(e2.id)).toBeLessThan(ids.indexOf(e1.id));
      expect(mine.body.changelogs.find((x) => x.id === e2.id)).toMatchObject({ groupName: 'Beta Büro', canMarkRead: true, readAt: null });

      const probe = await all(w.emp3.token, '?search=probe');
      expect(probe.body.changelogs.map((x) => x.id)).toEqual([e3.id]);
      expect(probe.body.totalCount).toBe(1);
      // % and _ match literally
      expect((await all(w.emp3.token, `?search=${encodeURIComponent('100%')}`)).body.changelogs.map((x) => x.id)).toEqual([e2.id]);
      expect((await all(w.emp3.token, `?search=${encodeURIComponent('e_M')}`)).body.changelogs.map((x) => x.id)).toEqual([e2.id]);
      expect((await all(w.emp3.token, `?search=${encodeURIComponent('_')}`)).body.changelogs.map((x) => x.id)).toEqual([e2.id]);
      expect((await all(w.emp3.token, `?search=${encodeURIComponent('öffnungs')}`)).body.changelogs.map((x) => x.id)).toEqual([e1.id]);
      expect((await all(w.emp3.token, `?groupId=${b}`)).body.changelogs.map((x) => x.id)).toEqual([e3.id, e2.id]);
      expect((await all(w.emp3.token, `?groupId=${c}`)).body.totalCount).toBe(0);

      const bell = await all(w.emp3.token, '?unread=true&page=1&limit=10');
      expect(bell.body.changelogs.map((x) => x.id)).toEqual(expect.arrayContaining([e1.id, e2.id, e3.id]));
      const before = bell.body.totalCount;
      await w.api('POST', `/api/changelog/${e2.id}/read`, { token: w.emp3.token });
      const after = await all(w.emp3.token, '?unread=true&page=1&limit=10');
      expect(after.body.totalCount).toBe(before - 1);
      expect(after.body.changelogs.map((x) => x.id)).not.toContain(e2.id);
      expect((await all(w.emp3.token, '?unread=false')).body.changelogs.map((x) => x.id)).toContain(e2.id);
      expect((await all(w.emp3.token, `?unread=true&search=rabatt`)).body.totalCount).toBe(0);
      // the owner is no member: the bell covers none of their owned groups
      const ownerBell = await all(w.owner.token, '?unread=true');
      expect(ownerBell.body.changelogs.filter((x) => [a, b, c].includes(x.groupId))).toEqual([]);
      expect((await all(w.owner.token, `?groupId=${c}`)).body.changelogs[0]).toMatchObject({ canMarkRead: false, readAt: null });
      // the platform operator has no company
      const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
      expect((await all(login.body.token)).status).toBe(403);
    });

    it('a later joiner sees earlier messages as unread; a leaver no longer sees them', async () => {
      const newbie = await w.acme.user('non-managing', 'Neu');
      const leaver = await w.acme.user('non-managing', 'Geht');
      const g = await group('Wechsel', [leaver]);
      const old1 = await postOk(g, 'Alt 1');
      const old2 = await postOk(g, 'Alt 2');
      await w.api('POST', `/api/changelog/${old1.id}/read`, { token: leaver.token });
      expect((await all(newbie.token)).body.totalCount).toBe(0);

      expect((await w.api('POST', `/api/user-groups/${g}/members`, { token: w.owner.token, body: { userId: newbie.id } })).status).toBe(201);
      const bell = await all(newbie.token, '?unread=true');
      expect(bell.body.totalCount).toBe(2);
      expect(bell.body.changelogs.map((x) => x.id)).toEqual([old2.id, old1.id]);
      expect(bell.body.changelogs[0]).toMatchObject({ readAt: null, totalMembers: 2, readCount: 0, canMarkRead: true });
      expect(bell.body.changelogs[1]).toMatchObject({ readCount: 1 });
      expect((await w.api('POST', `/api/changelog/${old1.id}/read`, { token: newbie.token })).status).toBe(200);
      expect((await all(newbie.token, '?unread=true')).body.totalCount).toBe(1);

      expect((await w.api('DELETE', `/api/user-groups/${g}/members/${leaver.id}`, { token: w.owner.token })).status).toBe(204);
      expect((await all(leaver.token)).body).toEqual({ changelogs: [], totalCount: 0, totalPages: 1, page: 1 });
      expect((await all(leaver.token, '?unread=true')).body.totalCount).toBe(0);
      expect((await w.api('GET', `/api/user-groups/${g}/changelog`, { token: leaver.token })).status).toBe(403);
      expect((await w.api('POST', `/api/changelog/${old2.id}/read`, { token: leaver.token })).status).toBe(404);
      // read counts follow the current members: the leaver's read no longer counts
      const list = await w.api<GroupPage>('GET', `/api/user-groups/${g}/changelog`, { token: w.owner.token });
      expect(list.body.changelogs.find((x) => x.id === old1.id)).toMatchObject({ readCount: 1, totalMembers: 1 });
      // rejoining brings the old read back
      expect((await w.api('POST', `/api/user-groups/${g}/members`, { token: w.owner.token, body: { userId: leaver.id } })).status).toBe(201);
      const back = await all(leaver.token, '?unread=true');
      expect(back.body.changelogs.map((x) => x.id)).toEqual([old2.id]);
    });

    it('messages of a deleted group disappear; their read records stay in the event log', async () => {
      const g = await group('Abriss', [w.emp1]);
      const e = await postOk(g, 'Letzte Nachricht');
      await w.api('POST', `/api/changelog/${e.id}/read`, { token: w.emp1.token });
      const other2 = await postOk(await group('Bleibt', [w.emp1]), 'Bleibt sichtbar');
      expect((await w.api('DELETE', `/api/user-groups/${g}`, { token: w.owner.token })).status).toBe(204);
      const list = await all(w.emp1.token, '?limit=50');
      expect(list.body.changelogs.map((x) => x.id)).not.toContain(e.id);
      expect(list.body.changelogs.map((x) => x.id)).toContain(other2.id);
      expect((await all(w.emp1.token, `?groupId=${g}`)).body.totalCount).toBe(0);
      expect((await w.api<{ id: string }[]>('GET', '/api/user/changelog-groups', { token: w.emp1.token })).body.map((x) => x.id)).not.toContain(g);
      expect((await w.api('GET', `/api/user-groups/${g}/changelog`, { token: w.owner.token })).status).toBe(404);
      expect((await w.api('POST', `/api/changelog/${e.id}/read`, { token: w.emp1.token })).status).toBe(404);
      expect((await w.api('GET', `/api/changelog/${e.id}/read-status`, { token: w.owner.token })).status).toBe(404);
      expect((await post(w.owner.token, g, { title: 'x', message: 'y' })).status).toBe(404);
      expect(await eventCount('infolog.MessagePosted', e.id)).toBe(1);
      expect(await eventCount('infolog.MessageRead', e.id, w.emp1.id)).toBe(1);
    });
  });

  describe('master delete', () => {
    it('purges every infolog row of the deleted company and nothing of others', async () => {
      const doomed = await createCompany(w.t);
      const emp = await doomed.user('non-managing');
      const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: doomed.root.token, body: { name: 'Weg' } });
      await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: doomed.root.token, body: { userId: emp.id } });
      const e = await w.api<Posted>('POST', `/api/user-groups/${g.body.id}/changelog`, { token: doomed.root.token, body: { title: 'T', message: 'M' } });
      expect(e.status).toBe(201);
      await w.api('POST', `/api/changelog/${e.body.entry.id}/read`, { token: emp.token });
      const keep = await postOk(await group('Bleibt auch', [w.emp1]), 'Bleibt');
      const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
      expect((await w.api('DELETE', `/api/master/companies/${doomed.id}`, { token: login.body.token })).status).toBe(204);
      const count = async (sql: string, id: string) => Number((await w.t.app.kernel.db.query<{ n: string }>(sql, [id])).rows[0]!.n);
      for (const table of ['inf_messages', 'inf_mail_outbox', 'inf_mail_messages', 'inf_group_counts', 'inf_user_group_reads']) {
        expect(await count(`SELECT count(*)::text AS n FROM ${table} WHERE company_id = $1`, doomed.id), table).toBe(0);
      }
      expect(await count('SELECT count(*)::text AS n FROM inf_reads WHERE message_id = $1', e.body.entry.id)).toBe(0);
      expect(await count('SELECT count(*)::text AS n FROM inf_messages WHERE id = $1', keep.id)).toBe(1);
    });
  });

  it('uses the in-memory mailer of the test app (mail delivery is covered in infolog.mail.test.ts)', () => {
    expect(w.t.mailer).toBeInstanceOf(MemoryMailer);
  });
});
