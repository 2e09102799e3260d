import { HttpError, httpError } from '../../../platform/http';
import type { EnrolmentError } from '../domain/enrolment';

const e = httpError;

export type LearningError = EnrolmentError | 'TrainingNotFound' | 'CompletionNotFound' | 'UserNotFound' | 'NotAllowed';

/** The one place where the learning module's named failures become HTTP errors. */
export function toHttpError(error: LearningError): HttpError {
  switch (error) {
    case 'TrainingNotFound':
      return e(404, 'training_not_found', 'Training nicht gefunden', 'Training not found');
    case 'CompletionNotFound':
      return e(404, 'completion_not_found', 'Nachweis nicht gefunden.', 'Evidence not found.');
    case 'UserNotFound':
      return e(404, 'user_not_found', 'Benutzer nicht gefunden.', 'User not found.');
    case 'NotAllowed':
      return e(403, 'forbidden', 'Keine Berechtigung.', 'Not allowed.');
    case 'NoActiveModules':
      return e(409, 'no_active_modules', 'Diese Schulung hat keine aktiven Module.', 'This training has no active modules.');
    case 'NotStarted':
      return e(409, 'not_started', 'Die Schulung wurde noch nicht gestartet.', 'The training has not been started yet.');
    case 'AlreadyCompleted':
      return e(409, 'already_completed', 'Diese Schulung ist in diesem Durchgang bereits abgeschlossen.', 'This training is already completed in this cycle.');
    case 'ModuleNotInTraining':
      return e(404, 'module_not_found', 'Modul nicht gefunden.', 'Module not found.');
    case 'EarlierModulesIncomplete':
      return e(409, 'earlier_modules_incomplete', 'Bitte schließen Sie zuerst die vorherigen Module ab.', 'Please complete the previous modules first.');
    case 'WrongModuleType':
      return e(400, 'wrong_module_type', 'Diese Angabe passt nicht zur Art des Moduls.', 'This report does not fit the module type.');
    case 'QuizAlreadyAnswered':
      return e(409, 'quiz_answered', 'Dieses Quiz wurde bereits beantwortet.', 'This quiz has already been answered.');
    case 'QuizAnswersIncomplete':
      return e(400, 'quiz_incomplete', 'Bitte beantworten Sie alle Fragen.', 'Please answer every question.');
    case 'QuizAnswerOutOfRange':
      return e(400, 'quiz_answer_invalid', 'Ungültige Antwortauswahl.', 'Invalid answer selection.');
    case 'IntervalOutsideVideo':
      return e(400, 'implausible_progress', 'Der gemeldete Fortschritt ist nicht möglich: Die Zeitangaben liegen außerhalb des Videos.', 'The reported progress is not possible: the times lie outside the video.');
    case 'IntervalAheadOfWatched':
      return e(400, 'implausible_progress', 'Der gemeldete Fortschritt ist nicht möglich: Vorspulen über die bereits angesehene Stelle hinaus ist nicht erlaubt.', 'The reported progress is not possible: skipping ahead of the part already watched is not allowed.');
    case 'MoreThanElapsedTime':
      return e(400, 'implausible_progress', 'Der gemeldete Fortschritt ist nicht möglich: Es wurden mehr Sekunden gemeldet, als seit der letzten Meldung vergangen sind.', 'The reported progress is not possible: more seconds were reported than have passed since the last report.');
    case 'VideoDurationUnknown':
      return e(400, 'video_duration_unknown', 'Die Länge des Videos ist unbekannt; bitte die Dauer mitsenden.', 'The length of the video is unknown; please send the duration.');
    case 'VideoNotWatchedEnough':
      return e(400, 'video_not_watched', 'Das Video wurde noch nicht zu 90 % angesehen.', 'The video has not been 90 percent watched yet.');
    case 'NotPassed':
      return e(409, 'not_passed', 'Die Schulung kann noch nicht abgeschlossen werden: Es fehlt eine bestandene Auswertung.', 'The training cannot be completed yet: a passed evaluation is missing.');
    case 'CompletedFlagRequired':
      return e(400, 'completed_required', 'Nur „completed: true“ schließt ein Textmodul ab.', 'Only "completed: true" completes a text module.');
    case 'WrongPassword':
      return e(400, 'wrong_password', 'Das Passwort ist nicht korrekt.', 'The password is not correct.');
  }
}
