import { describe, expect, it } from 'vitest';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { applyEachTwice, useMigratedDb } from '../../../../../tests/support/read-model-db';
import { organizationEvents, streams } from '../../domain/events';
import { groupsProjection } from './projection';
import { getGroup, groupMembers } from './queries';
import { organizationMigrations } from '../migrations';

const recorded = eventRecorder(organizationEvents, { actorId: 'owner', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => new Date('2026-03-02T08:00:00Z') });

const at = '2026-03-02T08:00:00.000Z';
const group = streams.group('g1');
const events = [
  recorded({ type: 'organization.GroupCreated', data: { groupId: 'g1', companyId: 'c1', ownerId: 'owner', name: 'Werkstatt', description: '', createdAt: at } }, group),
  // before membership streams: member events in the group stream, without groupId
  recorded({ type: 'organization.MemberAdded', data: { userId: 'old1', addedAt: at } }, group),
  recorded({ type: 'organization.MemberAdded', data: { userId: 'old2', addedAt: at } }, group),
  // membership streams (ADR 0007): a legacy member removed, a new one added, removed and added again
  recorded({ type: 'organization.MemberRemoved', data: { groupId: 'g1', userId: 'old1', removedAt: at } }, streams.membership('g1', 'old1')),
  recorded({ type: 'organization.MemberAdded', data: { groupId: 'g1', userId: 'new1', addedAt: at } }, streams.membership('g1', 'new1')),
  recorded({ type: 'organization.MemberRemoved', data: { groupId: 'g1', userId: 'new1', removedAt: at } }, streams.membership('g1', 'new1')),
  recorded({ type: 'organization.MemberAdded', data: { groupId: 'g1', userId: 'new1', addedAt: at } }, streams.membership('g1', 'new1')),
  recorded({ type: 'organization.MemberAdded', data: { groupId: 'g1', userId: 'new2', addedAt: at } }, streams.membership('g1', 'new2')),
  // a group event after the membership events: its version (4) must still apply
  recorded({ type: 'organization.GroupDetailsChanged', data: { name: 'Lager', description: 'Nord', changedAt: at } }, group),
];

describe('organization groups projection with membership streams', () => {
  const store = useMigratedDb(organizationMigrations);

  it('takes member events from group and membership streams; applying every event twice changes nothing', async () => {
    await applyEachTwice(store.db, groupsProjection, events);
    expect((await groupMembers(store.db, 'g1')).map((m) => m.userId).sort()).toEqual(['new1', 'new2', 'old2']);
    const g = await getGroup(store.db, 'c1', 'g1');
    expect(g).toMatchObject({ name: 'Lager', description: 'Nord', memberCount: 3 });
    const { rows } = await store.db.query<{ version: number }>('SELECT version FROM org_groups WHERE id = $1', ['g1']);
    expect(rows[0]!.version).toBe(4);
  });
});
