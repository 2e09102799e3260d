import { PassThrough } from 'node:stream';
import type Router from '@koa/router';
import type { AppState } from '../../../src/platform/http';
import type { Lang } from '../../../src/platform/i18n';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { writeCsv, writeXlsx } from './export';
import { decodeExportQuery, decodeTrailQuery } from './params';
import { trailPage, type TrailFilter } from './queries';
import { KIND_LABELS } from './text';
import { TRAIL_KIND_NAMES } from './vocabulary';

/** The file name of an export: `protokoll-2026-12-15.csv` / `audit-trail-2026-12-15.xlsx` (the day of the clock, Europe/Berlin). */
export function exportFileName(now: Date, lang: Lang, ext: 'csv' | 'xlsx'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${lang === 'de' ? 'protokoll' : 'audit-trail'}-${day}.${ext}`;
}

/**
 * GET /api/audit/events (paged lines), /api/audit/events.csv and .xlsx (every line of the filter,
 * streamed), /api/audit/event-types (the public type names with their labels).
 */
export function trailRoutes(r: Router<AppState>, d: AuditDeps): void {
  r.get('/event-types', (ctx) => {
    const lang = ctx.state.lang;
    ctx.body = { items: TRAIL_KIND_NAMES.map((type) => ({ type, label: KIND_LABELS[lang][type] })) };
  });

  r.get('/events', async (ctx) => {
    const { companyId } = auditCaller(ctx.state.principal);
    const { filter, page, limit } = decodeTrailQuery(ctx.query);
    const { items, total } = await trailPage(d.k.db, companyId, filter, page, limit, ctx.state.lang);
    ctx.body = { items, page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
  });

  const download = (ext: 'csv' | 'xlsx', contentType: string, write: typeof writeCsv) =>
    r.get(`/events.${ext}`, (ctx) => {
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
    });
  download('csv', 'text/csv; charset=utf-8', writeCsv);
  download('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', writeXlsx);
}
