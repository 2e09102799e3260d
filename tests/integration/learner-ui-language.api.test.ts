import { describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { MemoryMailer, type ErrorBody } from '../support/app';
import { publishedTraining } from '../support/learning-steps';
import { useApiWorld } from '../support/world';
import { NOTIFICATION_WORDS } from '../../src/shared/notification-text';

/*
 * Issue 34 item 5: a person's UI language is one of eight (de en tr pl ro uk ru ar). The person and
 * an admin set it, every user view answers it, the content language follows it, and the notice
 * mails come in it (Arabic right to left); anything else is a 400 and changes nothing.
 */
interface Me {
  id: string;
  email: string;
  language: string;
  contentLanguage: string;
}

describe.each(dbTargets())('the learner UI language on %s', (target) => {
  const mailer = new MemoryMailer();
  const w = useApiWorld(target, { app: { mailer }, users: { admin: ['admin', 'Ada'], ali: ['non-managing', 'Ali'], rana: ['non-managing', 'Rana'] } });

  it('the person sets Turkish, an admin sets Arabic; the views answer it and the content language follows; a bad one is a 400', async () => {
    const tr = await w.api<Me>('PATCH', '/api/user/profile', { token: w.ali.token, body: { language: 'tr' } });
    expect(tr.status).toBe(200);
    expect(tr.body).toMatchObject({ language: 'tr', contentLanguage: 'tr' });
    expect((await w.api<Me>('GET', '/api/auth/me', { token: w.ali.token })).body).toMatchObject({ language: 'tr', contentLanguage: 'tr' });
    const ar = await w.api<Me>('PATCH', `/api/users/${w.rana.id}`, { token: w.admin.token, body: { language: 'ar' } });
    expect(ar.status).toBe(200);
    const page = await w.api<{ users: Me[] }>('GET', `/api/users?search=${encodeURIComponent(w.rana.email)}`, { token: w.admin.token });
    expect(page.body.users.map((u) => [u.language, u.contentLanguage])).toEqual([['ar', 'ar']]);
    for (const language of ['fr', 'TR', 'tr-TR', 7]) {
      const bad = await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: w.ali.token, body: { language } });
      expect(bad.status, String(language)).toBe(400);
      if (typeof language === 'string') expect(bad.body.message).toContain('Türkisch (tr)');
    }
    const en = await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: w.ali.token, lang: 'en', body: { language: 'xx' } });
    expect(en.body.message).toBe('Please choose one of these languages: German (de), English (en), Turkish (tr), Polish (pl), Romanian (ro), Ukrainian (uk), Russian (ru) or Arabic (ar).');
    expect((await w.api<Me>('GET', '/api/auth/me', { token: w.ali.token })).body.language).toBe('tr');
  });

  it('the notice mail of an assignment is in each member language: Turkish, Arabic right to left, German', async () => {
    const trainingId = await publishedTraining(w.api, w.admin, 'Staplerschein', {}, 'Text');
    const group = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.admin.token, body: { name: `Lager ${Date.now()}` } });
    for (const id of [w.ali.id, w.rana.id, w.admin.id]) expect((await w.api('POST', `/api/user-groups/${group.body.id}/members`, { token: w.admin.token, body: { userId: id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${group.body.id}/trainings`, { token: w.admin.token, body: { trainingId, weeks: 4 } })).status).toBe(201);
    const mailTo = (email: string) => mailer.sent.find((m) => m.to === email && (m.messageId ?? '').startsWith('<notifications.'));
    await expect.poll(() => [w.ali.email, w.rana.email, w.admin.email].every((e) => mailTo(e)), { timeout: 15_000, interval: 50 }).toBe(true);
    const facts = { title: 'Staplerschein', date: '', days: 0, person: null };
    const turkish = mailTo(w.ali.email)!;
    expect(turkish.subject).toBe(NOTIFICATION_WORDS.tr.subject.assigned(facts));
    expect(turkish.html).toContain('<html lang="tr" dir="ltr">');
    expect(turkish.text).toContain(NOTIFICATION_WORDS.tr.mail.hello);
    expect(turkish.html).toContain(NOTIFICATION_WORDS.tr.mail.footer);
    const arabic = mailTo(w.rana.email)!;
    expect(arabic.subject).toBe(NOTIFICATION_WORDS.ar.subject.assigned(facts));
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(mailTo(w.admin.email)!.subject).toBe('Neue Unterweisung: Staplerschein');
  });
});
