import { errorTable, httpError } from '../../../platform/http';
import type { MessageError } from '../domain/message';
import type { ReceiptError } from '../domain/receipt';

const e = httpError;

export const NOT_ALLOWED_TO_READ_GROUP = () =>
  e(403, 'forbidden', 'Nur Mitglieder, Root, Admins, der Besitzer und Co-Owner sehen das Infolog dieser Gruppe.', 'Only members, root, admins, the owner and co-owners see the info log of this group.');
export const NOT_ALLOWED_TO_VIEW_READ_STATUS = () =>
  e(403, 'forbidden', 'Nur Root, Admins, der Besitzer und Co-Owner sehen den Lesestatus.', 'Only root, admins, the owner and co-owners see the read status.');

/** The one place where infolog's named failures become HTTP errors. */
export const toHttpError = errorTable<MessageError | ReceiptError>({
  GroupNotFound: [404, 'group_not_found', { de: 'Gruppe nicht gefunden.', en: 'Group not found.' }],
  MessageAlreadyExists: [409, 'message_exists', { de: 'Diese Nachricht existiert bereits.', en: 'This message exists already.' }],
  NotAllowedToPost: [403, 'forbidden', { de: 'Nur Root, Admins, der Besitzer und Co-Owner dürfen im Infolog dieser Gruppe schreiben.', en: 'Only root, admins, the owner and co-owners may post to the info log of this group.' }],
  TitleRequired: [400, 'title_required', { de: 'Titel ist erforderlich', en: 'Title is required' }],
  MessageRequired: [400, 'message_required', { de: 'Nachricht ist erforderlich', en: 'Message is required' }],
  VideoNotFound: [400, 'video_not_found', { de: 'Das Video wurde in Ihrem Unternehmen nicht gefunden.', en: 'The video was not found in your company.' }],
  VideoLengthUnknown: [400, 'video_length_unknown', { de: 'Die Länge des Videos ist unbekannt.', en: 'The length of the video is unknown.' }],
  VideoTooLong: [400, 'video_too_long', { de: 'Das Video darf höchstens 180 Sekunden lang sein.', en: 'The video may be at most 180 seconds long.' }],
  MessageNotFound: [404, 'message_not_found', { de: 'Nachricht nicht gefunden.', en: 'Message not found.' }],
  // non-members must not learn that the message exists
  NotAMember: [404, 'message_not_found', { de: 'Nachricht nicht gefunden.', en: 'Message not found.' }],
});

export const GROUP_NOT_FOUND = () => toHttpError('GroupNotFound');
export const MESSAGE_NOT_FOUND = () => toHttpError('MessageNotFound');
