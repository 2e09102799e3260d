/**
 * Questions to the instructor (issue 16, item 5; ADR 0024): what the player, the questions dialog
 * and the API share. Pure types.
 */

/** A person named in a thread (null in its place: an unknown or erased user). */
export interface QuestionPerson {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface AnswerView {
  readonly id: string;
  readonly text: string;
  readonly answeredAt: string;
  readonly answeredBy: QuestionPerson | null;
}

/** A learner's question with its answers (oldest first). */
export interface QuestionView {
  readonly id: string;
  readonly trainingId: string;
  /** The learner's cycle of the training when they asked. */
  readonly cycle: number;
  readonly text: string;
  readonly askedAt: string;
  readonly askedBy: QuestionPerson | null;
  readonly status: 'open' | 'answered';
  readonly answers: readonly AnswerView[];
}

/**
 * GET /api/trainings/{id}/questions: one page, newest first. `scope` says whose: `all` for those
 * who answer (instructor, owner, co-owners, root) and the company-wide readers (admin, auditor),
 * `own` for a learner.
 */
export interface QuestionPage {
  readonly questions: readonly QuestionView[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
  /** Of the scope, whatever `status` filters: how many wait for an answer and how many have one. */
  readonly openCount: number;
  readonly answeredCount: number;
  readonly scope: 'all' | 'own';
  readonly canAnswer: boolean;
  /** The training's responsible instructor ('Ansprechperson'). */
  readonly instructor: QuestionPerson | null;
}
