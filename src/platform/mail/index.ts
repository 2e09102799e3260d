export { smtpMailer, devMailbox, renderMail } from './mailer';
export type { Mailer, MailMessage, MailTemplate, LocalizedTemplates } from './mailer';
