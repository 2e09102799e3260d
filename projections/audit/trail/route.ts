import { PassThrough } from 'node:stream';
import { route } from '../../../src/platform/http';
import { P } from '../../../src/shared/route-permissions';
import type { Lang } from '../../../src/platform/i18n';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { writeCsv, writeXlsx } from './export';
import { decodeExportQuery, decodeTrailQuery, TrailExportQuery, TrailQuery } from './params';
import { trailPage, type TrailFilter } from './queries';
import { KIND_LABELS } from './text';
import { TRAIL_KIND_NAMES } from './vocabulary';

/** The file name of an export: `protokoll-2026-12-15.csv` / `audit-trail-2026-12-15.xlsx` (the day of the clock, Europe/Berlin). */
export function exportFileName(now: Date, lang: Lang, ext: 'csv' | 'xlsx'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${lang === 'de' ? 'protokoll' : 'audit-trail'}-${day}.${ext}`;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/audit/event-types: the public type names with their labels. */
export const eventTypesRoute = route(
  { method: 'GET', path: '/api/audit/event-types', summary: 'The audit trail’s event types with their labels.', permission: P('audit') },
  (ctx) => {
    const lang = ctx.state.lang;
    return { items: TRAIL_KIND_NAMES.map((type) => ({ type, label: KIND_LABELS[lang][type] })) };
  },
);

/** GET /api/audit/events: the paged lines of the filter. */
export const trailRoute = route(
  { method: 'GET', path: '/api/audit/events', summary: 'The audit trail, filtered and paged.', query: TrailQuery, permission: P('audit') },
  async (ctx, d: AuditDeps) => {
    const { companyId } = auditCaller(ctx.state.principal);
    const { filter, page, limit } = decodeTrailQuery(ctx.query);
    const { items, total } = await trailPage(d.k.db, companyId, filter, page, limit, ctx.state.lang);
    return { items, page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
  },
);

/** GET /api/audit/events.csv and .xlsx: every line of the filter, streamed. */
const download = (ext: 'csv' | 'xlsx', contentType: string, write: typeof writeCsv) =>
  route(
    {
      method: 'GET',
      path: `/api/audit/events.${ext}`,
      summary: `The filtered audit trail as ${ext.toUpperCase()}.`,
      query: TrailExportQuery,
      produces: ext === 'csv' ? 'text/csv' : XLSX,
      permission: P('audit'),
    },
    (ctx, d: AuditDeps) => {
      const { companyId } = auditCaller(ctx.state.principal);
      const filter: TrailFilter = decodeExportQuery(ctx.query);
      const lang = ctx.state.lang;
      const out = new PassThrough();
      ctx.type = contentType;
      ctx.set('Content-Disposition', `attachment; filename="${exportFileName(d.k.clock.now(), lang, ext)}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = out;
      // the headers are out once the first bytes are: a failure later can only cut the file short
      write(d.k.db, companyId, filter, lang, out).catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
    },
  );

export const trailDownloadRoutes = [download('csv', 'text/csv; charset=utf-8', writeCsv), download('xlsx', `${XLSX}`, writeXlsx)];
