import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, closeDialog, closeToasts, expectToast, MAILBOX_DIR, newCompany, screenshot } from './support/helpers';

/**
 * Issue 16's journey in a real Chromium, in German: an admin assigns a training with a deadline to
 * a unit; the employee gets the mail and a bell entry; the server's clock (TEST_CLOCK=1, see
 * playwright.config.ts) moves past the deadline; the employee is told it is overdue and the unit's
 * owner gets the escalation, by mail and in the bell; the employee asks the instructor a question in
 * the player, the instructor answers it from the bell, the employee reads the answer.
 */

const PASSWORD = 'Fristen#2026';
const TRAINING = 'Leitern und Tritte sicher benutzen';
const GROUP = 'Lager Süd';
const DAY_MS = 86_400_000;

type Method = 'post' | 'put' | 'patch' | 'delete';

/** One API call with the session's token; fails the test on a non-2xx answer. */
const call = <T>(page: Page, token: string | null, method: Method, url: string, data?: unknown): Promise<T> => apiCall<T>(page, token, method, url, data);

interface Person {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** A person the root creates, whose first-sign-in password change is done. */
async function person(page: Page, root: string, p: { firstName: string; lastName: string; email: string; role: string }): Promise<Person> {
  const { id } = await call<{ id: string }>(page, root, 'post', '/api/users', { ...p, password: 'Erst#2026x' });
  const first = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: p.email, password: 'Erst#2026x' });
  await call(page, first.token, 'patch', '/api/user/change-password', { currentPassword: 'Erst#2026x', newPassword: PASSWORD });
  return { id, name: `${p.firstName} ${p.lastName}`, email: p.email };
}

/** A fresh session of the person (a move of the clock by days ends the earlier ones), in the web app at `path`. */
async function signedIn(page: Page, who: Person, at: string): Promise<string> {
  const { token } = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: who.email, password: PASSWORD });
  await page.goto('/');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(at);
  return token;
}

interface MailFile {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** The mails to `to` in the dev mailbox so far. */
async function mailsTo(to: string): Promise<MailFile[]> {
  const names = (await fs.readdir(MAILBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const all = await Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(MAILBOX_DIR, n), 'utf8')) as MailFile));
  return all.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for a mail to `to` whose text contains `text`; answers it. */
async function mailWith(to: string, text: string | RegExp): Promise<MailFile> {
  const matches = (m: MailFile) => (typeof text === 'string' ? m.text.includes(text) : text.test(m.text));
  await expect.poll(async () => (await mailsTo(to)).some(matches), { timeout: 20_000, message: `mail to ${to} with ${String(text)}` }).toBe(true);
  return (await mailsTo(to)).find(matches)!;
}

/** dd.MM.yyyy of the instant, as the mails write it (UTC). */
const germanDate = (ms: number) => new Date(ms).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** Opens the training notices' bell and answers its list. */
async function openNoticeBell(page: Page) {
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByTestId('notice-list');
  await expect(list).toBeVisible();
  return list;
}

test.describe('Fürsorgepflicht: Benachrichtigungen und Eskalation', () => {
  test.describe.configure({ timeout: 240_000 });

  test.afterAll(async ({ request }) => {
    // the following tests run on the same server with the real time again
    await request.delete('/api/test/clock');
  });

  test('die Admin weist eine Schulung mit Frist zu; der Mitarbeiter wird benachrichtigt; nach der Frist erfährt es die Verantwortliche der Einheit, die auch seine Frage beantwortet', async ({ page }) => {
    const company = newCompany();
    const tag = company.email.split('+')[1]!.split('@')[0]!;
    const root = (await call<{ token: string }>(page, null, 'post', '/api/auth/register', { ...company, gdprConsent: true })).token;
    const admin = await person(page, root, { firstName: 'Ayla', lastName: 'Demir', email: `ayla+${tag}@muster-bau.example`, role: 'admin' });
    const owner = await person(page, root, { firstName: 'Lena', lastName: 'Krüger', email: `lena+${tag}@muster-bau.example`, role: 'manager' });
    const employee = await person(page, root, { firstName: 'Paul', lastName: 'Wagner', email: `paul+${tag}@muster-bau.example`, role: 'non-managing' });

    // the owner's training and unit (set up through the API)
    const ownerToken = (await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: owner.email, password: PASSWORD })).token;
    const training = await call<{ id: string }>(page, ownerToken, 'post', '/api/trainings', {
      title: { de: TRAINING },
      description: { de: 'Welche Leiter für welche Arbeit, und wie man sicher steht.' },
      status: 'published',
    });
    await call(page, ownerToken, 'post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Die richtige Leiter', orderIndex: 0, content: { text: 'Stehleiter, Anlegeleiter, Tritt.' } });
    const group = await call<{ id: string }>(page, ownerToken, 'post', '/api/user-groups', { name: GROUP });
    await call(page, ownerToken, 'post', `/api/user-groups/${group.id}/members`, { userId: employee.id });

    // the admin assigns the training to the unit, deadline in one week, clicked in the web app
    await signedIn(page, admin, '/groups');
    const card = page.getByTestId('group-card').filter({ hasText: GROUP });
    await card.getByRole('button', { name: /Schulungen$/ }).click();
    const modal = page.locator('.ant-modal.gr-trainings-dialog');
    await expect(modal).toBeVisible();
    await modal.getByLabel('Schulung', { exact: true }).click();
    await modal.getByLabel('Schulung', { exact: true }).fill('Leitern');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: TRAINING }).click();
    await modal.getByLabel('Frist', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '1 Woche ab heute' }).click();
    await modal.getByTestId('assign-training-submit').click();
    await expectToast(page, 'Schulung zugewiesen');
    await closeToasts(page);
    const row = modal.getByTestId('group-training-row').filter({ hasText: TRAINING });
    await expect(row).toBeVisible();
    await closeDialog(modal);

    // the employee: the mail, and the bell
    const assigned = await mailWith(employee.email, `Ihnen wurde die Unterweisung „${TRAINING}“ zugewiesen.`);
    expect(assigned.subject).toBe(`Neue Unterweisung: ${TRAINING}`);
    const deadline = /bis zum (\d\d\.\d\d\.\d{4})/.exec(assigned.text)?.[1];
    expect(deadline, assigned.text).toBeTruthy();
    await signedIn(page, employee, '/my-trainings');
    await expect(page.getByTestId('notice-badge')).toContainText('1');
    const notices = await openNoticeBell(page);
    await expect(notices.getByTestId('notice-item')).toContainText([`Ihnen wurde die Unterweisung „${TRAINING}“ zugewiesen. Bitte schließen Sie sie bis zum ${deadline} ab.`]);
    await screenshot(page, 'duty-of-care-01-bell-assigned');
    await page.keyboard.press('Escape');

    // fifteen days later: the deadline passed eight days ago
    const moved = await call<{ now: string }>(page, null, 'post', '/api/test/clock', { advanceDays: 15 });
    const overdue = await mailWith(employee.email, `Die Unterweisung „${TRAINING}“ ist überfällig: Die Frist endete am ${deadline}.`);
    expect(overdue.text).toContain('/my-trainings');
    // the owner of the unit: the escalation after seven days overdue, naming the person, with the way to the report
    const escalation = await mailWith(owner.email, `${employee.name} ist mit der Unterweisung „${TRAINING}“ seit 7 Tagen überfällig (Frist: ${deadline}).`);
    expect(escalation.subject).toContain(employee.name);
    expect(escalation.text).toContain('/groups');
    // fourteen days overdue is not reached yet: the admins and the root are not told
    expect((await mailsTo(admin.email)).some((m) => m.text.includes('überfällig'))).toBe(false);
    expect(germanDate(Date.parse(moved.now))).not.toBe(deadline);

    // small screens: the notices are in the drawer
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, owner, '/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawerNotices = page.getByTestId('drawer-notices');
    await expect(drawerNotices.getByTestId('notice-item').filter({ hasText: employee.name })).toContainText(`seit 7 Tagen überfällig (Frist: ${deadline})`);
    await screenshot(page, 'duty-of-care-02-drawer-escalation-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await signedIn(page, owner, '/');
    const ownerNotices = await openNoticeBell(page);
    await expect(ownerNotices.getByTestId('notice-item').filter({ hasText: employee.name })).toContainText(`seit 7 Tagen überfällig (Frist: ${deadline})`);
    await screenshot(page, 'duty-of-care-02-bell-escalation-1366');
    // the notice leads to the units, whose progress report shows who is overdue
    await page.getByTestId('notice-item').filter({ hasText: employee.name }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByTestId('notice-badge')).not.toContainText('1');
    await page.getByTestId('group-card').filter({ hasText: GROUP }).getByRole('button', { name: /Fortschritt$/ }).click();
    const report = page.locator('.ant-modal.gr-progress-dialog').getByTestId('progress-training').filter({ hasText: TRAINING });
    await expect(report.locator('tr.ant-table-row').filter({ hasText: employee.name }).locator('.gr-status-tag')).toHaveText('Überfällig');
    await screenshot(page, 'duty-of-care-03-report-overdue');
    await closeDialog(page.locator('.ant-modal.gr-progress-dialog'));

    // the employee's bell lists what came meanwhile, the overdue notice among it
    await signedIn(page, employee, '/my-trainings');
    const later = await openNoticeBell(page);
    await expect(later.getByTestId('notice-item').filter({ hasText: 'ist überfällig' })).toHaveCount(1);
    expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(14 * DAY_MS);
    await page.keyboard.press('Escape');

    // the employee asks the training's instructor (the owner, as nobody else was named) from the player
    const QUESTION = 'Darf ich die Anlegeleiter auch auf dem Gerüst benutzen?';
    const ANSWER = 'Nein: auf dem Gerüst nur den Gerüstaufgang. Die Anlegeleiter steht nur auf festem Boden.';
    await page.goto(`/training/${training.id}`);
    await page.getByRole('button', { name: 'Frage an die Ansprechperson' }).click();
    const drawer = page.getByTestId('questions-panel');
    await expect(drawer).toContainText(`Ihre Ansprechperson für diese Unterweisung ist ${owner.name}.`);
    await drawer.getByTestId('question-text').fill(QUESTION);
    await drawer.getByTestId('question-send').click();
    await expectToast(page, 'Frage gesendet', 'Die Ansprechperson wurde benachrichtigt.');
    await expect(drawer.getByTestId('own-questions')).toContainText(QUESTION);
    await screenshot(page, 'duty-of-care-04-question-asked');

    // the instructor: the mail, then from the bell to the question, and the answer
    const asked = await mailWith(owner.email, `${employee.name} hat eine Frage zur Unterweisung „${TRAINING}“ gestellt.`);
    expect(asked.subject).toContain(TRAINING);
    await signedIn(page, owner, '/');
    const ownerBell = await openNoticeBell(page);
    await ownerBell.getByTestId('notice-item').filter({ hasText: 'hat eine Frage' }).click();
    const questions = page.getByTestId('training-questions');
    await expect(questions).toContainText(QUESTION);
    await questions.getByTestId('answer-open').click();
    await questions.getByTestId('answer-text').fill(ANSWER);
    await questions.getByTestId('answer-send').click();
    await expectToast(page, 'Antwort gesendet', 'Die fragende Person wurde benachrichtigt.');
    // answered, it leaves the open ones
    await expect(questions.getByTestId('questions-empty')).toHaveText('Keine offenen Fragen.');
    await questions.getByTestId('questions-filter').getByText('Beantwortet (1)').click();
    await expect(questions).toContainText(ANSWER);
    await screenshot(page, 'duty-of-care-05-question-answered');

    // the employee: the mail and the bell lead to the answer in the player
    const answered = await mailWith(employee.email, `${owner.name} hat Ihre Frage zur Unterweisung „${TRAINING}“ beantwortet.`);
    expect(answered.subject).toBe(`Antwort auf Ihre Frage zu „${TRAINING}“`);
    await signedIn(page, employee, '/my-trainings');
    const employeeBell = await openNoticeBell(page);
    await employeeBell.getByTestId('notice-item').filter({ hasText: 'beantwortet' }).click();
    await expect(page).toHaveURL(new RegExp(`/training/${training.id}`));
    await expect(page.getByTestId('own-questions')).toContainText(ANSWER);
    await screenshot(page, 'duty-of-care-06-answer-in-player');
  });
});
