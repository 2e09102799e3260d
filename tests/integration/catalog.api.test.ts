import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbTargets } from '../support/db';
import { createCompany, type TestUser } from '../support/company';
import { useApiWorld } from '../support/world';
import { eventsAppendedBy, expectNoEventsAppendedBy } from '../support/appended';

interface Training {
  id: string;
  title: unknown;
  status: string;
  ownerId: string;
  owner: { firstName: string; lastName: string } | null;
  coOwners: string[];
  coOwnerDetails: { id: string }[];
  tags: { id: string }[];
  requiresRecertification: boolean;
  recertificationPeriod: string | null;
  imageUrl: string | null;
  moduleCount: number;
  permissions: { edit: boolean; delete: boolean; manageCoOwners: boolean };
  modules?: Module[];
}
interface Module {
  id: string;
  type: string;
  title: string;
  orderIndex: number;
  isActive: boolean;
  content: Record<string, unknown>;
}
interface Page {
  trainings: Training[];
  totalCount: number;
  totalPages: number;
  page: number;
}
interface Err {
  message: string;
  code: string;
  bundles?: string[];
}

const quiz = {
  questions: [
    { question: 'Wo hängt der Feuerlöscher?', answers: [{ text: 'Am Ausgang', isCorrect: true }, { text: 'Im Keller', isCorrect: false }] },
    { question: 'Welche PSA ist Pflicht?', answers: [{ text: 'Helm', isCorrect: true }, { text: 'Schuhe', isCorrect: true }, { text: 'Krawatte', isCorrect: false }] },
  ],
};

describe.each(dbTargets())('catalog API on %s', (target) => {
  const w = useApiWorld(target, { other: true, users: { admin: 'admin', manager: 'manager', employee: 'non-managing' } });

  const create = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await w.api<Training>('POST', '/api/trainings', {
      token,
      body: { title: { de: 'Brandschutz Grundlagen', en: 'Fire safety basics' }, description: { de: 'Was im Brandfall zu tun ist' }, ...body },
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  describe('trainings', () => {
    it('creates a draft owned by the caller, with the owner name and permissions', async () => {
      const tr = await create(w.manager.token, { imageId: 'safety-2', companyId: w.other.id });
      expect(tr.status).toBe('draft');
      expect(tr.ownerId).toBe(w.manager.id);
      expect(tr.owner?.firstName).toBe('manager'.length ? tr.owner?.firstName : '');
      expect(tr.imageUrl).toBe('/gallery/safety-2.svg');
      expect(tr.permissions).toEqual({ edit: true, delete: true, manageCoOwners: true, answerQuestions: true });
      const fromOther = await w.api('GET', `/api/trainings/${tr.id}`, { token: w.other.root.token });
      expect(fromOther.status).toBe(404);
    });

    it('validates: required title/description, recertification period, malformed id, employees may not create', async () => {
      const noTitle = await w.api<Err>('POST', '/api/trainings', { token: w.manager.token, body: { title: '  ', description: 'x' } });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.message).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
      const noTitleEn = await w.api<Err>('POST', '/api/trainings', { token: w.manager.token, lang: 'en', body: { description: 'x' } });
      expect(noTitleEn.body.message).toBe('Please fill in all required fields.');
      const recert = await w.api<Err>('POST', '/api/trainings', { token: w.manager.token, lang: 'en', body: { title: 'T', description: 'D', requiresRecertification: true } });
      expect(recert.status).toBe(400);
      expect(recert.body.message).toBe('Please select a period for recertification.');
      const emp = await w.api<Err>('POST', '/api/trainings', { token: w.employee.token, body: { title: 'T', description: 'D' } });
      expect(emp.status).toBe(403);
      const bad = await w.api<Err>('GET', '/api/trainings/not-a-uuid', { token: w.manager.token });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Ungültige Training-ID');
      const foreignImage = await w.api<Err>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'T', description: 'D', imageUrl: 'https://evil.example/x.png' } });
      expect(foreignImage.status).toBe(400);
      expect((await w.api('POST', '/api/trainings', { body: { title: 'T', description: 'D' } })).status).toBe(401);
    });

    it('edits per role: owner, co-owner and root yes; another admin no; empty title refused', async () => {
      const tr = await create(w.manager.token);
      const byAdmin = await w.api<Err>('PATCH', `/api/trainings/${tr.id}`, { token: w.admin.token, body: { status: 'published' } });
      expect(byAdmin.status).toBe(403);
      const byRoot = await w.api<Training>('PATCH', `/api/trainings/${tr.id}`, { token: w.acme.root.token, body: { status: 'published' } });
      expect(byRoot.status).toBe(200);
      expect(byRoot.body.status).toBe('published');
      const empty = await w.api<Err>('PATCH', `/api/trainings/${tr.id}`, { token: w.manager.token, body: { title: { de: ' ' } } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Der Titel darf nicht leer sein.');
      const on = await w.api<Training>('PATCH', `/api/trainings/${tr.id}`, { token: w.manager.token, body: { requiresRecertification: true, recertificationPeriod: '2_years' } });
      expect(on.body.recertificationPeriod).toBe('2_years');
      const off = await w.api<Training>('PATCH', `/api/trainings/${tr.id}`, { token: w.manager.token, body: { requiresRecertification: false } });
      expect(off.body.recertificationPeriod).toBeNull();
      const byEmployee = await w.api('PATCH', `/api/trainings/${tr.id}`, { token: w.employee.token, body: { status: 'archived' } });
      expect(byEmployee.status).toBe(404);
    });

    it('deletes: only root or the owner', async () => {
      const tr = await create(w.manager.token);
      expect((await w.api('DELETE', `/api/trainings/${tr.id}`, { token: w.admin.token })).status).toBe(403);
      expect((await w.api('DELETE', `/api/trainings/${tr.id}`, { token: w.other.root.token })).status).toBe(404);
      expect((await w.api('DELETE', `/api/trainings/${tr.id}`, { token: w.manager.token })).status).toBe(204);
      expect((await w.api('GET', `/api/trainings/${tr.id}`, { token: w.manager.token })).status).toBe(404);
      const tr2 = await create(w.manager.token);
      expect((await w.api('DELETE', `/api/trainings/${tr2.id}`, { token: w.acme.root.token })).status).toBe(204);
    });
  });

  describe('library', () => {
    it('filters, searches, orders and paginates on the server', async () => {
      const co = await createCompany(w.t);
      const m1 = await co.user('manager');
      const m2 = await co.user('manager');
      const own: Training[] = [];
      for (let i = 0; i < 17; i++) own.push(await create(m1.token, { title: `Schulung ${String(i).padStart(2, '0')}`, description: i === 3 ? 'Staplerfahrer Einweisung' : 'Allgemein', status: i % 2 ? 'published' : 'draft' }));
      const foreign = await create(m2.token, { title: 'Fremde Schulung', status: 'published' });
      const p1 = await w.api<Page>('GET', '/api/trainings?page=1', { token: m1.token });
      expect(p1.body.totalCount).toBe(18);
      expect(p1.body.totalPages).toBe(2);
      expect(p1.body.trainings).toHaveLength(15);
      // own first, published before draft, newest first
      const statuses = p1.body.trainings.map((x) => x.status);
      expect(statuses.slice(0, 8).every((s) => s === 'published')).toBe(true);
      expect(p1.body.trainings[0]!.title).toBe('Schulung 15');
      const p2 = await w.api<Page>('GET', '/api/trainings?page=2', { token: m1.token });
      expect(p2.body.trainings).toHaveLength(3);
      expect(p2.body.trainings[2]!.id).toBe(foreign.id);
      const search = await w.api<Page>('GET', `/api/trainings?search=${encodeURIComponent('stapler')}`, { token: m1.token });
      expect(search.body.trainings.map((x) => x.id)).toEqual([own[3]!.id]);
      const owner = await w.api<Page>('GET', '/api/trainings?ownership=owner', { token: m2.token });
      expect(owner.body.trainings.map((x) => x.id)).toEqual([foreign.id]);
      const coowner = await w.api<Page>('GET', '/api/trainings?ownership=coowner', { token: m2.token });
      expect(coowner.body.totalCount).toBe(0);
      await w.api('POST', `/api/trainings/${own[5]!.id}/tags`, { token: m1.token, body: { tagIds: ['default-brandschutz', 'default-erste-hilfe'] } });
      await w.api('POST', `/api/trainings/${own[6]!.id}/tags`, { token: m1.token, body: { tagIds: ['default-brandschutz'] } });
      const tagged = await w.api<Page>('GET', '/api/trainings?tags=default-brandschutz,default-erste-hilfe', { token: m1.token });
      expect(tagged.body.trainings.map((x) => x.id)).toEqual([own[5]!.id]);
      const badPage = await w.api<Err>('GET', '/api/trainings?page=0', { token: m1.token });
      expect(badPage.status).toBe(400);
      const emp = await co.user('non-managing');
      const empView = await w.api<Page>('GET', '/api/trainings?ownership=owner', { token: emp.token });
      expect(empView.body.totalCount).toBe(0);
    });

    it("an employee's library: exactly the trainings assigned through their units and bundles, filters ignored (spec section 2)", async () => {
      const co = await createCompany(w.t);
      const m = await co.user('manager');
      const anna = await co.user('non-managing');
      const ben = await co.user('non-managing');
      const auditor = await co.user('auditor');
      const published = async (title: string) => {
        const tr = await create(m.token, { title });
        await w.api('POST', `/api/trainings/${tr.id}/tags`, { token: m.token, body: { tagIds: ['default-brandschutz'] } });
        expect((await w.api('PATCH', `/api/trainings/${tr.id}`, { token: m.token, body: { status: 'published' } })).status).toBe(200);
        return tr.id;
      };
      const direct = await published('Direkt zugewiesen');
      const viaBundle = await published('Über das Bundle');
      const bensOnly = await published('Nur für Ben');
      const unassigned = await published('Niemandem zugewiesen');
      const later = await published('Später zugewiesen');
      const group = async (name: string, memberId: string) => {
        const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: m.token, body: { name } });
        expect((await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: m.token, body: { userId: memberId } })).status).toBe(201);
        return g.body.id;
      };
      const nord = await group('Lager Nord', anna.id);
      const sued = await group('Lager Süd', ben.id);
      expect((await w.api('POST', `/api/user-groups/${nord}/trainings`, { token: m.token, body: { trainingId: direct, weeks: 2 } })).status).toBeLessThan(300);
      const bundle = await w.api<{ id: string }>('POST', '/api/training-bundles', { token: m.token, body: { name: 'Grundlagen' } });
      expect((await w.api('PUT', `/api/training-bundles/${bundle.body.id}/trainings`, { token: m.token, body: { trainingIds: [viaBundle] } })).status).toBe(200);
      expect((await w.api('POST', `/api/user-groups/${nord}/bundles`, { token: m.token, body: { bundleId: bundle.body.id, weeks: 2 } })).status).toBeLessThan(300);
      expect((await w.api('POST', `/api/user-groups/${sued}/trainings`, { token: m.token, body: { trainingId: bensOnly, weeks: 2 } })).status).toBeLessThan(300);

      const ids = (p: Page) => p.trainings.map((x) => x.id).sort();
      const annas = await w.api<Page>('GET', '/api/trainings', { token: anna.token });
      expect(annas.status).toBe(200);
      expect(ids(annas.body)).toEqual([direct, viaBundle].sort());
      expect(annas.body.totalCount).toBe(2);
      expect(annas.body.trainings.every((x) => !x.permissions.edit && !x.permissions.delete && !x.permissions.manageCoOwners)).toBe(true);
      // search, ownership and tags from the address change nothing for her
      for (const query of ['search=Niemandem', 'ownership=owner', 'ownership=coowner', 'tags=default-erste-hilfe', 'search=zzz&ownership=owner&tags=default-brandschutz']) {
        const filtered = await w.api<Page>('GET', `/api/trainings?${query}`, { token: anna.token });
        expect(filtered.status).toBe(200);
        expect(ids(filtered.body)).toEqual([direct, viaBundle].sort());
      }
      expect(ids((await w.api<Page>('GET', '/api/trainings', { token: ben.token })).body)).toEqual([bensOnly]);
      // a training assigned afterwards appears in her list at once
      expect((await w.api('POST', `/api/user-groups/${nord}/trainings`, { token: m.token, body: { trainingId: later, weeks: 2 } })).status).toBeLessThan(300);
      expect(ids((await w.api<Page>('GET', '/api/trainings', { token: anna.token })).body)).toEqual([direct, viaBundle, later].sort());
      // the auditor and the manager still see every training, and their filters apply
      for (const reader of [auditor, m]) {
        const all = await w.api<Page>('GET', '/api/trainings', { token: reader.token });
        expect(ids(all.body)).toEqual([direct, viaBundle, bensOnly, unassigned, later].sort());
        expect(ids((await w.api<Page>('GET', '/api/trainings?search=Niemandem', { token: reader.token })).body)).toEqual([unassigned]);
      }
    });
  });

  describe('modules', () => {
    it('adds text and quiz modules, reads legacy quizzes, enforces the quiz rules', async () => {
      const tr = await create(w.manager.token);
      const text = await w.api<Module>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: tr.id, type: 'text', title: 'Einleitung', orderIndex: 0, content: { text: 'Willkommen' } } });
      expect(text.status).toBe(201);
      const q = await w.api<Module>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: tr.id, type: 'quiz', title: 'Quiz', orderIndex: 1, content: quiz } });
      expect(q.status).toBe(201);
      const legacy = await w.api<Module>('POST', '/api/training-modules', {
        token: w.manager.token,
        body: { trainingId: tr.id, type: 'quiz', title: 'Alt', orderIndex: 2, content: { questions: [{ question: 'Ja?', options: ['Ja', 'Nein'], correctAnswer: 0 }] } },
      });
      expect(legacy.status).toBe(201);
      expect(legacy.body.content).toEqual({ questions: [{ question: 'Ja?', answers: [{ text: 'Ja', isCorrect: true }, { text: 'Nein', isCorrect: false }] }] });

      const noCorrect = await w.api<Err>('POST', '/api/training-modules', {
        token: w.manager.token,
        lang: 'en',
        body: { trainingId: tr.id, type: 'quiz', title: 'Q', content: { questions: [{ question: 'F', answers: [{ text: 'a', isCorrect: false }, { text: 'b', isCorrect: false }] }] } },
      });
      expect(noCorrect.status).toBe(400);
      expect(noCorrect.body.message).toBe('Each question must have at least one correct answer.');
      const oneAnswer = await w.api<Err>('POST', '/api/training-modules', {
        token: w.manager.token,
        body: { trainingId: tr.id, type: 'quiz', title: 'Q', content: { questions: [{ question: 'F', answers: [{ text: 'a', isCorrect: true }] }] } },
      });
      expect(oneAnswer.body.message).toBe('Jede Frage braucht mindestens 2 Antworten.');
      const missing = await w.api<Err>('POST', '/api/training-modules', { token: w.manager.token, lang: 'en', body: { type: 'text', title: 'X', content: { text: 'y' } } });
      expect(missing.body.message).toBe('Training ID missing. Please save the training first.');
      const foreignVideo = await w.api<Err>('POST', '/api/training-modules', {
        token: w.manager.token,
        body: { trainingId: tr.id, type: 'video', title: 'V', content: { videoUrl: `/api/media/files/${w.other.id}/abc.mp4` } },
      });
      expect(foreignVideo.status).toBe(400);
      const byAdmin = await w.api('POST', '/api/training-modules', { token: w.admin.token, body: { trainingId: tr.id, type: 'text', title: 'X', content: { text: 'y' } } });
      expect(byAdmin.status).toBe(403);

      const full = await w.api<Training>('GET', `/api/trainings/${tr.id}`, { token: w.manager.token });
      expect(full.body.modules!.map((m) => m.title)).toEqual(['Einleitung', 'Quiz', 'Alt']);
      expect(full.body.moduleCount).toBe(3);
    });

    it('saves reorder, active toggle and deletion as one batch; refuses foreign module ids', async () => {
      const tr = await create(w.manager.token);
      const ids: string[] = [];
      for (const [i, title] of ['A', 'B', 'C'].entries()) {
        ids.push((await w.api<Module>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: tr.id, type: 'text', title, orderIndex: i, content: { text: title } } })).body.id);
      }
      const res = await w.api<Module[]>('PATCH', `/api/trainings/${tr.id}/modules/batch-update`, {
        token: w.manager.token,
        body: { moduleUpdates: [{ id: ids[2], orderIndex: 0, isActive: true }, { id: ids[0], orderIndex: 1, isActive: false }], deletedModuleIds: [ids[1]] },
      });
      expect(res.status).toBe(200);
      expect(res.body.map((m) => [m.title, m.orderIndex, m.isActive])).toEqual([
        ['C', 0, true],
        ['A', 1, false],
      ]);
      const mismatch = await w.api<Err>('PATCH', `/api/trainings/${tr.id}/modules/batch-update`, { token: w.manager.token, body: { moduleUpdates: [{ id: ids[1], orderIndex: 0, isActive: true }] } });
      expect(mismatch.status).toBe(400);
      const patched = await w.api<Module>('PATCH', `/api/training-modules/${ids[0]}`, { token: w.manager.token, body: { title: 'A neu', content: { text: 'neu' } } });
      expect(patched.body.title).toBe('A neu');
      expect(patched.body.content).toEqual({ text: 'neu' });
      expect((await w.api('DELETE', `/api/training-modules/${ids[0]}`, { token: w.manager.token })).status).toBe(204);
      expect((await w.api('DELETE', `/api/training-modules/${ids[0]}`, { token: w.manager.token })).status).toBe(404);
      // removed by several requests at once: one removes it, the others find it gone (a read between two lookups answered 500)
      const doomed = (await w.api<Module>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: tr.id, type: 'text', title: 'Weg', orderIndex: 9, content: { text: 'weg' } } })).body.id;
      const racing = await Promise.all(Array.from({ length: 8 }, () => w.api('DELETE', `/api/training-modules/${doomed}`, { token: w.manager.token })));
      expect(racing.map((r) => r.status).sort()).toEqual([204, ...Array<number>(7).fill(404)]);
      expect((await w.api('PATCH', `/api/training-modules/${ids[2]}`, { token: w.other.root.token, body: { title: 'x' } })).status).toBe(404);
    });
  });

  describe('video modules', () => {
    it('accepts only videos stored for the company and answers with signed, seekable URLs', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'catalog-video-'));
      try {
        const file = path.join(dir, 'clip.mp4');
        execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=15', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
        const video = `data:video/mp4;base64,${readFileSync(file).toString('base64')}`;
        const up = await w.api<{ videoUrl: string; duration: number }>('POST', '/api/video-projects/upload', { token: w.manager.token, body: { title: 'Clip', video } });
        expect(up.status).toBe(201);
        const tr = await create(w.manager.token);
        const mod = await w.api<Module>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: tr.id, type: 'video', title: 'Film', content: { videoUrl: up.body.videoUrl, description: 'Kurzfilm' } } });
        expect(mod.status).toBe(201);
        const url = String(mod.body.content.videoUrl);
        expect(url).toMatch(/^\/api\/media\/files\/.+\?exp=\d+&sig=/);
        expect(mod.body.content.duration).toBeGreaterThan(1.5);
        const range = await fetch(w.t.baseUrl + url, { headers: { Range: 'bytes=0-99' } });
        expect(range.status).toBe(206);
        expect((await range.arrayBuffer()).byteLength).toBe(100);
        // the other company cannot reference it
        const theirs = await create(w.other.root.token);
        const stolen = await w.api<Err>('POST', '/api/training-modules', { token: w.other.root.token, body: { trainingId: theirs.id, type: 'video', title: 'V', content: { videoUrl: up.body.videoUrl } } });
        expect(stolen.status).toBe(400);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('tags', () => {
    it('offers the default vocabulary plus company tags; manages company tags', async () => {
      const all = await w.api<{ id: string; name: { de: string; en: string }; isDefault: boolean }[]>('GET', '/api/training-tags', { token: w.employee.token });
      expect(all.body.filter((x) => x.isDefault)).toHaveLength(20);
      expect(all.body.map((x) => x.name.de)).toContain('Persönliche Schutzausrüstung');
      const noName = await w.api<Err>('POST', '/api/company/training-tags', { token: w.manager.token, lang: 'en', body: { name: { de: ' ', en: 'x' } } });
      expect(noName.status).toBe(400);
      expect(noName.body.message).toBe('German name is required.');
      const badColor = await w.api<Err>('POST', '/api/company/training-tags', { token: w.manager.token, body: { name: { de: 'X' }, color: '#123456' } });
      expect(badColor.status).toBe(400);
      expect((await w.api('POST', '/api/company/training-tags', { token: w.employee.token, body: { name: { de: 'X' } } })).status).toBe(403);
      const created = await w.api<{ id: string; color: string }>('POST', '/api/company/training-tags', {
        token: w.manager.token,
        body: { name: { de: 'Stapler', en: 'Forklift' }, color: '#ef4444', category: 'safety' },
      });
      expect(created.status).toBe(201);
      expect(created.body.color).toBe('#EF4444');
      const updated = await w.api<{ name: { de: string } }>('PATCH', `/api/company/training-tags/${created.body.id}`, { token: w.admin.token, body: { name: { de: 'Gabelstapler' } } });
      expect(updated.body.name.de).toBe('Gabelstapler');
      expect((await w.api<Err>('DELETE', '/api/company/training-tags/default-brandschutz', { token: w.manager.token })).status).toBe(400);
      expect((await w.api('DELETE', `/api/company/training-tags/${created.body.id}`, { token: w.other.root.token })).status).toBe(404);
      const tr = await create(w.manager.token);
      const set = await w.api<{ id: string }[]>('POST', `/api/trainings/${tr.id}/tags`, { token: w.manager.token, body: { tagIds: [created.body.id, 'default-erste-hilfe'] } });
      expect(set.body.map((x) => x.id).sort()).toEqual([created.body.id, 'default-erste-hilfe'].sort());
      expect((await w.api('POST', `/api/trainings/${tr.id}/tags`, { token: w.manager.token, body: { tagIds: ['nope'] } })).status).toBe(400);
      expect((await w.api('DELETE', `/api/company/training-tags/${created.body.id}`, { token: w.manager.token })).status).toBe(204);
      const after = await w.api<{ id: string }[]>('GET', `/api/trainings/${tr.id}/tags`, { token: w.manager.token });
      expect(after.body.map((x) => x.id)).toEqual(['default-erste-hilfe']);
    });
  });

  describe('co-owners', () => {
    it('owner adds up to 5 eligible co-owners; others and bad candidates are refused', async () => {
      const tr = await create(w.manager.token);
      const candidates: TestUser[] = [];
      for (let i = 0; i < 6; i++) candidates.push(await w.acme.user(i % 2 ? 'admin' : 'manager'));
      const offered = await w.api<{ id: string }[]>('GET', `/api/trainings/${tr.id}/co-owner-candidates`, { token: w.manager.token });
      expect(offered.body.map((u) => u.id)).not.toContain(w.manager.id);
      expect(offered.body.map((u) => u.id)).not.toContain(w.employee.id);
      for (const c of candidates.slice(0, 5)) {
        expect((await w.api('POST', `/api/trainings/${tr.id}/co-owners`, { token: w.manager.token, body: { userId: c.id } })).status).toBe(200);
      }
      const sixth = await w.api<Err>('POST', `/api/trainings/${tr.id}/co-owners`, { token: w.manager.token, body: { userId: candidates[5]!.id } });
      expect(sixth.status).toBe(409);
      expect(sixth.body.message).toBe('Maximal 5 Co-Owner pro Schulung.');
      expect((await w.api('POST', `/api/trainings/${tr.id}/co-owners`, { token: w.manager.token, body: { userId: candidates[0]!.id } })).status).toBe(409);
      expect((await w.api('POST', `/api/trainings/${tr.id}/co-owners`, { token: w.manager.token, body: { userId: w.manager.id } })).status).toBe(400);
      // a co-owner may edit, but not manage co-owners or delete
      const co = candidates[0]!;
      expect((await w.api('PATCH', `/api/trainings/${tr.id}`, { token: co.token, body: { status: 'published' } })).status).toBe(200);
      expect((await w.api('DELETE', `/api/trainings/${tr.id}/co-owners/${candidates[1]!.id}`, { token: co.token })).status).toBe(403);
      expect((await w.api('DELETE', `/api/trainings/${tr.id}`, { token: co.token })).status).toBe(403);
      expect((await w.api('DELETE', `/api/trainings/${tr.id}/co-owners/${candidates[1]!.id}`, { token: w.manager.token })).status).toBe(204);

      const tr2 = await create(w.manager.token);
      expect((await w.api('POST', `/api/trainings/${tr2.id}/co-owners`, { token: w.manager.token, body: { userId: w.employee.id } })).status).toBe(400);
      expect((await w.api('POST', `/api/trainings/${tr2.id}/co-owners`, { token: w.manager.token, body: { userId: w.other.root.id } })).status).toBe(404);
      const view = await w.api<Training>('GET', `/api/trainings/${tr.id}`, { token: co.token });
      expect(view.body.coOwnerDetails).toHaveLength(4);
      expect(view.body.permissions).toEqual({ edit: true, delete: false, manageCoOwners: false, answerQuestions: true });
    });
  });

  describe('commands append their events (given/when/then against the log)', () => {
    const by = (u: TestUser) => <T>(call: () => Promise<T>) => eventsAppendedBy(w.t, u.id, call);
    const nothingBy = (u: TestUser) => <T extends { status: number }>(call: () => Promise<T>) => expectNoEventsAppendedBy(w.t, u.id, call);

    it('trainings: create, change, delete; a refused change and a change to the same values append nothing', async () => {
      const m = w.manager;
      const created = await by(m)(() => w.api<Training>('POST', '/api/trainings', { token: m.token, body: { title: { de: 'Leitern' }, description: { de: 'Sicher steigen' } } }));
      expect(created.answer.status).toBe(201);
      const id = created.answer.body.id;
      expect(created.events).toEqual([
        {
          type: 'catalog.TrainingCreated',
          streamId: `training-${id}`,
          data: expect.objectContaining({ trainingId: id, companyId: w.acme.id, ownerId: m.id, details: expect.objectContaining({ title: { de: 'Leitern' }, status: 'draft' }) }),
        },
      ]);
      const changed = await by(m)(() => w.api('PATCH', `/api/trainings/${id}`, { token: m.token, body: { status: 'published' } }));
      expect(changed.answer.status).toBe(200);
      expect(changed.events).toEqual([{ type: 'catalog.TrainingDetailsChanged', streamId: `training-${id}`, data: expect.objectContaining({ changes: { status: 'published' } }) }]);
      expect((await nothingBy(m)(() => w.api('PATCH', `/api/trainings/${id}`, { token: m.token, body: { status: 'published' } }))).status).toBe(200);
      expect((await nothingBy(m)(() => w.api('PATCH', `/api/trainings/${id}`, { token: m.token, body: { title: { de: ' ' } } }))).status).toBe(400);
      expect((await nothingBy(w.admin)(() => w.api('DELETE', `/api/trainings/${id}`, { token: w.admin.token }))).status).toBe(403);
      const deleted = await by(m)(() => w.api('DELETE', `/api/trainings/${id}`, { token: m.token }));
      expect(deleted.answer.status).toBe(204);
      expect(deleted.events).toEqual([{ type: 'catalog.TrainingDeleted', streamId: `training-${id}`, data: expect.objectContaining({ deletedAt: expect.any(String) }) }]);
    });

    it('modules: add, update, rearrange, remove; a refused module appends nothing', async () => {
      const m = w.manager;
      const tr = await create(m.token);
      const stream = `training-${tr.id}`;
      const added = await by(m)(() => w.api<Module>('POST', '/api/training-modules', { token: m.token, body: { trainingId: tr.id, type: 'text', title: 'A', orderIndex: 0, content: { text: 'a' } } }));
      const a = added.answer.body.id;
      expect(added.events).toEqual([{ type: 'catalog.ModuleAdded', streamId: stream, data: expect.objectContaining({ moduleId: a, type: 'text', title: 'A', orderIndex: 0, content: { text: 'a' } }) }]);
      const b = (await w.api<Module>('POST', '/api/training-modules', { token: m.token, body: { trainingId: tr.id, type: 'text', title: 'B', orderIndex: 1, content: { text: 'b' } } })).body.id;
      const updated = await by(m)(() => w.api('PATCH', `/api/training-modules/${a}`, { token: m.token, body: { title: 'A neu' } }));
      expect(updated.events).toEqual([{ type: 'catalog.ModuleUpdated', streamId: stream, data: expect.objectContaining({ moduleId: a, title: 'A neu' }) }]);
      const rearranged = await by(m)(() =>
        w.api('PATCH', `/api/trainings/${tr.id}/modules/batch-update`, { token: m.token, body: { moduleUpdates: [{ id: b, orderIndex: 0, isActive: true }], deletedModuleIds: [a] } }),
      );
      expect(rearranged.answer.status).toBe(200);
      expect(rearranged.events).toEqual([
        { type: 'catalog.ModulesRearranged', streamId: stream, data: expect.objectContaining({ updates: [{ moduleId: b, orderIndex: 0, isActive: true }], removedModuleIds: [a] }) },
      ]);
      const removed = await by(m)(() => w.api('DELETE', `/api/training-modules/${b}`, { token: m.token }));
      expect(removed.answer.status).toBe(204);
      expect(removed.events).toEqual([{ type: 'catalog.ModuleRemoved', streamId: stream, data: expect.objectContaining({ moduleId: b }) }]);
      expect((await nothingBy(m)(() => w.api('DELETE', `/api/training-modules/${b}`, { token: m.token }))).status).toBe(404);
      const oneAnswer = { questions: [{ question: 'F', answers: [{ text: 'a', isCorrect: true }] }] };
      expect((await nothingBy(m)(() => w.api('POST', '/api/training-modules', { token: m.token, body: { trainingId: tr.id, type: 'quiz', title: 'Q', content: oneAnswer } }))).status).toBe(400);
    });

    it('tags: create, update, delete a company tag and set a training\'s tags; a refused tag appends nothing', async () => {
      const m = w.manager;
      const created = await by(m)(() => w.api<{ id: string }>('POST', '/api/company/training-tags', { token: m.token, body: { name: { de: 'Kran' }, color: '#ef4444', category: 'safety' } }));
      expect(created.answer.status).toBe(201);
      const tag = created.answer.body.id;
      expect(created.events).toEqual([
        { type: 'catalog.TagCreated', streamId: `tag-${tag}`, data: expect.objectContaining({ tagId: tag, companyId: w.acme.id, fields: expect.objectContaining({ name: { de: 'Kran' }, color: '#EF4444', category: 'safety' }) }) },
      ]);
      const updated = await by(m)(() => w.api('PATCH', `/api/company/training-tags/${tag}`, { token: m.token, body: { name: { de: 'Kranführer' } } }));
      expect(updated.events).toEqual([{ type: 'catalog.TagUpdated', streamId: `tag-${tag}`, data: expect.objectContaining({ fields: expect.objectContaining({ name: { de: 'Kranführer' } }) }) }]);
      const tr = await create(m.token);
      const set = await by(m)(() => w.api('POST', `/api/trainings/${tr.id}/tags`, { token: m.token, body: { tagIds: [tag] } }));
      expect(set.events).toEqual([{ type: 'catalog.TrainingTagsSet', streamId: `training-${tr.id}`, data: expect.objectContaining({ tagIds: [tag] }) }]);
      expect((await nothingBy(m)(() => w.api('POST', `/api/trainings/${tr.id}/tags`, { token: m.token, body: { tagIds: ['nope'] } }))).status).toBe(400);
      expect((await nothingBy(m)(() => w.api('POST', '/api/company/training-tags', { token: m.token, body: { name: { de: 'X' }, color: '#123456' } }))).status).toBe(400);
      const deleted = await by(m)(() => w.api('DELETE', `/api/company/training-tags/${tag}`, { token: m.token }));
      expect(deleted.answer.status).toBe(204);
      expect(deleted.events.filter((e) => e.streamId === `tag-${tag}`)).toEqual([{ type: 'catalog.TagDeleted', streamId: `tag-${tag}`, data: expect.objectContaining({ deletedAt: expect.any(String) }) }]);
    });

    it('co-owners and instructor: add and remove a co-owner, change the instructor; a refused candidate appends nothing', async () => {
      const m = w.manager;
      const tr = await create(m.token);
      const stream = `training-${tr.id}`;
      const co = await w.acme.user('admin');
      const added = await by(m)(() => w.api('POST', `/api/trainings/${tr.id}/co-owners`, { token: m.token, body: { userId: co.id } }));
      expect(added.answer.status).toBe(200);
      expect(added.events).toEqual([{ type: 'catalog.CoOwnerAdded', streamId: stream, data: expect.objectContaining({ userId: co.id }) }]);
      expect((await nothingBy(m)(() => w.api('POST', `/api/trainings/${tr.id}/co-owners`, { token: m.token, body: { userId: co.id } }))).status).toBe(409);
      expect((await nothingBy(m)(() => w.api('POST', `/api/trainings/${tr.id}/co-owners`, { token: m.token, body: { userId: w.employee.id } }))).status).toBe(400);
      const instructor = await by(m)(() => w.api('PUT', `/api/trainings/${tr.id}/instructor`, { token: m.token, body: { userId: co.id } }));
      expect(instructor.answer.status).toBe(200);
      expect(instructor.events).toEqual([{ type: 'catalog.InstructorChanged', streamId: stream, data: expect.objectContaining({ instructorId: co.id }) }]);
      const removed = await by(m)(() => w.api('DELETE', `/api/trainings/${tr.id}/co-owners/${co.id}`, { token: m.token }));
      expect(removed.answer.status).toBe(204);
      expect(removed.events).toEqual([{ type: 'catalog.CoOwnerRemoved', streamId: stream, data: expect.objectContaining({ userId: co.id }) }]);
    });
  });
});
