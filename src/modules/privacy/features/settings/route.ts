import type { PrivacyDeps } from '../../shared/deps';
import { dataProtectionRoute } from '../../shared/access';
import { dataProtectionSettings } from './query';

/** GET /api/company/data-protection. */
export const settingsRoute = dataProtectionRoute(
  {
    method: 'GET',
    path: '/api/company/data-protection',
    summary: 'The company’s data protection: retention periods per record class, the grace period for leavers and the works-council mode (root and admins read).',
  },
  (c, d: PrivacyDeps) => dataProtectionSettings(d, c),
);
