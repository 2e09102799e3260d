import type { LocalizedTemplates } from '../../../platform/mail';

/** The mail of one notification or a digest of a day's notifications (subject and sentences from src/shared/notification-text.ts). */
export const notificationMail: LocalizedTemplates = {
  de: {
    subject: '{{subject}}',
    html: `<p>Hallo {{firstName}},</p>
{{#if digest}}<p>hier ist eine Übersicht Ihrer Unterweisungen:</p>{{/if}}
<ul>{{#each sentences}}<li style="margin:0 0 8px">{{this}}</li>{{/each}}</ul>
{{#if link}}<p><a href="{{link}}">Zu „Meine Unterweisungen“</a></p>{{/if}}
{{#if reportLink}}<p><a href="{{reportLink}}">Zum Fortschrittsbericht der Einheiten</a></p>{{/if}}`,
    text: `Hallo {{firstName}},
{{#if digest}}
hier ist eine Übersicht Ihrer Unterweisungen:
{{/if}}
{{#each sentences}}
- {{this}}
{{/each}}

{{#if link}}Zu „Meine Unterweisungen“: {{link}}
{{/if}}{{#if reportLink}}Zum Fortschrittsbericht der Einheiten: {{reportLink}}
{{/if}}`,
  },
  en: {
    subject: '{{subject}}',
    html: `<p>Hello {{firstName}},</p>
{{#if digest}}<p>here is an overview of your trainings:</p>{{/if}}
<ul>{{#each sentences}}<li style="margin:0 0 8px">{{this}}</li>{{/each}}</ul>
{{#if link}}<p><a href="{{link}}">Open "My trainings"</a></p>{{/if}}
{{#if reportLink}}<p><a href="{{reportLink}}">Open the units' progress report</a></p>{{/if}}`,
    text: `Hello {{firstName}},
{{#if digest}}
here is an overview of your trainings:
{{/if}}
{{#each sentences}}
- {{this}}
{{/each}}

{{#if link}}Open "My trainings": {{link}}
{{/if}}{{#if reportLink}}Open the units' progress report: {{reportLink}}
{{/if}}`,
  },
};
