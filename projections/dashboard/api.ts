import type { RouteDocs } from '../../src/platform/http';

/** The dashboard, for the API reference. */
export const dashboardApi: RouteDocs = {
  'GET /api/dashboard/stats': { summary: 'Dashboard figures: company-wide for root, admin and auditor, otherwise the caller’s groups and own learning.' },
};
