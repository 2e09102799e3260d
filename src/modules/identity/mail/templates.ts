import type { LocalizedTemplates } from '../../../platform/mail';

/** Handlebars templates of the identity mails, German and English. */
export const temporaryPasswordMail: LocalizedTemplates = {
  de: {
    subject: 'Ihr temporäres Passwort für Unterweisung Pro',
    html: `<p>Hallo {{firstName}},</p>
<p>Sie haben ein neues Passwort angefordert. Melden Sie sich mit diesem temporären Passwort an und ändern Sie es sofort:</p>
<p style="font-size:20px;font-family:monospace;background:#eef2ff;padding:12px 16px;border-radius:6px;display:inline-block">{{password}}</p>
<p>Das temporäre Passwort ist bis {{expiresAt}} gültig. Ihr bisheriges Passwort bleibt gültig, bis Sie das temporäre Passwort verwenden.</p>
<p>Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.</p>
<p><a href="{{loginUrl}}">Zur Anmeldung</a></p>`,
    text: `Hallo {{firstName}},

Sie haben ein neues Passwort angefordert. Melden Sie sich mit diesem temporären Passwort an und ändern Sie es sofort.

Temporäres Passwort: {{password}}

Das temporäre Passwort ist bis {{expiresAt}} gültig. Ihr bisheriges Passwort bleibt gültig, bis Sie das temporäre Passwort verwenden.
Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.

Anmeldung: {{loginUrl}}`,
  },
  en: {
    subject: 'Your temporary password for Unterweisung Pro',
    html: `<p>Hello {{firstName}},</p>
<p>You asked for a new password. Sign in with this temporary password and change it right away:</p>
<p style="font-size:20px;font-family:monospace;background:#eef2ff;padding:12px 16px;border-radius:6px;display:inline-block">{{password}}</p>
<p>The temporary password is valid until {{expiresAt}}. Your current password stays valid until you use the temporary one.</p>
<p>If you did not ask for a new password, you can ignore this email.</p>
<p><a href="{{loginUrl}}">Sign in</a></p>`,
    text: `Hello {{firstName}},

You asked for a new password. Sign in with this temporary password and change it right away.

Temporary password: {{password}}

The temporary password is valid until {{expiresAt}}. Your current password stays valid until you use the temporary one.
If you did not ask for a new password, you can ignore this email.

Sign in: {{loginUrl}}`,
  },
};
