import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { recordedErasure, rewriteRecorded } from '../../../../../tests/support/erasure';
import { applyEachTwice, useMigratedDb } from '../../../../../tests/support/read-model-db';
import { identityEvents, identityStreams } from '../../../identity';
import { memberPage, nonMembers } from './queries';
import { peopleProjection } from './projection';
import { organizationMigrations } from '../migrations';

const recorded = eventRecorder(identityEvents, { actorId: 'root', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => new Date('2026-03-02T08:00:00Z') });

const at = '2026-03-02T08:00:00.000Z';
const invited = (userId: string, firstName: string, lastName: string, role: 'manager' | 'non-managing' = 'non-managing') =>
  recorded(
    {
      type: 'identity.UserInvited',
      data: { userId, companyId: 'c1', email: `${userId}@firma.de`, firstName, lastName, role, passwordHash: 'h', isActive: true, gdprConsent: false, invitedBy: 'root', invitedAt: at },
    },
    identityStreams.user(userId),
  );

const events: RecordedEvent[] = [
  recorded({ type: 'identity.UserRegistered', data: { userId: 'op', companyId: null, email: 'op@x.de', firstName: 'Operator', lastName: 'X', role: 'master', passwordHash: 'h', gdprConsent: true, registeredAt: at } }, identityStreams.user('op')),
  invited('u1', 'Anna', 'Zander'),
  invited('u2', 'Bernd', 'Öztürk'),
  invited('u3', 'Clara', 'Maier', 'manager'),
  invited('u4', 'Dora', 'Ohm'),
  recorded({ type: 'identity.ProfileUpdated', data: { firstName: 'Anna', lastName: 'Adler', email: 'anna@firma.de' } }, identityStreams.user('u1')),
  recorded({ type: 'identity.UserRoleChanged', data: { role: 'manager', previousRole: 'non-managing', changedAt: at } }, identityStreams.user('u2')),
  recorded({ type: 'identity.UserDeactivated', data: { deactivatedAt: at } }, identityStreams.user('u3')),
  recorded({ type: 'identity.UserDeleted', data: { deletedAt: at } }, identityStreams.user('u4')),
];

describe('organization people projection (identity events)', () => {
  const store = useMigratedDb(organizationMigrations);

  it('keeps names, roles and activity of company users; applying every event twice changes nothing', async () => {
    await applyEachTwice(store.db, peopleProjection, events);
    const { rows } = await store.db.query<{ user_id: string; last_name: string; role: string; is_active: boolean; is_deleted: boolean }>(
      'SELECT user_id, last_name, role, is_active, is_deleted FROM org_people ORDER BY user_id',
    );
    expect(rows).toEqual([
      { user_id: 'u1', last_name: 'Adler', role: 'non-managing', is_active: true, is_deleted: false },
      { user_id: 'u2', last_name: 'Öztürk', role: 'manager', is_active: true, is_deleted: false },
      { user_id: 'u3', last_name: 'Maier', role: 'manager', is_active: false, is_deleted: false },
      { user_id: 'u4', last_name: 'Ohm', role: 'non-managing', is_active: false, is_deleted: true },
    ]);

    for (const u of ['u1', 'u2', 'u3']) await store.db.query('INSERT INTO org_group_members (group_id, user_id, added_at) VALUES ($1,$2,$3)', ['g1', u, at]);
    const page = await memberPage(store.db, { groupId: 'g1', search: '', offset: 0, limit: 10 });
    // Öztürk sorts as Ozturk (DIN 5007-1), after Maier
    expect(page.rows.map((r) => r.lastName)).toEqual(['Adler', 'Maier', 'Öztürk']);
    expect(page.total).toBe(3);
    // active, not deleted, not a member, with a learning role
    expect(await nonMembers(store.db, { companyId: 'c1', groupId: 'g1', roles: ['non-managing', 'manager'], search: '', limit: 10 })).toEqual([]);
    await store.db.query('DELETE FROM org_group_members WHERE user_id = $1', ['u1']);
    expect((await nonMembers(store.db, { companyId: 'c1', groupId: 'g1', roles: ['non-managing'], search: 'adl', limit: 10 })).map((p) => p.userId)).toEqual(['u1']);
  });

  it('shows a pseudonymised person by their pseudonym, without address, as a rebuild from the rewritten log does (ADR 0033)', async () => {
    const history = [
      ...events,
      invited('p1', 'Paula', 'Pohl'),
      recorded({ type: 'identity.ProfileUpdated', data: { firstName: 'Paula', lastName: 'Peters', email: 'paula@firma.de', previousEmail: 'p1@firma.de' } }, identityStreams.user('p1')),
      recorded({ type: 'identity.UserDeactivated', data: { deactivatedAt: at } }, identityStreams.user('p1')),
    ];
    const who = { subjectId: 'p1', pseudonym: '7F3A-91C2', dateOfBirthDropped: true };
    const { events: rewritten, rewritten: ids } = rewriteRecorded(history, who, 'erasure-99');
    const erasure = recordedErasure(who, ids, 99, 'c1');
    const table = async () => (await store.db.query('SELECT * FROM org_people ORDER BY user_id')).rows;

    await store.db.transaction((tx) => peopleProjection.reset(tx));
    await applyEachTwice(store.db, peopleProjection, [...history, erasure]);
    const live = await table();
    expect(live.find((r) => r.user_id === 'p1')).toMatchObject({ first_name: 'Person', last_name: '7F3A-91C2', email: '', is_active: false, sort_key: '7f3a-91c2\u0001person' });
    expect(JSON.stringify(live)).not.toMatch(/Paula|Pohl|Peters|paula@|p1@/);
    expect(live.find((r) => r.user_id === 'u1')).toMatchObject({ first_name: 'Anna', last_name: 'Adler', email: 'anna@firma.de' });
    expect((await nonMembers(store.db, { companyId: 'c1', groupId: 'g1', roles: ['non-managing'], search: 'paula', limit: 10 })).map((p) => p.userId)).toEqual([]);

    await store.db.transaction((tx) => peopleProjection.reset(tx));
    await applyEachTwice(store.db, peopleProjection, [...rewritten, erasure]);
    expect(await table()).toEqual(live);
  });
});
