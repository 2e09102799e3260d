import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

const Iso = Schema.String; // ISO-8601 timestamps travel as strings in events

/** The stored video attached to a message (unsigned paths; signed when answering). */
export const MessageVideo = Schema.Struct({
  mediaId: Schema.String,
  path: Schema.String,
  posterPath: Schema.NullOr(Schema.String),
  /** Seconds. */
  duration: Schema.Number,
});
export type MessageVideo = typeof MessageVideo.Type;

const definitions = {
  /** A message was posted to a group's infolog; every recipient gets one e-mail. */
  'infolog.MessagePosted': {
    version: 1,
    schema: Schema.Struct({
      messageId: Schema.String,
      companyId: Schema.String,
      groupId: Schema.String,
      title: Schema.String,
      message: Schema.String,
      video: Schema.NullOr(MessageVideo),
      postedBy: Schema.String,
      postedAt: Iso,
      /** Active members at posting time: who gets the e-mail (fixed here, so a replay never mails anyone new). */
      recipientIds: Schema.Array(Schema.String),
      /**
       * The poster's request language. Since people keep a language (issue 13, item 7) the outbox
       * mails each recipient in their own language instead; this field stays for old readers.
       */
      mailLang: Schema.Literal('de', 'en'),
    }),
  },
  /** A member read a message (once per member and message). */
  'infolog.MessageRead': {
    version: 1,
    schema: Schema.Struct({ messageId: Schema.String, groupId: Schema.String, userId: Schema.String, readAt: Iso }),
  },
} as const;

export const infologEvents = defineEvents(definitions);
export type InfologEvent = EventsOf<typeof definitions>;

/** Stream ids: one stream per message, one short stream per (message, reader) receipt. */
export const streams = {
  message: streamName('infolog-message'),
  receipt: (messageId: string, userId: string) => `infolog-receipt-${messageId}-${userId}`,
};
export const streamTypes = { message: 'infolog.Message', receipt: 'infolog.ReadReceipt' } as const;
