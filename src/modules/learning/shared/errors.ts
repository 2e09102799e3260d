import { errorTable } from '../../../platform/http';
import type { EnrolmentError } from '../domain/enrolment';
import type { QuestionError } from '../domain/question';

export type LearningError = EnrolmentError | QuestionError | 'TrainingNotFound' | 'CompletionNotFound' | 'UserNotFound' | 'NotAllowed' | 'NotAllowedToSignOff' | 'PracticalPartPending';

/** The one place where the learning module's named failures become HTTP errors. */
export const toHttpError = errorTable<LearningError>({
  TrainingNotFound: [404, 'training_not_found', { de: 'Training nicht gefunden', en: 'Training not found' }],
  CompletionNotFound: [404, 'completion_not_found', { de: 'Nachweis nicht gefunden.', en: 'Evidence not found.' }],
  UserNotFound: [404, 'user_not_found', { de: 'Benutzer nicht gefunden.', en: 'User not found.' }],
  NotAllowed: [403, 'forbidden', { de: 'Keine Berechtigung.', en: 'Not allowed.' }],
  NoActiveModules: [409, 'no_active_modules', { de: 'Diese Schulung hat keine aktiven Module.', en: 'This training has no active modules.' }],
  NotStarted: [409, 'not_started', { de: 'Die Schulung wurde noch nicht gestartet.', en: 'The training has not been started yet.' }],
  AlreadyCompleted: [409, 'already_completed', { de: 'Diese Schulung ist in diesem Durchgang bereits abgeschlossen.', en: 'This training is already completed in this cycle.' }],
  ModuleNotInTraining: [404, 'module_not_found', { de: 'Modul nicht gefunden.', en: 'Module not found.' }],
  EarlierModulesIncomplete: [409, 'earlier_modules_incomplete', { de: 'Bitte schließen Sie zuerst die vorherigen Module ab.', en: 'Please complete the previous modules first.' }],
  WrongModuleType: [400, 'wrong_module_type', { de: 'Diese Angabe passt nicht zur Art des Moduls.', en: 'This report does not fit the module type.' }],
  QuizAlreadyAnswered: [409, 'quiz_answered', { de: 'Dieses Quiz wurde bereits beantwortet.', en: 'This quiz has already been answered.' }],
  QuizAnswersIncomplete: [400, 'quiz_incomplete', { de: 'Bitte beantworten Sie alle Fragen.', en: 'Please answer every question.' }],
  QuizAnswerOutOfRange: [400, 'quiz_answer_invalid', { de: 'Ungültige Antwortauswahl.', en: 'Invalid answer selection.' }],
  IntervalOutsideVideo: [400, 'implausible_progress', { de: 'Der gemeldete Fortschritt ist nicht möglich: Die Zeitangaben liegen außerhalb des Videos.', en: 'The reported progress is not possible: the times lie outside the video.' }],
  IntervalAheadOfWatched: [400, 'implausible_progress', { de: 'Der gemeldete Fortschritt ist nicht möglich: Vorspulen über die bereits angesehene Stelle hinaus ist nicht erlaubt.', en: 'The reported progress is not possible: skipping ahead of the part already watched is not allowed.' }],
  MoreThanElapsedTime: [400, 'implausible_progress', { de: 'Der gemeldete Fortschritt ist nicht möglich: Es wurden mehr Sekunden gemeldet, als seit der letzten Meldung vergangen sind.', en: 'The reported progress is not possible: more seconds were reported than have passed since the last report.' }],
  VideoDurationUnknown: [400, 'video_duration_unknown', { de: 'Die Länge des Videos ist unbekannt; bitte die Dauer mitsenden.', en: 'The length of the video is unknown; please send the duration.' }],
  VideoNotWatchedEnough: [400, 'video_not_watched', { de: 'Das Video wurde noch nicht zu 90 % angesehen.', en: 'The video has not been 90 percent watched yet.' }],
  NotPassed: [409, 'not_passed', { de: 'Die Schulung kann noch nicht abgeschlossen werden: Es fehlt eine bestandene Auswertung.', en: 'The training cannot be completed yet: a passed evaluation is missing.' }],
  CompletedFlagRequired: [400, 'completed_required', { de: 'Nur „completed: true“ schließt ein Textmodul ab.', en: 'Only "completed: true" completes a text module.' }],
  WrongPassword: [400, 'wrong_password', { de: 'Das Passwort ist nicht korrekt.', en: 'The password is not correct.' }],
  WrongPin: [400, 'wrong_pin', { de: 'Die PIN ist nicht korrekt.', en: 'The PIN is not correct.' }, { field: 'pin' }],
  NotAllowedToSignOff: [403, 'not_allowed_to_sign_off', { de: 'Den Praxisteil bestätigen nur die Verantwortlichen der Schulung (Eigentümer/in, Co-Owner, Ansprechperson) sowie Admins und Root.', en: 'Only those responsible for the training (owner, co-owners, instructor) and admins or root may sign off the practical part.' }],
  PracticalPartPending: [409, 'practical_part_pending', { de: 'Der Nachweis wird erst ausgestellt, wenn der Praxisteil bestätigt ist.', en: 'The evidence is issued once the practical part has been signed off.' }],
  OnlinePartNotCompleted: [409, 'online_part_not_completed', { de: 'Der Online-Teil dieses Durchgangs ist noch nicht abgeschlossen.', en: 'The online part of this cycle is not completed yet.' }],
  PracticalPartNotRequired: [409, 'practical_part_not_required', { de: 'Dieser Durchgang hat keinen Praxisteil.', en: 'This cycle has no practical part.' }],
  PracticalPartAlreadySignedOff: [409, 'practical_part_already_signed_off', { de: 'Der Praxisteil dieses Durchgangs wurde bereits bestätigt.', en: 'The practical part of this cycle has already been signed off.' }],
  PracticalDateInFuture: [400, 'practical_date_in_future', { de: 'Das Datum des Praxisteils darf nicht in der Zukunft liegen.', en: 'The date of the practical part must not lie in the future.' }, { field: 'date' }],
  PracticalDateBeforeCycle: [400, 'practical_date_before_cycle', { de: 'Das Datum des Praxisteils darf nicht vor dem Beginn dieses Durchgangs liegen.', en: 'The date of the practical part must not lie before this cycle started.' }, { field: 'date' }],
  PracticalPlaceRequired: [400, 'practical_place_required', { de: 'Bitte geben Sie den Ort des Praxisteils an.', en: 'Please enter the place of the practical part.' }, { field: 'place' }],
  QuestionAlreadyAsked: [409, 'question_exists', { de: 'Diese Frage wurde bereits gestellt.', en: 'This question has been asked already.' }],
  QuestionNotFound: [404, 'question_not_found', { de: 'Frage nicht gefunden.', en: 'Question not found.' }],
  NotAllowedToAnswer: [403, 'not_allowed_to_answer', { de: 'Fragen beantworten nur die Ansprechperson, die Verantwortlichen der Schulung (Eigentümer/in, Co-Owner) und Root.', en: 'Only the instructor, those responsible for the training (owner, co-owners) and root may answer questions.' }],
  QuestionTextRequired: [400, 'question_text_required', { de: 'Bitte geben Sie Ihre Frage ein.', en: 'Please enter your question.' }, { field: 'text' }],
  QuestionTextTooLong: [400, 'question_text_too_long', { de: 'Die Frage darf höchstens 2.000 Zeichen lang sein.', en: 'The question may be at most 2,000 characters long.' }, { field: 'text' }],
  AnswerTextRequired: [400, 'answer_text_required', { de: 'Bitte geben Sie eine Antwort ein.', en: 'Please enter an answer.' }, { field: 'text' }],
  AnswerTextTooLong: [400, 'answer_text_too_long', { de: 'Die Antwort darf höchstens 2.000 Zeichen lang sein.', en: 'The answer may be at most 2,000 characters long.' }, { field: 'text' }],
  AnswerLimitReached: [409, 'answer_limit', { de: 'Diese Frage hat bereits die Höchstzahl von 20 Antworten.', en: 'This question has the maximum of 20 answers already.' }],
  PracticalInstructorRequired: [400, 'practical_instructor_required', { de: 'Bitte geben Sie an, wer den Praxisteil durchgeführt hat.', en: 'Please enter who instructed the practical part.' }, { field: 'instructorName' }],
  LanguageNotAvailable: [400, 'language_not_available', { de: 'Diese Schulung gibt es nicht in dieser Sprache.', en: 'This training is not available in this language.' }, { field: 'language' }],
});
