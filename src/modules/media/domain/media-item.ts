import { accept, reject, type Decider } from '../../../platform/eventstore';
import type { EventOf, MediaEvent } from './events';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, isImageType, isPlayableVideoType, titleFor, type TrimRange } from './rules';

/** One stored media item (a video or an image); its stream is `media-<id>`, tenant = company. */
export type MediaItemState =
  | { readonly status: 'none' }
  | { readonly status: 'stored'; readonly kind: 'video' | 'image'; readonly companyId: string; readonly sha256: string };

/** A file already written to content-addressed storage. */
export interface StoredFileFacts {
  readonly sha256: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
}

export type MediaItemCommand =
  | {
      readonly type: 'StoreVideo';
      readonly mediaId: string;
      readonly companyId: string;
      readonly file: StoredFileFacts;
      readonly duration: number;
      readonly width: number | null;
      readonly height: number | null;
      readonly poster: { readonly sha256: string; readonly fileName: string };
      readonly title: string;
      readonly originalName: string;
      readonly sourceMimeType: string;
      /** Bytes uploaded (the limit applies to the upload; a transcode may differ in size). */
      readonly sourceSize: number;
      readonly processing: 'kept' | 'remuxed' | 'transcoded';
      readonly trim: TrimRange | null;
      readonly uploadedBy: string;
      readonly now: Date;
    }
  | {
      readonly type: 'StoreImage';
      readonly mediaId: string;
      readonly companyId: string;
      readonly file: StoredFileFacts;
      readonly width: number | null;
      readonly height: number | null;
      readonly originalName: string;
      readonly uploadedBy: string;
      readonly now: Date;
    };

export type MediaItemError =
  | 'MediaAlreadyStored'
  | 'VideoTooLarge'
  | 'VideoNotPlayable'
  | 'VideoWithoutDuration'
  | 'ImageTooLarge'
  | 'NotAnImage';

type StoredEvent = EventOf<'media.VideoStored'> | EventOf<'media.ImageStored'>;

const storedFileData = (c: MediaItemCommand) => ({
  mediaId: c.mediaId,
  companyId: c.companyId,
  sha256: c.file.sha256,
  fileName: c.file.fileName,
  mimeType: c.file.mimeType,
  size: c.file.size,
});

export const mediaItemDecider: Decider<MediaItemCommand, MediaEvent, MediaItemState, MediaItemError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'media.VideoStored':
        return { status: 'stored', kind: 'video', companyId: event.data.companyId, sha256: event.data.sha256 };
      case 'media.ImageStored':
        return { status: 'stored', kind: 'image', companyId: event.data.companyId, sha256: event.data.sha256 };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (state.status === 'stored') {
      // a retried upload of the same content into the same item changes nothing
      const kind = command.type === 'StoreVideo' ? 'video' : 'image';
      return state.kind === kind && state.sha256 === command.file.sha256 && state.companyId === command.companyId ? accept() : reject('MediaAlreadyStored');
    }
    switch (command.type) {
      case 'StoreVideo': {
        if (command.sourceSize > MAX_VIDEO_BYTES) return reject('VideoTooLarge');
        if (!isPlayableVideoType(command.file.mimeType)) return reject('VideoNotPlayable');
        if (!Number.isFinite(command.duration) || command.duration <= 0) return reject('VideoWithoutDuration');
        const e: StoredEvent = {
          type: 'media.VideoStored',
          data: {
            ...storedFileData(command),
            duration: command.duration,
            width: command.width,
            height: command.height,
            posterSha256: command.poster.sha256,
            posterFileName: command.poster.fileName,
            title: titleFor(command.title, command.originalName),
            originalName: command.originalName,
            sourceMimeType: command.sourceMimeType,
            sourceSize: command.sourceSize,
            processing: command.processing,
            trim: command.trim ? { start: command.trim.start, end: command.trim.end } : null,
            uploadedBy: command.uploadedBy,
            storedAt: command.now.toISOString(),
          },
        };
        return accept(e);
      }
      case 'StoreImage': {
        if (command.file.size > MAX_IMAGE_BYTES) return reject('ImageTooLarge');
        if (!isImageType(command.file.mimeType)) return reject('NotAnImage');
        const e: StoredEvent = {
          type: 'media.ImageStored',
          data: {
            ...storedFileData(command),
            width: command.width,
            height: command.height,
            originalName: command.originalName,
            uploadedBy: command.uploadedBy,
            storedAt: command.now.toISOString(),
          },
        };
        return accept(e);
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
