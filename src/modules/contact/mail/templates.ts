import type { LocalizedTemplates } from '../../../platform/mail';

/** The mail to the platform operator about a new contact request (German; English when the operator's language is). */
export const contactRequestMail: LocalizedTemplates = {
  de: {
    subject: 'Neue Kontaktanfrage von {{firstName}} {{lastName}}',
    html: `<p>Über das Kontaktformular ist eine neue Anfrage eingegangen:</p>
<table cellpadding="4">
<tr><td>Name</td><td><strong>{{firstName}} {{lastName}}</strong></td></tr>
<tr><td>E-Mail-Adresse</td><td><a href="mailto:{{email}}">{{email}}</a></td></tr>
<tr><td>Unternehmen</td><td>{{company}}</td></tr>
<tr><td>Telefon</td><td>{{phone}}</td></tr>
<tr><td>Anzahl Mitarbeitende</td><td>{{employees}}</td></tr>
<tr><td>Eingegangen</td><td>{{requestedAt}}</td></tr>
</table>
<p style="white-space:pre-wrap;background:#f8fafc;padding:12px 16px;border-radius:6px">{{message}}</p>
<p>Bitte innerhalb von 24 Stunden antworten. Im <a href="{{backofficeUrl}}">Backoffice</a> können Sie die Anfrage als erledigt markieren.</p>`,
    text: `Über das Kontaktformular ist eine neue Anfrage eingegangen.

Name: {{firstName}} {{lastName}}
E-Mail-Adresse: {{email}}
Unternehmen: {{company}}
Telefon: {{phone}}
Anzahl Mitarbeitende: {{employees}}
Eingegangen: {{requestedAt}}

{{message}}

Bitte innerhalb von 24 Stunden antworten. Backoffice: {{backofficeUrl}}`,
  },
  en: {
    subject: 'New contact request from {{firstName}} {{lastName}}',
    html: `<p>A new request came in through the contact form:</p>
<table cellpadding="4">
<tr><td>Name</td><td><strong>{{firstName}} {{lastName}}</strong></td></tr>
<tr><td>Email address</td><td><a href="mailto:{{email}}">{{email}}</a></td></tr>
<tr><td>Company</td><td>{{company}}</td></tr>
<tr><td>Phone</td><td>{{phone}}</td></tr>
<tr><td>Number of employees</td><td>{{employees}}</td></tr>
<tr><td>Received</td><td>{{requestedAt}}</td></tr>
</table>
<p style="white-space:pre-wrap;background:#f8fafc;padding:12px 16px;border-radius:6px">{{message}}</p>
<p>Please answer within 24 hours. In the <a href="{{backofficeUrl}}">backoffice</a> you can mark the request as done.</p>`,
    text: `A new request came in through the contact form.

Name: {{firstName}} {{lastName}}
Email address: {{email}}
Company: {{company}}
Phone: {{phone}}
Number of employees: {{employees}}
Received: {{requestedAt}}

{{message}}

Please answer within 24 hours. Backoffice: {{backofficeUrl}}`,
  },
};
