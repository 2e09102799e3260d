import { Schema } from 'effect';
import type { OutboxSettings } from '../mail';
import { ConfigError, Flag, IntegerAtLeast, optional, PositiveNumber, Text, withDefault } from './variables';

/** How mail leaves the product, and how each mail outbox retries and paces. */
export interface MailConfig {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Mails go to the dev mailbox (files under DATA_DIR/mailbox) when no SMTP_URL is set. */
  readonly mailDev: boolean;
  /** Retry and pacing of each mail outbox (`<OUTBOX>_RETRY_BASE_MS`, `_MAX_ATTEMPTS`, `_PER_MINUTE`). */
  readonly mailOutboxes: MailOutboxes;
}

export interface MailOutboxes {
  /** `INFOLOG_MAIL_*`: infolog messages to group members. */
  readonly infolog: OutboxSettings;
  /** `NOTIFICATIONS_MAIL_*`: due dates, escalations, questions and answers. */
  readonly notifications: OutboxSettings;
  /** `IDENTITY_INVITATION_MAIL_*`: invitation mails of imported users (300 a minute unless set). */
  readonly invitations: OutboxSettings;
  /** `IDENTITY_EMAIL_NOTICE_MAIL_*`: the notice to the old address when an e-mail address changes. */
  readonly emailNotices: OutboxSettings;
}

/** A first retry after 30 s (doubling per attempt), 10 attempts, no pacing. */
const RETRY_BASE_MS = withDefault(PositiveNumber, '30000');
const MAX_ATTEMPTS = withDefault(IntegerAtLeast(1), '10');
const UNPACED = optional(PositiveNumber);

export const mailVariables = {
  SMTP_URL: optional(Text),
  MAIL_FROM: withDefault(Text, 'Unterweisung Pro <no-reply@unterweisung.local>'),
  MAIL_DEV: optional(Flag),
  INFOLOG_MAIL_RETRY_BASE_MS: RETRY_BASE_MS,
  INFOLOG_MAIL_MAX_ATTEMPTS: MAX_ATTEMPTS,
  INFOLOG_MAIL_PER_MINUTE: UNPACED,
  NOTIFICATIONS_MAIL_RETRY_BASE_MS: RETRY_BASE_MS,
  NOTIFICATIONS_MAIL_MAX_ATTEMPTS: MAX_ATTEMPTS,
  NOTIFICATIONS_MAIL_PER_MINUTE: UNPACED,
  IDENTITY_INVITATION_MAIL_RETRY_BASE_MS: RETRY_BASE_MS,
  IDENTITY_INVITATION_MAIL_MAX_ATTEMPTS: MAX_ATTEMPTS,
  // imports are paced: at most 300 invitation mails a minute per process
  IDENTITY_INVITATION_MAIL_PER_MINUTE: withDefault(PositiveNumber, '300'),
  IDENTITY_EMAIL_NOTICE_MAIL_RETRY_BASE_MS: RETRY_BASE_MS,
  IDENTITY_EMAIL_NOTICE_MAIL_MAX_ATTEMPTS: MAX_ATTEMPTS,
  IDENTITY_EMAIL_NOTICE_MAIL_PER_MINUTE: UNPACED,
};

type MailVariables = Schema.Struct.Type<typeof mailVariables>;

export function mailConfig(v: MailVariables, production: boolean): MailConfig {
  // development keeps its conveniences; production has to ask for them explicitly
  const mailDev = v.MAIL_DEV ?? !production;
  if (!v.SMTP_URL && !mailDev) {
    throw new ConfigError(
      production
        ? 'NODE_ENV=production needs SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) to send mail; set MAIL_DEV=1 to write mails to DATA_DIR/mailbox instead.'
        : 'MAIL_DEV=0 needs SMTP_URL (e.g. smtp://user:pass@mail.example.com:587).',
    );
  }
  return {
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    mailDev,
    mailOutboxes: {
      infolog: { retryBaseMs: v.INFOLOG_MAIL_RETRY_BASE_MS, maxAttempts: v.INFOLOG_MAIL_MAX_ATTEMPTS, perMinute: v.INFOLOG_MAIL_PER_MINUTE },
      notifications: { retryBaseMs: v.NOTIFICATIONS_MAIL_RETRY_BASE_MS, maxAttempts: v.NOTIFICATIONS_MAIL_MAX_ATTEMPTS, perMinute: v.NOTIFICATIONS_MAIL_PER_MINUTE },
      invitations: {
        retryBaseMs: v.IDENTITY_INVITATION_MAIL_RETRY_BASE_MS,
        maxAttempts: v.IDENTITY_INVITATION_MAIL_MAX_ATTEMPTS,
        perMinute: v.IDENTITY_INVITATION_MAIL_PER_MINUTE,
      },
      emailNotices: {
        retryBaseMs: v.IDENTITY_EMAIL_NOTICE_MAIL_RETRY_BASE_MS,
        maxAttempts: v.IDENTITY_EMAIL_NOTICE_MAIL_MAX_ATTEMPTS,
        perMinute: v.IDENTITY_EMAIL_NOTICE_MAIL_PER_MINUTE,
      },
    },
  };
}
