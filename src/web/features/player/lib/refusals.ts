/**
 * The refusals the player shows where the learner acts (under the field, beside the module) instead
 * of a toast: the server's stable error codes (src/modules/learning/shared/errors.ts, and
 * `validation_failed` for a body the request Schema refused), not HTTP statuses.
 */

/** A progress report or quiz answer the learning rules refused (PATCH /api/trainings/{id}/progress). */
export const REPORT_REFUSALS = [
  'wrong_module_type',
  'quiz_incomplete',
  'quiz_answer_invalid',
  'implausible_progress',
  'video_duration_unknown',
  'video_not_watched',
  'completed_required',
  'validation_failed',
] as const;

/** The confirmed completion refused for its password or PIN (POST /api/trainings/{id}/complete). */
export const PASSWORD_REFUSALS = ['wrong_password', 'wrong_pin', 'validation_failed', 'validation_error'] as const;

/** A question to the instructor refused for its text (POST /api/trainings/{id}/questions). */
export const QUESTION_TEXT_REFUSALS = ['question_text_required', 'question_text_too_long', 'validation_failed'] as const;

/** The player's own training id was malformed (GET /api/trainings/{id}/progress): shown as not found. */
export const ID_REFUSALS = ['invalid_training_id', 'validation_failed'] as const;
