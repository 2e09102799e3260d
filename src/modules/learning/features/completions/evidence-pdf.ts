import Handlebars from 'handlebars';
import { CHAIN_HEAD_HINT, formatChainHead, type ChainPoint } from '../../../../platform/audit-chain';
import { formatDocumentDate, localizedText, type Lang } from '../../../../platform/i18n';
import type { CompletionRow } from '../../read/queries';

const TEXT = {
  de: {
    title: 'Unterweisungsnachweis',
    subtitle: 'Nachweis über die Durchführung einer Unterweisung (E-Learning)',
    company: 'Unternehmen',
    employee: 'Mitarbeiter/in',
    email: 'E-Mail',
    training: 'Unterweisung / Schulung',
    version: 'Inhaltsversion',
    cycle: 'Durchgang',
    date: 'Datum und Uhrzeit',
    instructor: 'Verantwortlich (Unterweisende/r)',
    method: 'Methode',
    methodValue: 'E-Learning (webbasierte Unterweisung mit Lernerfolgskontrolle)',
    result: 'Ergebnis der Lernerfolgskontrolle',
    resultValue: '{percent} % ({correct} von {total} Fragen richtig), bestanden',
    noQuiz: 'ohne Fragen – alle Module vollständig bearbeitet, bestanden',
    modules: 'Bearbeitete Module',
    module: 'Modul',
    type: 'Art',
    done: 'Nachweis',
    types: { video: 'Video', quiz: 'Quiz', text: 'Text' } as Record<string, string>,
    watched: '{watched} von {duration} s angesehen',
    completed: 'abgeschlossen',
    confirmation: 'Bestätigung der/des Unterwiesenen',
    confirmationText: 'Die/der Unterwiesene hat am {date} durch erneute Eingabe ihres/seines persönlichen Passworts bestätigt:',
    record: 'Nachweis-ID',
    footnote:
      'Dieser Nachweis wurde aus dem Ereignisprotokoll der Plattform erzeugt. Inhaltsversion = Prüfsumme der Module zum Zeitpunkt des Abschlusses.',
  },
  en: {
    title: 'Evidence of instruction',
    subtitle: 'Record of a completed safety instruction (e-learning)',
    company: 'Company',
    employee: 'Employee',
    email: 'Email',
    training: 'Instruction / training',
    version: 'Content version',
    cycle: 'Cycle',
    date: 'Date and time',
    instructor: 'Responsible instructor',
    method: 'Method',
    methodValue: 'E-learning (web-based instruction with a knowledge check)',
    result: 'Result of the knowledge check',
    resultValue: '{percent} % ({correct} of {total} questions correct), passed',
    noQuiz: 'no questions – all modules completed, passed',
    modules: 'Modules completed',
    module: 'Module',
    type: 'Type',
    done: 'Record',
    types: { video: 'Video', quiz: 'Quiz', text: 'Text' } as Record<string, string>,
    watched: '{watched} of {duration} s watched',
    completed: 'completed',
    confirmation: 'Confirmation by the instructed employee',
    confirmationText: 'On {date} the employee confirmed by re-entering their personal password:',
    record: 'Record ID',
    footnote: 'This record was produced from the platform’s event log. Content version = checksum of the modules at the time of completion.',
  },
};

const fill = (s: string, values: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

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
  .note.chain .mono { color: #374151; }
</style></head>
<body>
<header>
  <div><h1>{{t.title}}</h1><div class="subtitle">{{t.subtitle}}</div></div>
  <div class="brand">Unterweisung Pro<br><span class="subtitle">{{company}}</span></div>
</header>
<table class="facts">
  <tr><th>{{t.company}}</th><td>{{company}}</td></tr>
  <tr><th>{{t.employee}}</th><td>{{employee}} <span class="mono">({{email}})</span></td></tr>
  <tr><th>{{t.training}}</th><td>{{training}}</td></tr>
  <tr><th>{{t.version}}</th><td class="mono">{{contentVersion}} · {{t.cycle}} {{cycle}}</td></tr>
  <tr><th>{{t.date}}</th><td>{{date}}</td></tr>
  <tr><th>{{t.instructor}}</th><td>{{instructor}}</td></tr>
  <tr><th>{{t.method}}</th><td>{{t.methodValue}}</td></tr>
  <tr><th>{{t.result}}</th><td>{{result}}</td></tr>
</table>
<h2>{{t.modules}}</h2>
<table class="modules">
  <thead><tr><th>#</th><th>{{t.module}}</th><th>{{t.type}}</th><th>{{t.done}}</th></tr></thead>
  <tbody>{{#each modules}}<tr><td>{{index}}</td><td>{{title}}</td><td>{{type}}</td><td>{{detail}}</td></tr>{{/each}}</tbody>
</table>
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
export function renderEvidence(c: CompletionRow, lang: Lang, chain: ChainPoint | null): string {
  const t = TEXT[lang];
  const s = c.snapshot;
  const date = formatDocumentDate(c.completedAt, lang, true);
  return template({
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
    instructor: s.ownerName,
    result: c.total > 0 ? fill(t.resultValue, { percent: c.percent, correct: c.correct, total: c.total }) : t.noQuiz,
    modules: s.modules.map((m, i) => ({
      index: i + 1,
      title: m.title,
      type: t.types[m.type] ?? m.type,
      detail: m.type === 'video' && m.duration ? fill(t.watched, { watched: m.watchedSeconds ?? 0, duration: Math.round(m.duration) }) : t.completed,
    })),
    confirmationIntro: fill(t.confirmationText, { date }),
    statement: c.confirmation,
    chainHead: formatChainHead(chain, lang),
    chainHint: CHAIN_HEAD_HINT[lang],
  });
}

export function evidenceFileName(c: CompletionRow, lang: Lang): string {
  const name = c.snapshot.employeeName.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'mitarbeiter';
  const prefix = lang === 'de' ? 'Unterweisungsnachweis' : 'Evidence-of-instruction';
  return `${prefix}-${encodeURIComponent(name)}-${c.completedAt.slice(0, 10)}.pdf`;
}
