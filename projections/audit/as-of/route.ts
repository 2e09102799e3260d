import type { Schema } from 'effect';
import { badRequest, notFound, route, type RouteContext, type RouteSpec } from '../../../src/platform/http';
import type { Readable } from 'node:stream';
import type { Lang } from '../../../src/platform/i18n';
import type { ProgressStatus } from '../../../src/shared/contracts/learning';
import type { AsOfPage, AsOfTrend } from '../../../src/shared/contracts/audit-as-of';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { asOfCsv, asOfPdfHtml, asOfXlsx, type ExportHead } from './exports';
import { AsOfExportQuery, AsOfQuery, AsOfTrendQuery } from './http-schema';
import { asOfPage, asOfSummary, belongsToCompany, selectionNames, type AsOfFilter } from './query';
import { AS_OF_TEXT, formatInstant } from './text';
import { deliveredLanguageLine } from '../shared/delivered-language';
import { monthEnds } from './trend';
import { P, type RoutePermission } from '../../../src/shared/route-permissions';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FilterInput {
  readonly asOf?: Date;
  readonly groupId?: string | undefined;
  readonly userId?: string | undefined;
  readonly trainingId?: string | undefined;
  readonly deliveredLanguage?: string | undefined;
}

/** The filter of a request: a past instant, and ids that name things of the caller's company (404 otherwise). */
async function filterOf(d: AuditDeps, companyId: string, q: FilterInput): Promise<AsOfFilter> {
  const asOf = q.asOf ?? d.k.clock.now();
  if (asOf.getTime() > d.k.clock.now().getTime())
    throw badRequest('as_of_in_future', { de: 'Der Stichtag liegt in der Zukunft.', en: 'The as-of instant is in the future.' }, { field: 'asOf' });
  const checks = [
    ['group', q.groupId, { de: 'Einheit nicht gefunden.', en: 'Unit not found.' }],
    ['user', q.userId, { de: 'Person nicht gefunden.', en: 'Person not found.' }],
    ['training', q.trainingId, { de: 'Schulung nicht gefunden.', en: 'Training not found.' }],
  ] as const;
  for (const [kind, id, m] of checks) if (id !== undefined && !(await belongsToCompany(d.k.db, companyId, kind, id))) throw notFound(m);
  return { companyId, asOf, groupId: q.groupId, userId: q.userId, trainingId: q.trainingId, deliveredLanguage: q.deliveredLanguage };
}

async function exportHead(d: AuditDeps, f: AsOfFilter, lang: Lang): Promise<ExportHead> {
  const t = AS_OF_TEXT[lang];
  const names = await selectionNames(d.k.db, f.companyId, f);
  const selection = [
    ...(names.group ? [`${t.group}: ${names.group}`] : []),
    ...(names.person ? [`${t.person}: ${names.person}`] : []),
    ...(names.training ? [`${t.training}: ${names.training[lang]}`] : []),
    ...(f.deliveredLanguage ? [deliveredLanguageLine(f.deliveredLanguage, lang)] : []),
  ];
  return { asOf: f.asOf.toISOString(), lang, selection, summary: await asOfSummary(d.k.db, f) };
}

const fileName = (f: AsOfFilter, ext: string) => `stand-${f.asOf.toISOString().slice(0, 16).replace(/[T:]/g, '-')}.${ext}`;

/** What an export answers with: a stream or the bytes of the file. */
type RenderExport = (d: AuditDeps, f: AsOfFilter, status: ProgressStatus | null, head: ExportHead, requester: string) => Readable | Promise<Buffer>;

/** What a GET of the as-of area declares besides its method and permission. */
interface AsOfSpec<A, I> extends Omit<RouteSpec<undefined, Schema.Schema<A, I>, RoutePermission>, 'method' | 'permission' | 'query' | 'body'> {
  readonly query: Schema.Schema<A, I>;
}

/**
 * A GET of the as-of area, for auditors: the query decoded, the filter of the caller's company
 * made from it (400 or 404 before anything is read), then `answer`.
 */
function asOfRoute<A extends FilterInput, I>(spec: AsOfSpec<A, I>, answer: (ctx: RouteContext, d: AuditDeps, q: A, f: AsOfFilter, userId: string) => unknown) {
  return route({ method: 'GET', ...spec, permission: P('audit') }, async (ctx, d: AuditDeps, input) => {
    const q: A = input.query();
    const { companyId, actor: { userId } } = auditCaller(ctx.state.principal);
    return answer(ctx, d, q, await filterOf(d, companyId, q), userId);
  });
}

/** GET /api/audit/compliance.<ext>: the rows as of an instant as a file, with the selection and summary at its head. */
const exportRoute = (ext: 'csv' | 'xlsx' | 'pdf', produces: string, type: string, render: RenderExport) =>
  asOfRoute({ path: `/api/audit/compliance.${ext}`, summary: `Compliance as of a point in time as ${ext.toUpperCase()}.`, query: AsOfExportQuery, produces }, async (ctx, d, q, f, userId) => {
    const file = await render(d, f, q.status || null, await exportHead(d, f, q.lang ?? ctx.state.lang), userId);
    ctx.type = type;
    ctx.set('Content-Disposition', `attachment; filename="${fileName(f, ext)}"`);
    ctx.body = file;
  });

/**
 * GET /api/audit/compliance (paged rows and a summary as of an instant), its exports
 * (`.csv`, `.xlsx`, `.pdf`) and the 12-month trend. Read-only; the audit router guards the area.
 */
export const asOfRoutes = [
  asOfRoute({ path: '/api/audit/compliance', summary: 'Compliance as of a point in time (replayed from the log).', query: AsOfQuery }, async (_ctx, d, q, f) => {
    const page = await asOfPage(d.k.db, f, { status: q.status || null, offset: (q.page - 1) * q.limit, limit: q.limit });
    const body: AsOfPage = { asOf: f.asOf.toISOString(), page: q.page, limit: q.limit, total: page.total, rows: page.rows, summary: page.summary };
    return body;
  }),
  exportRoute('csv', 'text/csv', 'text/csv; charset=utf-8', (d, f, status, head) => asOfCsv(d.k.db, f, status, head)),
  exportRoute('xlsx', XLSX, XLSX, (d, f, status, head) => asOfXlsx(d.k.db, f, status, head, d.k.log)),
  exportRoute('pdf', 'application/pdf', 'application/pdf', async (d, f, status, head, userId) => {
    const t = AS_OF_TEXT[head.lang];
    const html = await asOfPdfHtml(d.k.db, f, status, head);
    return d.k.pdf.render(html, { footer: `${t.footer} · ${t.asOf} ${formatInstant(head.asOf, head.lang)}`, landscape: true, requester: userId });
  }),
  asOfRoute({ path: '/api/audit/compliance/trend', summary: 'The compliance rate over time.', query: AsOfTrendQuery }, async (_ctx, d, _q, base) => {
    const points: AsOfTrend['points'][number][] = [];
    // one SQL aggregate over the intervals per month end, one after another (bounded load)
    for (const { month, asOf } of monthEnds(d.k.clock.now())) {
      const s = await asOfSummary(d.k.db, { ...base, asOf });
      points.push({ month, asOf: asOf.toISOString(), total: s.total, compliant: s.compliant });
    }
    const body: AsOfTrend = { points };
    return body;
  }),
];
