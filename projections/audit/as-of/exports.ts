import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Handlebars from 'handlebars';
import type { Queryable } from '../../../src/platform/db';
import type { Lang } from '../../../src/platform/i18n';
import { statusPillCss } from '../../shared/status-pills';
import type { AsOfRow, AsOfSummary } from '../../../src/shared/contracts/audit-as-of';
import type { ProgressStatus } from '../../../src/shared/contracts/learning';
import { asOfBatches, type AsOfFilter } from './query';
import { AS_OF_TEXT, berlinParts, formatInstant } from './text';

/** What an export prints in its head: the instant and the selection by name. */
export interface ExportHead {
  readonly asOf: string;
  readonly lang: Lang;
  /** "Einheit: Baustelle Nord", … (empty: the whole company). */
  readonly selection: readonly string[];
  readonly summary: AsOfSummary;
}

type Cells = readonly (string | Date | null)[];

function cells(r: AsOfRow, lang: Lang): Cells {
  const t = AS_OF_TEXT[lang];
  const when = (iso: string | null) => (iso ? new Date(iso) : null);
  return [
    r.lastName,
    r.firstName,
    r.email,
    r.trainingTitle[lang] || r.trainingTitle.de,
    r.groups.map((g) => g.name).join(', '),
    when(r.assignedSince),
    when(r.deadline),
    t.statuses[r.status],
    when(r.completedAt),
    r.completedAt && !r.validUntil ? t.forever : when(r.validUntil),
    r.evidenceId,
  ];
}

const headers = (lang: Lang) => Object.values(AS_OF_TEXT[lang].columns);

/** A spreadsheet cell never starts a formula (CSV injection): text beginning with = + - @ gets a leading apostrophe. */
export const safeText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const csvField = (v: string | Date | null, lang: Lang): string => {
  const s = v === null ? '' : v instanceof Date ? formatInstant(v.toISOString(), lang) : safeText(v);
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The CSV (UTF-8 with BOM, `;`-separated as German spreadsheets expect), one keyset batch at a time. */
export function asOfCsv(q: Queryable, f: AsOfFilter, status: ProgressStatus | null, head: ExportHead): Readable {
  const lang = head.lang;
  const line = (xs: readonly (string | Date | null)[]) => xs.map((x) => csvField(x, lang)).join(';') + '\r\n';
  async function* lines(): AsyncGenerator<string> {
    yield '\uFEFF' + line([`${AS_OF_TEXT[lang].asOf}: ${formatInstant(head.asOf, lang)}`, ...head.selection]);
    yield line(headers(lang));
    for await (const batch of asOfBatches(q, f, status)) yield batch.map((r) => line(cells(r, lang))).join('');
  }
  return Readable.from(lines());
}

/** Excel shows wall-clock time: an instant as the German date and time it was. */
const excelDate = (d: Date) => {
  const p = berlinParts(d.toISOString());
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute));
};

/**
 * The XLSX, written with exceljs' streaming writer: each keyset batch of rows is committed to the
 * output stream before the next is read, so a large export never sits in memory.
 */
export function asOfXlsx(q: Queryable, f: AsOfFilter, status: ProgressStatus | null, head: ExportHead, log: (m: string, e?: unknown) => void): Readable {
  const out = new PassThrough();
  const lang = head.lang;
  const t = AS_OF_TEXT[lang];
  void (async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 3 }] });
    ws.columns = [16, 14, 28, 32, 24, 17, 17, 22, 17, 17, 38].map((width) => ({ width }));
    const dateFormat = 'dd.mm.yyyy hh:mm';
    const title = ws.addRow([`${t.title} – ${t.asOf}: ${formatInstant(head.asOf, lang)}`]);
    title.font = { bold: true, size: 13 };
    title.commit();
    ws.addRow([head.selection.join(' · ') || t.wholeCompany, t.compliant.replace('{x}', String(head.summary.compliant)).replace('{y}', String(head.summary.total))]).commit();
    const h = ws.addRow(headers(lang));
    h.font = { bold: true };
    h.commit();
    for await (const batch of asOfBatches(q, f, status)) {
      for (const r of batch) {
        const row = ws.addRow(cells(r, lang).map((c) => (c instanceof Date ? excelDate(c) : c === null ? null : safeText(c))));
        for (const i of [6, 7, 9, 10]) {
          const cell = row.getCell(i);
          if (cell.value instanceof Date) cell.numFmt = dateFormat;
        }
        row.commit();
      }
    }
    ws.commit();
    await wb.commit();
  })().catch((err: unknown) => {
    log('as-of XLSX export failed', err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #111827; font-size: 9.5px; margin: 0; }
  header { border-bottom: 3px solid #1d4ed8; padding-bottom: 10px; margin-bottom: 12px; display: flex; justify-content: space-between; align-items: flex-end; }
  h1 { font-size: 19px; margin: 0 0 4px; color: #1e3a8a; }
  .meta { color: #374151; line-height: 1.6; }
  .brand { font-weight: bold; color: #1d4ed8; font-size: 12px; text-align: right; }
  .cards { display: flex; gap: 8px; margin-bottom: 14px; }
  .card { flex: 1; border: 1px solid #e5e7eb; border-radius: 6px; padding: 6px 8px; background: #f9fafb; }
  .card .v { font-size: 16px; font-weight: bold; color: #1e3a8a; }
  .card .l { color: #6b7280; font-size: 9px; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  th { text-align: left; background: #eef2ff; color: #1e3a8a; font-size: 8.5px; padding: 4px 5px; border-bottom: 1px solid #c7d2fe; }
  td { padding: 4px 5px; border-bottom: 1px solid #e5e7eb; vertical-align: top; overflow-wrap: anywhere; }
  th.who { width: 20%; } th.tr { width: 18%; } th.grp { width: 14%; } th.d { width: 9%; } th.stc { width: 12%; }
  td.d { white-space: nowrap; }
  .ev { color: #6b7280; font-size: 7px; white-space: normal; word-break: break-all; }
  .sub { color: #6b7280; font-size: 8px; }
  ${statusPillCss('8px')}
  .empty { color: #6b7280; font-style: italic; }
`;

const start = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}"><head><meta charset="utf-8"><title>{{title}}</title><style>{{{style}}}</style></head>
<body>
<header>
  <div>
    <h1>{{heading}}</h1>
    <div class="meta">{{#each selection}}<div>{{this}}</div>{{/each}}</div>
  </div>
  <div class="brand">Unterweisung Pro</div>
</header>
<div class="cards">
  <div class="card"><div class="v">{{compliant}}</div><div class="l">{{compliantLabel}}</div></div>
  {{#each counts}}<div class="card"><div class="v">{{n}}</div><div class="l">{{label}}</div></div>{{/each}}
</div>
<table>
  <thead><tr><th class="who">{{c.lastName}}, {{c.firstName}}</th><th class="tr">{{c.training}}</th><th class="grp">{{c.groups}}</th><th class="d">{{c.assignedSince}}</th><th class="d">{{c.deadline}}</th><th class="stc">{{c.status}}</th><th class="d">{{c.completedAt}}</th><th class="d">{{c.validUntil}}</th></tr></thead>
  <tbody>
`);

const row = Handlebars.compile(
  `<tr><td>{{name}}<div class="sub">{{email}}</div></td><td>{{training}}</td><td>{{groups}}</td><td class="d">{{assigned}}</td><td class="d">{{deadline}}</td><td><span class="st st-{{status}}">{{statusText}}</span></td><td class="d">{{completed}}{{#if evidence}}<div class="ev">{{evidence}}</div>{{/if}}</td><td class="d">{{validUntil}}</td></tr>\n`,
);

/** The PDF's HTML: head and cards first, then each keyset batch becomes markup at once (only strings outlive a batch). */
export async function asOfPdfHtml(q: Queryable, f: AsOfFilter, status: ProgressStatus | null, head: ExportHead): Promise<string> {
  const lang = head.lang;
  const t = AS_OF_TEXT[lang];
  const date = (iso: string | null) => (iso ? formatInstant(iso, lang, false) : t.none);
  const heading = `${t.asOf}: ${formatInstant(head.asOf, lang)}`;
  const parts: string[] = [
    start({
      lang,
      style: STYLE,
      title: `${t.title} – ${heading}`,
      heading,
      selection: [t.title, ...(head.selection.length ? head.selection : [t.wholeCompany])],
      compliant: `${head.summary.compliant} / ${head.summary.total}`,
      compliantLabel: t.valid,
      counts: (['overdue', 'expired', 'recertification_due', 'in_progress', 'assigned'] as const).map((s) => ({ n: head.summary.byStatus[s], label: t.statuses[s] })),
      c: t.columns,
    }),
  ];
  let n = 0;
  for await (const batch of asOfBatches(q, f, status, 500)) {
    n += batch.length;
    parts.push(
      batch
        .map((r) =>
          row({
            name: `${r.lastName}, ${r.firstName}`,
            email: r.email,
            training: r.trainingTitle[lang] || r.trainingTitle.de,
            groups: r.groups.map((g) => g.name).join(', '),
            assigned: date(r.assignedSince),
            deadline: date(r.deadline),
            status: r.status,
            statusText: t.statuses[r.status],
            completed: date(r.completedAt),
            evidence: r.evidenceId,
            validUntil: r.completedAt ? (r.validUntil ? date(r.validUntil) : t.forever) : t.none,
          }),
        )
        .join(''),
    );
  }
  parts.push('</tbody></table>');
  if (n === 0) parts.push(`<p class="empty">${Handlebars.escapeExpression(t.empty)}</p>`);
  parts.push('</body></html>');
  return parts.join('');
}
