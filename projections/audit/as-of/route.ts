import { badRequest, notFound, route } from '../../../src/platform/http';
import type { Lang } from '../../../src/platform/i18n';
import type { AsOfPage, AsOfTrend } from '../../../src/shared/contracts/audit-as-of';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { asOfCsv, asOfPdfHtml, asOfXlsx, type ExportHead } from './exports';
import { AsOfExportQuery, AsOfQuery, AsOfTrendQuery } from './http-schema';
import { asOfPage, asOfSummary, belongsToCompany, selectionNames, type AsOfFilter } from './query';
import { AS_OF_TEXT, formatInstant } from './text';
import { monthEnds } from './trend';
import { P } from '../../../src/shared/route-permissions';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FilterInput {
  readonly asOf?: Date;
  readonly groupId?: string | undefined;
  readonly userId?: string | undefined;
  readonly trainingId?: string | undefined;
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
  return { companyId, asOf, groupId: q.groupId, userId: q.userId, trainingId: q.trainingId };
}

async function exportHead(d: AuditDeps, f: AsOfFilter, lang: Lang): Promise<ExportHead> {
  const t = AS_OF_TEXT[lang];
  const names = await selectionNames(d.k.db, f.companyId, f);
  const selection = [
    ...(names.group ? [`${t.group}: ${names.group}`] : []),
    ...(names.person ? [`${t.person}: ${names.person}`] : []),
    ...(names.training ? [`${t.training}: ${names.training[lang]}`] : []),
  ];
  return { asOf: f.asOf.toISOString(), lang, selection, summary: await asOfSummary(d.k.db, f) };
}

const fileName = (f: AsOfFilter, ext: string) => `stand-${f.asOf.toISOString().slice(0, 16).replace(/[T:]/g, '-')}.${ext}`;

/**
 * GET /api/audit/compliance (paged rows and a summary as of an instant), its exports
 * (`.csv`, `.xlsx`, `.pdf`) and the 12-month trend. Read-only; the audit router guards the area.
 */
export const asOfRoutes = [
  route(
    {
      method: 'GET',
      path: '/api/audit/compliance',
      summary: 'Compliance as of a point in time (replayed from the log).',
      query: AsOfQuery,
      permission: P('audit'),
    },
    async (ctx, d: AuditDeps, input) => {
      const q = input.query();
      const { companyId } = auditCaller(ctx.state.principal);
      const f = await filterOf(d, companyId, q);
      const page = await asOfPage(d.k.db, f, { status: q.status || null, offset: (q.page - 1) * q.limit, limit: q.limit });
      const body: AsOfPage = { asOf: f.asOf.toISOString(), page: q.page, limit: q.limit, total: page.total, rows: page.rows, summary: page.summary };
      return body;
    },
  ),
  route(
    {
      method: 'GET',
      path: '/api/audit/compliance.csv',
      summary: 'Compliance as of a point in time as CSV.',
      query: AsOfExportQuery,
      produces: 'text/csv',
      permission: P('audit'),
    },
    async (ctx, d: AuditDeps, input) => {
      const q = input.query();
      const { companyId } = auditCaller(ctx.state.principal);
      const f = await filterOf(d, companyId, q);
      const head = await exportHead(d, f, q.lang ?? ctx.state.lang);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${fileName(f, 'csv')}"`);
      ctx.body = asOfCsv(d.k.db, f, q.status || null, head);
    },
  ),
  route(
    {
      method: 'GET',
      path: '/api/audit/compliance.xlsx',
      summary: 'Compliance as of a point in time as XLSX.',
      query: AsOfExportQuery,
      produces: XLSX,
      permission: P('audit'),
    },
    async (ctx, d: AuditDeps, input) => {
      const q = input.query();
      const { companyId } = auditCaller(ctx.state.principal);
      const f = await filterOf(d, companyId, q);
      const head = await exportHead(d, f, q.lang ?? ctx.state.lang);
      ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      ctx.set('Content-Disposition', `attachment; filename="${fileName(f, 'xlsx')}"`);
      ctx.body = asOfXlsx(d.k.db, f, q.status || null, head, d.k.log);
    },
  ),
  route(
    {
      method: 'GET',
      path: '/api/audit/compliance.pdf',
      summary: 'Compliance as of a point in time as PDF.',
      query: AsOfExportQuery,
      produces: 'application/pdf',
      permission: P('audit'),
    },
    async (ctx, d: AuditDeps, input) => {
      const q = input.query();
      const { companyId, actor: { userId } } = auditCaller(ctx.state.principal);
      const f = await filterOf(d, companyId, q);
      const lang = q.lang ?? ctx.state.lang;
      const head = await exportHead(d, f, lang);
      const html = await asOfPdfHtml(d.k.db, f, q.status || null, head);
      const pdf = await d.k.pdf.render(html, { footer: `${AS_OF_TEXT[lang].footer} · ${AS_OF_TEXT[lang].asOf} ${formatInstant(head.asOf, lang)}`, landscape: true, requester: userId });
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `attachment; filename="${fileName(f, 'pdf')}"`);
      ctx.body = pdf;
    },
  ),
  route(
    {
      method: 'GET',
      path: '/api/audit/compliance/trend',
      summary: 'The compliance rate over time.',
      query: AsOfTrendQuery,
      permission: P('audit'),
    },
    async (ctx, d: AuditDeps, input) => {
      const q = input.query();
      const { companyId } = auditCaller(ctx.state.principal);
      const base = await filterOf(d, companyId, q);
      const points: AsOfTrend['points'][number][] = [];
      // one SQL aggregate over the intervals per month end, one after another (bounded load)
      for (const { month, asOf } of monthEnds(d.k.clock.now())) {
        const s = await asOfSummary(d.k.db, { ...base, asOf });
        points.push({ month, asOf: asOf.toISOString(), total: s.total, compliant: s.compliant });
      }
      const body: AsOfTrend = { points };
      return body;
    },
  ),
];
