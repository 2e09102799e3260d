import { HttpError } from '../../../platform/http';
import type { TagError } from '../domain/tag';
import type { TrainingError } from '../domain/training';

const e = (status: number, code: string, de: string, en: string, extra?: Record<string, unknown>) => new HttpError(status, code, { de, en }, extra);

/** The one place where catalog's named failures become HTTP errors. */
export function toHttpError(error: TrainingError | TagError): HttpError {
  if (typeof error === 'object') {
    return e(
      409,
      'training_in_bundles',
      `Die Schulung ist in folgenden Bundles enthalten: ${error.bundleNames.join(', ')}. Bitte entfernen Sie sie zuerst aus diesen Bundles.`,
      `The training is part of these bundles: ${error.bundleNames.join(', ')}. Please remove it from them first.`,
      { bundles: error.bundleNames, action: 'remove_from_bundles' },
    );
  }
  switch (error) {
    case 'TrainingNotFound':
      return e(404, 'training_not_found', 'Schulung nicht gefunden.', 'Training not found.');
    case 'TrainingAlreadyExists':
      return e(409, 'training_exists', 'Diese Schulung existiert bereits.', 'This training exists already.');
    case 'NotAllowedToCreateTrainings':
      return e(403, 'forbidden', 'Nur Root, Admins und Manager dürfen Schulungen anlegen.', 'Only root, admins and managers may create trainings.');
    case 'NotAllowedToEditTraining':
      return e(403, 'forbidden', 'Nur Root, der Besitzer und Co-Owner dürfen diese Schulung bearbeiten.', 'Only root, the owner and co-owners may edit this training.');
    case 'NotAllowedToDeleteTraining':
      return e(403, 'forbidden', 'Nur Root und der Besitzer dürfen diese Schulung löschen.', 'Only root and the owner may delete this training.');
    case 'OnlyOwnerManagesCoOwners':
      return e(403, 'forbidden', 'Nur der Besitzer darf Co-Owner verwalten.', 'Only the owner may manage co-owners.');
    case 'TitleAndDescriptionRequired':
      return e(400, 'required_fields', 'Bitte füllen Sie alle Pflichtfelder aus.', 'Please fill in all required fields.');
    case 'TitleMustNotBeEmpty':
      return e(400, 'title_empty', 'Der Titel darf nicht leer sein.', 'The title must not be empty.');
    case 'RecertificationNeedsPeriod':
      return e(400, 'recertification_period_required', 'Bitte wählen Sie einen Zeitraum für die Rezertifizierung.', 'Please select a period for recertification.');
    case 'InvalidRecertificationPeriod':
      return e(400, 'recertification_period_invalid', 'Ungültiger Zeitraum für die Rezertifizierung.', 'Invalid recertification period.');
    case 'ModuleNotFound':
      return e(404, 'module_not_found', 'Modul nicht gefunden.', 'Module not found.');
    case 'ModuleAlreadyExists':
      return e(409, 'module_exists', 'Dieses Modul existiert bereits.', 'This module exists already.');
    case 'ModuleTitleRequired':
      return e(400, 'module_title_required', 'Bitte geben Sie einen Titel für das Modul ein.', 'Please enter a title for the module.');
    case 'ModuleContentDoesNotMatchType':
      return e(400, 'module_content_invalid', 'Der Inhalt passt nicht zum Modultyp.', 'The content does not match the module type.');
    case 'VideoModuleNeedsVideo':
      return e(400, 'video_required', 'Bitte nehmen Sie ein Video auf oder laden Sie eine Datei hoch.', 'Please record a video or upload a file.');
    case 'TextModuleNeedsText':
      return e(400, 'text_required', 'Bitte geben Sie einen Text ein.', 'Please enter a text.');
    case 'QuizNeedsQuestions':
      return e(400, 'quiz_no_questions', 'Ein Quiz braucht mindestens eine Frage.', 'A quiz needs at least one question.');
    case 'QuizQuestionTextRequired':
      return e(400, 'quiz_question_empty', 'Jede Frage braucht einen Fragetext.', 'Every question needs a question text.');
    case 'QuizQuestionNeedsTwoAnswers':
      return e(400, 'quiz_two_answers', 'Jede Frage braucht mindestens 2 Antworten.', 'Every question needs at least 2 answers.');
    case 'QuizQuestionNeedsCorrectAnswer':
      return e(400, 'quiz_correct_answer', 'Jede Frage braucht mindestens eine richtige Antwort.', 'Each question must have at least one correct answer.');
    case 'ModuleListMismatch':
      return e(400, 'module_list_mismatch', 'Die Modulliste passt nicht zur Schulung. Bitte laden Sie die Seite neu.', 'The module list does not match the training. Please reload the page.');
    case 'UnknownTag':
      return e(400, 'unknown_tag', 'Unbekannter Tag.', 'Unknown tag.');
    case 'CoOwnerNotFound':
      return e(404, 'user_not_found', 'Benutzer nicht gefunden.', 'User not found.');
    case 'CoOwnerIsOwner':
      return e(400, 'co_owner_is_owner', 'Der Besitzer kann nicht Co-Owner sein.', 'The owner cannot be a co-owner.');
    case 'AlreadyCoOwner':
      return e(409, 'already_co_owner', 'Dieser Benutzer ist bereits Co-Owner.', 'This user is a co-owner already.');
    case 'CoOwnerLimitReached':
      return e(409, 'co_owner_limit', 'Maximal 5 Co-Owner pro Schulung.', 'At most 5 co-owners per training.');
    case 'CoOwnerNotEligible':
      return e(400, 'co_owner_not_eligible', 'Nur aktive Root-, Admin- und Manager-Benutzer können Co-Owner sein.', 'Only active root, admin and manager users can be co-owners.');
    case 'NotACoOwner':
      return e(404, 'not_a_co_owner', 'Dieser Benutzer ist kein Co-Owner.', 'This user is not a co-owner.');
    case 'InstructorNotFound':
      return new HttpError(404, 'user_not_found', { de: 'Benutzer nicht gefunden.', en: 'User not found.' }, { field: 'userId' });
    case 'InstructorNotEligible':
      return new HttpError(
        400,
        'instructor_not_eligible',
        { de: 'Ansprechperson kann nur ein aktiver Root-, Admin- oder Manager-Benutzer sein.', en: 'Only an active root, admin or manager user can be the instructor.' },
        { field: 'userId' },
      );
    case 'TagAlreadyExists':
      return e(409, 'tag_exists', 'Dieser Tag existiert bereits.', 'This tag exists already.');
    case 'TagNotFound':
      return e(404, 'tag_not_found', 'Tag nicht gefunden.', 'Tag not found.');
    case 'DefaultTagIsFixed':
      return e(400, 'default_tag', 'Standard-Tags können nicht gelöscht oder geändert werden.', 'Default tags cannot be deleted or changed.');
    case 'NotAllowedToManageTags':
      return e(403, 'forbidden', 'Nur Root, Admins und Manager dürfen Tags verwalten.', 'Only root, admins and managers may manage tags.');
    case 'GermanNameRequired':
      return e(400, 'german_name_required', 'Der deutsche Name ist erforderlich.', 'German name is required.');
    case 'UnknownTagColor':
      return e(400, 'tag_color_invalid', 'Bitte wählen Sie eine der vorgegebenen Farben.', 'Please choose one of the preset colors.');
    default: {
      const never: never = error;
      return never;
    }
  }
}

export const INVALID_TRAINING_ID = () => e(400, 'invalid_training_id', 'Ungültige Training-ID', 'Invalid training ID');
export const TRAINING_ID_MISSING = () => e(400, 'training_id_missing', 'Bitte speichern Sie die Schulung zuerst.', 'Training ID missing. Please save the training first.');
export const VIDEO_NOT_OURS = () => e(400, 'video_unknown', 'Das Video wurde nicht über diese Plattform hochgeladen.', 'The video was not uploaded through this platform.');
