import type { MailTemplate } from '../../../platform/mail';
import { UI_LANGUAGES, type UiLanguage } from '../../../shared/languages';
import { NOTIFICATION_WORDS } from '../../../shared/notification-text';

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

/** The mail of one notification or a digest of a day's notifications, in each UI language (words, subject and sentences from src/shared/notification-text). */
export const notificationMail: Readonly<Record<UiLanguage, MailTemplate>> = Object.fromEntries(
  UI_LANGUAGES.map((language) => {
    const { hello, overview, more, footer } = NOTIFICATION_WORDS[language].mail;
    return [language, { ...notificationTemplate({ hello, overview, more }), footer }];
  }),
) as Record<UiLanguage, MailTemplate>;
