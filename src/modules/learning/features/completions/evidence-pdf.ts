import Handlebars from 'handlebars';
import { CHAIN_HEAD_HINT, formatChainHead, type ChainPoint } from '../../../../platform/audit-chain';
import { format, formatDocumentDate, localizedText, type Lang } from '../../../../platform/i18n';
import type { CompletionRow } from '../../read/enrolments/queries';
import { EVIDENCE_TEXT } from './evidence-text';
import { languageName } from '../../../../shared/languages';

/** One question of the cycle as the evidence lists it: who answered by name. */
export interface EvidenceQuestion {
  readonly text: string;
  readonly askedAt: string;
  readonly answers: readonly { readonly text: string; readonly answeredAt: string; readonly answeredBy: string }[];
}

/** The learner's questions of the cycle (at most the first `shown`) and how many there are in all. */
export interface EvidenceQuestions {
  readonly items: readonly EvidenceQuestion[];
  readonly total: number;
}

const template = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}"><head><meta charset="utf-8"><title>{{t.title}} – {{training}}</title>
<style>
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #111827; font-size: 11px; margin: 0; }
  header { border-bottom: 3px solid #1d4ed8; padding-bottom: 10px; margin-bottom: 16px; display: flex; justify-content: space-between; align-items: flex-end; }
  h1 { font-size: 22px; margin: 0 0 3px; color: #1e3a8a; }
  .subtitle { color: #4b5563; }
  .brand { font-weight: bold; color: #1d4ed8; font-size: 12px; text-align: right; }
  table.facts { width: 100%; border-collapse: collapse; margin-bottom: 18px; }
  table.facts th { text-align: left; width: 34%; color: #4b5563; font-weight: normal; padding: 7px 8px; border-bottom: 1px solid #e5e7eb; vertical-align: top; background: #f9fafb; }
  table.facts td { padding: 7px 8px; border-bottom: 1px solid #e5e7eb; font-weight: bold; }
  .mono { font-family: "DejaVu Sans Mono", monospace; font-weight: normal; }
  h2 { font-size: 13px; color: #1e3a8a; margin: 0 0 6px; }
  table.modules { width: 100%; border-collapse: collapse; margin-bottom: 18px; }
  table.modules th { text-align: left; background: #eef2ff; color: #1e3a8a; font-size: 10px; padding: 5px 6px; border-bottom: 1px solid #c7d2fe; }
  table.modules td { padding: 5px 6px; border-bottom: 1px solid #e5e7eb; }
  .confirm { border: 2px solid #16a34a; border-radius: 8px; padding: 12px 14px; background: #f0fdf4; margin-bottom: 16px; }
  .confirm .statement { font-size: 15px; font-weight: bold; color: #166534; margin-top: 6px; }
  .confirm .statement::before { content: "\\2611  "; }
  .note { color: #6b7280; font-size: 9px; }
  .possible { margin: 0 0 8px; }
  table.qa { width: 100%; border-collapse: collapse; margin-bottom: 18px; }
  table.qa tr { page-break-inside: avoid; }
  table.qa th { text-align: left; width: 24%; color: #4b5563; font-weight: normal; padding: 6px 8px; border-bottom: 1px solid #e5e7eb; vertical-align: top; background: #f9fafb; }
  table.qa td { padding: 6px 8px; border-bottom: 1px solid #e5e7eb; white-space: pre-wrap; }
  table.qa tr.question td { font-weight: bold; }
  table.qa .when { font-size: 9px; color: #6b7280; }
  .muted { color: #6b7280; }
  .note.chain .mono { color: #374151; }
</style></head>
<body>
<header>
  <div><h1>{{t.title}}</h1><div class="subtitle">{{subtitle}}</div></div>
  <div class="brand">Unterweisung Pro<br><span class="subtitle">{{company}}</span></div>
</header>
<table class="facts">
  <tr><th>{{t.company}}</th><td>{{company}}</td></tr>
  <tr><th>{{t.employee}}</th><td>{{employee}} <span class="mono">({{email}})</span></td></tr>
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

/**
 * The evidence of instruction for one completion, as a self-contained HTML document for Puppeteer,
 * with the head of the company's audit chain at rendering time.
 */
export function renderEvidence(c: CompletionRow, lang: Lang, chain: ChainPoint | null, questions: EvidenceQuestions = { items: [], total: 0 }): string {
  const t = EVIDENCE_TEXT[lang];
  const s = c.snapshot;
  const date = formatDocumentDate(c.completedAt, lang, true);
  const p = c.presence;
  const paper = c.method === 'presence-paper';
  return template({
    subtitle: p ? t.presenceSubtitle : t.subtitle,
    modulesHeading: p ? t.presentedModules : t.modules,
    session: p
      ? {
          id: p.sessionId,
          date: format(t.sessionDuration, { date: formatDocumentDate(p.startsAt, lang, true), minutes: p.durationMinutes }),
          place: p.location,
          instructor: p.instructorName,
          hashLabel: paper ? t.scanHash : t.signatureHash,
          hash: (paper ? p.scanSha256 : p.signatureSha256) ?? '',
        }
      : null,
    lang,
    t,
    id: c.completionId,
    company: s.companyName,
    employee: s.employeeName,
    email: s.employeeEmail,
    training: localizedText(s.trainingTitle, lang),
    contentVersion: c.contentVersion,
    cycle: c.cycle,
    date,
    // snapshots from before the instructor was recorded (issue 16, item 5): the owner was the instructor
    instructor: s.instructorName ?? s.ownerName,
    method: p ? (paper ? t.paperMethod : t.presenceMethod) : c.practical ? t.blendedMethod : t.methodValue,
    // the language version delivered (issue 34); completions before language versions did not record it
    language: c.language ? languageName(c.language, lang) : null,
    practical: c.practical
      ? {
          date: formatDocumentDate(`${c.practical.practicalDate}T12:00:00Z`, lang),
          place: c.practical.place,
          instructor: c.practical.instructorName,
          note: c.practical.note,
          signedOff: format(t.practicalSignedOff, { name: c.practical.signedOffByName, date: formatDocumentDate(c.practical.signedOffAt, lang, true) }),
        }
      : null,
    result: p ? t.presenceResult : c.total > 0 ? format(t.resultValue, { percent: c.percent, correct: c.correct, total: c.total }) : t.noQuiz,
    modules: s.modules.map((m, i) => ({
      index: i + 1,
      title: m.title,
      type: t.types[m.type] ?? m.type,
      detail: p ? t.presented : m.type === 'video' && m.duration ? format(t.watched, { watched: m.watchedSeconds ?? 0, duration: Math.round(m.duration) }) : t.completed,
    })),
    confirmationIntro: format(p ? (paper ? t.paperConfirmationText : t.presenceConfirmationText) : c.confirmedBy === 'pin' ? t.pinConfirmationText : t.confirmationText, { date }),
    statement: c.confirmation,
    questions: questionsSection(questions, s.instructorName ?? s.ownerName, lang),
    chainHead: formatChainHead(chain, lang),
    chainHint: CHAIN_HEAD_HINT[lang],
  });
}

/** The questions of the cycle: that asking was possible, then each question with its answers (oldest first). */
function questionsSection(q: EvidenceQuestions, instructor: string, lang: Lang) {
  const t = EVIDENCE_TEXT[lang];
  const when = (iso: string) => formatDocumentDate(iso, lang, true);
  return {
    possible: format(t.questionsPossible, { name: instructor }),
    items: q.items.map((x, i) => ({
      label: `${t.question} ${i + 1}`,
      asked: format(t.asked, { date: when(x.askedAt) }),
      text: x.text,
      answers: x.answers.map((a) => ({ label: t.answer, by: format(t.answered, { name: a.answeredBy, date: when(a.answeredAt) }), text: a.text })),
      unanswered: x.answers.length === 0 ? { label: t.answer, text: t.unanswered } : null,
    })),
    more: q.total > q.items.length ? format(t.moreQuestions, { count: q.total - q.items.length }) : null,
  };
}

export function evidenceFileName(c: CompletionRow, lang: Lang): string {
  const name = c.snapshot.employeeName.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'mitarbeiter';
  const prefix = lang === 'de' ? 'Unterweisungsnachweis' : 'Evidence-of-instruction';
  return `${prefix}-${encodeURIComponent(name)}-${c.completedAt.slice(0, 10)}.pdf`;
}
