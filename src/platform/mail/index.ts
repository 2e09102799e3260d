export { smtpMailer, devMailbox, renderMail } from './mailer';
export type { Mailer, MailMessage, MailTemplate, LocalizedTemplates } from './mailer';
export { OutboxDispatcher, DEFAULT_DISPATCHER_OPTIONS, backoffMs, outboxDispatcherOptions } from './outbox-dispatcher';
export type { DispatcherOptions, OutboxSettings, OutboxRow, OutboxSpec, Delivery } from './outbox-dispatcher';
export { queueOutboxMails } from './outbox-queue';
export type { OutboxTable } from './outbox-queue';
