import { HttpError } from '../../../platform/http';
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
export function toHttpError(error: MediaError): HttpError {
  switch (error) {
    case 'NotAVideo':
    case 'VideoNotPlayable':
      return new HttpError(400, 'invalid_file_type', NOT_A_VIDEO);
    case 'NotAnImage':
    case 'NotAnImageFile':
      return new HttpError(400, 'invalid_file_type', NOT_AN_IMAGE);
    case 'NoVideoFile':
      return new HttpError(400, 'no_video', { de: 'Bitte nehmen Sie ein Video auf oder laden Sie eine Datei hoch.', en: 'Please record a video or upload a file.' });
    case 'NoImageFile':
      return new HttpError(400, 'no_image', { de: 'Bitte wählen Sie ein Bild aus.', en: 'Please select an image.' });
    case 'VideoTooLarge':
    case 'UploadTooLarge':
      return new HttpError(413, 'file_too_large', VIDEO_TOO_LARGE);
    case 'ImageTooLarge':
      return new HttpError(413, 'file_too_large', IMAGE_TOO_LARGE);
    case 'MalformedUpload':
      return new HttpError(400, 'malformed_upload', {
        de: 'Ungültige Anfrage: der Upload ist unvollständig oder fehlerhaft.',
        en: 'Invalid request: the upload is incomplete or malformed.',
      });
    case 'UnsupportedContentType':
      return new HttpError(415, 'unsupported_media_type', {
        de: 'Bitte senden Sie die Datei als multipart/form-data oder als JSON mit einer Data-URL.',
        en: 'Please send the file as multipart/form-data or as JSON with a data URL.',
      });
    case 'InvalidTrim':
      return new HttpError(400, 'invalid_trim', {
        de: 'Ungültige Kürzung: trimStart und trimEnd müssen Zahlen sein.',
        en: 'Invalid trim: trimStart and trimEnd must be numbers.',
      }, { field: 'trim' });
    case 'TrimStartNegative':
      return new HttpError(400, 'invalid_trim', { de: 'Der Startpunkt der Kürzung darf nicht negativ sein.', en: 'The trim start must not be negative.' }, { field: 'trim' });
    case 'TrimGapTooSmall':
      return new HttpError(400, 'invalid_trim', {
        de: 'Das Ende der Kürzung muss mindestens 0,1 Sekunden nach dem Start liegen.',
        en: 'The trim end must be at least 0.1 seconds after the start.',
      }, { field: 'trim' });
    case 'TrimOutsideVideo':
      return new HttpError(400, 'invalid_trim', { de: 'Die Kürzung liegt außerhalb der Videolänge.', en: 'The trim lies outside the length of the video.' }, { field: 'trim' });
    case 'TrimDurationInconsistent':
      return new HttpError(400, 'invalid_trim', {
        de: 'Die Länge der Kürzung passt nicht zu Start und Ende.',
        en: 'The trim duration does not match its start and end.',
      }, { field: 'trim' });
    case 'VideoUnreadable':
    case 'VideoWithoutDuration':
      return new HttpError(400, 'video_unreadable', UNREADABLE_VIDEO);
    case 'ImageUnreadable':
      return new HttpError(400, 'image_unreadable', { de: 'Das Bild konnte nicht gelesen werden.', en: 'The image could not be read.' });
    case 'VideoProcessingFailed':
      return new HttpError(400, 'video_processing_failed', {
        de: 'Das Video konnte nicht verarbeitet werden. Bitte versuchen Sie es mit einer anderen Datei.',
        en: 'The video could not be processed. Please try another file.',
      });
    case 'MediaToolsMissing':
      return new HttpError(503, 'media_unavailable', {
        de: 'Die Videoverarbeitung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
        en: 'Video processing is not available right now. Please try again later.',
      });
    case 'MediaBusy':
      return new HttpError(503, 'media_busy', {
        de: 'Es werden gerade viele Videos verarbeitet. Bitte versuchen Sie es in Kürze erneut.',
        en: 'Many videos are being processed right now. Please try again shortly.',
      }, { retryAfter: 30 });
    case 'MediaAlreadyStored':
      return new HttpError(409, 'media_exists', { de: 'Diese Datei ist bereits gespeichert.', en: 'This file is stored already.' });
    case 'ProjectNameMissing':
      return new HttpError(400, 'validation_failed', { de: 'Bitte geben Sie einen Namen für das Projekt ein.', en: 'Please enter a name for the project.' }, { field: 'name' });
    case 'VideoNotOfCompany':
      return new HttpError(400, 'invalid_video_url', {
        de: 'Das Video wurde nicht über diese Plattform für Ihr Unternehmen hochgeladen.',
        en: 'The video was not uploaded for your company through this platform.',
      }, { field: 'videoUrl' });
    case 'TextOverlayOutsideVideo':
      return new HttpError(400, 'validation_failed', {
        de: 'Texteinblendungen müssen innerhalb der Videolänge liegen: Start ab 0 Sekunden, Ende spätestens am Ende des Videos.',
        en: 'Text overlays must lie within the length of the video: start at 0 seconds or later, end by the end of the video.',
      }, { field: 'projectData.textOverlays' });
    case 'AudioRecordingOutsideVideo':
      return new HttpError(400, 'validation_failed', {
        de: 'Audioaufnahmen müssen innerhalb der Videolänge liegen: Start ab 0 Sekunden, Ende spätestens am Ende des Videos.',
        en: 'Audio recordings must lie within the length of the video: start at 0 seconds or later, end by the end of the video.',
      }, { field: 'projectData.audioRecordings' });
    case 'ProjectOfOtherCompany':
    case 'MediaNotFound':
      return new HttpError(404, 'not_found', { de: 'Nicht gefunden.', en: 'Not found.' });
    case 'InvalidSignature':
      return new HttpError(403, 'invalid_signature', { de: 'Der Link ist ungültig.', en: 'The link is invalid.' });
    case 'LinkExpired':
      return new HttpError(403, 'link_expired', { de: 'Der Link ist abgelaufen. Bitte laden Sie die Seite neu.', en: 'The link has expired. Please reload the page.' });
    case 'NotAllowedToBrowseMedia':
      return new HttpError(403, 'forbidden', {
        de: 'Nur Root, Admins und Manager dürfen die Medien und Videoprojekte des Unternehmens sehen.',
        en: "Only root, admins and managers may see the company's media and video projects.",
      });
    case 'SignedLinkRequired':
      return new HttpError(403, 'signature_required', {
        de: 'Diese Datei ist nur über einen signierten Link abrufbar. Bitte öffnen Sie sie aus der Schulung oder dem Infolog.',
        en: 'This file is only available through a signed link. Please open it from the training or the infolog.',
      });
    case 'RangeNotSatisfiable':
      return new HttpError(416, 'range_not_satisfiable', { de: 'Der angefragte Bereich liegt außerhalb der Datei.', en: 'The requested range lies outside the file.' });
    default: {
      const never: never = error;
      return never;
    }
  }
}

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
