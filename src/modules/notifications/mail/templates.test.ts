import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../platform/mail';
import { MAIL_SENTENCES, mailSentences, notificationMail } from './templates';

describe('notification mail', () => {
  const sentences = Array.from({ length: MAIL_SENTENCES + 5 }, (_, i) => `Hinweis ${i + 1}.`);

  it('lists at most MAIL_SENTENCES sentences and says how many more there are, in German and English', () => {
    const de = renderMail(notificationMail, 'de', 'a@example.com', { subject: 'S', firstName: 'Anna', digest: true, ...mailSentences(sentences), links: [{ href: 'http://x/groups', label: 'Zum Fortschrittsbericht der Einheiten' }] });
    expect(de.text).toContain(`- Hinweis ${MAIL_SENTENCES}.`);
    expect(de.text).not.toContain(`Hinweis ${MAIL_SENTENCES + 1}.`);
    expect(de.text).toContain('… und 5 weitere Hinweise: alle stehen in der Glocke „Hinweise zu Unterweisungen“.');
    expect(de.html).toContain('… und 5 weitere Hinweise');
    const en = renderMail(notificationMail, 'en', 'a@example.com', { subject: 'S', firstName: 'Anna', digest: true, ...mailSentences(sentences), links: [] });
    expect(en.text).toContain('… and 5 more notices: all of them are in the bell "Training notices".');
  });

  it('says nothing more when every sentence is listed', () => {
    const mail = renderMail(notificationMail, 'de', 'a@example.com', { subject: 'S', firstName: 'Anna', digest: false, ...mailSentences(['Nur einer.']), links: [{ href: 'http://x/my-trainings', label: 'Zu „Meine Unterweisungen“' }] });
    expect(mail.text).toContain('- Nur einer.');
    expect(mail.text).not.toContain('weitere');
  });
});
