import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../src/platform/eventstore';
import { dbTargets } from '../support/db';
import { client, startTestApp, type TestApp } from '../support/app';
import { createCompany, type TestCompany, type TestUser } from '../support/company';

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
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let acme: TestCompany;
  let other: TestCompany;
  let admin: TestUser;
  let manager: TestUser;
  let manager2: TestUser;
  let emp1: TestUser;
  let emp2: TestUser;

  beforeAll(async () => {
    t = await startTestApp(target);
    api = client(t.baseUrl);
    acme = await createCompany(t);
    other = await createCompany(t);
    admin = await acme.user('admin');
    manager = await acme.user('manager');
    manager2 = await acme.user('manager');
    emp1 = await acme.user('non-managing');
    emp2 = await acme.user('non-managing');
  });
  afterAll(() => t?.close());

  const training = async (token: string, title = 'Brandschutz') => {
    const res = await api<{ id: string }>('POST', '/api/trainings', { token, body: { title, description: 'D', status: 'published' } });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const group = async (token: string, name = 'Werkstatt') => {
    const res = await api<Group>('POST', '/api/user-groups', { token, body: { name: ` ${name} `, description: ' Team Nord ' } });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('creates groups, lists them with counts and ownership filters', async () => {
    const g = await group(manager.token);
    expect(g.name).toBe('Werkstatt');
    expect(g.description).toBe('Team Nord');
    expect(g.permissions).toEqual({ edit: true, manageCoOwners: true, delete: true, viewReports: true });
    const blank = await api<Err>('POST', '/api/user-groups', { token: manager.token, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Der Gruppenname ist erforderlich.');
    expect((await api('POST', '/api/user-groups', { token: emp1.token, body: { name: 'X' } })).status).toBe(403);
    const mine = await api<{ groups: Group[]; totalCount: number }>('GET', '/api/user-groups?ownership=owner', { token: manager.token });
    expect(mine.body.groups.map((x) => x.id)).toContain(g.id);
    const theirs = await api<{ groups: Group[] }>('GET', '/api/user-groups?ownership=owner', { token: manager2.token });
    expect(theirs.body.groups.map((x) => x.id)).not.toContain(g.id);
    const search = await api<{ groups: Group[] }>('GET', '/api/user-groups?search=werkst', { token: admin.token });
    expect(search.body.groups.map((x) => x.id)).toContain(g.id);
    expect((await api('GET', `/api/user-groups/${g.id}`, { token: other.root.token })).status).toBe(404);
  });

  it('adds members by e-mail (case-insensitive) and refuses unknown and foreign addresses', async () => {
    const g = await group(manager.token);
    const added = await api<{ id: string }>('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { email: emp1.email.toUpperCase() } });
    expect(added.status).toBe(201);
    expect(added.body.id).toBe(emp1.id);
    const unknown = await api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { email: 'niemand@firma.de' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Benutzer mit dieser E-Mail nicht gefunden');
    const foreign = await api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { email: other.root.email } });
    expect(foreign.status).toBe(404);
    const foreignId = await api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: other.root.id } });
    expect(foreignId.status).toBe(404);
    expect((await api('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: emp1.id } })).status).toBe(409);
    const members = await api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: admin.token });
    expect(members.body.map((m) => m.id)).toEqual([emp1.id]);
    // another manager (not owner/co-owner) may not edit
    expect((await api('POST', `/api/user-groups/${g.id}/members`, { token: manager2.token, body: { userId: emp2.id } })).status).toBe(403);
    // reading members and trainings is open to every managing role of the company (spec: buttons for all)
    expect((await api('GET', `/api/user-groups/${g.id}/members`, { token: manager2.token })).status).toBe(200);
    expect((await api('GET', `/api/user-groups/${g.id}/members`, { token: emp1.token })).status).toBe(403);
    expect((await api('DELETE', `/api/user-groups/${g.id}/members/${emp1.id}`, { token: manager.token })).status).toBe(204);
  });

  it('assigns trainings with deadlines; employees then see them; deadline can be changed', async () => {
    const g = await group(manager.token);
    const tr = await training(manager.token);
    await api('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: emp1.id } });
    const before = await api<{ totalCount: number }>('GET', '/api/trainings', { token: emp1.token });
    expect(before.body.totalCount).toBe(0);
    const assigned = await api<GroupTraining>('POST', `/api/user-groups/${g.id}/trainings`, { token: manager.token, body: { trainingId: tr, weeks: 3 } });
    expect(assigned.status).toBe(201);
    expect(assigned.body.deadlineWeeks).toBe(3);
    const days = (new Date(assigned.body.deadline!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(20.9);
    expect(days).toBeLessThan(21.1);
    const after = await api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: emp1.token });
    expect(after.body.trainings.map((x) => x.id)).toEqual([tr]);
    expect((await api('GET', `/api/trainings/${tr}`, { token: emp1.token })).status).toBe(200);
    expect((await api('GET', `/api/trainings/${tr}`, { token: emp2.token })).status).toBe(404);
    const bad = await api<Err>('PATCH', `/api/group-trainings/${tr}/deadline`, { token: manager.token, body: { weeks: 5, groupId: g.id } });
    expect(bad.status).toBe(400);
    const changed = await api<GroupTraining>('PATCH', `/api/group-trainings/${tr}/deadline`, { token: manager.token, body: { weeks: 1, groupId: g.id } });
    expect(changed.body.deadlineWeeks).toBe(1);
    expect((await api('POST', `/api/user-groups/${g.id}/trainings`, { token: manager.token, body: { trainingId: tr } })).status).toBe(409);
    const foreignTraining = await training(other.root.token);
    expect((await api('POST', `/api/user-groups/${g.id}/trainings`, { token: manager.token, body: { trainingId: foreignTraining } })).status).toBe(404);
    expect((await api('DELETE', `/api/user-groups/${g.id}/trainings/${tr}`, { token: manager.token })).status).toBe(204);
    expect((await api<{ totalCount: number }>('GET', '/api/trainings', { token: emp1.token })).body.totalCount).toBe(0);
  });

  it('bundles: validation, AssignBundle gives members the trainings, a bundled training cannot be deleted', async () => {
    const t1 = await training(manager.token, 'Erste Hilfe');
    const t2 = await training(manager.token, 'Leitern');
    const noName = await api<Err>('POST', '/api/training-bundles', { token: manager.token, lang: 'en', body: { name: ' ' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Bundle name is required');
    const b = await api<{ id: string; trainingCount: number }>('POST', '/api/training-bundles', { token: manager.token, body: { name: 'Onboarding', description: 'Neu im Team' } });
    expect(b.status).toBe(201);
    const empty = await api<Err>('PUT', `/api/training-bundles/${b.body.id}/trainings`, { token: manager.token, body: { trainingIds: [] } });
    expect(empty.body.message).toBe('Mindestens eine Schulung ist erforderlich');
    const set = await api<{ id: string; orderIndex: number }[]>('PUT', `/api/training-bundles/${b.body.id}/trainings`, { token: manager.token, body: { trainingIds: [t2, t1] } });
    expect(set.body.map((x) => x.id)).toEqual([t2, t1]);
    expect((await api('PATCH', `/api/training-bundles/${b.body.id}`, { token: manager2.token, body: { name: 'X' } })).status).toBe(403);
    expect((await api('PATCH', `/api/training-bundles/${b.body.id}`, { token: acme.root.token, body: { name: 'Onboarding 2026' } })).status).toBe(200);
    expect((await api('GET', '/api/training-bundles', { token: emp1.token })).status).toBe(403);

    const g = await group(manager.token);
    await api('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: emp2.id } });
    const assigned = await api('POST', `/api/user-groups/${g.id}/bundles`, { token: manager.token, body: { bundleId: b.body.id, weeks: 2 } });
    expect(assigned.status).toBe(201);
    const groupTrainings = await api<GroupTraining[]>('GET', `/api/user-groups/${g.id}/trainings`, { token: manager.token });
    expect(groupTrainings.body.map((x) => x.viaBundle?.name)).toEqual(['Onboarding 2026', 'Onboarding 2026']);
    const seen = await api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: emp2.token });
    expect(seen.body.trainings.map((x) => x.id).sort()).toEqual([t1, t2].sort());
    const del = await api<Err>('DELETE', `/api/trainings/${t1}`, { token: manager.token });
    expect(del.status).toBe(409);
    expect(del.body.bundles).toEqual(['Onboarding 2026']);
    expect(del.body.action).toBe('remove_from_bundles');
    expect((await api('POST', `/api/user-groups/${g.id}/bundles`, { token: manager.token, body: { bundleId: b.body.id } })).status).toBe(409);
    const theirBundle = await api<{ id: string }>('POST', '/api/training-bundles', { token: other.root.token, body: { name: 'Fremd' } });
    expect((await api('POST', `/api/user-groups/${g.id}/bundles`, { token: manager.token, body: { bundleId: theirBundle.body.id } })).status).toBe(404);
    // deleting the bundle unassigns it everywhere
    expect((await api('DELETE', `/api/training-bundles/${b.body.id}`, { token: manager.token })).status).toBe(204);
    expect((await api<{ totalCount: number }>('GET', '/api/trainings', { token: emp2.token })).body.totalCount).toBe(0);
    expect((await api('DELETE', `/api/trainings/${t1}`, { token: manager.token })).status).toBe(204);
  });

  it('adds eight members to one group at the same time: every call succeeds', async () => {
    const g = await group(manager.token);
    const people: TestUser[] = [];
    for (let i = 0; i < 8; i++) people.push(await acme.user('non-managing'));
    const results = await Promise.all(people.map((p) => api<{ id: string }>('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: p.id } })));
    expect(results.map((r) => r.status)).toEqual(people.map(() => 201));
    const members = await api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: manager.token });
    expect(members.body.map((m) => m.id).sort()).toEqual(people.map((p) => p.id).sort());
    expect((await api<Group>('GET', `/api/user-groups/${g.id}`, { token: manager.token })).body.memberCount).toBe(8);
  });

  // PostgreSQL only: PGlite has one connection, so its commands never overlap anyway
  it.runIf(target === 'postgres')('eight concurrent adds to one group do not contend: all succeed with no retries (one membership stream each)', async () => {
    const g = await group(manager.token);
    const people: TestUser[] = [];
    for (let i = 0; i < 8; i++) people.push(await acme.user('non-managing'));
    const k = t.app.kernel;
    const org = t.app.modules.organization.useCases({ ...k, commands: new CommandRunner(k.store, k.projections, { maxRetries: 0 }) });
    const c = { actor: { userId: manager.id, role: 'manager' as const }, companyId: acme.id };
    const results = await Promise.allSettled(people.map((p) => org.addMember(c, g.id, { userId: p.id })));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(people.map(() => 'fulfilled'));
    const members = await api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: manager.token });
    expect(members.body.map((m) => m.id).sort()).toEqual(people.map((p) => p.id).sort());
  });

  it('members added before membership streams (in the group stream) still count: 409 on add, removable, addable again', async () => {
    const g = await group(manager.token);
    const people = [await acme.user('non-managing'), await acme.user('non-managing')];
    const commandId = randomUUID();
    const k = t.app.kernel;
    const appended = await k.store.append({
      tenantId: acme.id,
      streamId: `group-${g.id}`,
      streamType: 'organization.Group',
      expectedVersion: 'any',
      events: people.map((p) => ({ type: 'organization.MemberAdded', schemaVersion: 1, data: { userId: p.id, addedAt: new Date().toISOString() } })),
      metadata: { actorId: manager.id, tenantId: acme.id, commandId, correlationId: commandId, causationId: null },
    });
    await k.projections.waitFor(appended.position);
    const ids = async () => (await api<{ id: string }[]>('GET', `/api/user-groups/${g.id}/members`, { token: manager.token })).body.map((m) => m.id).sort();
    expect(await ids()).toEqual(people.map((p) => p.id).sort());
    const again = await api<Err>('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: people[0]!.id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_member');
    expect((await api('DELETE', `/api/user-groups/${g.id}/members/${people[0]!.id}`, { token: manager.token })).status).toBe(204);
    expect(await ids()).toEqual([people[1]!.id]);
    expect((await api('DELETE', `/api/user-groups/${g.id}/members/${people[0]!.id}`, { token: manager.token })).status).toBe(404);
    expect((await api('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: people[0]!.id } })).status).toBe(201);
    expect(await ids()).toEqual(people.map((p) => p.id).sort());
    expect((await api<Group>('GET', `/api/user-groups/${g.id}`, { token: manager.token })).body.memberCount).toBe(2);
    // the group stream itself got no new member events
    const memberEvents = (await k.store.readStream(acme.id, `group-${g.id}`)).filter((e) => e.type.startsWith('organization.Member'));
    expect(memberEvents).toHaveLength(2);
  });

  it('limits a group to 100 bundles', async () => {
    const g = await group(manager.token);
    const identityCaller = t.app.modules.organization.useCases(t.app.kernel);
    const c = { actor: { userId: manager.id, role: 'manager' as const }, companyId: acme.id };
    for (let i = 0; i < 100; i++) {
      const b = await identityCaller.createBundle(c, `B${i}`, '');
      await identityCaller.assignBundle(c, g.id, b.id, null);
    }
    const extra = await identityCaller.createBundle(c, 'B100', '');
    const res = await api<Err>('POST', `/api/user-groups/${g.id}/bundles`, { token: manager.token, lang: 'en', body: { bundleId: extra.id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A group can have a maximum of 100 bundles assigned.');
  }, 120_000);

  it('co-owners: max 5, managed by owner or root only (not admin, not co-owners); co-owners edit', async () => {
    const g = await group(manager.token);
    const cands: TestUser[] = [];
    for (let i = 0; i < 6; i++) cands.push(await acme.user('manager'));
    expect((await api('POST', `/api/user-groups/${g.id}/co-owners`, { token: admin.token, body: { userId: cands[0]!.id } })).status).toBe(403);
    for (const u of cands.slice(0, 5)) expect((await api('POST', `/api/user-groups/${g.id}/co-owners`, { token: manager.token, body: { userId: u.id } })).status).toBe(200);
    const sixth = await api<Err>('POST', `/api/user-groups/${g.id}/co-owners`, { token: acme.root.token, body: { userId: cands[5]!.id } });
    expect(sixth.status).toBe(409);
    expect((await api('POST', `/api/user-groups/${g.id}/co-owners`, { token: manager.token, body: { userId: emp1.id } })).status).toBe(400);
    expect((await api('POST', `/api/user-groups/${g.id}/members`, { token: cands[0]!.token, body: { userId: emp1.id } })).status).toBe(201);
    expect((await api('DELETE', `/api/user-groups/${g.id}/co-owners/${cands[1]!.id}`, { token: cands[0]!.token })).status).toBe(403);
    expect((await api('DELETE', `/api/user-groups/${g.id}`, { token: cands[0]!.token })).status).toBe(403);
    expect((await api('DELETE', `/api/user-groups/${g.id}`, { token: admin.token })).status).toBe(403);
  });

  it('deletes a group with members: members lose its assignments', async () => {
    const g = await group(manager.token);
    const tr = await training(manager.token);
    await api('POST', `/api/user-groups/${g.id}/members`, { token: manager.token, body: { userId: emp1.id } });
    await api('POST', `/api/user-groups/${g.id}/trainings`, { token: manager.token, body: { trainingId: tr } });
    expect((await api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: emp1.token })).body.trainings.map((x) => x.id)).toContain(tr);
    expect((await api('DELETE', `/api/user-groups/${g.id}`, { token: manager.token })).status).toBe(204);
    expect((await api('GET', `/api/user-groups/${g.id}`, { token: manager.token })).status).toBe(404);
    expect((await api<{ trainings: { id: string }[] }>('GET', '/api/trainings', { token: emp1.token })).body.trainings.map((x) => x.id)).not.toContain(tr);
  });

  it('refuses every group and bundle call with another company’s ids', async () => {
    const g = await group(manager.token);
    const b = await api<{ id: string }>('POST', '/api/training-bundles', { token: manager.token, body: { name: 'Intern' } });
    const o = other.root.token;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/user-groups/${g.id}`],
      ['PATCH', `/api/user-groups/${g.id}`, { name: 'x' }],
      ['DELETE', `/api/user-groups/${g.id}`],
      ['GET', `/api/user-groups/${g.id}/members`],
      ['POST', `/api/user-groups/${g.id}/members`, { userId: other.root.id }],
      ['GET', `/api/user-groups/${g.id}/trainings`],
      ['GET', `/api/user-groups/${g.id}/bundles`],
      ['POST', `/api/user-groups/${g.id}/co-owners`, { userId: other.root.id }],
      ['PATCH', `/api/group-trainings/x/deadline`, { weeks: 2, groupId: g.id }],
      ['GET', `/api/training-bundles/${b.body.id}`],
      ['PATCH', `/api/training-bundles/${b.body.id}`, { name: 'x' }],
      ['DELETE', `/api/training-bundles/${b.body.id}`],
      ['GET', `/api/training-bundles/${b.body.id}/trainings`],
    ];
    for (const [method, path, body] of calls) {
      const res = await api<Err>(method, path, { token: o, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Werkstatt');
    }
    const list = await api<{ groups: Group[] }>('GET', '/api/user-groups', { token: o });
    expect(list.body.groups.map((x) => x.id)).not.toContain(g.id);
  });
});
