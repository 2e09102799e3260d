import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../src/platform/eventstore';
import { dbTargets } from '../support/db';
import { type TestUser } from '../support/company';
import { useApiWorld } from '../support/world';
import { companyCaller } from '../../src/shared/contracts/ids';

interface Err {
  message: string;
  code: string;
  bundles?: string[];
  action?: string;
}
interface Group {
  id: string;
  name: string;
  description: string;
  memberCount: number;
  trainingCount: number;
  bundleCount: number;
  ownerId: string;
  permissions: { edit: boolean; manageCoOwners: boolean; delete: boolean; viewReports: boolean };
}
interface GroupTraining {
  id: string;
  deadline: string | null;
  deadlineWeeks: number | null;
  viaBundle: { id: string; name: string } | null;
}

describe.each(dbTargets())('organization API on %s', (target) => {
  const w = useApiWorld(target, { other: true, users: { admin: 'admin', manager: 'manager', manager2: 'manager', emp1: 'non-managing', emp2: 'non-managing' } });

  const training = async (token: string, title = 'Brandschutz') => {
    const res = await w.api<{ id: string }>('POST', '/api/trainings', { token, body: { title, description: 'D', status: 'published' } });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const group = async (token: string, name = 'Werkstatt') => {
    const res = await w.api<Group>('POST', '/api/user-groups', { token, body: { name: ` ${name} `, description: ' Team Nord ' } });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('creates groups, lists them with counts and ownership filters', async () => {
    const g = await group(w.manager.token);
    expect(g.name).toBe('Werkstatt');
    expect(g.description).toBe('Team Nord');
    expect(g.permissions).toEqual({ edit: true, manageCoOwners: true, delete: true, viewReports: true });
    const blank = await w.api<Err>('POST', '/api/user-groups', { token: w.manager.token, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Der Gruppenname ist erforderlich.');
    expect((await w.api('POST', '/api/user-groups', { token: w.emp1.token, body: { name: 'X' } })).status).toBe(403);
    const mine = await w.api<{ groups: Group[]; totalCount: number }>('GET', '/api/user-groups?ownership=owner', { token: w.manager.token });
    expect(mine.body.groups.map((x) => x.id)).toContain(g.id);
    const theirs = await w.api<{ groups: Group[] }>('GET', '/api/user-groups?ownership=owner', { token: w.manager2.token });
    expect(theirs.body.groups.map((x) => x.id)).not.toContain(g.id);
    const search = await w.api<{ groups: Group[] }>('GET', '/api/user-groups?search=werkst', { token: w.admin.token });
    expect(search.body.groups.map((x) => x.id)).toContain(g.id);
    expect((await w.api('GET', `/api/user-groups/${g.id}`, { token: w.other.root.token })).status).toBe(404);
  });

  it('adds members by e-mail (case-insensitive) and refuses unknown and foreign addresses', async () => {
    const g = await group(w.manager.token);
    const added = await w.api<{ id: string }>('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { email: w.emp1.email.toUpperCase() } });
    expect(added.status).toBe(201);
    expect(added.body.id).toBe(w.emp1.id);
    const unknown = await w.api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { email: 'niemand@firma.de' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Benutzer mit dieser E-Mail nicht gefunden');
    const foreign = await w.api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { email: w.other.root.email } });
    expect(foreign.status).toBe(404);
    const foreignId = await w.api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: w.other.root.id } });
    expect(foreignId.status).toBe(404);
    expect((await w.api('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: w.emp1.id } })).status).toBe(409);
    const members = await w.api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: w.admin.token });
    expect(members.body.map((m) => m.id)).toEqual([w.emp1.id]);
    // another manager (not owner/co-owner) may not edit
    expect((await w.api('POST', `/api/user-groups/${g.id}/members`, { token: w.manager2.token, body: { userId: w.emp2.id } })).status).toBe(403);
    // reading members and trainings is open to every managing role of the company (spec: buttons for all)
    expect((await w.api('GET', `/api/user-groups/${g.id}/members`, { token: w.manager2.token })).status).toBe(200);
    expect((await w.api('GET', `/api/user-groups/${g.id}/members`, { token: w.emp1.token })).status).toBe(403);
    expect((await w.api('DELETE', `/api/user-groups/${g.id}/members/${w.emp1.id}`, { token: w.manager.token })).status).toBe(204);
  });

  it('assigns trainings with deadlines; employees then see them; deadline can be changed', async () => {
    const g = await group(w.manager.token);
    const tr = await training(w.manager.token);
    await w.api('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: w.emp1.id } });
    const before = await w.api<{ totalCount: number }>('GET', '/api/trainings', { token: w.emp1.token });
    expect(before.body.totalCount).toBe(0);
    const assigned = await w.api<GroupTraining>('POST', `/api/user-groups/${g.id}/trainings`, { token: w.manager.token, body: { trainingId: tr, weeks: 3 } });
    expect(assigned.status).toBe(201);
    expect(assigned.body.deadlineWeeks).toBe(3);
    const days = (new Date(assigned.body.deadline!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(20.9);
    expect(days).toBeLessThan(21.1);
    const after = await w.api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: w.emp1.token });
    expect(after.body.trainings.map((x) => x.id)).toEqual([tr]);
    expect((await w.api('GET', `/api/trainings/${tr}`, { token: w.emp1.token })).status).toBe(200);
    expect((await w.api('GET', `/api/trainings/${tr}`, { token: w.emp2.token })).status).toBe(404);
    const bad = await w.api<Err>('PATCH', `/api/group-trainings/${tr}/deadline`, { token: w.manager.token, body: { weeks: 5, groupId: g.id } });
    expect(bad.status).toBe(400);
    const changed = await w.api<GroupTraining>('PATCH', `/api/group-trainings/${tr}/deadline`, { token: w.manager.token, body: { weeks: 1, groupId: g.id } });
    expect(changed.body.deadlineWeeks).toBe(1);
    expect((await w.api('POST', `/api/user-groups/${g.id}/trainings`, { token: w.manager.token, body: { trainingId: tr } })).status).toBe(409);
    const foreignTraining = await training(w.other.root.token);
    expect((await w.api('POST', `/api/user-groups/${g.id}/trainings`, { token: w.manager.token, body: { trainingId: foreignTraining } })).status).toBe(404);
    expect((await w.api('DELETE', `/api/user-groups/${g.id}/trainings/${tr}`, { token: w.manager.token })).status).toBe(204);
    expect((await w.api<{ totalCount: number }>('GET', '/api/trainings', { token: w.emp1.token })).body.totalCount).toBe(0);
  });

  it('bundles: validation, AssignBundle gives members the trainings, a bundled training cannot be deleted', async () => {
    const t1 = await training(w.manager.token, 'Erste Hilfe');
    const t2 = await training(w.manager.token, 'Leitern');
    const noName = await w.api<Err>('POST', '/api/training-bundles', { token: w.manager.token, lang: 'en', body: { name: ' ' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Bundle name is required');
    const b = await w.api<{ id: string; trainingCount: number }>('POST', '/api/training-bundles', { token: w.manager.token, body: { name: 'Onboarding', description: 'Neu im Team' } });
    expect(b.status).toBe(201);
    const empty = await w.api<Err>('PUT', `/api/training-bundles/${b.body.id}/trainings`, { token: w.manager.token, body: { trainingIds: [] } });
    expect(empty.body.message).toBe('Mindestens eine Schulung ist erforderlich');
    const set = await w.api<{ id: string; orderIndex: number }[]>('PUT', `/api/training-bundles/${b.body.id}/trainings`, { token: w.manager.token, body: { trainingIds: [t2, t1] } });
    expect(set.body.map((x) => x.id)).toEqual([t2, t1]);
    expect((await w.api('PATCH', `/api/training-bundles/${b.body.id}`, { token: w.manager2.token, body: { name: 'X' } })).status).toBe(403);
    expect((await w.api('PATCH', `/api/training-bundles/${b.body.id}`, { token: w.acme.root.token, body: { name: 'Onboarding 2026' } })).status).toBe(200);
    expect((await w.api('GET', '/api/training-bundles', { token: w.emp1.token })).status).toBe(403);

    const g = await group(w.manager.token);
    await w.api('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: w.emp2.id } });
    const assigned = await w.api('POST', `/api/user-groups/${g.id}/bundles`, { token: w.manager.token, body: { bundleId: b.body.id, weeks: 2 } });
    expect(assigned.status).toBe(201);
    const groupTrainings = await w.api<GroupTraining[]>('GET', `/api/user-groups/${g.id}/trainings`, { token: w.manager.token });
    expect(groupTrainings.body.map((x) => x.viaBundle?.name)).toEqual(['Onboarding 2026', 'Onboarding 2026']);
    const seen = await w.api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: w.emp2.token });
    expect(seen.body.trainings.map((x) => x.id).sort()).toEqual([t1, t2].sort());
    const del = await w.api<Err>('DELETE', `/api/trainings/${t1}`, { token: w.manager.token });
    expect(del.status).toBe(409);
    expect(del.body.bundles).toEqual(['Onboarding 2026']);
    expect(del.body.action).toBe('remove_from_bundles');
    expect((await w.api('POST', `/api/user-groups/${g.id}/bundles`, { token: w.manager.token, body: { bundleId: b.body.id } })).status).toBe(409);
    const theirBundle = await w.api<{ id: string }>('POST', '/api/training-bundles', { token: w.other.root.token, body: { name: 'Fremd' } });
    expect((await w.api('POST', `/api/user-groups/${g.id}/bundles`, { token: w.manager.token, body: { bundleId: theirBundle.body.id } })).status).toBe(404);
    // deleting the bundle unassigns it everywhere
    expect((await w.api('DELETE', `/api/training-bundles/${b.body.id}`, { token: w.manager.token })).status).toBe(204);
    expect((await w.api<{ totalCount: number }>('GET', '/api/trainings', { token: w.emp2.token })).body.totalCount).toBe(0);
    expect((await w.api('DELETE', `/api/trainings/${t1}`, { token: w.manager.token })).status).toBe(204);
  });

  it('bundle co-owners: only the owner manages them (at most 5); a co-owner edits but neither deletes nor manages co-owners; the ownership filter pages on the server', async () => {
    interface BundleView {
      id: string;
      ownerId: string;
      coOwners: string[];
      coOwnerDetails: { id: string; firstName: string; lastName: string; email: string }[];
      permissions: { edit: boolean; delete: boolean; manageCoOwners: boolean };
    }
    // one page of bundles: the array, with its total in the headers
    const list = async (query: string, token: string) => {
      const r = await w.api<BundleView[]>('GET', `/api/training-bundles${query}`, { token });
      expect(r.status).toBe(200);
      return { bundles: r.body, totalCount: Number(r.headers.get('x-total-count')), totalPages: Number(r.headers.get('x-total-pages')) };
    };
    const owner = await w.acme.user('manager');
    const co = await w.acme.user('manager');
    const b = await w.api<BundleView>('POST', '/api/training-bundles', { token: owner.token, body: { name: 'Co-Bundle', description: 'Geteilt' } });
    expect(b.body.permissions).toEqual({ edit: true, delete: true, manageCoOwners: true });
    const path = `/api/training-bundles/${b.body.id}`;

    // candidates: managing users, not the owner, not employees; only the owner may ask
    const candidates = await w.api<{ id: string }[]>('GET', `${path}/co-owner-candidates?search=`, { token: owner.token });
    expect(candidates.status).toBe(200);
    const candidateIds = candidates.body.map((p) => p.id);
    expect(candidateIds).not.toContain(owner.id);
    expect(candidateIds).not.toContain(w.emp1.id);
    expect((await w.api('GET', `${path}/co-owner-candidates`, { token: w.acme.root.token })).status).toBe(403);

    const added = await w.api<BundleView>('POST', `${path}/co-owners`, { token: owner.token, body: { userId: co.id } });
    expect(added.status).toBe(200);
    expect(added.body.coOwners).toEqual([co.id]);
    expect(added.body.coOwnerDetails.map((p) => p.email)).toEqual([co.email]);
    const again = await w.api<BundleView[]>('GET', `${path}/co-owner-candidates?search=`, { token: owner.token });
    expect(again.body.map((p) => p.id)).not.toContain(co.id);
    expect((await w.api<Err>('POST', `${path}/co-owners`, { token: owner.token, body: { userId: co.id } })).body.code).toBe('already_co_owner');
    expect((await w.api<Err>('POST', `${path}/co-owners`, { token: owner.token, body: { userId: owner.id } })).status).toBe(400);
    const employee = await w.api<Err>('POST', `${path}/co-owners`, { token: owner.token, body: { userId: w.emp1.id } });
    expect(employee.status).toBe(400);
    expect(employee.body.message).toBe('Nur aktive Root-, Admin- und Manager-Benutzer können Co-Owner sein.');
    expect((await w.api('POST', `${path}/co-owners`, { token: owner.token, body: { userId: w.other.root.id } })).status).toBe(404);
    expect((await w.api('POST', `${path}/co-owners`, { token: owner.token, body: {} })).status).toBe(400);

    // the co-owner: edits name and trainings, sees the card permissions, may not delete or manage co-owners
    const asCo = await w.api<BundleView>('GET', path, { token: co.token });
    expect(asCo.body.permissions).toEqual({ edit: true, delete: false, manageCoOwners: false });
    expect((await w.api<{ name: string }>('PATCH', path, { token: co.token, body: { name: 'Co-Bundle neu' } })).body.name).toBe('Co-Bundle neu');
    const tr = await training(owner.token, 'Erste Hilfe');
    expect((await w.api('PUT', `${path}/trainings`, { token: co.token, body: { trainingIds: [tr] } })).status).toBe(200);
    const noDelete = await w.api<Err>('DELETE', path, { token: co.token });
    expect(noDelete.status).toBe(403);
    expect(noDelete.body.message).toBe('Nur Root und der Besitzer dürfen dieses Bundle löschen.');
    const noManage = await w.api<Err>('POST', `${path}/co-owners`, { token: co.token, lang: 'en', body: { userId: w.manager2.id } });
    expect(noManage.status).toBe(403);
    expect(noManage.body.message).toBe('Only the owner may manage co-owners.');
    expect((await w.api('DELETE', `${path}/co-owners/${co.id}`, { token: co.token })).status).toBe(403);
    expect((await w.api('GET', `${path}/co-owner-candidates`, { token: co.token })).status).toBe(403);
    // root: edits and deletes, but co-owners are the owner's (as for trainings); admins are not owners
    expect((await w.api('POST', `${path}/co-owners`, { token: w.acme.root.token, body: { userId: w.manager2.id } })).status).toBe(403);
    expect((await w.api('PATCH', path, { token: w.admin.token, body: { name: 'Admin' } })).status).toBe(403);

    // the ownership filter, on the server, paged
    const coList = await list('?ownership=coowner', co.token);
    expect(coList.bundles.map((x) => x.id)).toEqual([b.body.id]);
    expect(coList).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect((await list('?ownership=owner', co.token)).totalCount).toBe(0);
    expect((await list('?ownership=owner', owner.token)).bundles.map((x) => x.id)).toEqual([b.body.id]);
    expect((await list('?ownership=coowner', owner.token)).totalCount).toBe(0);
    expect((await list('?ownership=coowner&search=neu', co.token)).totalCount).toBe(1);
    expect((await list('?ownership=coowner&search=fremd', co.token)).totalCount).toBe(0);
    expect((await w.api('GET', '/api/training-bundles?ownership=keiner', { token: co.token })).status).toBe(400);
    for (let i = 0; i < 16; i++) await w.api('POST', '/api/training-bundles', { token: co.token, body: { name: `Seite ${i}` } });
    const page1 = await list('?ownership=owner', co.token);
    expect(page1).toMatchObject({ totalCount: 16, totalPages: 2 });
    expect(page1.bundles).toHaveLength(15);
    const page2 = await list('?ownership=owner&page=2', co.token);
    expect(page2.bundles).toHaveLength(1);
    expect(page2.bundles[0]!.id).not.toBe(page1.bundles[0]!.id);
    expect((await list('?ownership=owner&page=9', co.token))).toMatchObject({ bundles: [], totalCount: 16 });

    // at most five; removing one makes room again and takes the edit right away
    const more: TestUser[] = [];
    for (let i = 0; i < 5; i++) more.push(await w.acme.user(i % 2 ? 'admin' : 'manager'));
    for (const p of more.slice(0, 4)) expect((await w.api('POST', `${path}/co-owners`, { token: owner.token, body: { userId: p.id } })).status).toBe(200);
    const full = await w.api<Err>('POST', `${path}/co-owners`, { token: owner.token, body: { userId: more[4]!.id } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('Maximal 5 Co-Owner pro Bundle.');
    expect((await w.api('DELETE', `${path}/co-owners/${co.id}`, { token: owner.token })).status).toBe(204);
    expect((await w.api('DELETE', `${path}/co-owners/${co.id}`, { token: owner.token })).status).toBe(404);
    expect((await w.api('PATCH', path, { token: co.token, body: { name: 'Weg' } })).status).toBe(403);
    expect((await w.api('POST', `${path}/co-owners`, { token: owner.token, body: { userId: more[4]!.id } })).status).toBe(200);
    const events = await w.t.app.kernel.db.query<{ event_type: string }>(
      `SELECT event_type FROM es_events WHERE stream_id = $1 AND event_type LIKE 'organization.BundleCoOwner%' ORDER BY stream_version`,
      [`bundle-${b.body.id}`],
    );
    expect(events.rows.map((r) => r.event_type)).toEqual([
      ...Array(5).fill('organization.BundleCoOwnerAdded'),
      'organization.BundleCoOwnerRemoved',
      'organization.BundleCoOwnerAdded',
    ]);
    // the owner deletes
    expect((await w.api('DELETE', path, { token: owner.token })).status).toBe(204);
  });

  it('adds eight members to one group at the same time: every call succeeds', async () => {
    const g = await group(w.manager.token);
    const people: TestUser[] = [];
    for (let i = 0; i < 8; i++) people.push(await w.acme.user('non-managing'));
    const results = await Promise.all(people.map((p) => w.api<{ id: string }>('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: p.id } })));
    expect(results.map((r) => r.status)).toEqual(people.map(() => 201));
    const members = await w.api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: w.manager.token });
    expect(members.body.map((m) => m.id).sort()).toEqual(people.map((p) => p.id).sort());
    expect((await w.api<Group>('GET', `/api/user-groups/${g.id}`, { token: w.manager.token })).body.memberCount).toBe(8);
  });

  it('lists members a page at a time, sorted by last name (DIN 5007), searchable; pickers leave members out', async () => {
    const g = await group(w.manager.token);
    const people: TestUser[] = [];
    for (const name of ['Zoe', 'Ärger', 'Adam', 'Berta', 'Bernd']) people.push(await w.acme.user('non-managing', name));
    // the test users share the last name 'Test': first names decide the order
    for (const p of people) expect((await w.api('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: p.id } })).status).toBe(201);
    const page = (query: string) => w.api<{ firstName: string; role: string; isActive: boolean; addedAt: string }[]>('GET', `/api/user-groups/${g.id}/members?${query}`, { token: w.manager.token });
    const first = await page('limit=2');
    expect(first.body.map((m) => m.firstName)).toEqual(['Adam', 'Ärger']);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(first.headers.get('x-total-pages')).toBe('3');
    expect((await page('limit=2&page=3')).body.map((m) => m.firstName)).toEqual(['Zoe']);
    const beyond = await page('limit=2&page=9');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('5');
    const found = await page('search=BER');
    expect(found.body.map((m) => m.firstName)).toEqual(['Bernd', 'Berta']);
    expect(found.headers.get('x-total-count')).toBe('2');
    expect(found.body[0]).toMatchObject({ role: 'non-managing', isActive: true });
    for (const bad of ['limit=0', 'limit=201', 'page=0', 'limit=abc']) {
      const res = await w.api<Err>('GET', `/api/user-groups/${g.id}/members?${bad}`, { token: w.manager.token });
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toBeTruthy();
    }
    const candidates = await w.api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/member-candidates?search=Test`, { token: w.manager.token });
    expect(candidates.status).toBe(200);
    expect(candidates.body.filter((c) => people.some((p) => p.id === c.id))).toEqual([]);
    // a renamed member is found under the new name at once
    const renamed = await w.api('PATCH', `/api/users/${people[0]!.id}`, { token: w.admin.token, body: { firstName: 'Yvonne' } });
    expect(renamed.status).toBe(200);
    expect((await page('search=yvonne')).body.map((m) => m.firstName)).toEqual(['Yvonne']);
  });

  // PostgreSQL only: PGlite has one connection, so its commands never overlap anyway
  it.runIf(target === 'postgres')('eight concurrent adds to one group do not contend: all succeed with no retries (one membership stream each)', async () => {
    const g = await group(w.manager.token);
    const people: TestUser[] = [];
    for (let i = 0; i < 8; i++) people.push(await w.acme.user('non-managing'));
    const k = w.t.app.kernel;
    const org = w.t.app.modules.organization.useCases({ ...k, commands: new CommandRunner(k.store, k.projections, { maxRetries: 0 }) });
    const c = companyCaller(w.acme.id, w.manager.id, 'manager');
    const results = await Promise.allSettled(people.map((p) => org.addMember(c, g.id, { userId: p.id })));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(people.map(() => 'fulfilled'));
    const members = await w.api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: w.manager.token });
    expect(members.body.map((m) => m.id).sort()).toEqual(people.map((p) => p.id).sort());
  });

  it('members added before membership streams (in the group stream) still count: 409 on add, removable, addable again', async () => {
    const g = await group(w.manager.token);
    const people = [await w.acme.user('non-managing'), await w.acme.user('non-managing')];
    const commandId = randomUUID();
    const k = w.t.app.kernel;
    const appended = await k.store.append({
      tenantId: w.acme.id,
      streamId: `group-${g.id}`,
      streamType: 'organization.Group',
      expectedVersion: 'any',
      events: people.map((p) => ({ type: 'organization.MemberAdded', schemaVersion: 1, data: { userId: p.id, addedAt: new Date().toISOString() } })),
      metadata: { actorId: w.manager.id, tenantId: w.acme.id, commandId, correlationId: commandId, causationId: null },
    });
    await k.projections.waitFor(appended.position);
    const ids = async () => (await w.api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: w.manager.token })).body.map((m) => m.id).sort();
    expect(await ids()).toEqual(people.map((p) => p.id).sort());
    const again = await w.api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: people[0]!.id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_member');
    expect((await w.api('DELETE', `/api/user-groups/${g.id}/members/${people[0]!.id}`, { token: w.manager.token })).status).toBe(204);
    expect(await ids()).toEqual([people[1]!.id]);
    expect((await w.api('DELETE', `/api/user-groups/${g.id}/members/${people[0]!.id}`, { token: w.manager.token })).status).toBe(404);
    expect((await w.api('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: people[0]!.id } })).status).toBe(201);
    expect(await ids()).toEqual(people.map((p) => p.id).sort());
    expect((await w.api<Group>('GET', `/api/user-groups/${g.id}`, { token: w.manager.token })).body.memberCount).toBe(2);
    // the group stream itself got no new member events
    const memberEvents = (await k.store.readStream(w.acme.id, `group-${g.id}`)).filter((e) => e.type.startsWith('organization.Member'));
    expect(memberEvents).toHaveLength(2);
  });

  it('limits a group to 100 bundles', async () => {
    const g = await group(w.manager.token);
    const identityCaller = w.t.app.modules.organization.useCases(w.t.app.kernel);
    const c = companyCaller(w.acme.id, w.manager.id, 'manager');
    for (let i = 0; i < 100; i++) {
      const b = await identityCaller.createBundle(c, `B${i}`, '');
      await identityCaller.assignBundle(c, g.id, b.id, null);
    }
    const extra = await identityCaller.createBundle(c, 'B100', '');
    const res = await w.api<Err>('POST', `/api/user-groups/${g.id}/bundles`, { token: w.manager.token, lang: 'en', body: { bundleId: extra.id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A group can have a maximum of 100 bundles assigned.');
  }, 120_000);

  it('co-owners: max 5, managed by owner or root only (not admin, not co-owners); co-owners edit', async () => {
    const g = await group(w.manager.token);
    const cands: TestUser[] = [];
    for (let i = 0; i < 6; i++) cands.push(await w.acme.user('manager'));
    expect((await w.api('POST', `/api/user-groups/${g.id}/co-owners`, { token: w.admin.token, body: { userId: cands[0]!.id } })).status).toBe(403);
    for (const u of cands.slice(0, 5)) expect((await w.api('POST', `/api/user-groups/${g.id}/co-owners`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(200);
    const sixth = await w.api<Err>('POST', `/api/user-groups/${g.id}/co-owners`, { token: w.acme.root.token, body: { userId: cands[5]!.id } });
    expect(sixth.status).toBe(409);
    expect((await w.api('POST', `/api/user-groups/${g.id}/co-owners`, { token: w.manager.token, body: { userId: w.emp1.id } })).status).toBe(400);
    expect((await w.api('POST', `/api/user-groups/${g.id}/members`, { token: cands[0]!.token, body: { userId: w.emp1.id } })).status).toBe(201);
    expect((await w.api('DELETE', `/api/user-groups/${g.id}/co-owners/${cands[1]!.id}`, { token: cands[0]!.token })).status).toBe(403);
    expect((await w.api('DELETE', `/api/user-groups/${g.id}`, { token: cands[0]!.token })).status).toBe(403);
    expect((await w.api('DELETE', `/api/user-groups/${g.id}`, { token: w.admin.token })).status).toBe(403);
  });

  it('deletes a group with members: members lose its assignments', async () => {
    const g = await group(w.manager.token);
    const tr = await training(w.manager.token);
    await w.api('POST', `/api/user-groups/${g.id}/members`, { token: w.manager.token, body: { userId: w.emp1.id } });
    await w.api('POST', `/api/user-groups/${g.id}/trainings`, { token: w.manager.token, body: { trainingId: tr } });
    expect((await w.api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: w.emp1.token })).body.trainings.map((x) => x.id)).toContain(tr);
    expect((await w.api('DELETE', `/api/user-groups/${g.id}`, { token: w.manager.token })).status).toBe(204);
    expect((await w.api('GET', `/api/user-groups/${g.id}`, { token: w.manager.token })).status).toBe(404);
    expect((await w.api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: w.emp1.token })).body.trainings.map((x) => x.id)).not.toContain(tr);
  });

  it('refuses every group and bundle call with another company’s ids', async () => {
    const g = await group(w.manager.token);
    const b = await w.api<{ id: string }>('POST', '/api/training-bundles', { token: w.manager.token, body: { name: 'Intern' } });
    const o = w.other.root.token;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/user-groups/${g.id}`],
      ['PATCH', `/api/user-groups/${g.id}`, { name: 'x' }],
      ['DELETE', `/api/user-groups/${g.id}`],
      ['GET', `/api/user-groups/${g.id}/members`],
      ['POST', `/api/user-groups/${g.id}/members`, { userId: w.other.root.id }],
      ['GET', `/api/user-groups/${g.id}/trainings`],
      ['GET', `/api/user-groups/${g.id}/bundles`],
      ['POST', `/api/user-groups/${g.id}/co-owners`, { userId: w.other.root.id }],
      ['PATCH', `/api/group-trainings/x/deadline`, { weeks: 2, groupId: g.id }],
      ['GET', `/api/training-bundles/${b.body.id}`],
      ['PATCH', `/api/training-bundles/${b.body.id}`, { name: 'x' }],
      ['DELETE', `/api/training-bundles/${b.body.id}`],
      ['GET', `/api/training-bundles/${b.body.id}/trainings`],
      ['GET', `/api/training-bundles/${b.body.id}/co-owner-candidates`],
      ['POST', `/api/training-bundles/${b.body.id}/co-owners`, { userId: w.manager2.id }],
      ['DELETE', `/api/training-bundles/${b.body.id}/co-owners/${w.manager2.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await w.api<Err>(method, path, { token: o, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Werkstatt');
    }
    const list = await w.api<{ groups: Group[] }>('GET', '/api/user-groups', { token: o });
    expect(list.body.groups.map((x) => x.id)).not.toContain(g.id);
  });
});
