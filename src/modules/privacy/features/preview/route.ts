import { Schema } from 'effect';
import { limitParam, pageParam } from '../../../../platform/http';
import { dataProtectionRoute } from '../../shared/access';
import type { PrivacyDeps } from '../../shared/deps';
import { dataProtectionPreview } from './query';

/** GET /api/data-protection/preview?page&limit */
export const PreviewQuery = Schema.Struct({
  page: pageParam(),
  limit: limitParam(100, 20, { de: 'Die Seitengröße muss zwischen 1 und 100 liegen.', en: 'The page size must be between 1 and 100.' }),
});

export const previewRoute = dataProtectionRoute(
  {
    method: 'GET',
    path: '/api/data-protection/preview',
    summary:
      'The data protection job’s dry run (root, admins): the leavers it would pseudonymise now (grace period over, no legal hold), paged, how many are skipped for a legal hold, and their records by class. Changes nothing.',
    query: PreviewQuery,
  },
  (c, d: PrivacyDeps, input) => {
    const q = input.query();
    return dataProtectionPreview(d, c, q.page, q.limit);
  },
);
