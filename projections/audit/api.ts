import type { RouteDocs } from '../../src/platform/http';
import { AsOfExportQuery, AsOfQuery, AsOfTrendQuery } from './as-of/http-schema';
import { HistoryQuery } from './history/query';
import { TrailExportQuery, TrailQuery } from './trail/params';
import { VerifyQuery } from './verify/schema';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The audit workspace (issue 12), read-only, for the API reference. */
export const auditApi: RouteDocs = {
  'GET /api/audit/verify': { summary: 'Verify the tamper-evident log of the company (hash chain).', query: VerifyQuery },
  'GET /api/audit/event-types': { summary: 'The audit trail’s event types with their labels.' },
  'GET /api/audit/events': { summary: 'The audit trail, filtered and paged.', query: TrailQuery },
  'GET /api/audit/events.csv': { summary: 'The filtered audit trail as CSV.', query: TrailExportQuery, produces: 'text/csv' },
  'GET /api/audit/events.xlsx': { summary: 'The filtered audit trail as XLSX.', query: TrailExportQuery, produces: XLSX },
  'GET /api/audit/people/:userId/history': { summary: 'A person’s history: memberships, assignments, completions.', query: HistoryQuery },
  'GET /api/audit/compliance': { summary: 'Compliance as of a point in time (replayed from the log).', query: AsOfQuery },
  'GET /api/audit/compliance.csv': { summary: 'Compliance as of a point in time as CSV.', query: AsOfExportQuery, produces: 'text/csv' },
  'GET /api/audit/compliance.xlsx': { summary: 'Compliance as of a point in time as XLSX.', query: AsOfExportQuery, produces: XLSX },
  'GET /api/audit/compliance.pdf': { summary: 'Compliance as of a point in time as PDF.', query: AsOfExportQuery, produces: 'application/pdf' },
  'GET /api/audit/compliance/trend': { summary: 'The compliance rate over time.', query: AsOfTrendQuery },
};
