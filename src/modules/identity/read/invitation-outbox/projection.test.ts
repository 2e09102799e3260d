import { describe, expect, it } from 'vitest';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { useMigratedDb } from '../../../../../tests/support/read-model-db';
import { erasureStreamOf, PERSONAL_DATA_REDACTED } from '../../../../shared/contracts/privacy';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { identityEvents, streams } from '../../domain/events';
import { redactedData } from '../../features/pseudonymise-person/redact-event';
import { invitationOutboxMigrations } from './ddl';
import { invitationOutboxProjection, NO_ADDRESS } from './projection';

const at = '2026-03-02T08:00:00.000Z';
const recorded = eventRecorder(identityEvents, { actorId: 'admin', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => new Date(at) });
const imported = (userId: string, email: string) =>
  recorded(
    {
      type: 'identity.UserInvited',
      data: {
        userId,
        companyId: 'c1',
        email,
        firstName: userId,
        lastName: 'Test',
        role: 'non-managing',
        passwordHash: '',
        isActive: true,
        gdprConsent: false,
        invitedBy: 'admin',
        invitedAt: at,
        importId: 'imp1',
        personnelNumber: `P-${userId}`,
      },
    },
    streams.user(userId),
  );
const addressed = (userId: string, email: string, previousEmail: string) =>
  recorded({ type: 'identity.ProfileUpdated', data: { firstName: userId, lastName: 'Test', email, previousEmail } }, streams.user(userId));

/** Issue 33 item 7: no invitation is queued, or left waiting, for a person without e-mail address. */
describe('identity invitation outbox and people without e-mail address', () => {
  const store = useMigratedDb(invitationOutboxMigrations);
  const outbox = async () =>
    (await store.db.query<{ user_id: string; status: string; last_error: string | null }>('SELECT user_id, status, last_error FROM idn_invitation_outbox ORDER BY user_id')).rows;

  it('queues none for an imported worker without address; a waiting one is skipped when the address is removed, and stays so after a rebuild', async () => {
    const events = [imported('anna', 'anna@firma.de'), imported('worker', ''), imported('bernd', 'bernd@firma.de'), addressed('bernd', '', 'bernd@firma.de')];
    await store.db.transaction((tx) => invitationOutboxProjection.apply(events.slice(0, 2), tx));
    expect(await outbox()).toEqual([{ user_id: 'anna', status: 'pending', last_error: null }]);
    // invited and the address removed in one batch: never waiting
    await store.db.transaction((tx) => invitationOutboxProjection.apply(events.slice(2), tx));
    expect(await outbox()).toEqual([
      { user_id: 'anna', status: 'pending', last_error: null },
      { user_id: 'bernd', status: 'skipped', last_error: NO_ADDRESS },
    ]);
    // anna's address removed while her invitation waits; an address given to the worker queues no invitation
    await store.db.transaction((tx) => invitationOutboxProjection.apply([addressed('anna', '', 'anna@firma.de'), addressed('worker', 'worker@firma.de', '')], tx));
    expect((await outbox()).map((r) => `${r.user_id} ${r.status}`)).toEqual(['anna skipped', 'bernd skipped']);
    // a rebuild queues nothing again
    await store.db.transaction((tx) => invitationOutboxProjection.reset(tx));
    for (const e of events) await store.db.transaction((tx) => invitationOutboxProjection.apply([e], tx));
    expect((await outbox()).map((r) => `${r.user_id} ${r.status}`)).toEqual(['anna skipped', 'bernd skipped']);
  });

  it('deletes a pseudonymised person’s row; a rebuild from their rewritten invitation queues none (issue 35, ADR 0033)', async () => {
    const invited = imported('carla', 'carla@firma.de');
    const erasure: RecordedEvent = {
      ...invited,
      eventId: 'erasure-carla',
      type: PERSONAL_DATA_REDACTED,
      streamId: erasureStreamOf('carla'),
      data: { subjectId: 'carla', pseudonym: 'AB12-CD34', stage: 'pseudonymised', reason: 'left', requestedBy: null, redactedAt: at, dateOfBirthDropped: true, redactions: [] },
    };
    await store.db.transaction((tx) => invitationOutboxProjection.apply([invited], tx));
    expect((await outbox()).some((r) => r.user_id === 'carla')).toBe(true);
    await store.db.transaction((tx) => invitationOutboxProjection.apply([erasure], tx));
    expect((await outbox()).some((r) => r.user_id === 'carla')).toBe(false);
    const rewritten = { ...invited, data: redactedData(invited, { pseudonym: 'AB12-CD34', dateOfBirthDropped: true }) };
    await store.db.transaction((tx) => invitationOutboxProjection.apply([rewritten, erasure], tx));
    expect((await outbox()).some((r) => r.user_id === 'carla')).toBe(false);
  });
});
