import { HttpError, httpError } from '../../../platform/http';
import type { EnrolmentError } from '../domain/enrolment';
import type { QuestionError } from '../domain/question';

const e = httpError;

export type LearningError = EnrolmentError | QuestionError | 'TrainingNotFound' | 'CompletionNotFound' | 'UserNotFound' | 'NotAllowed' | 'NotAllowedToSignOff' | 'PracticalPartPending';

/** A 400 that names the field of the body it is about. */
const field = (code: string, name: string, de: string, en: string) => new HttpError(400, code, { de, en }, { field: name });

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
    case 'NotAllowedToSignOff':
      return e(403, 'not_allowed_to_sign_off', 'Den Praxisteil bestätigen nur die Verantwortlichen der Schulung (Eigentümer/in, Co-Owner, Ansprechperson) sowie Admins und Root.', 'Only those responsible for the training (owner, co-owners, instructor) and admins or root may sign off the practical part.');
    case 'PracticalPartPending':
      return e(409, 'practical_part_pending', 'Der Nachweis wird erst ausgestellt, wenn der Praxisteil bestätigt ist.', 'The evidence is issued once the practical part has been signed off.');
    case 'OnlinePartNotCompleted':
      return e(409, 'online_part_not_completed', 'Der Online-Teil dieses Durchgangs ist noch nicht abgeschlossen.', 'The online part of this cycle is not completed yet.');
    case 'PracticalPartNotRequired':
      return e(409, 'practical_part_not_required', 'Dieser Durchgang hat keinen Praxisteil.', 'This cycle has no practical part.');
    case 'PracticalPartAlreadySignedOff':
      return e(409, 'practical_part_already_signed_off', 'Der Praxisteil dieses Durchgangs wurde bereits bestätigt.', 'The practical part of this cycle has already been signed off.');
    case 'PracticalDateInFuture':
      return field('practical_date_in_future', 'date', 'Das Datum des Praxisteils darf nicht in der Zukunft liegen.', 'The date of the practical part must not lie in the future.');
    case 'PracticalDateBeforeCycle':
      return field('practical_date_before_cycle', 'date', 'Das Datum des Praxisteils darf nicht vor dem Beginn dieses Durchgangs liegen.', 'The date of the practical part must not lie before this cycle started.');
    case 'PracticalPlaceRequired':
      return field('practical_place_required', 'place', 'Bitte geben Sie den Ort des Praxisteils an.', 'Please enter the place of the practical part.');
    case 'QuestionAlreadyAsked':
      return e(409, 'question_exists', 'Diese Frage wurde bereits gestellt.', 'This question has been asked already.');
    case 'QuestionNotFound':
      return e(404, 'question_not_found', 'Frage nicht gefunden.', 'Question not found.');
    case 'NotAllowedToAnswer':
      return e(403, 'not_allowed_to_answer', 'Fragen beantworten nur die Ansprechperson, die Verantwortlichen der Schulung (Eigentümer/in, Co-Owner) und Root.', 'Only the instructor, those responsible for the training (owner, co-owners) and root may answer questions.');
    case 'QuestionTextRequired':
      return field('question_text_required', 'text', 'Bitte geben Sie Ihre Frage ein.', 'Please enter your question.');
    case 'QuestionTextTooLong':
      return field('question_text_too_long', 'text', 'Die Frage darf höchstens 2.000 Zeichen lang sein.', 'The question may be at most 2,000 characters long.');
    case 'AnswerTextRequired':
      return field('answer_text_required', 'text', 'Bitte geben Sie eine Antwort ein.', 'Please enter an answer.');
    case 'AnswerTextTooLong':
      return field('answer_text_too_long', 'text', 'Die Antwort darf höchstens 2.000 Zeichen lang sein.', 'The answer may be at most 2,000 characters long.');
    case 'AnswerLimitReached':
      return e(409, 'answer_limit', 'Diese Frage hat bereits die Höchstzahl von 20 Antworten.', 'This question has the maximum of 20 answers already.');
    case 'PracticalInstructorRequired':
      return field('practical_instructor_required', 'instructorName', 'Bitte geben Sie an, wer den Praxisteil durchgeführt hat.', 'Please enter who instructed the practical part.');
  }
}
