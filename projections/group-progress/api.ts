import type { RouteDocs } from '../../src/platform/http';
import { ProgressPageQuery, ReportQuery } from './schema';

/** The group progress report, for the API reference. */
export const groupProgressApi: RouteDocs = {
  'GET /api/user-groups/:id/progress': { summary: 'Progress of a group’s members in its trainings, paged, with summary cards.', query: ProgressPageQuery },
  'GET /api/user-groups/:id/progress/report.pdf': { summary: 'The group progress report as PDF.', query: ReportQuery, produces: 'application/pdf' },
};
