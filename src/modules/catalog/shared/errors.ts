import { errorTable, HttpError, httpError } from '../../../platform/http';
import type { TagError } from '../domain/tag';
import type { TrainingError } from '../domain/training';
import type { SubtitleCheck } from '../domain/subtitles';
import { CONTENT_LANGUAGES } from '../../../shared/languages';

const named = errorTable<Exclude<TrainingError | TagError, object>>({
  TrainingNotFound: [404, 'training_not_found', { de: 'Schulung nicht gefunden.', en: 'Training not found.' }],
  TrainingAlreadyExists: [409, 'training_exists', { de: 'Diese Schulung existiert bereits.', en: 'This training exists already.' }],
  NotAllowedToCreateTrainings: [403, 'forbidden', { de: 'Nur Root, Admins und Manager dürfen Schulungen anlegen.', en: 'Only root, admins and managers may create trainings.' }],
  NotAllowedToEditTraining: [403, 'forbidden', { de: 'Nur Root, der Besitzer und Co-Owner dürfen diese Schulung bearbeiten.', en: 'Only root, the owner and co-owners may edit this training.' }],
  NotAllowedToDeleteTraining: [403, 'forbidden', { de: 'Nur Root und der Besitzer dürfen diese Schulung löschen.', en: 'Only root and the owner may delete this training.' }],
  OnlyOwnerManagesCoOwners: [403, 'forbidden', { de: 'Nur der Besitzer darf Co-Owner verwalten.', en: 'Only the owner may manage co-owners.' }],
  TitleAndDescriptionRequired: [400, 'required_fields', { de: 'Bitte füllen Sie alle Pflichtfelder aus.', en: 'Please fill in all required fields.' }],
  TitleMustNotBeEmpty: [400, 'title_empty', { de: 'Der Titel darf nicht leer sein.', en: 'The title must not be empty.' }],
  RecertificationNeedsPeriod: [400, 'recertification_period_required', { de: 'Bitte wählen Sie einen Zeitraum für die Rezertifizierung.', en: 'Please select a period for recertification.' }],
  InvalidRecertificationPeriod: [400, 'recertification_period_invalid', { de: 'Ungültiger Zeitraum für die Rezertifizierung.', en: 'Invalid recertification period.' }],
  ModuleNotFound: [404, 'module_not_found', { de: 'Modul nicht gefunden.', en: 'Module not found.' }],
  ModuleAlreadyExists: [409, 'module_exists', { de: 'Dieses Modul existiert bereits.', en: 'This module exists already.' }],
  ModuleTitleRequired: [400, 'module_title_required', { de: 'Bitte geben Sie einen Titel für das Modul ein.', en: 'Please enter a title for the module.' }],
  ModuleContentDoesNotMatchType: [400, 'module_content_invalid', { de: 'Der Inhalt passt nicht zum Modultyp.', en: 'The content does not match the module type.' }],
  VideoModuleNeedsVideo: [400, 'video_required', { de: 'Bitte nehmen Sie ein Video auf oder laden Sie eine Datei hoch.', en: 'Please record a video or upload a file.' }],
  TextModuleNeedsText: [400, 'text_required', { de: 'Bitte geben Sie einen Text ein.', en: 'Please enter a text.' }],
  QuizNeedsQuestions: [400, 'quiz_no_questions', { de: 'Ein Quiz braucht mindestens eine Frage.', en: 'A quiz needs at least one question.' }],
  QuizQuestionTextRequired: [400, 'quiz_question_empty', { de: 'Jede Frage braucht einen Fragetext.', en: 'Every question needs a question text.' }],
  QuizQuestionNeedsTwoAnswers: [400, 'quiz_two_answers', { de: 'Jede Frage braucht mindestens 2 Antworten.', en: 'Every question needs at least 2 answers.' }],
  QuizQuestionNeedsCorrectAnswer: [400, 'quiz_correct_answer', { de: 'Jede Frage braucht mindestens eine richtige Antwort.', en: 'Each question must have at least one correct answer.' }],
  ModuleListMismatch: [400, 'module_list_mismatch', { de: 'Die Modulliste passt nicht zur Schulung. Bitte laden Sie die Seite neu.', en: 'The module list does not match the training. Please reload the page.' }],
  UnknownTag: [400, 'unknown_tag', { de: 'Unbekannter Tag.', en: 'Unknown tag.' }],
  CoOwnerNotFound: [404, 'user_not_found', { de: 'Benutzer nicht gefunden.', en: 'User not found.' }],
  CoOwnerIsOwner: [400, 'co_owner_is_owner', { de: 'Der Besitzer kann nicht Co-Owner sein.', en: 'The owner cannot be a co-owner.' }],
  AlreadyCoOwner: [409, 'already_co_owner', { de: 'Dieser Benutzer ist bereits Co-Owner.', en: 'This user is a co-owner already.' }],
  CoOwnerLimitReached: [409, 'co_owner_limit', { de: 'Maximal 5 Co-Owner pro Schulung.', en: 'At most 5 co-owners per training.' }],
  CoOwnerNotEligible: [400, 'co_owner_not_eligible', { de: 'Nur aktive Root-, Admin- und Manager-Benutzer können Co-Owner sein.', en: 'Only active root, admin and manager users can be co-owners.' }],
  NotACoOwner: [404, 'not_a_co_owner', { de: 'Dieser Benutzer ist kein Co-Owner.', en: 'This user is not a co-owner.' }],
  InstructorNotFound: [404, 'user_not_found', { de: 'Benutzer nicht gefunden.', en: 'User not found.' }, { field: 'userId' }],
  InstructorNotEligible: [400, 'instructor_not_eligible', { de: 'Ansprechperson kann nur ein aktiver Root-, Admin- oder Manager-Benutzer sein.', en: 'Only an active root, admin or manager user can be the instructor.' }, { field: 'userId' }],
  DefaultLanguageNotInList: [400, 'default_language_not_in_list', { de: 'Die Standardsprache muss zu den Sprachen der Schulung gehören.', en: 'The default language must be one of the training\'s languages.' }, { field: 'defaultLanguage' }],
  QuizStructureMismatch: [
    400,
    'quiz_structure_mismatch',
    {
      de: 'Eine Sprachfassung ändert nur Texte: Fragen, Antworten und richtige Antworten müssen wie in der Standardsprache bleiben.',
      en: 'A language version changes texts only: questions, answers and correct answers must stay as in the default language.',
    },
  ],
  SubtitlesNeedVideoModule: [400, 'subtitles_need_video', { de: 'Untertitel gibt es nur für Videomodule.', en: 'Only video modules have subtitles.' }],
  SubtitleTrackNotFound: [404, 'subtitle_track_not_found', { de: 'Für diese Sprache gibt es keine Untertitel.', en: 'There are no subtitles in this language.' }, { field: 'language' }],
  DubbedDefaultLanguage: [
    400,
    'dubbed_default_language',
    { de: 'Die Standardsprache zeigt das Hauptvideo; eine Sprachfassung ist nur für weitere Sprachen möglich.', en: 'The default language shows the main video; a dubbed version is only for further languages.' },
  ],
  TagAlreadyExists: [409, 'tag_exists', { de: 'Dieser Tag existiert bereits.', en: 'This tag exists already.' }],
  TagNotFound: [404, 'tag_not_found', { de: 'Tag nicht gefunden.', en: 'Tag not found.' }],
  DefaultTagIsFixed: [400, 'default_tag', { de: 'Standard-Tags können nicht gelöscht oder geändert werden.', en: 'Default tags cannot be deleted or changed.' }],
  NotAllowedToManageTags: [403, 'forbidden', { de: 'Nur Root, Admins und Manager dürfen Tags verwalten.', en: 'Only root, admins and managers may manage tags.' }],
  GermanNameRequired: [400, 'german_name_required', { de: 'Der deutsche Name ist erforderlich.', en: 'German name is required.' }],
  UnknownTagColor: [400, 'tag_color_invalid', { de: 'Bitte wählen Sie eine der vorgegebenen Farben.', en: 'Please choose one of the preset colors.' }],
});

/** The one place where catalog's named failures become HTTP errors. */
export function toHttpError(error: TrainingError | TagError): HttpError {
  if (typeof error === 'object' && error.tag === 'UnsupportedLanguage') return unsupportedLanguage(error.languages);
  if (typeof error === 'object' && error.tag === 'LanguageNotInTraining') {
    return new HttpError(
      400,
      'language_not_in_training',
      {
        de: `Die Schulung hat keine Sprachfassung „${error.language}“. Fügen Sie die Sprache zuerst hinzu.`,
        en: `The training has no "${error.language}" version. Add the language first.`,
      },
      { field: 'language' },
    );
  }
  if (typeof error === 'object') {
    return new HttpError(
      409,
      'training_in_bundles',
      {
        de: `Die Schulung ist in folgenden Bundles enthalten: ${error.bundleNames.join(', ')}. Bitte entfernen Sie sie zuerst aus diesen Bundles.`,
        en: `The training is part of these bundles: ${error.bundleNames.join(', ')}. Please remove it from them first.`,
      },
      { bundles: error.bundleNames, action: 'remove_from_bundles' },
    );
  }
  return named(error);
}

/** A language tag outside CONTENT_LANGUAGES (issue 34, item 8). */
export function unsupportedLanguage(languages: readonly string[]): HttpError {
  const allowed = CONTENT_LANGUAGES.join(', ');
  const named = languages.join(', ');
  return new HttpError(
    400,
    'unsupported_language',
    { de: `Diese Sprache wird nicht unterstützt: „${named}“. Erlaubt: ${allowed}.`, en: `This language is not supported: "${named}". Allowed: ${allowed}.` },
    { languages: [...languages] },
  );
}

const seconds = (s: number, lang: 'de' | 'en') => (Math.round(s * 10) / 10).toLocaleString(lang === 'de' ? 'de-DE' : 'en-US');

/** A WebVTT file `checkSubtitles` refused (issue 34 item 2): 400 `subtitles_invalid`, naming the first bad cue. */
export function subtitlesRefused(check: Extract<SubtitleCheck, { ok: false }>, videoSeconds?: number | null): HttpError {
  const { cue, reason, line, detail, endsAt } = check;
  const at = { de: line !== undefined ? ` (Zeile ${line})` : '', en: line !== undefined ? ` (line ${line})` : '' };
  const messages = ((): { de: string; en: string } => {
    switch (reason) {
      case 'too_large':
        return { de: 'Die Untertiteldatei ist zu groß (höchstens 1 MB).', en: 'The subtitle file is too large (at most 1 MB).' };
      case 'empty':
        return { de: 'Die Untertiteldatei enthält keine Untertitel.', en: 'The subtitle file contains no cues.' };
      case 'out_of_order':
        return { de: `Untertitel ${cue} beginnt vor dem vorherigen${at.de}.`, en: `Cue ${cue} starts before the previous cue${at.en}.` };
      case 'end_before_start':
        return { de: `Untertitel ${cue} endet nicht nach seinem Beginn${at.de}.`, en: `Cue ${cue} does not end after it starts${at.en}.` };
      case 'beyond_video': {
        const len = videoSeconds ?? 0;
        return {
          de: `Untertitel ${cue} endet nach dem Video (bei ${seconds(endsAt ?? 0, 'de')} s; das Video ist ${seconds(len, 'de')} s lang).`,
          en: `Cue ${cue} ends after the video (at ${seconds(endsAt ?? 0, 'en')} s; the video is ${seconds(len, 'en')} s long).`,
        };
      }
      case 'invalid':
        return cue === null
          ? { de: `Die Datei ist keine gültige WebVTT-Datei${at.de}.`, en: `The file is not a valid WebVTT file${at.en}: ${detail ?? ''}` }
          : { de: `Untertitel ${cue} ist ungültig${at.de}.`, en: `Cue ${cue} is invalid${at.en}: ${detail ?? ''}` };
      default: {
        const never: never = reason;
        return never;
      }
    }
  })();
  return new HttpError(400, 'subtitles_invalid', messages, { field: 'file', reason, cue, ...(line !== undefined ? { line } : {}), ...(detail ? { detail } : {}) });
}

export const INVALID_TRAINING_ID = () => httpError(400, 'invalid_training_id', 'Ungültige Training-ID', 'Invalid training ID');
export const TRAINING_ID_MISSING = () => httpError(400, 'training_id_missing', 'Bitte speichern Sie die Schulung zuerst.', 'Training ID missing. Please save the training first.');
export const VIDEO_NOT_OURS = () => httpError(400, 'video_unknown', 'Das Video wurde nicht über diese Plattform hochgeladen.', 'The video was not uploaded through this platform.');

/** The first unit ids of a list, for a message. */
const unitList = (ids: readonly string[]) => (ids.length > 5 ? `${ids.slice(0, 5).join(', ')} … (+${ids.length - 5})` : ids.join(', '));

/** XLIFF export and import (issue 34, item 6): the default language is the source of a translation, never its target. */
export const targetIsDefault = (language: string) =>
  new HttpError(
    400,
    'target_is_default',
    {
      de: `„${language}“ ist die Standardsprache der Schulung und damit der Ausgangstext der Übersetzung. Wählen Sie eine andere Sprachfassung.`,
      en: `"${language}" is the training's default language, the source of the translation. Choose another language version.`,
    },
    { field: 'target' },
  );
export const xliffInvalid = () =>
  new HttpError(400, 'xliff_invalid', {
    de: 'Die Datei ist keine lesbare XLIFF-Datei. Erwartet wird XLIFF 2.0 (oder 1.2) mit einer Datei und einer Zielsprache, wie sie der Export liefert.',
    en: 'The file is not a readable XLIFF file. Expected is XLIFF 2.0 (or 1.2) with one file and a target language, as the export gives it.',
  });
export const xliffSegmented = (unitId: string) =>
  new HttpError(
    400,
    'xliff_unit_segmented',
    {
      de: `Die Einheit „${unitId}“ ist in mehrere Segmente geteilt. Bitte führen Sie die Segmente im Übersetzungsprogramm zusammen.`,
      en: `The unit "${unitId}" is split into several segments. Please join them in the translation tool.`,
    },
    { units: [unitId] },
  );
export const xliffOtherTraining = () =>
  new HttpError(400, 'xliff_other_training', {
    de: 'Diese XLIFF-Datei gehört zu einer anderen Schulung. Bitte importieren Sie die Datei, die Sie bei dieser Schulung exportiert haben.',
    en: 'This XLIFF file belongs to another training. Please import the file you exported from this training.',
  });
export const xliffUnknownUnits = (ids: readonly string[]) =>
  new HttpError(
    400,
    'xliff_unknown_units',
    {
      de: `Die Datei enthält Einheiten, die es in der Schulung nicht gibt: ${unitList(ids)}. Ein Import ändert nur Texte, nicht die Struktur (Module, Fragen, Antworten).`,
      en: `The file has units the training does not have: ${unitList(ids)}. An import changes texts only, not the structure (modules, questions, answers).`,
    },
    { units: [...ids] },
  );
export const xliffMissingUnits = (ids: readonly string[]) =>
  new HttpError(
    400,
    'xliff_missing_units',
    {
      de: `In der Datei fehlen Texte der Schulung: ${unitList(ids)}. Die Schulung hat sich seit dem Export geändert oder die Datei ist unvollständig; bitte exportieren Sie sie neu.`,
      en: `The file lacks texts of the training: ${unitList(ids)}. The training changed since the export or the file is incomplete; please export it again.`,
    },
    { units: [...ids] },
  );
