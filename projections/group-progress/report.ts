import Handlebars from 'handlebars';
import { formatDocumentDate, type Lang } from '../../src/platform/i18n';
import type { GroupProgress, ProgressStatus } from './progress';

const TEXT = {
  de: {
    title: 'Fortschrittsbericht',
    company: 'Unternehmen',
    group: 'Einheit',
    date: 'Stand',
    members: 'Mitglieder',
    trainings: 'Schulungen',
    completionRate: 'Abschlussquote',
    overdue: 'Überfällig',
    member: 'Mitarbeiter/in',
    status: 'Status',
    deadline: 'Frist',
    completedAt: 'Abgeschlossen am',
    recertification: 'Rezertifizierung',
    none: '–',
    months: 'alle {n} Monate',
    noMembers: 'Diese Einheit hat keine Mitglieder.',
    noTrainings: 'Dieser Einheit sind keine Schulungen zugewiesen.',
    viaBundle: 'über Bundle',
    footer: 'Unterweisung Pro · Fortschrittsbericht',
    statuses: { assigned: 'Zugewiesen', in_progress: 'In Bearbeitung', completed: 'Abgeschlossen', recertification_due: 'Rezertifizierung fällig', expired: 'Abgelaufen', overdue: 'Überfällig' } as Record<ProgressStatus, string>,
    locale: 'de-DE',
  },
  en: {
    title: 'Progress report',
    company: 'Company',
    group: 'Unit',
    date: 'As of',
    members: 'Members',
    trainings: 'Trainings',
    completionRate: 'Completion rate',
    overdue: 'Overdue',
    member: 'Employee',
    status: 'Status',
    deadline: 'Deadline',
    completedAt: 'Completed on',
    recertification: 'Recertification',
    none: '–',
    months: 'every {n} months',
    noMembers: 'This unit has no members.',
    noTrainings: 'No trainings are assigned to this unit.',
    viaBundle: 'via bundle',
    footer: 'Unterweisung Pro · Progress report',
    statuses: { assigned: 'Assigned', in_progress: 'In progress', completed: 'Completed', recertification_due: 'Recertification due', expired: 'Expired', overdue: 'Overdue' } as Record<ProgressStatus, string>,
    locale: 'en-US',
  },
};

const template = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}"><head><meta charset="utf-8"><title>{{t.title}} – {{group.name}}</title>
<style>
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #111827; font-size: 10.5px; margin: 0; }
  header { border-bottom: 3px solid #1d4ed8; padding-bottom: 10px; margin-bottom: 14px; display: flex; justify-content: space-between; align-items: flex-end; }
  h1 { font-size: 20px; margin: 0 0 4px; color: #1e3a8a; }
  .meta { color: #374151; line-height: 1.6; }
  .meta b { display: inline-block; min-width: 90px; color: #6b7280; font-weight: normal; }
  .brand { font-weight: bold; color: #1d4ed8; font-size: 12px; text-align: right; }
  .cards { display: flex; gap: 10px; margin-bottom: 16px; }
  .card { flex: 1; border: 1px solid #e5e7eb; border-radius: 6px; padding: 8px 10px; background: #f9fafb; }
  .card .v { font-size: 18px; font-weight: bold; color: #1e3a8a; }
  .card .l { color: #6b7280; font-size: 9.5px; }
  table { width: 100%; border-collapse: collapse; page-break-inside: auto; margin-bottom: 14px; table-layout: fixed; }
  thead { display: table-header-group; }
  .matrix th.who, .matrix td.who { width: 24%; }
  .sub { font-weight: normal; color: #6b7280; font-size: 8.5px; margin-top: 2px; }
  tr { page-break-inside: avoid; }
  th { text-align: left; background: #eef2ff; color: #1e3a8a; font-size: 9.5px; padding: 5px 6px; border-bottom: 1px solid #c7d2fe; }
  td { padding: 5px 6px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  .email { color: #6b7280; font-size: 9px; }
  .st { display: inline-block; padding: 1px 6px; border-radius: 8px; font-size: 9px; font-weight: bold; }
  .st-completed { background: #dcfce7; color: #166534; }
  .st-in_progress { background: #dbeafe; color: #1e40af; }
  .st-assigned { background: #f3f4f6; color: #374151; }
  .st-overdue { background: #fee2e2; color: #991b1b; }
  .st-recertification_due { background: #fef3c7; color: #92400e; }
  .st-expired { background: #fde68a; color: #7c2d12; }
  .empty { color: #6b7280; font-style: italic; }
</style></head>
<body>
<header>
  <div>
    <h1>{{t.title}}</h1>
    <div class="meta">
      <div><b>{{t.company}}</b>{{companyName}}</div>
      <div><b>{{t.group}}</b>{{group.name}}</div>
      <div><b>{{t.date}}</b>{{generatedAt}}</div>
    </div>
  </div>
  <div class="brand">Unterweisung Pro</div>
</header>
<div class="cards">
  <div class="card"><div class="v">{{stats.members}}</div><div class="l">{{t.members}}</div></div>
  <div class="card"><div class="v">{{stats.trainings}}</div><div class="l">{{t.trainings}}</div></div>
  <div class="card"><div class="v">{{stats.completionRate}} %</div><div class="l">{{t.completionRate}}</div></div>
  <div class="card"><div class="v">{{stats.overdue}}</div><div class="l">{{t.overdue}}</div></div>
</div>
{{#unless members.length}}<p class="empty">{{t.noMembers}}</p>{{/unless}}
{{#unless trainings.length}}<p class="empty">{{t.noTrainings}}</p>{{/unless}}
{{#if members.length}}{{#each sections}}
<table class="matrix">
  <thead>
    <tr><th class="who">{{../t.member}}</th>{{#each columns}}<th>{{titleText}}<div class="sub">{{../../t.deadline}}: {{deadline}}{{#if viaBundle}}<br>{{../../t.viaBundle}} {{viaBundle}}{{/if}}<br>{{../../t.recertification}}: {{recertification}}</div></th>{{/each}}</tr>
  </thead>
  <tbody>
  {{#each rows}}
    <tr><td class="who">{{name}}<div class="email">{{email}}</div></td>{{#each cells}}<td><span class="st st-{{status}}">{{statusText}}</span>{{#if completedAt}}<div class="sub">{{completedAt}}</div>{{/if}}</td>{{/each}}</tr>
  {{/each}}
  </tbody>
</table>
{{/each}}{{/if}}
</body></html>`);

function formatDate(iso: string | null, lang: Lang, withTime = false): string {
  return iso ? formatDocumentDate(iso, lang, withTime) : TEXT[lang].none;
}

/** Trainings per table: the report is a member x training matrix, split into tables of this many columns. */
const COLUMNS_PER_TABLE = 5;

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The progress report as a self-contained HTML document for Puppeteer. */
export function renderProgressReport(p: GroupProgress, companyName: string, lang: Lang): string {
  const t = TEXT[lang];
  return template({
    lang,
    t,
    companyName,
    group: p.group,
    generatedAt: formatDate(p.generatedAt, lang, true),
    stats: p.stats,
    members: p.members,
    trainings: p.trainings,
    sections: chunk(p.trainings, COLUMNS_PER_TABLE).map((columns) => ({
      columns: columns.map((tr) => {
        return {
          titleText: tr.titleText,
          deadline: formatDate(tr.deadline, lang),
          viaBundle: tr.viaBundle,
          recertification: tr.recertificationMonths ? t.months.replace('{n}', String(tr.recertificationMonths)) : t.none,
        };
      }),
      rows: p.members.map((m) => ({
        name: `${m.firstName} ${m.lastName}`,
        email: m.email,
        cells: columns.map((tr) => {
          const x = m.trainings.find((y) => y.id === tr.id)!;
          return { status: x.status, statusText: t.statuses[x.status], completedAt: x.completedAt ? formatDate(x.completedAt, lang) : null };
        }),
      })),
    })),
  });
}

export const reportFooter = (lang: Lang) => TEXT[lang].footer;
