import Handlebars from 'handlebars';
import { CHAIN_HEAD_HINT, formatChainHead, type ChainPoint } from '../../src/platform/audit-chain';
import { formatDocumentDate, type Lang } from '../../src/platform/i18n';
import type { GroupProgress, ProgressStatus } from '../../src/shared/contracts/learning';
import { documentStart, matrixRow, matrixTable, peopleRow, peopleTable, STYLE, summaryTable } from './report-html';
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
