import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { groupPolicy, type Role } from '../../../shared/policy';
import type { InfologEvent, MessageVideo } from './events';

/** Longest infolog video (spec section 9: 180 s), with 1 s tolerance for container rounding. */
export const MAX_VIDEO_SECONDS = 180;
export const VIDEO_TOLERANCE_SECONDS = 1;
export const MAX_TITLE_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 10_000;

export interface Actor {
  readonly userId: string;
  readonly role: Role;
}

/** The group a message goes to, as the application found it (null: unknown or deleted). */
export interface GroupFacts {
  readonly id: string;
  readonly companyId: string;
  readonly ownerId: string;
  readonly coOwners: readonly string[];
}

/** A stored video of the company, as the application found it by the given URL. */
export interface VideoFacts {
  readonly mediaId: string;
  readonly path: string;
  readonly posterPath: string | null;
  readonly duration: number | null;
}

export type MessageState = { readonly status: 'none' } | { readonly status: 'posted'; readonly companyId: string; readonly groupId: string };

export type MessageCommand = {
  readonly type: 'PostMessage';
  readonly actor: Actor;
  readonly messageId: string;
  readonly companyId: string;
  readonly group: GroupFacts | null;
  readonly title: string;
  readonly message: string;
  /** True when the request named a video (then `video` must have been found). */
  readonly videoRequested: boolean;
  readonly video: VideoFacts | null;
  readonly recipientIds: readonly string[];
  readonly mailLang: 'de' | 'en';
  readonly now: Date;
};

export type MessageError =
  | 'MessageAlreadyExists'
  | 'GroupNotFound'
  | 'NotAllowedToPost'
  | 'TitleRequired'
  | 'MessageRequired'
  | 'VideoNotFound'
  | 'VideoLengthUnknown'
  | 'VideoTooLong';

/** Posting permission and viewing read status share one flag: the groups edit level. */
export const mayPost = (actor: Actor, group: GroupFacts) =>
  groupPolicy.edit({ role: actor.role, userId: actor.userId, ownerId: group.ownerId, coOwnerIds: group.coOwners });

export const messageDecider: Decider<MessageCommand, InfologEvent, MessageState, MessageError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    if (event.type === 'infolog.MessagePosted') return { status: 'posted', companyId: event.data.companyId, groupId: event.data.groupId };
    return state;
  },
  decide(command, state): DecideResult<InfologEvent, MessageError> {
    if (state.status !== 'none') return reject('MessageAlreadyExists');
    const g = command.group;
    if (!g || g.companyId !== command.companyId) return reject('GroupNotFound');
    if (!mayPost(command.actor, g)) return reject('NotAllowedToPost');
    const title = command.title.trim();
    const message = command.message.trim();
    if (!title) return reject('TitleRequired');
    if (!message) return reject('MessageRequired');
    let video: MessageVideo | null = null;
    if (command.videoRequested) {
      const v = command.video;
      if (!v) return reject('VideoNotFound');
      if (v.duration === null) return reject('VideoLengthUnknown');
      if (v.duration > MAX_VIDEO_SECONDS + VIDEO_TOLERANCE_SECONDS) return reject('VideoTooLong');
      video = { mediaId: v.mediaId, path: v.path, posterPath: v.posterPath, duration: v.duration };
    }
    return accept({
      type: 'infolog.MessagePosted',
      data: {
        messageId: command.messageId,
        companyId: command.companyId,
        groupId: g.id,
        title,
        message,
        video,
        postedBy: command.actor.userId,
        postedAt: command.now.toISOString(),
        recipientIds: [...new Set(command.recipientIds)],
        mailLang: command.mailLang,
      },
    });
  },
};
