import { errorTable } from '../../../platform/http';
import type { MediaItemError } from '../domain/media-item';
import type { TrimError } from '../domain/rules';
import type { VideoProjectError } from '../domain/video-project';
import { UploadError } from '../storage/file-store';

/** Failures of the media module that are not decider rules. */
export type MediaFailure =
  | 'NotAVideo'
  | 'NotAnImageFile'
  | 'NoVideoFile'
  | 'NoImageFile'
  | 'UploadTooLarge'
  | 'MalformedUpload'
  | 'UnsupportedContentType'
  | 'InvalidTrim'
  | 'VideoUnreadable'
  | 'ImageUnreadable'
  | 'VideoProcessingFailed'
  | 'MediaToolsMissing'
  | 'MediaBusy'
  | 'InvalidSignature'
  | 'LinkExpired'
  | 'MediaNotFound'
  | 'RangeNotSatisfiable'
  | 'NotAllowedToBrowseMedia'
  | 'SignedLinkRequired';

export type MediaError = MediaItemError | VideoProjectError | TrimError | MediaFailure;

const NOT_A_VIDEO = { de: 'Bitte wählen Sie eine Videodatei aus.', en: 'Please select a video file.' };
const NOT_AN_IMAGE = { de: 'Bitte wählen Sie ein Bild im Format PNG, JPEG oder WebP aus.', en: 'Please select a PNG, JPEG or WebP image.' };
export const VIDEO_TOO_LARGE = { de: 'Videos dürfen maximal 50MB groß sein.', en: 'Videos may be at most 50MB.' };
export const IMAGE_TOO_LARGE = { de: 'Bilder dürfen maximal 5MB groß sein.', en: 'Images may be at most 5MB.' };
const UNREADABLE_VIDEO = { de: 'Das Video konnte nicht gelesen werden. Bitte prüfen Sie die Datei.', en: 'The video could not be read. Please check the file.' };

/** The one place where the media module's named failures become HTTP errors. */
export const toHttpError = errorTable<MediaError>({
  NotAVideo: [400, 'invalid_file_type', NOT_A_VIDEO],
  VideoNotPlayable: [400, 'invalid_file_type', NOT_A_VIDEO],
  NotAnImage: [400, 'invalid_file_type', NOT_AN_IMAGE],
  NotAnImageFile: [400, 'invalid_file_type', NOT_AN_IMAGE],
  NoVideoFile: [400, 'no_video', { de: 'Bitte nehmen Sie ein Video auf oder laden Sie eine Datei hoch.', en: 'Please record a video or upload a file.' }],
  NoImageFile: [400, 'no_image', { de: 'Bitte wählen Sie ein Bild aus.', en: 'Please select an image.' }],
  VideoTooLarge: [413, 'file_too_large', VIDEO_TOO_LARGE],
  UploadTooLarge: [413, 'file_too_large', VIDEO_TOO_LARGE],
  ImageTooLarge: [413, 'file_too_large', IMAGE_TOO_LARGE],
  MalformedUpload: [400, 'malformed_upload', { de: 'Ungültige Anfrage: der Upload ist unvollständig oder fehlerhaft.', en: 'Invalid request: the upload is incomplete or malformed.' }],
  UnsupportedContentType: [415, 'unsupported_media_type', { de: 'Bitte senden Sie die Datei als multipart/form-data oder als JSON mit einer Data-URL.', en: 'Please send the file as multipart/form-data or as JSON with a data URL.' }],
  InvalidTrim: [400, 'invalid_trim', { de: 'Ungültige Kürzung: trimStart und trimEnd müssen Zahlen sein.', en: 'Invalid trim: trimStart and trimEnd must be numbers.' }, { field: 'trim' }],
  TrimStartNegative: [400, 'invalid_trim', { de: 'Der Startpunkt der Kürzung darf nicht negativ sein.', en: 'The trim start must not be negative.' }, { field: 'trim' }],
  TrimGapTooSmall: [400, 'invalid_trim', { de: 'Das Ende der Kürzung muss mindestens 0,1 Sekunden nach dem Start liegen.', en: 'The trim end must be at least 0.1 seconds after the start.' }, { field: 'trim' }],
  TrimOutsideVideo: [400, 'invalid_trim', { de: 'Die Kürzung liegt außerhalb der Videolänge.', en: 'The trim lies outside the length of the video.' }, { field: 'trim' }],
  TrimDurationInconsistent: [400, 'invalid_trim', { de: 'Die Länge der Kürzung passt nicht zu Start und Ende.', en: 'The trim duration does not match its start and end.' }, { field: 'trim' }],
  VideoUnreadable: [400, 'video_unreadable', UNREADABLE_VIDEO],
  VideoWithoutDuration: [400, 'video_unreadable', UNREADABLE_VIDEO],
  ImageUnreadable: [400, 'image_unreadable', { de: 'Das Bild konnte nicht gelesen werden.', en: 'The image could not be read.' }],
  VideoProcessingFailed: [400, 'video_processing_failed', { de: 'Das Video konnte nicht verarbeitet werden. Bitte versuchen Sie es mit einer anderen Datei.', en: 'The video could not be processed. Please try another file.' }],
  MediaToolsMissing: [503, 'media_unavailable', { de: 'Die Videoverarbeitung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.', en: 'Video processing is not available right now. Please try again later.' }],
  MediaBusy: [503, 'media_busy', { de: 'Es werden gerade viele Videos verarbeitet. Bitte versuchen Sie es in Kürze erneut.', en: 'Many videos are being processed right now. Please try again shortly.' }, { retryAfter: 30 }],
  MediaAlreadyStored: [409, 'media_exists', { de: 'Diese Datei ist bereits gespeichert.', en: 'This file is stored already.' }],
  ProjectNameMissing: [400, 'validation_failed', { de: 'Bitte geben Sie einen Namen für das Projekt ein.', en: 'Please enter a name for the project.' }, { field: 'name' }],
  VideoNotOfCompany: [400, 'invalid_video_url', { de: 'Das Video wurde nicht über diese Plattform für Ihr Unternehmen hochgeladen.', en: 'The video was not uploaded for your company through this platform.' }, { field: 'videoUrl' }],
  TextOverlayOutsideVideo: [400, 'validation_failed', { de: 'Texteinblendungen müssen innerhalb der Videolänge liegen: Start ab 0 Sekunden, Ende spätestens am Ende des Videos.', en: 'Text overlays must lie within the length of the video: start at 0 seconds or later, end by the end of the video.' }, { field: 'projectData.textOverlays' }],
  AudioRecordingOutsideVideo: [400, 'validation_failed', { de: 'Audioaufnahmen müssen innerhalb der Videolänge liegen: Start ab 0 Sekunden, Ende spätestens am Ende des Videos.', en: 'Audio recordings must lie within the length of the video: start at 0 seconds or later, end by the end of the video.' }, { field: 'projectData.audioRecordings' }],
  ProjectOfOtherCompany: [404, 'not_found', { de: 'Nicht gefunden.', en: 'Not found.' }],
  MediaNotFound: [404, 'not_found', { de: 'Nicht gefunden.', en: 'Not found.' }],
  InvalidSignature: [403, 'invalid_signature', { de: 'Der Link ist ungültig.', en: 'The link is invalid.' }],
  LinkExpired: [403, 'link_expired', { de: 'Der Link ist abgelaufen. Bitte laden Sie die Seite neu.', en: 'The link has expired. Please reload the page.' }],
  NotAllowedToBrowseMedia: [403, 'forbidden', { de: 'Nur Root, Admins und Manager dürfen die Medien und Videoprojekte des Unternehmens sehen.', en: "Only root, admins and managers may see the company's media and video projects." }],
  SignedLinkRequired: [403, 'signature_required', { de: 'Diese Datei ist nur über einen signierten Link abrufbar. Bitte öffnen Sie sie aus der Schulung oder dem Infolog.', en: 'This file is only available through a signed link. Please open it from the training or the infolog.' }],
  RangeNotSatisfiable: [416, 'range_not_satisfiable', { de: 'Der angefragte Bereich liegt außerhalb der Datei.', en: 'The requested range lies outside the file.' }],
});

/** A failed upload (size, type, broken body) as the client sees it; other errors pass through. */
export function uploadFailure(err: unknown, kind: 'video' | 'image'): unknown {
  if (!(err instanceof UploadError)) return err;
  const map: Record<UploadError['reason'], MediaError> = {
    too_large: kind === 'video' ? 'UploadTooLarge' : 'ImageTooLarge',
    wrong_type: kind === 'video' ? 'NotAVideo' : 'NotAnImageFile',
    malformed: 'MalformedUpload',
    unsupported: 'UnsupportedContentType',
    aborted: 'MalformedUpload',
  };
  return toHttpError(map[err.reason]);
}
