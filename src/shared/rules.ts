/**
 * The product's business constants (spec sections 5, 6 and 9): limits, page sizes, deadlines,
 * the learning marks. The server enforces them; the web app imports the same values. Who may do
 * what lives in the permission table (`policy.ts`, `user-policy.ts`), not here. Pure TypeScript.
 */

/** Learning (spec section 9): quiz pass mark and when a video counts as watched (percent). */
export const PASS_PERCENT = 70;
export const VIDEO_DONE_PERCENT = 90;
/** Months before a completion expires in which recertification opens; days before a deadline that warn. */
export const RECERTIFICATION_WINDOW_MONTHS = 2;
export const DUE_WARNING_DAYS = 30;

/** Co-owners a training, unit or bundle takes at most. */
export const MAX_CO_OWNERS = 5;
/** Bundles one unit takes at most. */
export const MAX_BUNDLES_PER_GROUP = 100;
/** Deadlines an assignment offers (weeks from the assignment) and the default. */
export const DEADLINE_WEEKS = [1, 2, 3, 4] as const;
export const DEFAULT_DEADLINE_WEEKS = 2;

/** Questions to the instructor (ADR 0024): longest question or answer (characters, after trimming). */
export const MAX_QUESTION_LENGTH = 2000;
/** Answers one question takes at most (its stream stays short). */
export const MAX_ANSWERS_PER_QUESTION = 20;

/** Page sizes of the lists (spec section 9). */
export const LIBRARY_PAGE_SIZE = 15;
export const GROUP_PAGE_SIZE = 15;
export const BUNDLE_PAGE_SIZE = 15;
export const USERS_PAGE_SIZE = 15;
export const MY_TRAININGS_PAGE_SIZE = 15;
export const QUESTIONS_PAGE_SIZE = 10;

/** Staff without e-mail (issue 33): a personnel number is 1-20 letters, digits, `-`, `/`, `.` (unique in its company whatever the case). */
export const PERSONNEL_NUMBER_PATTERN = /^[\p{L}\p{N}\-/.]{1,20}$/u;
/** A company's login code: 6-10 letters and digits, kept in capitals (small letters are taken as capitals). */
export const LOGIN_CODE_PATTERN = /^[A-Za-z0-9]{6,10}$/;
