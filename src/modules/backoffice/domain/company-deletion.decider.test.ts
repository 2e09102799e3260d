import { describe, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import { companyDeletionDecider } from './company-deletion';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('company deletion decider', () => {
  it('records what was erased and when', () => {
    given(companyDeletionDecider)
      .when({ type: 'RecordCompanyDeletion', companyId: 'c1', erasedEvents: 42, now })
      .then([{ type: 'backoffice.CompanyDeleted', data: { companyId: 'c1', erasedEvents: 42, deletedAt: now.toISOString() } }]);
  });
});
