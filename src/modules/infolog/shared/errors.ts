import { HttpError, httpError } from '../../../platform/http';
import type { MessageError } from '../domain/message';
import type { ReceiptError } from '../domain/receipt';

const e = httpError;

export const GROUP_NOT_FOUND = () => e(404, 'group_not_found', 'Gruppe nicht gefunden.', 'Group not found.');
export const MESSAGE_NOT_FOUND = () => e(404, 'message_not_found', 'Nachricht nicht gefunden.', 'Message not found.');
export const NOT_ALLOWED_TO_READ_GROUP = () =>
  e(403, 'forbidden', 'Nur Mitglieder, Root, Admins, der Besitzer und Co-Owner sehen das Infolog dieser Gruppe.', 'Only members, root, admins, the owner and co-owners see the info log of this group.');
export const NOT_ALLOWED_TO_VIEW_READ_STATUS = () =>
  e(403, 'forbidden', 'Nur Root, Admins, der Besitzer und Co-Owner sehen den Lesestatus.', 'Only root, admins, the owner and co-owners see the read status.');

/** The one place where infolog's named failures become HTTP errors. */
export function toHttpError(error: MessageError | ReceiptError): HttpError {
  switch (error) {
    case 'GroupNotFound':
      return GROUP_NOT_FOUND();
    case 'MessageAlreadyExists':
      return e(409, 'message_exists', 'Diese Nachricht existiert bereits.', 'This message exists already.');
    case 'NotAllowedToPost':
      return e(403, 'forbidden', 'Nur Root, Admins, der Besitzer und Co-Owner dürfen im Infolog dieser Gruppe schreiben.', 'Only root, admins, the owner and co-owners may post to the info log of this group.');
    case 'TitleRequired':
      return e(400, 'title_required', 'Titel ist erforderlich', 'Title is required');
    case 'MessageRequired':
      return e(400, 'message_required', 'Nachricht ist erforderlich', 'Message is required');
    case 'VideoNotFound':
      return e(400, 'video_not_found', 'Das Video wurde in Ihrem Unternehmen nicht gefunden.', 'The video was not found in your company.');
    case 'VideoLengthUnknown':
      return e(400, 'video_length_unknown', 'Die Länge des Videos ist unbekannt.', 'The length of the video is unknown.');
    case 'VideoTooLong':
      return e(400, 'video_too_long', 'Das Video darf höchstens 180 Sekunden lang sein.', 'The video may be at most 180 seconds long.');
    case 'MessageNotFound':
    case 'NotAMember':
      // non-members must not learn that the message exists
      return MESSAGE_NOT_FOUND();
    default: {
      const never: never = error;
      return never;
    }
  }
}
