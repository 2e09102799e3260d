import type { LocalizedTemplates, MailTemplate } from '../../../platform/mail';

/**
 * The most sentences one mail lists: a unit's owner or the root of a large company can have
 * hundreds of escalations on one day; the mail names the first ones and says how many more there
 * are (all of them are in the bell and the progress report).
 */
export const MAIL_SENTENCES = 20;

/** The sentences a mail lists and how many it leaves out. */
export function mailSentences(all: readonly string[]): { sentences: readonly string[]; more: number } {
  return { sentences: all.slice(0, MAIL_SENTENCES), more: Math.max(0, all.length - MAIL_SENTENCES) };
}

/** The layout of a notification mail in one language's words: greeting, the digest's lead, the note on what is left out. */
function notificationTemplate(words: { readonly hello: string; readonly overview: string; readonly more: string }): MailTemplate {
  return {
    subject: '{{subject}}',
    html: `<p>${words.hello} {{firstName}},</p>
{{#if digest}}<p>${words.overview}</p>{{/if}}
<ul>{{#each sentences}}<li style="margin:0 0 8px">{{this}}</li>{{/each}}</ul>
{{#if more}}<p>${words.more}</p>{{/if}}
{{#each links}}<p><a href="{{href}}">{{label}}</a></p>{{/each}}`,
    text: `${words.hello} {{firstName}},
{{#if digest}}
${words.overview}
{{/if}}
{{#each sentences}}
- {{this}}
{{/each}}
{{#if more}}
${words.more}
{{/if}}

{{#each links}}{{label}}: {{href}}
{{/each}}`,
  };
}

/** The mail of one notification or a digest of a day's notifications (subject and sentences from src/shared/notification-text.ts). */
export const notificationMail: LocalizedTemplates = {
  de: notificationTemplate({
    hello: 'Hallo',
    overview: 'hier ist eine Übersicht Ihrer Unterweisungen:',
    more: '… und {{more}} weitere Hinweise: alle stehen in der Glocke „Hinweise zu Unterweisungen“.',
  }),
  en: notificationTemplate({
    hello: 'Hello',
    overview: 'here is an overview of your trainings:',
    more: '… and {{more}} more notices: all of them are in the bell "Training notices".',
  }),
};

/** Where a mail's links lead, by what it is about, and their words. */
export const MAIL_LINKS = {
  de: {
    myTrainings: 'Zu „Meine Unterweisungen“',
    report: 'Zum Fortschrittsbericht der Einheiten',
    questions: 'Frage ansehen und beantworten',
    answer: 'Antwort in der Unterweisung ansehen',
    users: 'Zur Benutzerverwaltung',
  },
  en: {
    myTrainings: 'Open "My trainings"',
    report: "Open the units' progress report",
    questions: 'View and answer the question',
    answer: 'View the answer in the training',
    users: 'Open the users page',
  },
} as const;
