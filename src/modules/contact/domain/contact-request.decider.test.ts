import { describe, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import { contactRequestDecider, type ContactDetails } from './contact-request';
import type { ContactEvent } from './events';

const now = new Date('2026-11-24T09:00:00.000Z');
const at = now.toISOString();
const details: ContactDetails = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@firma.de',
  company: 'Muster GmbH',
  phone: null,
  employees: '11-50',
  message: 'Bitte um eine Vorführung.',
  gdprConsent: true,
  lang: 'de',
};
const requested: ContactEvent = { type: 'contact.ContactRequested', data: { requestId: 'r1', ...details, requestedAt: at } };
const done: ContactEvent = { type: 'contact.ContactRequestDone', data: { doneAt: at } };

describe('contact request decider', () => {
  it('stores the request as typed', () => {
    given(contactRequestDecider).when({ type: 'SubmitContactRequest', requestId: 'r1', details, now }).then([requested]);
  });
  it('GdprConsentRequired without consent; ContactRequestAlreadyExists for a second submit on the stream', () => {
    given(contactRequestDecider).when({ type: 'SubmitContactRequest', requestId: 'r1', details: { ...details, gdprConsent: false }, now }).thenFails('GdprConsentRequired');
    given(contactRequestDecider, [requested]).when({ type: 'SubmitContactRequest', requestId: 'r1', details, now }).thenFails('ContactRequestAlreadyExists');
  });
  it('marks done and reopens; the same mark twice is a no-op; ContactRequestNotFound without a request', () => {
    given(contactRequestDecider, [requested]).when({ type: 'MarkContactRequest', done: true, now }).then([done]);
    given(contactRequestDecider, [requested, done]).when({ type: 'MarkContactRequest', done: true, now }).thenNothing();
    given(contactRequestDecider, [requested, done]).when({ type: 'MarkContactRequest', done: false, now }).then([{ type: 'contact.ContactRequestReopened', data: { reopenedAt: at } }]);
    given(contactRequestDecider, [requested]).when({ type: 'MarkContactRequest', done: false, now }).thenNothing();
    given(contactRequestDecider).when({ type: 'MarkContactRequest', done: true, now }).thenFails('ContactRequestNotFound');
  });
});
