import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestApp, type TestApp } from '../support/app';
import { createCompany, type TestCompany, type TestUser } from '../support/company';
import { dbTargets } from '../support/db';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import { startSmtpPeer } from '../support/smtp-peer';
import { fixedClock } from '../../src/platform/clock';
import { smtpMailer } from '../../src/platform/mail';
import { loadConfig } from '../../src/platform/config';
import { DueScanner } from '../../src/modules/notifications';
import type { NotificationPage, NotificationPreview, NotificationSettings } from '../../src/shared/contracts/notifications';

const START = '2026-03-02T09:00:00.000Z';
const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.parse(START) + ms).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Notifications (issue 16) end to end with the injectable clock and a real SMTP peer: one cycle
 * from assignment to expiry, counting every mail; exactly once across scans; a day's digest;
 * switches; the preview; the bell; permissions and bad input.
 */
describe.each(dbTargets())('notifications on %s', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let api: ReturnType<typeof client>;
  const clock = fixedClock(START);
  let acme: TestCompany;
  let admin: TestUser;
  let manager: TestUser;
  let anna: TestUser;
  let bernd: TestUser;
  let beta: TestCompany;
  let dora: TestUser;
  let betaManager: TestUser;
  let stapler = '';
  let nord = '';
  let previewed: string[] = [];
  const mailsTo = (u: TestUser) => smtp.messages.filter((m) => m.to === u.email.toLowerCase());
  const scan = () => t.app.modules.notifications.scanner(t.app.kernel).scan();
  /** Waits until `n` mails arrived in all, then a little longer to see that no more come. */
  const expectMails = async (n: number) => {
    for (let i = 0; i < 400 && smtp.messages.length < n; i++) await sleep(50);
    await sleep(300);
    expect(smtp.messages.length).toBe(n);
  };
  const signIn = async (u: TestUser) => {
    const r = await api<{ token: string }>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(r.status).toBe(200);
    u.token = r.body.token;
  };
  const travel = async (iso: string) => {
    clock.set(iso);
    for (const u of [admin, manager, anna, bernd, dora, beta.root, betaManager]) await signIn(u);
  };
  const training = (owner: TestUser, title: string, extra: Record<string, unknown> = {}) => publishedTraining(api, owner, title, extra, 'Text');
  const group = async (owner: TestUser, name: string, members: TestUser[]) => {
    const id = (await api<{ id: string }>('POST', '/api/user-groups', { token: owner.token, body: { name } })).body.id;
    for (const u of members) expect((await api('POST', `/api/user-groups/${id}/members`, { token: owner.token, body: { userId: u.id } })).status).toBe(201);
    return id;
  };
  const complete = (u: TestUser, trainingId: string) => completeTraining(api, u, trainingId);
  /** Travels to `iso` and scans once: the scan counts `found`, and `mailsInAll` mails have arrived in all. */
  const scanAt = async (iso: string, found: number, mailsInAll: number) => {
    await travel(iso);
    expect(await scan()).toBe(found);
    await expectMails(mailsInAll);
  };
  const recorded = async (companyId: string, kinds: string[]) =>
    (
      await t.app.kernel.db.query<{ user_id: string; kind: string; due_at: Date }>(
        'SELECT user_id, kind, due_at FROM ntf_notifications WHERE company_id = $1 AND kind = ANY($2::text[])',
        [companyId, kinds],
      )
    ).rows
      .map((r) => `${r.user_id} ${r.kind} ${new Date(r.due_at).toISOString()}`)
      .sort();

  beforeAll(async () => {
    const { notifications } = loadConfig({
      // only the test's own scans run (the app's timer would scan at the travelled clock in between)
      NOTIFICATIONS_SCAN_MS: String(24 * 3_600_000),
      // every step is read a page of one assignment at a time: the same notifications, exactly once
      NOTIFICATIONS_SCAN_PAGE_ROWS: '1',
    });
    smtp = await startSmtpPeer();
    t = await startTestApp(target, { clock, mailer: smtpMailer(smtp.url, 'Unterweisung Pro <no-reply@test.local>'), config: { notifications } });
    api = client(t.baseUrl);
    acme = await createCompany(t);
    admin = await acme.user('admin', 'Ada');
    manager = await acme.user('manager', 'Max');
    anna = await acme.user('non-managing', 'Anna');
    bernd = await acme.user('non-managing', 'Bernd');
    expect((await api('PATCH', '/api/user/profile', { token: bernd.token, body: { language: 'en' } })).status).toBe(200);
    beta = await createCompany(t);
    betaManager = await beta.user('manager', 'Bea');
    dora = await beta.user('non-managing', 'Dora');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps the settings of root and admin (defaults first), refuses everyone else and bad input', async () => {
    const get = await api<NotificationSettings>('GET', '/api/notifications/settings', { token: admin.token });
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ reminderDays: [7, 1], escalationDays: [7, 14], enabled: { assigned: true, reminder: true, overdue: true, window: true, expired: true, escalation: true } });
    for (const u of [manager, anna]) {
      expect((await api('GET', '/api/notifications/settings', { token: u.token })).status).toBe(403);
      expect((await api('PATCH', '/api/notifications/settings', { token: u.token, body: { reminderDays: [3] } })).status).toBe(403);
      expect((await api('GET', `/api/notifications/preview?until=${at(30 * DAY)}`, { token: u.token })).status).toBe(403);
    }
    const bad = await api<{ error: { code: string; message: string } }>('PATCH', '/api/notifications/settings', { token: admin.token, body: { reminderDays: [0] } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Erinnerungstage');
    expect((await api('PATCH', '/api/notifications/settings', { token: admin.token, body: { escalationDays: [14, 7] }, lang: 'en' })).status).toBe(400);
    expect((await api('PATCH', '/api/notifications/settings', { token: admin.token, body: { reminderDays: 'sieben' } })).status).toBe(400);
    expect((await api('PATCH', '/api/notifications/settings', { token: admin.token, body: { enabled: { reminder: 'ja' } } })).status).toBe(400);
    for (const until of ['morgen', '2026-13-40', START, at(-DAY), at(500 * DAY)]) {
      expect((await api('GET', `/api/notifications/preview?until=${encodeURIComponent(until)}`, { token: admin.token })).status).toBe(400);
    }
    expect((await api('GET', '/api/notifications/preview', { token: admin.token })).status).toBe(400);
    expect((await api('GET', '/api/notifications?limit=0', { token: anna.token })).status).toBe(400);
    // Beta: reminders 7 days before only, no "assigned", "overdue" or escalation notices
    const changed = await api<NotificationSettings>('PATCH', '/api/notifications/settings', {
      token: beta.root.token,
      body: { reminderDays: [7], enabled: { assigned: false, overdue: false, escalation: false } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ reminderDays: [7], escalationDays: [7, 14], enabled: { assigned: false, reminder: true, overdue: false, window: true, expired: true, escalation: false } });
    expect((await api<NotificationSettings>('GET', '/api/notifications/settings', { token: beta.root.token })).body.reminderDays).toEqual([7]);
  });

  it('mails "assigned" to each member in their language; switched off, nothing', async () => {
    stapler = await training(manager, 'Staplerschein', { requiresRecertification: true, recertificationPeriod: '1_year' });
    nord = await group(manager, 'Werk Nord', [anna, bernd]);
    expect((await api('POST', `/api/user-groups/${nord}/trainings`, { token: manager.token, body: { trainingId: stapler, weeks: 4 } })).status).toBe(201);
    const erste = await training(betaManager, 'Erste Hilfe');
    const brand = await training(betaManager, 'Brandschutz');
    const lager = await group(betaManager, 'Lager', [dora]);
    for (const id of [erste, brand]) expect((await api('POST', `/api/user-groups/${lager}/trainings`, { token: betaManager.token, body: { trainingId: id, weeks: 2 } })).status).toBe(201);
    await expectMails(2);
    expect(mailsTo(anna).map((m) => m.subject)).toEqual(['Neue Unterweisung: Staplerschein']);
    expect(mailsTo(anna)[0]!.text).toContain('bis zum 30.03.2026');
    expect(mailsTo(bernd).map((m) => m.subject)).toEqual(['New training: Staplerschein']);
    expect(mailsTo(dora)).toEqual([]);
  }, 60_000);

  it('previews exactly what the scans then send', async () => {
    const preview = await api<NotificationPreview>('GET', `/api/notifications/preview?until=${at(29 * DAY)}`, { token: admin.token });
    expect(preview.status).toBe(200);
    const deadline = Date.parse(START) + 28 * DAY;
    const expected = [anna, bernd].flatMap((u) => [
      `${u.id} reminder ${new Date(deadline - 7 * DAY).toISOString()}`,
      `${u.id} reminder ${new Date(deadline - DAY).toISOString()}`,
      `${u.id} overdue ${new Date(deadline).toISOString()}`,
    ]);
    expect(preview.body.items.map((i) => `${i.userId} ${i.kind} ${i.dueAt}`).sort()).toEqual(expected.sort());
    expect(preview.body.items.every((i) => i.trainingTitle === 'Staplerschein')).toBe(true);
    const betaPreview = await api<NotificationPreview>('GET', `/api/notifications/preview?until=${at(29 * DAY)}`, { token: beta.root.token });
    expect(betaPreview.body.items.map((i) => `${i.kind} ${i.days}`)).toEqual(['reminder 7', 'reminder 7']);
    // a preview sends nothing
    await expectMails(2);
    previewed = expected;
  });

  it('sends the day\'s due items of one person as one digest mail', async () => {
    await scanAt(at(7 * DAY + 60_000), 2, 3);
    expect(mailsTo(dora).map((m) => m.subject)).toEqual(['Ihre Unterweisungen: 2 Hinweise']);
    expect(mailsTo(dora)[0]!.text).toContain('„Erste Hilfe“ ist in 7 Tagen fällig');
    expect(mailsTo(dora)[0]!.text).toContain('„Brandschutz“ ist in 7 Tagen fällig');
  });

  it('walks the cycle: reminders 7 and 1 days before, overdue, escalations, window, expired; each exactly once', async () => {
    await travel(at(21 * DAY));
    expect(await scan()).toBe(2);
    expect(await scan()).toBe(0);
    await expectMails(5);
    expect(mailsTo(anna).map((m) => m.subject)).toEqual(['Neue Unterweisung: Staplerschein', 'Erinnerung: „Staplerschein“ ist in 7 Tagen fällig']);
    expect(mailsTo(bernd)[1]!.subject).toBe('Reminder: "Staplerschein" is due in 7 days');

    // two processes scanning the same instant: one finds it, the other nothing
    await travel(at(27 * DAY));
    const other = new DueScanner(t.app.kernel, t.app.modules.notifications.dueSource(t.app.kernel), 60_000);
    const counts = await Promise.all([scan(), other.scan()]);
    // page by page, the two may share the work; together they record each notification once
    expect(counts[0]! + counts[1]!).toBe(2);
    await expectMails(7);

    await scanAt(at(28 * DAY + 3_600_000), 2, 9);
    expect(mailsTo(anna).at(-1)!.subject).toBe('Überfällig: Staplerschein');
    expect(mailsTo(dora)).toHaveLength(1); // Beta: no overdue notices, no 1-day reminder
    expect(await recorded(acme.id, ['reminder', 'overdue'])).toEqual(previewed);

    await complete(anna, stapler);
    // Bernd stays overdue: 7 days on, his unit's owner is told; 14 days on, the admins and root
    await scanAt(at(35 * DAY + 60_000), 1, 10);
    expect(mailsTo(manager).map((m) => m.subject)).toEqual(['Überfällig seit 7 Tagen: Bernd Test – Staplerschein']);
    expect(mailsTo(manager)[0]!.text).toContain('Bernd Test ist mit der Unterweisung „Staplerschein“ seit 7 Tagen überfällig (Frist: 30.03.2026).');
    expect(mailsTo(manager)[0]!.text).toContain('/groups');
    await scanAt(at(42 * DAY + 60_000), 2, 12);
    for (const u of [admin, acme.root]) expect(mailsTo(u).map((m) => m.subject)).toEqual(['Überfällig seit 14 Tagen: Bernd Test – Staplerschein']);
    expect(mailsTo(anna)).toHaveLength(4); // she completed: no escalation about her

    const validUntil = '2027-03-30T10:00:00.000Z';
    await scanAt('2027-01-30T10:00:01.000Z', 1, 13); // the window opens two months before the end of validity
    expect(mailsTo(anna).at(-1)!.subject).toBe('Wiederholung möglich: Staplerschein');
    expect(mailsTo(anna).at(-1)!.text).toContain('gilt bis zum 30.03.2027');

    await travel(new Date(Date.parse(validUntil) + 1000).toISOString());
    expect(await scan()).toBe(1);
    expect(await scan()).toBe(0);
    await expectMails(14);
    expect(mailsTo(anna).map((m) => m.subject)).toEqual([
      'Neue Unterweisung: Staplerschein',
      'Erinnerung: „Staplerschein“ ist in 7 Tagen fällig',
      'Erinnerung: „Staplerschein“ ist in 1 Tag fällig',
      'Überfällig: Staplerschein',
      'Wiederholung möglich: Staplerschein',
      'Nachweis abgelaufen: Staplerschein',
    ]);
    // the mails of one full cycle: Anna 6, Bernd 4 (he never completed), his unit's owner 1, admin 1, root 1; Dora 1 digest
    expect([anna, bernd, manager, admin, acme.root, dora].map((u) => mailsTo(u).length)).toEqual([6, 4, 1, 1, 1, 1]);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(14);
  }, 180_000);

  it('lists the person\'s own notifications in the bell, paged, and marks them read', async () => {
    const page = await api<NotificationPage>('GET', '/api/notifications?limit=2', { token: anna.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 6, unread: 6, page: 1, limit: 2 });
    expect(page.body.items.map((i) => i.kind)).toEqual(['expired', 'window']);
    expect(page.body.items[0]!.trainingTitle).toBe('Staplerschein');
    const english = await api<NotificationPage>('GET', '/api/notifications?page=2&limit=5', { token: bernd.token });
    expect(english.body.items.map((i) => i.kind)).toEqual([]);
    expect(english.body.total).toBe(4);
    // someone else's id changes nothing
    expect((await api<{ marked: number }>('POST', '/api/notifications/read', { token: bernd.token, body: { ids: [page.body.items[0]!.id] } })).body.marked).toBe(0);
    const one = await api<{ marked: number; unread: number }>('POST', '/api/notifications/read', { token: anna.token, body: { ids: [page.body.items[0]!.id] } });
    expect(one.body).toEqual({ marked: 1, unread: 5 });
    expect((await api<NotificationPage>('GET', '/api/notifications?unread=true', { token: anna.token })).body.total).toBe(5);
    expect((await api<{ marked: number; unread: number }>('POST', '/api/notifications/read', { token: anna.token, body: {} })).body).toEqual({ marked: 5, unread: 0 });
    expect((await api('POST', '/api/notifications/read', { token: anna.token, body: { ids: 'all' } })).status).toBe(400);
    expect((await api<NotificationPage>('GET', '/api/notifications', { token: dora.token })).body.total).toBe(2);
    const escalated = await api<NotificationPage>('GET', '/api/notifications', { token: manager.token });
    expect(escalated.body.items.map((i) => [i.kind, i.personName, i.days])).toEqual([['escalation', 'Bernd Test', 7]]);
  });

  it('tells a person who joins the unit later, once; the members it had are not told again', async () => {
    const cleo = await acme.user('non-managing', 'Cleo');
    expect((await api('POST', `/api/user-groups/${nord}/members`, { token: manager.token, body: { userId: cleo.id } })).status).toBe(201);
    await expectMails(15);
    expect(mailsTo(cleo).map((m) => m.subject)).toEqual(['Neue Unterweisung: Staplerschein']);
    expect(await scan()).toBe(0);
    await expectMails(15);
    expect([anna, bernd].map((u) => mailsTo(u).length)).toEqual([6, 4]);
  });
});
