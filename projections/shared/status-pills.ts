import { PROGRESS_STATUSES, type ProgressStatus } from '../../src/shared/contracts/learning';

/** Background and text colour of each status in the PDFs (text at AA contrast on its background). */
const PILL_COLOURS: Readonly<Record<ProgressStatus, readonly [background: string, text: string]>> = {
  assigned: ['#f3f4f6', '#374151'],
  in_progress: ['#dbeafe', '#1e40af'],
  awaiting_practical: ['#ede9fe', '#5b21b6'],
  completed: ['#dcfce7', '#166534'],
  recertification_due: ['#fef3c7', '#92400e'],
  expired: ['#ffedd5', '#9a3412'],
  overdue: ['#fee2e2', '#991b1b'],
};

/** The CSS of the status pills (`<span class="st st-{status}">`) of the progress report and the as-of PDF, at the document's size. */
export const statusPillCss = (fontSize: string): string =>
  [
    `.st { display: inline-block; padding: 1px 6px; border-radius: 8px; font-size: ${fontSize}; font-weight: bold; white-space: nowrap; }`,
    ...PROGRESS_STATUSES.map((status) => `.st-${status} { background: ${PILL_COLOURS[status][0]}; color: ${PILL_COLOURS[status][1]}; }`),
  ].join('\n  ');
