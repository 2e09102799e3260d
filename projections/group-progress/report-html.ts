import Handlebars from 'handlebars';
import { statusPillCss } from '../shared/status-pills';

/** The progress report's HTML: its style sheet and the templates of its parts (report.ts fills them). */

export const STYLE = `
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

export const documentStart = Handlebars.compile(`<!doctype html>
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

export const matrixTable = Handlebars.compile(`<table class="matrix">
  <thead>
    <tr><th class="who">{{t.member}}</th>{{#each columns}}<th>{{titleText}}<div class="sub">{{../t.deadline}}: {{deadline}}{{#if viaBundle}}<br>{{../t.viaBundle}} {{viaBundle}}{{/if}}<br>{{../t.recertification}}: {{recertification}}</div></th>{{/each}}</tr>
  </thead>
  <tbody>{{{rows}}}</tbody>
</table>
`);

export const matrixRow = Handlebars.compile(
  `<tr><td class="who">{{name}}<div class="email">{{email}}</div></td>{{#each cells}}<td><span class="st st-{{status}}">{{statusText}}</span>{{#if completedAt}}<div class="sub">{{completedAt}}</div>{{/if}}</td>{{/each}}</tr>\n`,
);

export const summaryTable = Handlebars.compile(`<h2>{{t.trainingsHeading}}</h2>
<table class="summary">
  <thead><tr><th class="n">{{t.number}}</th><th class="title">{{t.training}}</th><th class="date">{{t.deadline}}</th><th class="recert">{{t.recertification}}</th>{{#each statuses}}<th class="c">{{this}}</th>{{/each}}<th class="rate">{{t.rate}}</th></tr></thead>
  <tbody>
  {{#each rows}}<tr><td class="n">{{n}}</td><td>{{titleText}}{{#if viaBundle}}<div class="sub">{{../t.viaBundle}} {{viaBundle}}</div>{{/if}}</td><td>{{deadline}}</td><td>{{recertification}}</td>{{#each counts}}<td class="c c-{{status}}{{#if count}} x{{/if}}">{{count}}</td>{{/each}}<td class="rate">{{rate}} %</td></tr>
  {{/each}}
  </tbody>
</table>
<p class="note">{{t.summaryNote}}</p>
`);

export const peopleTable = Handlebars.compile(`<h2>{{t.membersHeading}}</h2>
<table class="people">
  <thead><tr><th class="who">{{t.member}}</th><th class="valid">{{t.valid}}</th><th>{{t.openItems}}</th></tr></thead>
  <tbody>{{{rows}}}</tbody>
</table>
`);

export const peopleRow = Handlebars.compile(
  `<tr><td class="who">{{name}}<div class="email">{{email}}</div></td><td class="valid">{{valid}} / {{total}}</td><td>{{#each items}}<span class="item"><span class="st st-{{status}}">{{label}}</span> {{numbers}}</span>{{else}}<span class="ok">{{allValid}}</span>{{/each}}</td></tr>\n`,
);
