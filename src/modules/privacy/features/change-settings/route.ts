import type { PrivacyDeps } from '../../shared/deps';
import { policyChangeRoute } from '../../shared/access';
import { changeDataProtection } from './handler';
import { DataProtectionBody } from './schema';

/** PUT /api/company/data-protection. */
export const changeSettingsRoute = policyChangeRoute(
  {
    method: 'PUT',
    path: '/api/company/data-protection',
    summary:
      'Changes the company’s data protection (root only): retention periods (evidenceYears 2-30, the *Months 1-120, leaverGraceDays 0-365) and worksCouncilMode; fields left out stay. Each change is in the audit trail.',
    body: DataProtectionBody,
  },
  (c, d: PrivacyDeps, input) => changeDataProtection(d, c, input.body({})),
);
