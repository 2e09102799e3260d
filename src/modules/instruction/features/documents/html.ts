import Handlebars from 'handlebars';
import { CHAIN_HEAD_HINT, formatChainHead, type ChainPoint } from '../../../../platform/audit-chain';
import { format, formatDocumentDate, localizedText, type Lang } from '../../../../platform/i18n';
import type { InstructionSessionView } from '../../../../shared/contracts/instruction';
import { DOCUMENT_TEXT } from './texts';

const fullName = (p: { firstName: string; lastName: string }) => `${p.lastName}, ${p.firstName}`.replace(/^, |, $/g, '');

/** What a document shows beyond the session view: the company, the training's description, the signature images (data URLs) and the chain head. */
export interface DocumentFacts {
  readonly company: string;
  readonly description: string;
  /** Signature images by user id (participants who signed on the tablet). */
  readonly signatures: ReadonlyMap<string, string>;
  readonly instructorSignature: string | null;
  readonly scan: { readonly sha256: string } | null;
  readonly chain: ChainPoint | null;
}

const template = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}"><head><meta charset="utf-8"><title>{{title}}</title>
<style>
  @page { size: A4; margin: 16mm 14mm 18mm; }
  body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10px; color: #111827; margin: 0; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #1d4ed8; padding-bottom: 8px; margin-bottom: 12px; }
  h1 { font-size: 19px; margin: 0 0 3px; color: #1e3a8a; }
  .subtitle { color: #4b5563; font-size: 10px; max-width: 125mm; }
  .brand { font-weight: bold; color: #1d4ed8; font-size: 11px; text-align: right; }
  h2 { font-size: 12px; color: #1e3a8a; margin: 12px 0 5px; }
  table.facts { width: 100%; border-collapse: collapse; }
  table.facts th { text-align: left; width: 30%; color: #4b5563; font-weight: normal; padding: 5px 7px; border-bottom: 1px solid #e5e7eb; background: #f9fafb; vertical-align: top; }
  table.facts td { padding: 5px 7px; border-bottom: 1px solid #e5e7eb; font-weight: bold; }
  table.facts ol { margin: 0; padding-left: 16px; font-weight: normal; }
  .description { font-weight: normal; color: #374151; margin-top: 3px; white-space: pre-wrap; }
  .statement { border: 2px solid #16a34a; background: #f0fdf4; border-radius: 6px; padding: 7px 10px; margin: 10px 0 4px; }
  .statement b { color: #166534; font-size: 11px; }
  table.people { width: 100%; border-collapse: collapse; }
  table.people th { text-align: left; background: #eef2ff; color: #1e3a8a; font-size: 9px; padding: 4px 6px; border-bottom: 1px solid #c7d2fe; }
  table.people td { padding: 3px 6px; border-bottom: 1px solid #d1d5db; vertical-align: middle; }
  table.people tr { page-break-inside: avoid; }
  table.people td.no { width: 8mm; color: #6b7280; }
  table.people td.name { width: 62mm; font-weight: bold; }
  table.people td.sign { height: {{rowHeight}}; }
  table.people td.sign img { height: 11mm; max-width: 70mm; object-fit: contain; display: block; }
  table.people td.when { width: 38mm; font-size: 8.5px; color: #4b5563; }
  .box { border-bottom: 1px solid #6b7280; height: 11mm; }
  .muted { color: #6b7280; }
  .instructor { display: flex; gap: 12mm; align-items: flex-end; margin-top: 10px; page-break-inside: avoid; }
  .instructor .line { flex: 1; border-bottom: 1px solid #111827; min-height: 16mm; display: flex; align-items: flex-end; }
  .instructor .line img { height: 15mm; max-width: 80mm; object-fit: contain; }
  .caption { font-size: 8.5px; color: #4b5563; margin-top: 2px; }
  .note { color: #6b7280; font-size: 8.5px; margin-top: 10px; }
  .mono { font-family: "DejaVu Sans Mono", monospace; }
</style></head>
<body>
<header>
  <div><h1>{{title}}</h1><div class="subtitle">{{subtitle}}</div></div>
  <div class="brand">Unterweisung Pro<br><span class="subtitle">{{company}}</span></div>
</header>
<table class="facts">
  <tr><th>{{t.company}}</th><td>{{company}}</td></tr>
  <tr><th>{{t.location}}</th><td>{{location}}</td></tr>
  <tr><th>{{t.date}}</th><td>{{date}}</td></tr>
  <tr><th>{{t.time}}</th><td>{{time}}</td></tr>
  <tr><th>{{t.topic}}</th><td>{{topic}}{{#if description}}<div class="description">{{description}}</div>{{/if}}</td></tr>
  <tr><th>{{t.content}}</th><td>{{#if modules.length}}<ol>{{#each modules}}<li>{{this}}</li>{{/each}}</ol>{{else}}<span class="muted">{{t.noModules}}</span>{{/if}}</td></tr>
  <tr><th>{{t.instructor}}</th><td>{{instructor}}</td></tr>
  <tr><th>{{t.method}}</th><td>{{method}}</td></tr>
  <tr><th>{{t.sessionId}}</th><td class="mono">{{sessionId}}</td></tr>
</table>
<div class="statement">{{t.statement}} <b>{{quoted}}</b></div>
<h2>{{t.participants}} ({{participants.length}})</h2>
<table class="people">
  <thead><tr><th>{{t.number}}</th><th>{{t.name}}</th><th>{{t.signature}}</th>{{#if showWhen}}<th></th>{{/if}}</tr></thead>
  <tbody>
  {{#each participants}}<tr><td class="no">{{no}}</td><td class="name">{{name}}</td><td class="sign">{{#if image}}<img src="{{image}}" alt="">{{else}}{{#if text}}<span class="muted">{{text}}</span>{{else}}<div class="box"></div>{{/if}}{{/if}}</td>{{#if ../showWhen}}<td class="when">{{when}}</td>{{/if}}</tr>{{/each}}
  {{#each blankRows}}<tr><td class="no">{{this}}</td><td class="name"><div class="box"></div></td><td class="sign"><div class="box"></div></td></tr>{{/each}}
  </tbody>
</table>
{{#if blankRows.length}}<div class="caption">{{t.walkIns}}</div>{{/if}}
{{#if absentees}}<h2>{{t.absent}}</h2><div>{{absentees}}</div>{{/if}}
{{#if scan}}<p class="note">{{scan}}</p>{{/if}}
<div class="instructor">
  <div style="flex:1"><div class="line">{{#if instructorImage}}<img src="{{instructorImage}}" alt="">{{/if}}</div><div class="caption">{{t.instructorSignature}}: {{instructor}}{{#if instructorSigned}} · {{instructorSigned}}{{/if}}</div></div>
  {{#unless instructorImage}}<div style="width:45mm"><div class="line"></div><div class="caption">{{t.dateAndSignature}}</div></div>{{/unless}}
</div>
{{#if corrections.length}}<h2>{{t.corrections}}</h2><ul>{{#each corrections}}<li>{{this}}</li>{{/each}}</ul>{{/if}}
{{#if chainHead}}<p class="note"><span class="mono">{{chainHead}}</span><br>{{chainHint}}</p>{{/if}}
</body></html>`);

/** Blank rows a printed sheet leaves for walk-ins. */
const WALK_IN_ROWS = 5;

/**
 * The attendance list of a closed session (its Unterweisungsnachweis, `kind: 'attendance'`) or the
 * sheet to print and sign when there is no tablet (`kind: 'sheet'`: names and empty boxes).
 */
export function renderSessionDocument(kind: 'attendance' | 'sheet', s: InstructionSessionView, f: DocumentFacts, lang: Lang): string {
  const t = DOCUMENT_TEXT[lang];
  const attendance = kind === 'attendance';
  const listed = attendance ? s.participants.filter((p) => p.state === 'signed') : s.participants;
  const paper = s.method === 'presence-paper';
  const start = formatDocumentDate(s.startsAt, lang, true);
  return template({
    lang,
    t,
    title: attendance ? t.attendanceTitle : t.signSheetTitle,
    subtitle: attendance ? t.attendanceSubtitle : t.signSheetSubtitle,
    company: f.company,
    location: s.location,
    date: start.split(', ')[0],
    time: format(t.timeValue, { time: start.split(', ')[1] ?? '', minutes: s.durationMinutes }),
    topic: localizedText(s.trainingTitle, lang),
    description: f.description,
    modules: s.modules.map((m) => m.title),
    instructor: `${s.instructor.firstName} ${s.instructor.lastName}`.trim(),
    method: !attendance ? t.methodOpen : paper ? t.methodPaper : t.methodTablet,
    sessionId: s.id,
    quoted: lang === 'de' ? `„${s.confirmation}“` : `“${s.confirmation}”`,
    rowHeight: attendance ? '12mm' : '13mm',
    showWhen: attendance && !paper,
    participants: listed.map((p, i) => ({
      no: i + 1,
      name: fullName(p),
      image: attendance ? (f.signatures.get(p.id) ?? null) : null,
      text: attendance && paper ? t.paperSigned : null,
      when: p.signedAt ? format(t.signedAt, { date: formatDocumentDate(p.signedAt, lang, true) }) : '',
    })),
    blankRows: attendance ? [] : Array.from({ length: WALK_IN_ROWS }, (_, i) => listed.length + i + 1),
    absentees: attendance
      ? s.participants
          .filter((p) => p.state !== 'signed')
          .map(fullName)
          .join('; ') || t.none
      : '',
    scan: attendance && paper && f.scan ? format(t.scan, { hash: f.scan.sha256, date: s.closedAt ? formatDocumentDate(s.closedAt, lang, true) : '' }) : '',
    instructorImage: attendance ? f.instructorSignature : null,
    instructorSigned: attendance && s.closedAt ? format(t.instructorSignedAt, { date: formatDocumentDate(s.closedAt, lang, true) }) : '',
    corrections: attendance
      ? s.corrections.map((c) => format(t.correctionLine, { date: formatDocumentDate(c.correctedAt, lang, true), name: `${c.correctedBy.firstName} ${c.correctedBy.lastName}`.trim(), correction: c.correction, reason: c.reason }))
      : [],
    chainHead: attendance ? formatChainHead(f.chain, lang) : '',
    chainHint: CHAIN_HEAD_HINT[lang],
  });
}
