import Handlebars from 'handlebars';
import { CHAIN_HEAD_HINT, formatChainHead, type ChainPoint } from '../../src/platform/audit-chain';
import { formatDocumentDate, type Lang } from '../../src/platform/i18n';
import type { GroupProgress, ProgressStatus } from '../../src/shared/contracts/learning';
import { statusPillCss } from '../shared/status-pills';
import { REPORT_TEXT, type ReportText } from './report-text';

/** What the report knows before the first member: the group, the trainings (columns) and the cards. */
export type ReportHead = Pick<GroupProgress, 'group' | 'generatedAt' | 'trainings' | 'stats'>;
type Members = GroupProgress['members'];
type Training = ReportHead['trainings'][number];

/**
 * Two layouts. A small report stays a member × training matrix (trainings as columns, five per
 * table). A large one would be trainings/5 tables of every member each (1,000 members × 50
 * trainings: ten tables of 1,000 rows), so it gets a summary instead: one row per training with its
 * counts per status, then one row per member with the trainings that are not validly completed, by
 * their number in the summary.
 */
export type ReportLayout = 'matrix' | 'summary';
export const MATRIX_MAX_TRAININGS = 6;
export const MATRIX_MAX_MEMBERS = 200;
export const reportLayout = (trainings: number, members: number): ReportLayout =>
  trainings <= MATRIX_MAX_TRAININGS && members <= MATRIX_MAX_MEMBERS ? 'matrix' : 'summary';

/** Trainings per matrix table. */
const COLUMNS_PER_TABLE = 5;
/** Order of the summary's status columns. */
const SUMMARY_STATUSES: readonly ProgressStatus[] = ['assigned', 'in_progress', 'awaiting_practical', 'completed', 'recertification_due', 'expired', 'overdue'];
/** What a member row lists, most urgent first (a valid completion whose recertification is due is listed too). */
const OPEN_STATUSES: readonly ProgressStatus[] = ['overdue', 'expired', 'awaiting_practical', 'recertification_due', 'in_progress', 'assigned'];
const isValid = (s: ProgressStatus) => s === 'completed' || s === 'recertification_due';

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #111827; font-size: 10.5px; margin: 0; }
  header { border-bottom: 3px solid #1d4ed8; padding-bottom: 10px; margin-bottom: 14px; display: flex; justify-content: space-between; align-items: flex-end; }
  h1 { font-size: 20px; margin: 0 0 4px; color: #1e3a8a; }
  h2 { font-size: 13px; margin: 4px 0 6px; color: #1e3a8a; }
  .meta { color: #374151; line-height: 1.6; }
  .meta b { display: inline-block; min-width: 90px; color: #6b7280; font-weight: normal; }
  .brand { font-weight: bold; color: #1d4ed8; font-size: 12px; text-align: right; }
  .cards { display: flex; gap: 8px; margin-bottom: 16px; }
  .card { flex: 1; border: 1px solid #e5e7eb; border-radius: 6px; padding: 8px 10px; background: #f9fafb; }
  .card .v { font-size: 18px; font-weight: bold; color: #1e3a8a; }
  .card .l { color: #6b7280; font-size: 9.5px; }
  .card.warn .v { color: #b45309; }
  .card.bad .v { color: #b91c1c; }
  table { width: 100%; border-collapse: collapse; page-break-inside: auto; margin-bottom: 14px; table-layout: fixed; }
  thead { display: table-header-group; }
  .matrix th.who, .matrix td.who { width: 24%; }
  .sub { font-weight: normal; color: #6b7280; font-size: 8.5px; margin-top: 2px; }
  tr { page-break-inside: avoid; }
  th { text-align: left; background: #eef2ff; color: #1e3a8a; font-size: 9.5px; padding: 5px 6px; border-bottom: 1px solid #c7d2fe; }
  td { padding: 5px 6px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  .email { color: #6b7280; font-size: 9px; }
  ${statusPillCss('9px')}
  .empty { color: #6b7280; font-style: italic; }
  .note { color: #6b7280; font-size: 8.5px; margin: -8px 0 12px; }
  .meta .chain { font-family: "DejaVu Sans Mono", monospace; font-size: 9px; color: #374151; }
  .chain-hint { color: #6b7280; font-size: 8.5px; margin-top: 12px; }
  .summary th, .summary td { padding: 3px 4px; font-size: 8.5px; }
  .summary th.n, .summary td.n { width: 4%; text-align: right; }
  .summary th.title { width: 23%; }
  .summary th.date { width: 9%; }
  .summary th.recert { width: 9%; }
  .summary th.c { width: 7%; text-align: right; font-size: 7.5px; line-height: 1.2; hyphens: manual; }
  .summary td.c { text-align: right; color: #9ca3af; }
  .summary td.c.x { color: #111827; font-weight: bold; }
  .summary td.c.x.c-overdue, .summary td.c.x.c-expired { color: #b91c1c; }
  .summary td.c.x.c-recertification_due { color: #b45309; }
  .summary th { vertical-align: bottom; }
  .summary th.rate, .summary td.rate { width: 6%; text-align: right; }
  .people th, .people td { padding: 3px 5px; font-size: 8.5px; }
  .people th.who { width: 28%; }
  .people th.valid, .people td.valid { width: 9%; text-align: right; white-space: nowrap; }
  .people td.who .email { font-size: 8px; }
  .people .item { display: inline-block; margin: 0 8px 1px 0; }
  .people .st { font-size: 7.5px; padding: 0 5px; margin-right: 2px; }
  .people .ok { color: #166534; }
`;

const documentStart = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}"><head><meta charset="utf-8"><title>{{t.title}} – {{group.name}}</title><style>{{{style}}}</style></head>
<body>
<header>
  <div>
    <h1>{{t.title}}</h1>
    <div class="meta">
      <div><b>{{t.company}}</b>{{companyName}}</div>
      <div><b>{{t.group}}</b>{{group.name}}</div>
      <div><b>{{t.date}}</b>{{generatedAt}}</div>
      <div class="chain">{{chainHead}}</div>
    </div>
  </div>
  <div class="brand">Unterweisung Pro</div>
</header>
<div class="cards">
  <div class="card"><div class="v">{{stats.members}}</div><div class="l">{{t.members}}</div></div>
  <div class="card"><div class="v">{{stats.trainings}}</div><div class="l">{{t.trainings}}</div></div>
  <div class="card"><div class="v">{{stats.completionRate}} %</div><div class="l">{{t.completionRate}}</div></div>
  <div class="card{{#if stats.recertificationDue}} warn{{/if}}"><div class="v">{{stats.recertificationDue}}</div><div class="l">{{t.recertificationDue}}</div></div>
  <div class="card{{#if stats.expired}} bad{{/if}}"><div class="v">{{stats.expired}}</div><div class="l">{{t.expired}}</div></div>
  <div class="card{{#if stats.overdue}} bad{{/if}}"><div class="v">{{stats.overdue}}</div><div class="l">{{t.overdue}}</div></div>
</div>
{{#unless stats.members}}<p class="empty">{{t.noMembers}}</p>{{/unless}}
{{#unless trainings.length}}<p class="empty">{{t.noTrainings}}</p>{{/unless}}
`);

const matrixTable = Handlebars.compile(`<table class="matrix">
  <thead>
    <tr><th class="who">{{t.member}}</th>{{#each columns}}<th>{{titleText}}<div class="sub">{{../t.deadline}}: {{deadline}}{{#if viaBundle}}<br>{{../t.viaBundle}} {{viaBundle}}{{/if}}<br>{{../t.recertification}}: {{recertification}}</div></th>{{/each}}</tr>
  </thead>
  <tbody>{{{rows}}}</tbody>
</table>
`);

const matrixRow = Handlebars.compile(
  `<tr><td class="who">{{name}}<div class="email">{{email}}</div></td>{{#each cells}}<td><span class="st st-{{status}}">{{statusText}}</span>{{#if completedAt}}<div class="sub">{{completedAt}}</div>{{/if}}</td>{{/each}}</tr>\n`,
);

const summaryTable = Handlebars.compile(`<h2>{{t.trainingsHeading}}</h2>
<table class="summary">
  <thead><tr><th class="n">{{t.number}}</th><th class="title">{{t.training}}</th><th class="date">{{t.deadline}}</th><th class="recert">{{t.recertification}}</th>{{#each statuses}}<th class="c">{{this}}</th>{{/each}}<th class="rate">{{t.rate}}</th></tr></thead>
  <tbody>
  {{#each rows}}<tr><td class="n">{{n}}</td><td>{{titleText}}{{#if viaBundle}}<div class="sub">{{../t.viaBundle}} {{viaBundle}}</div>{{/if}}</td><td>{{deadline}}</td><td>{{recertification}}</td>{{#each counts}}<td class="c c-{{status}}{{#if count}} x{{/if}}">{{count}}</td>{{/each}}<td class="rate">{{rate}} %</td></tr>
  {{/each}}
  </tbody>
</table>
<p class="note">{{t.summaryNote}}</p>
`);

const peopleTable = Handlebars.compile(`<h2>{{t.membersHeading}}</h2>
<table class="people">
  <thead><tr><th class="who">{{t.member}}</th><th class="valid">{{t.valid}}</th><th>{{t.openItems}}</th></tr></thead>
  <tbody>{{{rows}}}</tbody>
</table>
`);

const peopleRow = Handlebars.compile(
  `<tr><td class="who">{{name}}<div class="email">{{email}}</div></td><td class="valid">{{valid}} / {{total}}</td><td>{{#each items}}<span class="item"><span class="st st-{{status}}">{{label}}</span> {{numbers}}</span>{{else}}<span class="ok">{{allValid}}</span>{{/each}}</td></tr>\n`,
);

function formatDate(iso: string | null, lang: Lang, withTime = false): string {
  return iso ? formatDocumentDate(iso, lang, withTime) : REPORT_TEXT[lang].none;
}

const recertificationText = (tr: Training, t: ReportText) => (tr.recertificationMonths ? t.months.replace('{n}', String(tr.recertificationMonths)) : t.none);

/** 1, 2, 3, 5, 7, 8 -> '1–3, 5, 7–8' */
export function numberRanges(numbers: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const start = numbers[i]!;
    let end = start;
    while (numbers[i + 1] === end + 1) end = numbers[++i]!;
    out.push(end === start ? String(start) : end === start + 1 ? `${start}, ${end}` : `${start}–${end}`);
  }
  return out.join(', ');
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface ReportRenderer {
  readonly layout: ReportLayout;
  /** Renders a chunk of members (in report order) to HTML fragments; the chunk can be dropped afterwards. */
  addMembers(members: Members): void;
  /** The whole document. */
  html(): string;
}

/**
 * The progress report as a self-contained HTML document for Puppeteer, rendered chunk by chunk:
 * each chunk of members becomes HTML strings at once, so no more than one chunk of cell objects is
 * held at a time (a few hundred bytes of markup per member instead of objects per cell).
 */
export function progressReportRenderer(head: ReportHead, companyName: string, lang: Lang, chain: ChainPoint | null): ReportRenderer {
  const t = REPORT_TEXT[lang];
  const layout = reportLayout(head.trainings.length, head.stats.members);
  const trainings = head.trainings;
  const start = documentStart({
    lang,
    t,
    style: STYLE,
    companyName,
    group: head.group,
    generatedAt: formatDate(head.generatedAt, lang, true),
    chainHead: formatChainHead(chain, lang),
    stats: head.stats,
    trainings,
  });
  const end = `<p class="chain-hint">${Handlebars.escapeExpression(CHAIN_HEAD_HINT[lang])}</p></body></html>`;
  if (trainings.length === 0) return { layout, addMembers: () => undefined, html: () => start + end };

  if (layout === 'matrix') {
    const sections = chunk(
      trainings.map((tr, index) => ({ tr, index })),
      COLUMNS_PER_TABLE,
    );
    const rows: string[][] = sections.map(() => []);
    return {
      layout,
      addMembers(members) {
        sections.forEach((columns, s) => {
          rows[s]!.push(
            members
              .map((m) =>
                matrixRow({
                  name: `${m.firstName} ${m.lastName}`,
                  email: m.email,
                  cells: columns.map(({ index }) => {
                    const x = m.trainings[index]!;
                    return { status: x.status, statusText: t.statuses[x.status], completedAt: x.completedAt ? formatDate(x.completedAt, lang) : null };
                  }),
                }),
              )
              .join(''),
          );
        });
      },
      html() {
        if (rows.every((r) => r.length === 0)) return start + end;
        const tables = sections.map((columns, s) =>
          matrixTable({
            t,
            columns: columns.map(({ tr }) => ({ titleText: tr.titleText, deadline: formatDate(tr.deadline, lang), viaBundle: tr.viaBundle, recertification: recertificationText(tr, t) })),
            rows: rows[s]!.join(''),
          }),
        );
        return start + tables.join('') + end;
      },
    };
  }

  // summary: counts per training and status, one row per member
  const counts = trainings.map(() => Object.fromEntries(SUMMARY_STATUSES.map((s) => [s, 0])) as Record<ProgressStatus, number>);
  const people: string[] = [];
  let total = 0;
  return {
    layout,
    addMembers(members) {
      total += members.length;
      people.push(
        members
          .map((m) => {
            const open = new Map<ProgressStatus, number[]>();
            let valid = 0;
            m.trainings.forEach((cell, i) => {
              counts[i]![cell.status]++;
              if (isValid(cell.status)) valid++;
              if (cell.status === 'completed') return;
              const list = open.get(cell.status);
              if (list) list.push(i + 1);
              else open.set(cell.status, [i + 1]);
            });
            const items = OPEN_STATUSES.filter((s) => open.has(s)).map((s) => ({ status: s, label: t.statuses[s], numbers: numberRanges(open.get(s)!) }));
            return peopleRow({ name: `${m.firstName} ${m.lastName}`, email: m.email, valid, total: m.trainings.length, items, allValid: t.allValid });
          })
          .join(''),
      );
    },
    html() {
      if (total === 0) return start + end;
      const summary = summaryTable({
        t,
        statuses: SUMMARY_STATUSES.map((s) => t.statusHeads[s]),
        rows: trainings.map((tr, i) => {
          const c = counts[i]!;
          return {
            n: i + 1,
            titleText: tr.titleText,
            viaBundle: tr.viaBundle,
            deadline: formatDate(tr.deadline, lang),
            recertification: recertificationText(tr, t),
            counts: SUMMARY_STATUSES.map((s) => ({ status: s, count: c[s] })),
            rate: Math.round(((c.completed + c.recertification_due) / total) * 100),
          };
        }),
      });
      return start + summary + peopleTable({ t, rows: people.join('') }) + end;
    },
  };
}

/** The whole report at once (all members in memory): for tests and small callers. */
export function renderProgressReport(p: ReportHead & { members: Members }, companyName: string, lang: Lang, chain: ChainPoint | null = null): string {
  const r = progressReportRenderer(p, companyName, lang, chain);
  r.addMembers(p.members);
  return r.html();
}

export const reportFooter = (lang: Lang) => REPORT_TEXT[lang].footer;
