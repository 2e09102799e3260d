import { describe, it } from 'vitest';
import { given, now, at } from '../../../../tests/support/decider';
import { DEFAULT_RETENTION_POLICY } from '../../../shared/contracts/privacy';
import type { PrivacyEvent } from './events';
import { policyDecider, type PolicyCommand } from './policy';

const change = (c: PolicyCommand['change'], role: PolicyCommand['actor']['role'] = 'root'): PolicyCommand => ({ type: 'ChangePolicy', actor: { userId: 'r1', role }, companyId: 'c1', change: c, now });
const changed = (over: Partial<Extract<PrivacyEvent, { type: 'privacy.PolicyChanged' }>['data']>): PrivacyEvent => ({
  type: 'privacy.PolicyChanged',
  data: { companyId: 'c1', ...DEFAULT_RETENTION_POLICY, worksCouncilMode: false, changed: [], changedBy: 'r1', changedAt: at, ...over },
});

describe('data-protection policy decider', () => {
  it('root changes a period; the rest stays at the defaults, and the event names what changed', () => {
    given(policyDecider).when(change({ evidenceYears: 5 })).then([changed({ evidenceYears: 5, changed: ['evidenceYears'] })]);
    given(policyDecider).when(change({ worksCouncilMode: true, leaverGraceDays: 0 })).then([changed({ worksCouncilMode: true, leaverGraceDays: 0, changed: ['leaverGraceDays', 'worksCouncilMode'] })]);
  });

  it('starts from the stored policy, and records nothing when nothing changes', () => {
    const stored = changed({ evidenceYears: 10, worksCouncilMode: true, changed: ['evidenceYears', 'worksCouncilMode'] });
    given(policyDecider, [stored]).when(change({ quizAttemptsMonths: 3 })).then([changed({ evidenceYears: 10, worksCouncilMode: true, quizAttemptsMonths: 3, changed: ['quizAttemptsMonths'] })]);
    given(policyDecider, [stored]).when(change({ evidenceYears: 10, worksCouncilMode: true })).thenNothing();
    given(policyDecider).when(change({})).thenNothing();
  });

  it('only root: admins, managers, employees and auditors may not', () => {
    for (const role of ['admin', 'manager', 'non-managing', 'auditor'] as const) given(policyDecider).when(change({ worksCouncilMode: true }, role)).thenFails('NotAllowed');
  });

  it('keeps evidence at least two years, and every period a whole number within its bounds', () => {
    for (const evidenceYears of [1, 0, -3, 2.5, 31]) given(policyDecider).when(change({ evidenceYears })).thenFails('InvalidEvidenceYears');
    given(policyDecider).when(change({ evidenceYears: 2 })).then([changed({ evidenceYears: 2, changed: ['evidenceYears'] })]);
    for (const months of [0, 121, 1.5]) {
      given(policyDecider).when(change({ quizAttemptsMonths: months })).thenFails('InvalidMonths');
      given(policyDecider).when(change({ signInHistoryMonths: months })).thenFails('InvalidMonths');
    }
    for (const leaverGraceDays of [-1, 366, 0.5]) given(policyDecider).when(change({ leaverGraceDays })).thenFails('InvalidGraceDays');
  });
});
