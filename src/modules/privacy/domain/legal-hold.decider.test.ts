import { describe, it } from 'vitest';
import { given, now, at } from '../../../../tests/support/decider';
import type { PrivacyEvent } from './events';
import { legalHoldDecider, type LegalHoldCommand } from './legal-hold';

type Role = LegalHoldCommand['actor']['role'];
const place = (role: Role = 'admin'): LegalHoldCommand => ({ type: 'PlaceLegalHold', actor: { userId: 'a1', role }, companyId: 'c1', userId: 'p1', reason: 'Arbeitsunfall 2026-03', now });
const lift = (role: Role = 'root'): LegalHoldCommand => ({ type: 'LiftLegalHold', actor: { userId: 'r1', role }, companyId: 'c1', userId: 'p1', now });
const placed: PrivacyEvent = { type: 'privacy.LegalHoldPlaced', data: { companyId: 'c1', userId: 'p1', reason: 'Arbeitsunfall 2026-03', placedBy: 'a1', placedAt: at } };
const lifted: PrivacyEvent = { type: 'privacy.LegalHoldLifted', data: { companyId: 'c1', userId: 'p1', liftedBy: 'r1', liftedAt: at } };

describe('legal hold decider', () => {
  it('root and admins place a hold with its reason, and lift it', () => {
    given(legalHoldDecider).when(place('admin')).then([placed]);
    given(legalHoldDecider).when(place('root')).then([{ ...placed, data: { ...placed.data, placedBy: 'a1' } }]);
    given(legalHoldDecider, [placed]).when(lift()).then([lifted]);
  });

  it('one hold at a time; lifting none is an error, and a lifted hold may be placed again', () => {
    given(legalHoldDecider, [placed]).when(place()).thenFails('AlreadyHeld');
    given(legalHoldDecider).when(lift()).thenFails('NotHeld');
    given(legalHoldDecider, [placed, lifted]).when(lift()).thenFails('NotHeld');
    given(legalHoldDecider, [placed, lifted]).when(place()).then([placed]);
  });

  it('managers, employees and auditors may not', () => {
    for (const role of ['manager', 'non-managing', 'auditor'] as const) {
      given(legalHoldDecider).when(place(role)).thenFails('HoldNotAllowed');
      given(legalHoldDecider, [placed]).when(lift(role)).thenFails('HoldNotAllowed');
    }
  });
});
