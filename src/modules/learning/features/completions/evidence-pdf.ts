import Handlebars from 'handlebars';
import { CHAIN_HEAD_HINT, formatChainHead, type ChainPoint } from '../../../../platform/audit-chain';
import { format, formatDocumentDate, localizedText, type Lang } from '../../../../platform/i18n';
import type { CompletionRow } from '../../read/enrolments/queries';
import { EVIDENCE_TEXT } from './evidence-text';
import { adminLanguage, isRightToLeft, isUiLanguage, languageName, type UiLanguage } from '../../../../shared/languages';
import { textIn } from '../../../../shared/contracts/localized';
import { evidenceTemplate } from './evidence-template';

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



/** A date as documents print it: German and English as spec section 9 says, the learner's other languages by `Intl`; Europe/Berlin. */
function documentDate(iso: string, language: UiLanguage, withTime = false): string {
  if (language === 'de' || language === 'en') return formatDocumentDate(iso, language, withTime);
  const time: Intl.DateTimeFormatOptions = withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {};
  return new Intl.DateTimeFormat(language, { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', ...time }).format(new Date(iso));
}

/**
 * The language the evidence is printed in (issue 34 item 5): the version delivered when it is one
 * of the learner's six languages beyond German and English, with the German text beside it (the
 * company's copy must be readable by the company); otherwise the requested language alone.
 */
export function evidenceLanguages(c: Pick<CompletionRow, 'language'>, lang: Lang): { primary: UiLanguage; beside: 'de' | null } {
  const delivered = c.language;
  if (isUiLanguage(delivered) && delivered !== 'de' && delivered !== 'en') return { primary: delivered, beside: 'de' };
  return { primary: lang, beside: null };
}

/**
 * The evidence of instruction for one completion, as a self-contained HTML document for Puppeteer,
 * with the head of the company's audit chain at rendering time.
 */
export function renderEvidence(c: CompletionRow, lang: Lang, chain: ChainPoint | null, questions: EvidenceQuestions = { items: [], total: 0 }, details = true): string {
  const { primary, beside } = evidenceLanguages(c, lang);
  const values = evidenceValues(c, primary, chain, questions, details);
  const shown = beside ? besideGerman(values, evidenceValues(c, beside, chain, questions, details)) : values;
  return evidenceTemplate({ ...(shown as object), lang: primary, dir: isRightToLeft(primary) ? 'rtl' : 'ltr', titleText: `${values.t.title} – ${values.training}` });
}

/**
 * Every text of the evidence in one language. Without `details` (a manager under the company's
 * works-council mode, issue 35 item 6) the quiz result is "passed" without score and a video
 * "completed" without the seconds watched.
 */
function evidenceValues(c: CompletionRow, language: UiLanguage, chain: ChainPoint | null, questions: EvidenceQuestions, details: boolean) {
  const t = EVIDENCE_TEXT[language];
  const s = c.snapshot;
  const date = documentDate(c.completedAt, language, true);
  const p = c.presence;
  const paper = c.method === 'presence-paper';
  return {
    subtitle: p ? t.presenceSubtitle : t.subtitle,
    modulesHeading: p ? t.presentedModules : t.modules,
    session: p
      ? {
          id: p.sessionId,
          date: format(t.sessionDuration, { date: documentDate(p.startsAt, language, true), minutes: p.durationMinutes }),
          place: p.location,
          instructor: p.instructorName,
          hashLabel: paper ? t.scanHash : t.signatureHash,
          hash: (paper ? p.scanSha256 : p.signatureSha256) ?? '',
        }
      : null,
    t,
    id: c.completionId,
    company: s.companyName,
    employee: s.employeeName,
    email: s.employeeEmail,
    // the version's own title when the training has one in this language
    training: textIn(s.trainingTitle, language).trim() || localizedText(s.trainingTitle, adminLanguage(language)),
    contentVersion: c.contentVersion,
    cycle: c.cycle,
    date,
    // snapshots from before the instructor was recorded (issue 16, item 5): the owner was the instructor
    instructor: s.instructorName ?? s.ownerName,
    method: p ? (paper ? t.paperMethod : t.presenceMethod) : c.practical ? t.blendedMethod : t.methodValue,
    // the language version delivered (issue 34); completions before language versions did not record it
    language: c.language ? languageName(c.language, language) : null,
    practical: c.practical
      ? {
          date: documentDate(`${c.practical.practicalDate}T12:00:00Z`, language),
          place: c.practical.place,
          instructor: c.practical.instructorName,
          note: c.practical.note,
          signedOff: format(t.practicalSignedOff, { name: c.practical.signedOffByName, date: documentDate(c.practical.signedOffAt, language, true) }),
        }
      : null,
    result: p ? t.presenceResult : c.total > 0 ? (details ? format(t.resultValue, { percent: c.percent, correct: c.correct, total: c.total }) : t.resultPassed) : t.noQuiz,
    modules: s.modules.map((m, i) => ({
      index: i + 1,
      title: m.title,
      type: t.types[m.type] ?? m.type,
      detail: p ? t.presented : details && m.type === 'video' && m.duration ? format(t.watched, { watched: m.watchedSeconds ?? 0, duration: Math.round(m.duration) }) : t.completed,
    })),
    confirmationIntro: format(p ? (paper ? t.paperConfirmationText : t.presenceConfirmationText) : c.confirmedBy === 'pin' ? t.pinConfirmationText : t.confirmationText, { date }),
    statement: c.confirmation,
    questions: questionsSection(questions, s.instructorName ?? s.ownerName, language),
    chainHead: formatChainHead(chain, adminLanguage(language)),
    chainHint: CHAIN_HEAD_HINT[adminLanguage(language)],
  };
}

const escape = Handlebars.Utils.escapeExpression;

/** Each text of `primary` with the German one beside it where they differ (names, numbers and hashes stay single). */
function besideGerman(primary: unknown, german: unknown): unknown {
  if (typeof primary === 'string') {
    return typeof german === 'string' && german !== primary ? new Handlebars.SafeString(`${escape(primary)}<span class="de" lang="de">${escape(german)}</span>`) : primary;
  }
  if (Array.isArray(primary)) return primary.map((x, i) => besideGerman(x, Array.isArray(german) ? german[i] : undefined));
  if (primary && typeof primary === 'object') {
    const other = german && typeof german === 'object' ? (german as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(primary).map(([k, v]) => [k, besideGerman(v, other[k])]));
  }
  return primary;
}

/** The questions of the cycle: that asking was possible, then each question with its answers (oldest first). */
function questionsSection(q: EvidenceQuestions, instructor: string, language: UiLanguage) {
  const t = EVIDENCE_TEXT[language];
  const when = (iso: string) => documentDate(iso, language, true);
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
