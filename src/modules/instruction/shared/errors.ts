import { errorTable } from '../../../platform/http';
import { MAX_DURATION_MINUTES, MAX_LOCATION_LENGTH, MAX_NOTE_LENGTH, OPEN_AT_MOST_DAYS_LATE, type SessionError } from '../domain/session';
import type { SignatureRefusal } from './signature-png';

/** Failures found before the decider: ids that do not name something of the caller's company. */
export type LookupFailure = 'TrainingNotFound' | 'PersonNotFound' | 'InstructorNotFound' | 'GroupNotFound' | 'SignatureNotFound' | 'AttendanceNotYet' | 'ScanWrongType' | 'PresentRequired' | 'ScanNotFound';

/** The one place where the classroom sessions' named failures become HTTP errors (issue 32 item 7), German and English. */
export const toHttpError = errorTable<SessionError | SignatureRefusal | LookupFailure>({
  SessionNotFound: [404, 'session_not_found', { de: 'Präsenzunterweisung nicht gefunden.', en: 'Instruction session not found.' }],
  TrainingNotFound: [404, 'training_not_found', { de: 'Schulung nicht gefunden.', en: 'Training not found.' }],
  PersonNotFound: [404, 'user_not_found', { de: 'Teilnehmer/in nicht gefunden.', en: 'Participant not found.' }],
  AttendanceNotYet: [409, 'session_not_closed', { de: 'Den Unterweisungsnachweis mit Unterschriften gibt es, sobald die Präsenzunterweisung abgeschlossen ist. Zum Ausdrucken: die Teilnehmerliste.', en: 'The record with signatures exists once the session is closed. To print: the participant list.' }],
  ScanWrongType: [400, 'scan_wrong_type', { de: 'Die unterschriebene Liste muss ein PDF, PNG oder JPEG sein.', en: 'The signed list must be a PDF, PNG or JPEG file.' }],
  PresentRequired: [400, 'present_required', { de: 'Bitte geben Sie an, wer laut Liste anwesend war (presentUserIds).', en: 'Please say who was present according to the list (presentUserIds).' }],
  ScanNotFound: [404, 'scan_not_found', { de: 'Zu dieser Präsenzunterweisung gibt es keine hochgeladene Liste.', en: 'This session has no uploaded list.' }],
  SignatureNotFound: [404, 'signature_not_found', { de: 'Unterschrift nicht gefunden.', en: 'Signature not found.' }],
  GroupNotFound: [404, 'group_not_found', { de: 'Einheit nicht gefunden.', en: 'Unit not found.' }],
  InstructorNotFound: [404, 'instructor_not_found', { de: 'Unterweisende Person nicht gefunden.', en: 'Instructor not found.' }],
  SessionAlreadyExists: [409, 'session_exists', { de: 'Diese Präsenzunterweisung existiert bereits.', en: 'This instruction session exists already.' }],
  NotAllowedToPlan: [403, 'forbidden', { de: 'Nur Root, Admins, Manager sowie Besitzer und Co-Owner der Schulung dürfen Präsenzunterweisungen planen.', en: 'Only root, admins, managers and the owner and co-owners of the training may plan instruction sessions.' }],
  NotAllowedToConduct: [403, 'forbidden', { de: 'Nur die unterweisende Person und wer die Unterweisung planen darf, darf sie durchführen.', en: 'Only the instructor and those who may plan the session may conduct it.' }],
  InstructorNotEligible: [400, 'instructor_not_eligible', { de: 'Unterweisen dürfen nur aktive Root-, Admin- und Manager-Benutzer des Unternehmens.', en: 'Only active root, admin and manager users of the company may give instructions.' }],
  DurationInvalid: [400, 'duration_invalid', { de: `Die Dauer muss zwischen 1 und ${MAX_DURATION_MINUTES} Minuten liegen.`, en: `The duration must be between 1 and ${MAX_DURATION_MINUTES} minutes.` }],
  LocationRequired: [400, 'location_required', { de: 'Bitte geben Sie den Ort an.', en: 'Please enter the location.' }],
  LocationTooLong: [400, 'location_too_long', { de: `Der Ort darf höchstens ${MAX_LOCATION_LENGTH} Zeichen lang sein.`, en: `The location may be at most ${MAX_LOCATION_LENGTH} characters long.` }],
  NoteTooLong: [400, 'notes_too_long', { de: `Die Notiz darf höchstens ${MAX_NOTE_LENGTH} Zeichen lang sein.`, en: `The notes may be at most ${MAX_NOTE_LENGTH} characters long.` }],
  SessionClosed: [409, 'session_closed', { de: 'Die Präsenzunterweisung ist abgeschlossen und kann nicht mehr geändert werden. Eine Korrektur ist möglich.', en: 'The instruction session is closed and cannot be changed any more. A correction is possible.' }],
  SessionNotOpen: [409, 'session_not_open', { de: 'Die Präsenzunterweisung ist nicht geöffnet.', en: 'The instruction session is not open.' }],
  SessionNotClosed: [409, 'session_not_closed', { de: 'Nur eine abgeschlossene Präsenzunterweisung kann korrigiert werden.', en: 'Only a closed instruction session can be corrected.' }],
  SessionAlreadyOpen: [409, 'session_already_open', { de: 'Die Präsenzunterweisung ist bereits geöffnet.', en: 'The instruction session is open already.' }],
  SessionTooOld: [409, 'session_too_old', { de: `Die Unterweisung liegt mehr als ${OPEN_AT_MOST_DAYS_LATE} Tage zurück und kann nicht mehr am Tablet geöffnet werden. Laden Sie die unterschriebene Liste hoch.`, en: `The session is more than ${OPEN_AT_MOST_DAYS_LATE} days in the past and can no longer be opened on the tablet. Upload the signed list instead.` }],
  AlreadyParticipant: [409, 'already_participant', { de: 'Diese Person steht bereits auf der Teilnehmerliste.', en: 'This person is on the participant list already.' }],
  NotAParticipant: [409, 'not_a_participant', { de: 'Diese Person steht nicht auf der Teilnehmerliste.', en: 'This person is not on the participant list.' }],
  ParticipantHasSigned: [409, 'participant_signed', { de: 'Diese Person hat bereits unterschrieben. Nehmen Sie zuerst die Unterschrift zurück.', en: 'This person has signed already. Withdraw the signature first.' }],
  ConfirmationRequired: [400, 'confirmation_required', { de: 'Bitte bestätigen Sie die Teilnahme und das Verständnis des Inhalts.', en: 'Please confirm that you took part and understood the content.' }],
  AlreadySigned: [409, 'already_signed', { de: 'Diese Person hat bereits unterschrieben.', en: 'This person has signed already.' }],
  NotSigned: [409, 'not_signed', { de: 'Diese Person hat nicht unterschrieben.', en: 'This person has not signed.' }],
  ReasonRequired: [400, 'reason_required', { de: 'Bitte geben Sie einen Grund an.', en: 'Please give a reason.' }],
  NoSignatures: [409, 'no_signatures', { de: 'Ohne mindestens eine Unterschrift kann die Unterweisung nicht abgeschlossen werden.', en: 'The session cannot be closed without at least one signature.' }],
  SignedOnTablet: [409, 'signed_on_tablet', { de: 'Am Tablet wurde bereits unterschrieben. Schließen Sie die Unterweisung am Tablet ab.', en: 'Participants have signed on the tablet already. Close the session on the tablet.' }],
  SignatureNotPng: [400, 'signature_not_png', { de: 'Die Unterschrift ist kein gültiges PNG-Bild.', en: 'The signature is not a valid PNG image.' }],
  SignatureTooLarge: [400, 'signature_too_large', { de: 'Die Unterschrift ist größer als 200 KB.', en: 'The signature is larger than 200 KB.' }],
  SignatureBlank: [400, 'signature_blank', { de: 'Die Unterschrift ist leer. Bitte unterschreiben Sie im Feld.', en: 'The signature is empty. Please sign in the field.' }],
});
