import { describe, expect, it } from 'vitest';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { applyEachTwice, useMigratedDb } from '../../../../../tests/support/read-model-db';
import { contactEvents, contactStream } from '../../domain/events';
import { contactRequestsProjection } from './projection';
import { getContactRequest, listContactRequests } from './queries';
import { contactMigrations } from './ddl';

const recorded = eventRecorder(contactEvents, { actorId: null, tenantId: 'platform', streamVersion: 'position', recordedAt: () => new Date('2026-11-24T08:00:00Z') });

const stream = contactStream('r1');
const events = [
  recorded(
    {
      type: 'contact.ContactRequested',
      data: { requestId: 'r1', firstName: 'Erika', lastName: 'Mustermann', email: 'erika@firma.de', company: null, phone: null, employees: '1-10', message: 'Hallo', gdprConsent: true, lang: 'de', requestedAt: '2026-11-24T08:00:00.000Z' },
    },
    stream,
  ),
  recorded({ type: 'contact.ContactRequestDone', data: { doneAt: '2026-11-24T09:00:00.000Z' } }, stream),
  recorded({ type: 'contact.ContactRequestReopened', data: { reopenedAt: '2026-11-24T10:00:00.000Z' } }, stream),
  recorded({ type: 'contact.ContactRequestDone', data: { doneAt: '2026-11-24T11:00:00.000Z' } }, stream),
];

describe('contact requests projection', () => {
  const store = useMigratedDb(contactMigrations);

  it('keeps the request and its done mark; applying every event twice changes nothing', async () => {
    await applyEachTwice(store.db, contactRequestsProjection, events);
    expect(await getContactRequest(store.db, 'r1')).toMatchObject({ firstName: 'Erika', employees: '1-10', company: null, done: true, doneAt: '2026-11-24T11:00:00.000Z' });
    expect((await listContactRequests(store.db, { status: 'open', limit: 15, offset: 0 })).total).toBe(0);
    expect((await listContactRequests(store.db, { status: 'done', limit: 15, offset: 0 })).rows.map((r) => r.id)).toEqual(['r1']);
  });
});
