import Handlebars from 'handlebars';

/** The evidence's HTML (labels and sentences are already pairs where German stands beside the learner's language). */
export const evidenceTemplate = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}" dir="{{dir}}"><head><meta charset="utf-8"><title>{{titleText}}</title>
<style>
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #111827; font-size: 11px; margin: 0; }
  header { border-bottom: 3px solid #1d4ed8; padding-bottom: 10px; margin-bottom: 16px; display: flex; justify-content: space-between; align-items: flex-end; }
  h1 { font-size: 22px; margin: 0 0 3px; color: #1e3a8a; }
  .subtitle { color: #4b5563; }
  .brand { font-weight: bold; color: #1d4ed8; font-size: 12px; text-align: end; }
  table.facts { width: 100%; border-collapse: collapse; margin-bottom: 18px; }
  table.facts th { text-align: start; width: 34%; color: #4b5563; font-weight: normal; padding: 7px 8px; border-bottom: 1px solid #e5e7eb; vertical-align: top; background: #f9fafb; }
  table.facts td { padding: 7px 8px; border-bottom: 1px solid #e5e7eb; font-weight: bold; }
  .mono { font-family: "DejaVu Sans Mono", monospace; font-weight: normal; }
  h2 { font-size: 13px; color: #1e3a8a; margin: 0 0 6px; }
  table.modules { width: 100%; border-collapse: collapse; margin-bottom: 18px; }
  table.modules th { text-align: start; background: #eef2ff; color: #1e3a8a; font-size: 10px; padding: 5px 6px; border-bottom: 1px solid #c7d2fe; }
  table.modules td { padding: 5px 6px; border-bottom: 1px solid #e5e7eb; }
  .confirm { border: 2px solid #16a34a; border-radius: 8px; padding: 12px 14px; background: #f0fdf4; margin-bottom: 16px; }
  .confirm .statement { font-size: 15px; font-weight: bold; color: #166534; margin-top: 6px; }
  .confirm .statement::before { content: "\\2611  "; }
  .note { color: #6b7280; font-size: 9px; }
  .possible { margin: 0 0 8px; }
  table.qa { width: 100%; border-collapse: collapse; margin-bottom: 18px; }
  table.qa tr { page-break-inside: avoid; }
  table.qa th { text-align: start; width: 24%; color: #4b5563; font-weight: normal; padding: 6px 8px; border-bottom: 1px solid #e5e7eb; vertical-align: top; background: #f9fafb; }
  table.qa td { padding: 6px 8px; border-bottom: 1px solid #e5e7eb; white-space: pre-wrap; }
  table.qa tr.question td { font-weight: bold; }
  table.qa .when { font-size: 9px; color: #6b7280; }
  .muted { color: #6b7280; }
  .note.chain .mono { color: #374151; }
  /* the German text beside the learner's language (issue 34 item 5): the company's copy */
  .de { display: block; font-size: 0.82em; font-weight: normal; color: #4b5563; direction: ltr; text-align: start; unicode-bidi: isolate; }
  .brand .de, h1 .de { font-size: 0.55em; }
</style></head>
<body>
<header>
  <div><h1>{{t.title}}</h1><div class="subtitle">{{subtitle}}</div></div>
  <div class="brand">Unterweisung Pro<br><span class="subtitle">{{company}}</span></div>
</header>
<table class="facts">
  <tr><th>{{t.company}}</th><td>{{company}}</td></tr>
  <tr><th>{{t.employee}}</th><td>{{employee}}{{#if email}} <span class="mono">({{email}})</span>{{/if}}</td></tr>
  <tr><th>{{t.training}}</th><td>{{training}}</td></tr>
  <tr><th>{{t.version}}</th><td class="mono">{{contentVersion}} · {{t.cycle}} {{cycle}}</td></tr>
  <tr><th>{{t.date}}</th><td>{{date}}</td></tr>
  <tr><th>{{t.instructor}}</th><td>{{instructor}}</td></tr>
  <tr><th>{{t.method}}</th><td>{{method}}</td></tr>
  {{#if language}}<tr><th>{{t.language}}</th><td>{{language}}</td></tr>{{/if}}
  <tr><th>{{t.result}}</th><td>{{result}}</td></tr>
</table>
{{#if session}}
<h2>{{t.session}}</h2>
<table class="facts">
  <tr><th>{{t.sessionDate}}</th><td>{{session.date}}</td></tr>
  <tr><th>{{t.sessionPlace}}</th><td>{{session.place}}</td></tr>
  <tr><th>{{t.sessionInstructor}}</th><td>{{session.instructor}}</td></tr>
  <tr><th>{{t.sessionId}}</th><td class="mono">{{session.id}}</td></tr>
  <tr><th>{{session.hashLabel}}</th><td class="mono">{{session.hash}}</td></tr>
</table>
{{/if}}
{{#if practical}}
<h2>{{t.practical}}</h2>
<table class="facts">
  <tr><th>{{t.practicalDate}}</th><td>{{practical.date}}</td></tr>
  <tr><th>{{t.practicalPlace}}</th><td>{{practical.place}}</td></tr>
  <tr><th>{{t.practicalInstructor}}</th><td>{{practical.instructor}}</td></tr>
  {{#if practical.note}}<tr><th>{{t.practicalNote}}</th><td>{{practical.note}}</td></tr>{{/if}}
  <tr><th></th><td class="mono">{{practical.signedOff}}</td></tr>
</table>
{{/if}}
<h2>{{modulesHeading}}</h2>
<table class="modules">
  <thead><tr><th>#</th><th>{{t.module}}</th><th>{{t.type}}</th><th>{{t.done}}</th></tr></thead>
  <tbody>{{#each modules}}<tr><td>{{index}}</td><td>{{title}}</td><td>{{type}}</td><td>{{detail}}</td></tr>{{/each}}</tbody>
</table>
<h2>{{t.questions}}</h2>
<p class="possible">{{questions.possible}}</p>
{{#if questions.items.length}}
<table class="qa"><tbody>
{{#each questions.items}}
  <tr class="question"><th>{{label}}<br><span class="when">{{asked}}</span></th><td>{{text}}</td></tr>
  {{#each answers}}<tr><th>{{label}}<br><span class="when">{{by}}</span></th><td>{{text}}</td></tr>{{/each}}
  {{#if unanswered}}<tr><th>{{unanswered.label}}</th><td class="muted">{{unanswered.text}}</td></tr>{{/if}}
{{/each}}
</tbody></table>
{{#if questions.more}}<p class="note">{{questions.more}}</p>{{/if}}
{{else}}
<p class="muted">{{t.noQuestions}}</p>
{{/if}}
<div class="confirm">
  <h2>{{t.confirmation}}</h2>
  <div>{{confirmationIntro}}</div>
  <div class="statement">{{statement}}</div>
</div>
<p class="note">{{t.record}}: <span class="mono">{{id}}</span></p>
<p class="note">{{t.footnote}}</p>
<p class="note chain"><span class="mono">{{chainHead}}</span><br>{{chainHint}}</p>
</body></html>`);
