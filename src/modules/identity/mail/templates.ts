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

/** How both invitations open (subject, greeting, who made the account where), per language. */
const INVITED = {
  de: {
    subject: '{{inviterName}} hat Sie zu Unterweisung Pro eingeladen',
    html: `<p>Hallo {{firstName}},</p>
<p>{{inviterName}} hat für Sie ein Konto bei <strong>{{companyName}}</strong> auf Unterweisung Pro angelegt. Dort finden Sie Ihre Schulungen und Unterweisungen.</p>`,
    text: `Hallo {{firstName}},

{{inviterName}} hat für Sie ein Konto bei {{companyName}} auf Unterweisung Pro angelegt. Dort finden Sie Ihre Schulungen und Unterweisungen.`,
  },
  en: {
    subject: '{{inviterName}} invited you to Unterweisung Pro',
    html: `<p>Hello {{firstName}},</p>
<p>{{inviterName}} created an account for you at <strong>{{companyName}}</strong> on Unterweisung Pro, where you will find your trainings and safety instructions.</p>`,
    text: `Hello {{firstName}},

{{inviterName}} created an account for you at {{companyName}} on Unterweisung Pro, where you will find your trainings and safety instructions.`,
  },
};

/** Invitation of a new user from the users page with a temporary password, in the invited person's language. */
export const invitationMail: LocalizedTemplates = {
  de: {
    subject: INVITED.de.subject,
    html: `${INVITED.de.html}
<p>Ihre Anmeldedaten:</p>
<p>E-Mail-Adresse: <strong>{{email}}</strong><br>Temporäres Passwort:</p>
<p style="font-size:20px;font-family:monospace;background:#eef2ff;padding:12px 16px;border-radius:6px;display:inline-block">{{password}}</p>
<p>Bitte ändern Sie das temporäre Passwort direkt nach der ersten Anmeldung. Sie werden dazu automatisch aufgefordert.</p>
<p><a href="{{loginUrl}}">Jetzt anmelden</a></p>`,
    text: `${INVITED.de.text}

E-Mail-Adresse: {{email}}
Temporäres Passwort: {{password}}

Bitte ändern Sie das temporäre Passwort direkt nach der ersten Anmeldung. Sie werden dazu automatisch aufgefordert.

Anmeldung: {{loginUrl}}`,
  },
  en: {
    subject: INVITED.en.subject,
    html: `${INVITED.en.html}
<p>Your sign-in details:</p>
<p>Email address: <strong>{{email}}</strong><br>Temporary password:</p>
<p style="font-size:20px;font-family:monospace;background:#eef2ff;padding:12px 16px;border-radius:6px;display:inline-block">{{password}}</p>
<p>Please change the temporary password right after your first sign-in. You will be asked to do so automatically.</p>
<p><a href="{{loginUrl}}">Sign in now</a></p>`,
    text: `${INVITED.en.text}

Email address: {{email}}
Temporary password: {{password}}

Please change the temporary password right after your first sign-in. You will be asked to do so automatically.

Sign in: {{loginUrl}}`,
  },
};

/**
 * Invitation with a one-time link to set one's own password (issue 13, item 2), in the invited
 * person's language. `link` carries the token; `expiresAt` is the link's end, formatted per language.
 */
export const invitationLinkMail: LocalizedTemplates = {
  de: {
    subject: INVITED.de.subject,
    html: `${INVITED.de.html}
<p>Ihre E-Mail-Adresse für die Anmeldung: <strong>{{email}}</strong></p>
<p>Legen Sie über diesen Link Ihr eigenes Passwort fest:</p>
<p><a href="{{link}}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Passwort festlegen</a></p>
<p>Der Link kann einmal verwendet werden und ist bis {{expiresAt}} gültig. Danach kann Ihr Administrator Ihnen eine neue Einladung senden.</p>
<p style="color:#64748b;font-size:13px">Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>`,
    text: `${INVITED.de.text}

Ihre E-Mail-Adresse für die Anmeldung: {{email}}

Legen Sie über diesen Link Ihr eigenes Passwort fest:
{{link}}

Der Link kann einmal verwendet werden und ist bis {{expiresAt}} gültig. Danach kann Ihr Administrator Ihnen eine neue Einladung senden.`,
  },
  en: {
    subject: INVITED.en.subject,
    html: `${INVITED.en.html}
<p>Your email address for signing in: <strong>{{email}}</strong></p>
<p>Set your own password with this link:</p>
<p><a href="{{link}}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Set password</a></p>
<p>The link works once and is valid until {{expiresAt}}. After that, your administrator can send you a new invitation.</p>
<p style="color:#64748b;font-size:13px">If the button does not work, copy this address into your browser:<br>{{link}}</p>`,
    text: `${INVITED.en.text}

Your email address for signing in: {{email}}

Set your own password with this link:
{{link}}

The link works once and is valid until {{expiresAt}}. After that, your administrator can send you a new invitation.`,
  },
};

/**
 * Notice of a changed sign-in address (issue 14, item 3), sent to the old address (and to the new
 * one when someone else changed it), in the person's language.
 */
export const emailChangedMail: LocalizedTemplates = {
  de: {
    subject: 'Ihre E-Mail-Adresse bei Unterweisung Pro wurde geändert',
    html: `<p>Hallo {{firstName}},</p>
<p>die E-Mail-Adresse Ihres Kontos bei Unterweisung Pro wurde {{#if changedBy}}von {{changedBy}} {{/if}}von <strong>{{oldEmail}}</strong> auf <strong>{{newEmail}}</strong> geändert. Sie melden sich ab jetzt mit der neuen Adresse an.</p>
<p>Wenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte sofort an Ihren Administrator.</p>`,
    text: `Hallo {{firstName}},

die E-Mail-Adresse Ihres Kontos bei Unterweisung Pro wurde {{#if changedBy}}von {{changedBy}} {{/if}}von {{oldEmail}} auf {{newEmail}} geändert. Sie melden sich ab jetzt mit der neuen Adresse an.

Wenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte sofort an Ihren Administrator.`,
  },
  en: {
    subject: 'Your e-mail address at Unterweisung Pro was changed',
    html: `<p>Hello {{firstName}},</p>
<p>The e-mail address of your Unterweisung Pro account was changed {{#if changedBy}}by {{changedBy}} {{/if}}from <strong>{{oldEmail}}</strong> to <strong>{{newEmail}}</strong>. From now on you sign in with the new address.</p>
<p>If you did not ask for this change, please contact your administrator right away.</p>`,
    text: `Hello {{firstName}},

The e-mail address of your Unterweisung Pro account was changed {{#if changedBy}}by {{changedBy}} {{/if}}from {{oldEmail}} to {{newEmail}}. From now on you sign in with the new address.

If you did not ask for this change, please contact your administrator right away.`,
  },
};
