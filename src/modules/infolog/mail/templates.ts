import type { LocalizedTemplates } from '../../../platform/mail';

/** The e-mail every member gets when a message is posted to their group's infolog. */
export const messagePostedMail: LocalizedTemplates = {
  de: {
    subject: 'Neue Nachricht in „{{groupName}}“: {{title}}',
    html: `<p>Hallo {{firstName}},</p>
<p>{{posterName}} hat im Infolog der Gruppe <strong>{{groupName}}</strong> eine neue Nachricht veröffentlicht:</p>
<h2 style="font-size:18px;margin:16px 0 8px">{{title}}</h2>
<div style="white-space:pre-line;background:#f9fafb;border-left:4px solid #1d4ed8;padding:12px 16px">{{message}}</div>
{{#if hasVideo}}<p>Zu dieser Nachricht gibt es ein Video.</p>{{/if}}
<p><a href="{{link}}">Nachricht öffnen</a></p>`,
    text: `Hallo {{firstName}},

{{posterName}} hat im Infolog der Gruppe „{{groupName}}“ eine neue Nachricht veröffentlicht:

{{title}}

{{message}}
{{#if hasVideo}}
Zu dieser Nachricht gibt es ein Video.
{{/if}}
Nachricht öffnen: {{link}}`,
  },
  en: {
    subject: 'New message in "{{groupName}}": {{title}}',
    html: `<p>Hello {{firstName}},</p>
<p>{{posterName}} posted a new message to the info log of the group <strong>{{groupName}}</strong>:</p>
<h2 style="font-size:18px;margin:16px 0 8px">{{title}}</h2>
<div style="white-space:pre-line;background:#f9fafb;border-left:4px solid #1d4ed8;padding:12px 16px">{{message}}</div>
{{#if hasVideo}}<p>This message comes with a video.</p>{{/if}}
<p><a href="{{link}}">Open the message</a></p>`,
    text: `Hello {{firstName}},

{{posterName}} posted a new message to the info log of the group "{{groupName}}":

{{title}}

{{message}}
{{#if hasVideo}}
This message comes with a video.
{{/if}}
Open the message: {{link}}`,
  },
};
