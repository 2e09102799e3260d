import { Schema } from 'effect';
import { DocumentLang, limitParam, msg, pageParam } from '../../src/platform/http';
import { PROGRESS_PAGE_SIZE, PROGRESS_STATUSES, PROGRESS_TRAINING_PAGE_SIZE, type ProgressStatus } from '../../src/shared/contracts/learning';
import { isProgressStatus } from './progress';

/** `?trainingPage=&trainingLimit=`: the column page of the unit's trainings (issue 31: a page does not grow with the unit). */
const trainingColumns = {
  trainingPage: pageParam(),
  trainingLimit: limitParam(PROGRESS_TRAINING_PAGE_SIZE, PROGRESS_TRAINING_PAGE_SIZE, {
    de: `Pro Seite sind 1 bis ${PROGRESS_TRAINING_PAGE_SIZE} Schulungen möglich.`,
    en: `A page holds 1 to ${PROGRESS_TRAINING_PAGE_SIZE} trainings.`,
  }),
};

/** GET /user-groups/{id}/progress/report.pdf: every member, the trainings of one column page. */
export const ReportQuery = Schema.Struct({ lang: Schema.optional(DocumentLang), ...trainingColumns });

const statusNames = PROGRESS_STATUSES.join(', ');

/** GET /user-groups/{id}/progress: one page of members (up to 50), a name search and a status filter. */
export const ProgressPageQuery = Schema.Struct({
  ...trainingColumns,
  page: pageParam(),
  limit: limitParam(PROGRESS_PAGE_SIZE, PROGRESS_PAGE_SIZE, { de: `Pro Seite sind 1 bis ${PROGRESS_PAGE_SIZE} Mitglieder möglich.`, en: `A page holds 1 to ${PROGRESS_PAGE_SIZE} members.` }),
  search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200, { message: msg({ de: 'Höchstens 200 Zeichen erlaubt.', en: 'At most 200 characters allowed.' }) })), {
    default: () => '',
  }),
  status: Schema.optionalWith(
    Schema.String.pipe(
      Schema.filter((s): s is ProgressStatus | '' => s === '' || isProgressStatus(s), {
        message: msg({ de: `Unbekannter Status. Erlaubt: ${statusNames}.`, en: `Unknown status. Allowed: ${statusNames}.` }),
      }),
    ),
    { default: () => '' as const },
  ),
});
