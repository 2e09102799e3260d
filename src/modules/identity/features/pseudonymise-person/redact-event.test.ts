import { describe, expect, it } from 'vitest';
import { identityEvents, type IdentityEvent } from '../../domain/events';
import { redactedData, type Pseudonymisation } from './redact-event';

/** Issue 35 (ADR 0033): the personal fields of each of identity's event types replaced, everything else exactly as stored. */
const dropped: Pseudonymisation = { pseudonym: '7F3A-91C2', dateOfBirthDropped: true };
const kept: Pseudonymisation = { pseudonym: '7F3A-91C2', dateOfBirthDropped: false };
const at = '2025-03-01T08:00:00.000Z';

/** An event as stored (encoded), as the redaction reads it. */
const stored = (e: IdentityEvent) => identityEvents.encode(e);

describe('the pseudonymised data of each identity event', () => {
  it('UserRegistered: names and address; ids, role, hash, consent, time and language stay', () => {
    const e = stored({
      type: 'identity.UserRegistered',
      data: { userId: 'u1', companyId: 'c1', email: 'jana@firma.de', firstName: 'Jana', lastName: 'Kowalski', role: 'root', passwordHash: 'h', gdprConsent: true, registeredAt: at, language: 'en' },
    });
    expect(redactedData(e, dropped)).toEqual({
      userId: 'u1', companyId: 'c1', email: '', firstName: 'Person', lastName: '7F3A-91C2', role: 'root', passwordHash: 'h', gdprConsent: true, registeredAt: at, language: 'en',
    });
  });

  it('UserInvited: names, address and the optional number left out (absent, as for a person who never had one)', () => {
    const data = {
      userId: 'u2', companyId: 'c1', email: 'piotr@firma.de', firstName: 'Piotr', lastName: 'Nowak', role: 'non-managing' as const, passwordHash: '', isActive: true,
      gdprConsent: false, invitedBy: 'a1', invitedAt: at, importId: 'imp-1', personnelNumber: 'P-0815',
    };
    const out = redactedData(stored({ type: 'identity.UserInvited', data }), dropped);
    const { personnelNumber: _number, ...rest } = data;
    expect(out).toEqual({ ...rest, email: '', firstName: 'Person', lastName: '7F3A-91C2' });
    expect(out).not.toHaveProperty('personnelNumber');
    // without a number: only the names and the address
    expect(redactedData(stored({ type: 'identity.UserInvited', data: rest }), dropped)).toEqual({ ...rest, email: '', firstName: 'Person', lastName: '7F3A-91C2' });
  });

  it('ProfileUpdated: names and address; the previous address blank only where the event has one (it stays optional)', () => {
    expect(redactedData(stored({ type: 'identity.ProfileUpdated', data: { firstName: 'Jana', lastName: 'K', email: 'neu@firma.de', previousEmail: 'alt@firma.de' } }), dropped)).toEqual({
      firstName: 'Person', lastName: '7F3A-91C2', email: '', previousEmail: '',
    });
    const out = redactedData(stored({ type: 'identity.ProfileUpdated', data: { firstName: 'Jana', lastName: 'K', email: 'jana@firma.de' } }), dropped);
    expect(out).toEqual({ firstName: 'Person', lastName: '7F3A-91C2', email: '' });
    expect(out).not.toHaveProperty('previousEmail');
  });

  it('PersonnelNumberChanged: both numbers null, the time stays', () => {
    const e = stored({ type: 'identity.PersonnelNumberChanged', data: { personnelNumber: 'P-2', previousPersonnelNumber: 'P-1', changedAt: at } });
    expect(redactedData(e, kept)).toEqual({ personnelNumber: null, previousPersonnelNumber: null, changedAt: at });
  });

  it('UserDateOfBirthChanged: both dates null when the date of birth is dropped; untouched when it is kept with the evidence', () => {
    const e = stored({ type: 'identity.UserDateOfBirthChanged', data: { dateOfBirth: '1990-04-01', previousDateOfBirth: null, changedAt: at } });
    expect(redactedData(e, dropped)).toEqual({ dateOfBirth: null, previousDateOfBirth: null, changedAt: at });
    expect(redactedData(e, kept)).toBeUndefined();
  });

  it('PersonnelNumberClaimed and Released: the number blank (a required string), company and holder stay', () => {
    for (const type of ['identity.PersonnelNumberClaimed', 'identity.PersonnelNumberReleased'] as const) {
      expect(redactedData(stored({ type, data: { companyId: 'c1', personnelNumber: 'P-0815', userId: 'u2' } }), dropped)).toEqual({ companyId: 'c1', personnelNumber: '', userId: 'u2' });
    }
  });

  it('names nothing: events without personal fields, e-mail claims (deleted, not rewritten), other modules’ events', () => {
    const none: IdentityEvent[] = [
      { type: 'identity.PasswordChanged', data: { passwordHash: 'h', changedAt: at, keepSessionId: null } },
      { type: 'identity.UserDeactivated', data: { deactivatedAt: at } },
      { type: 'identity.UserLoggedIn', data: { sessionId: 's1', userId: 'u1', companyId: 'c1', tokenHash: 't', loggedInAt: at, expiresAt: at, viaTemporaryPassword: false } },
      { type: 'identity.EmailClaimed', data: { email: 'jana@firma.de', userId: 'u1' } },
    ];
    for (const e of none) expect(redactedData(stored(e), dropped), e.type).toBeUndefined();
    expect(redactedData({ type: 'learning.ModuleCompleted', schemaVersion: 1, data: { userId: 'u1' } }, dropped)).toBeUndefined();
  });

  it('an event redacted before: nothing more to change (its marker is not data to keep)', () => {
    const first = redactedData(stored({ type: 'identity.ProfileUpdated', data: { firstName: 'Jana', lastName: 'K', email: 'jana@firma.de' } }), dropped)!;
    const again = { type: 'identity.ProfileUpdated', schemaVersion: 1, data: { ...first, $redacted: { by: 'e1' } } };
    expect(redactedData(again, dropped)).toBeUndefined();
  });

  it('every result decodes with its event type’s schema (a rebuild decodes it)', () => {
    const e = stored({ type: 'identity.PersonnelNumberChanged', data: { personnelNumber: null, previousPersonnelNumber: 'P-1', changedAt: at } });
    const data = redactedData(e, dropped)!;
    expect(identityEvents.decode({ type: e.type, schemaVersion: e.schemaVersion, data: { ...data, $redacted: { by: 'e1' } } })).toEqual({
      type: 'identity.PersonnelNumberChanged',
      data: { personnelNumber: null, previousPersonnelNumber: null, changedAt: at },
    });
  });
});
