import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { DEFAULT_RETENTION_POLICY, RETENTION_LIMITS, RETENTION_MONTH_CLASSES, type DataProtectionChange, type RetentionPolicy } from '../../../shared/contracts/privacy';
import { privacyPolicy, type Role } from '../../../shared/policy';
import type { PrivacyEvent } from './events';

export interface PolicyState extends RetentionPolicy {
  readonly worksCouncilMode: boolean;
  readonly changedBy: string | null;
  readonly changedAt: string | null;
}

export const DEFAULT_POLICY_STATE: PolicyState = { ...DEFAULT_RETENTION_POLICY, worksCouncilMode: false, changedBy: null, changedAt: null };

export type PolicyCommand = {
  readonly type: 'ChangePolicy';
  readonly actor: { readonly userId: string; readonly role: Role };
  readonly companyId: string;
  readonly change: DataProtectionChange;
  readonly now: Date;
};

export type PolicyError = 'NotAllowed' | 'InvalidEvidenceYears' | 'InvalidMonths' | 'InvalidGraceDays';

const within = (n: number, r: { readonly min: number; readonly max: number }) => Number.isInteger(n) && n >= r.min && n <= r.max;

const FIELDS = ['evidenceYears', ...RETENTION_MONTH_CLASSES, 'leaverGraceDays', 'worksCouncilMode'] as const;

/** The first rule a changed value breaks, if any. */
function invalid(c: DataProtectionChange): PolicyError | null {
  if (c.evidenceYears !== undefined && !within(c.evidenceYears, RETENTION_LIMITS.evidenceYears)) return 'InvalidEvidenceYears';
  if (RETENTION_MONTH_CLASSES.some((k) => c[k] !== undefined && !within(c[k], RETENTION_LIMITS.months))) return 'InvalidMonths';
  if (c.leaverGraceDays !== undefined && !within(c.leaverGraceDays, RETENTION_LIMITS.leaverGraceDays)) return 'InvalidGraceDays';
  return null;
}

/**
 * The company's data-protection policy (issue 35, item 1) and its works-council switch (item 6):
 * one stream per company, the defaults until first changed. Only root changes it; the evidence
 * period never goes below the legal minimum of two years.
 */
export const policyDecider: Decider<PolicyCommand, PrivacyEvent, PolicyState, PolicyError> = {
  initialState: DEFAULT_POLICY_STATE,
  evolve(state, event) {
    if (event.type !== 'privacy.PolicyChanged') return state;
    // the event holds the whole policy as it now is, with who changed it when
    const { companyId: _company, changed: _changed, ...policy } = event.data;
    return policy;
  },
  decide(command, state): DecideResult<PrivacyEvent, PolicyError> {
    if (!privacyPolicy.changePolicy(command.actor.role)) return reject('NotAllowed');
    const error = invalid(command.change);
    if (error) return reject(error);
    const next = { ...state, ...Object.fromEntries(Object.entries(command.change).filter(([, v]) => v !== undefined)) } as PolicyState;
    const changed = FIELDS.filter((k) => next[k] !== state[k]);
    if (changed.length === 0) return accept();
    return accept({
      type: 'privacy.PolicyChanged',
      data: { ...next, companyId: command.companyId, changed: [...changed], changedBy: command.actor.userId, changedAt: command.now.toISOString() },
    });
  },
};
