import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import Handlebars from 'handlebars';
import { isRightToLeft } from '../../shared/languages';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * Message-ID header (`<id@domain>`). Set a deterministic one when a mail may be sent again after
   * a crash (outbox retries): the resend is then recognisably the same message.
   */
  readonly messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'dev-mailbox';
  /** Deletes what the mailer keeps of mails to these addresses (the dev mailbox's files; SMTP keeps nothing). */
  forget?(addresses: readonly string[]): Promise<void>;
}

/** Sends through SMTP (nodemailer). `SMTP_URL` e.g. smtp://user:pass@host:587 or smtp://127.0.0.1:2525?ignoreTLS=true */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  });
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, ...(m.messageId ? { messageId: m.messageId } : {}) });
    },
  };
}

/**
 * Development mailbox: every mail becomes a JSON file `{to, subject, text, html, sentAt}` in
 * `<DATA_DIR>/mailbox/`, newest last by file name.
 */
export function devMailbox(dir: string): Mailer {
  fs.mkdirSync(dir, { recursive: true });
  let counter = 0;
  return {
    kind: 'dev-mailbox',
    async send(m) {
      const sentAt = new Date().toISOString();
      const safe = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const name = `${sentAt.replace(/[:.]/g, '-')}-${String(counter++).padStart(4, '0')}-${safe}.json`;
      // written whole under another name first: a reader of *.json never sees half a mail
      const file = path.join(dir, name);
      await fs.promises.writeFile(`${file}.tmp`, JSON.stringify({ ...m, sentAt }, null, 2));
      await fs.promises.rename(`${file}.tmp`, file);
    },
    async forget(addresses) {
      const gone = new Set(addresses.map((a) => a.toLowerCase()));
      if (gone.size === 0) return;
      for (const name of await fs.promises.readdir(dir)) {
        if (!name.endsWith('.json')) continue;
        const file = path.join(dir, name);
        const to = await fs.promises.readFile(file, 'utf8').then(
          (text) => String((JSON.parse(text) as { to?: unknown }).to ?? ''),
          () => '',
        );
        if (gone.has(to.toLowerCase())) await fs.promises.rm(file, { force: true });
      }
    },
  };
}

const layoutSource = `<!doctype html>
<html lang="{{lang}}" dir="{{dir}}"><head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1d4ed8;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">Unterweisung Pro</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">{{{body}}}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">{{footer}}</td></tr>
</table></td></tr></table></body></html>`;
const layout = Handlebars.compile(layoutSource);

export interface MailTemplate {
  readonly subject: string;
  /** Handlebars source of the HTML body (inside the shared layout). */
  readonly html: string;
  /** Handlebars source of the plain text version. */
  readonly text: string;
  /** The footer line in the mail's language; German or English by default (the learner's other languages bring their own). */
  readonly footer?: string;
}

export type LocalizedTemplates = Readonly<Record<'de' | 'en', MailTemplate>>;

const FOOTER = {
  de: 'Diese E-Mail wurde automatisch von Unterweisung Pro versendet.',
  en: 'This email was sent automatically by Unterweisung Pro.',
};

/** Each template source compiled once (html escaped; subject and text as written), not once per mail. */
const compiled = new Map<string, HandlebarsTemplateDelegate>();
function compiledTemplate(source: string, escape: boolean): HandlebarsTemplateDelegate {
  const key = `${escape ? 'h' : 't'}:${source}`;
  let template = compiled.get(key);
  if (!template) compiled.set(key, (template = Handlebars.compile(source, { noEscape: !escape })));
  return template;
}

/** Renders a localized handlebars template into a complete mail (Arabic laid out right to left). */
export function renderMail<L extends string = 'de' | 'en'>(templates: Readonly<Record<L, MailTemplate>>, lang: L, to: string, data: Record<string, unknown>): MailMessage {
  const t = templates[lang];
  const subject = compiledTemplate(t.subject, false)(data);
  const body = compiledTemplate(t.html, true)(data);
  const text = compiledTemplate(t.text, false)(data);
  const footer = t.footer ?? (lang === 'en' ? FOOTER.en : FOOTER.de);
  return { to, subject, text, html: layout({ lang, dir: isRightToLeft(lang) ? 'rtl' : 'ltr', subject, body, footer }) };
}
