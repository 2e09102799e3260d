import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, closeToasts, MASTER, newCompany, openLanding, testClip } from './support/helpers';

/**
 * Accessibility over every main page (issue 15): axe-core with the WCAG 2.0/2.1 A and AA rules on
 * the landing page, the legal pages, the dashboard of a root, a manager and an employee, the
 * library, the builder, My Learning, the player (video and quiz), users, groups with the progress
 * dialog open, bundles, the video editor and the operator's master page: no serious or critical
 * violation. Keyboard: an antd dialog keeps the focus inside and gives it back to its opener; the
 * video module is played and left, and the quiz answered, with Tab, Space and Enter only.
 * One journey that seeds once through the API (the pages are the subject, not the set-up).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const TRAINING = 'Erste Hilfe im Betrieb';
const VIDEO_MODULE = 'Notruf absetzen';
const QUIZ_MODULE = 'Erste-Hilfe-Quiz';
const GROUP = 'Werkstatt Nord';
const BUNDLE = 'Grundausbildung';
const PASSWORD = 'Zugang#2026';

/** Per page: violations by impact (for the report) and the serious or critical ones in detail. */
const results: { page: string; byImpact: Record<string, number>; blocking: string[] }[] = [];

async function audit(page: Page, name: string): Promise<void> {
  // a settled screen: no spinner, no leaving toast, no running transition
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const byImpact: Record<string, number> = {};
  for (const v of violations) byImpact[v.impact ?? 'unknown'] = (byImpact[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`).join(' | ')}`);
  results.push({ page: name, byImpact, blocking });
  console.log(`axe ${name}: ${JSON.stringify(byImpact)}`);
  expect.soft(blocking, `serious/critical axe violations on ${name}`).toEqual([]);
}

const api = <T>(page: Page, method: 'post' | 'put' | 'patch', url: string, data: unknown, token: string | null): Promise<T> => apiCall<T>(page, token, method, url, data);

/** Signs in through the API and hands the session to the web app (the sign-in dialog has its own tests). */
async function signIn(page: Page, email: string, password: string): Promise<string> {
  const { token } = await api<{ token: string }>(page, 'post', '/api/auth/login', { email, password }, null);
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  return token;
}

/** A user created by the root, with the first-sign-in password change done through the API. */
async function createUser(page: Page, rootToken: string, user: { firstName: string; lastName: string; email: string; role: 'manager' | 'non-managing' }) {
  const temporary = 'Temp#2026x';
  const created = await api<{ id: string }>(page, 'post', '/api/users', { ...user, password: temporary, isActive: true, gdprConsent: true }, rootToken);
  const session = await api<{ token: string }>(page, 'post', '/api/auth/login', { email: user.email, password: temporary }, null);
  await api(page, 'patch', '/api/user/change-password', { currentPassword: temporary, newPassword: PASSWORD }, session.token);
  return created;
}

/**
 * Presses Tab (or Shift+Tab when `target` comes before the focused element) until the focus is
 * inside `target`, at most `max` times; fails when it never gets there.
 */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  const backwards = await target.evaluate((el) => {
    const active = document.activeElement;
    return !!active && active !== document.body && !!(active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** The dashboard with the parts below the fold too (they render after its first paint). */
async function expectDashboard(page: Page): Promise<void> {
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('dashboard-changelog')).toBeVisible();
  await expect(page.getByTestId('current-trainings-loading')).toHaveCount(0);
  await expect(page.locator('[data-testid=dashboard] [aria-busy=true]')).toHaveCount(0);
}

const focusInside = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement));

let videoFile = '';
test.beforeAll(() => {
  videoFile = testClip('notruf.mp4', 2, { silent: true });
});

test.describe('Barrierefreiheit: axe auf jeder Hauptseite, Tastaturbedienung', () => {
  test.describe.configure({ timeout: 240_000 });

  test('keine ernsten oder kritischen Verstöße; Dialog, Video und Quiz per Tastatur', async ({ page }) => {
    // ---- signed out: landing and legal pages ----
    await openLanding(page);
    await audit(page, 'landing');
    for (const [url, title] of [['/imprint', 'Impressum'], ['/privacy', 'Datenschutzerklärung'], ['/terms', 'Allgemeine Geschäftsbedingungen']] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await audit(page, url);
    }

    // ---- seed: company, manager, employee, training (video + quiz), group, bundle ----
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const registered = await api<{ token: string }>(page, 'post', '/api/auth/register', { ...company, gdprConsent: true }, null);
    const root = registered.token;
    const manager = { firstName: 'Lena', lastName: 'Krüger', email: `lena.krueger+${suffix}@muster-bau.example`, role: 'manager' as const };
    const employee = { firstName: 'Tom', lastName: 'Becker', email: `tom.becker+${suffix}@muster-bau.example`, role: 'non-managing' as const };
    await createUser(page, root, manager);
    const emp = await createUser(page, root, employee);
    const training = await api<{ id: string }>(
      page, 'post', '/api/trainings',
      { title: { de: TRAINING }, description: { de: 'Notruf, stabile Seitenlage, Verbandkasten.' }, status: 'published', isRequired: true, requiresRecertification: false, recertificationPeriod: null },
      root,
    );
    const upload = await page.request.post('/api/video-projects/upload', {
      headers: { Authorization: `Bearer ${root}` },
      multipart: { title: VIDEO_MODULE, video: { name: 'notruf.mp4', mimeType: 'video/mp4', buffer: readFileSync(videoFile) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const video = (await upload.json()) as { videoUrl: string; duration: number };
    const videoUrl = new URL(video.videoUrl, 'http://localhost').pathname;
    await api(page, 'post', '/api/training-modules', { trainingId: training.id, type: 'video', title: VIDEO_MODULE, orderIndex: 0, content: { videoUrl, duration: video.duration, description: 'Die 112 und die fünf W-Fragen.' } }, root);
    await api(page, 'post', '/api/training-modules', {
      trainingId: training.id, type: 'quiz', title: QUIZ_MODULE, orderIndex: 1,
      content: { questions: [
        { question: 'Welche Nummer wählen Sie im Notfall?', answers: [{ text: '112', isCorrect: true }, { text: '110', isCorrect: false }] },
        { question: 'Was gehört in den Verbandkasten?', answers: [{ text: 'Mullbinden', isCorrect: true }, { text: 'Schrauben', isCorrect: false }, { text: 'Rettungsdecke', isCorrect: true }] },
      ] },
    }, root);
    const group = await api<{ id: string }>(page, 'post', '/api/user-groups', { name: GROUP, description: 'Alle in der Werkstatt' }, root);
    await api(page, 'post', `/api/user-groups/${group.id}/members`, { userId: emp.id }, root);
    await api(page, 'post', `/api/user-groups/${group.id}/trainings`, { trainingId: training.id, weeks: 2 }, root);
    const bundle = await api<{ id: string }>(page, 'post', '/api/training-bundles', { name: BUNDLE, description: 'Für alle neuen Kolleginnen und Kollegen' }, root);
    await api(page, 'put', `/api/training-bundles/${bundle.id}/trainings`, { trainingIds: [training.id] }, root);

    // ---- root (company admin): dashboard, library, builder, users, groups, bundles, video editor ----
    await signIn(page, company.email, company.password);
    await page.goto('/');
    await expectDashboard(page);
    await closeToasts(page);
    await audit(page, 'dashboard (root)');

    // in-app navigation from here on (as a user moves; a full reload per page is not the subject)
    await mainNav(page).getByRole('link', { name: /Schulungsbibliothek$/ }).click();
    const libraryCard = page.getByTestId('training-card').filter({ hasText: TRAINING });
    await expect(libraryCard).toBeVisible();
    await audit(page, 'library');

    await libraryCard.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/training-builder/${training.id}$`));
    await expect(page.getByTestId('training-builder').getByRole('heading', { level: 1 })).toHaveText(TRAINING);
    await audit(page, 'builder');

    await mainNav(page).getByRole('link', { name: /Benutzer$/ }).click();
    await expect(page.getByText(employee.email)).toBeVisible();
    await audit(page, 'users');

    await mainNav(page).getByRole('link', { name: /Einheiten$/ }).click();
    const groupCard = page.getByTestId('group-card').filter({ hasText: GROUP });
    await expect(groupCard).toBeVisible();
    await audit(page, 'groups');

    // keyboard: the create dialog keeps the focus inside and gives it back to its opener
    const opener = page.getByTestId('create-group').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const createDialog = page.locator('.ant-modal.gr-create-dialog');
    await expect(createDialog).toBeVisible();
    await expect.poll(() => focusInside(createDialog)).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
      expect(await focusInside(createDialog), `focus left the dialog after ${i + 1} presses: ${where}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(createDialog).toBeHidden();
    await expect(opener).toBeFocused();

    await groupCard.getByRole('button', { name: /Fortschritt$/ }).click();
    const progress = page.locator('.ant-modal.gr-progress-dialog');
    await expect(progress.getByTestId('progress-stats')).toBeVisible();
    await audit(page, 'groups: progress dialog');
    await page.keyboard.press('Escape');
    await expect(progress).toBeHidden();

    await mainNav(page).getByRole('link', { name: /Bundles$/ }).click();
    await expect(page.getByTestId('bundle-card').filter({ hasText: BUNDLE })).toBeVisible();
    await audit(page, 'bundles');

    await page.goto('/video-editor');
    await expect(page.getByTestId('video-editor').getByRole('heading', { level: 1 })).toHaveText('Video-Editor');
    await audit(page, 'video editor');

    // ---- manager ----
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await signIn(page, manager.email, PASSWORD);
    await page.goto('/');
    await expectDashboard(page);
    await audit(page, 'dashboard (manager)');

    // ---- employee: dashboard, My Learning, player with keyboard only ----
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await signIn(page, employee.email, PASSWORD);
    await page.goto('/');
    await expectDashboard(page);
    await audit(page, 'dashboard (employee)');

    await mainNav(page).getByRole('link', { name: /Mein Lernbereich$/ }).click();
    const myCard = page.getByTestId('my-training-card').filter({ hasText: TRAINING });
    await expect(myCard).toBeVisible();
    await audit(page, 'my learning');

    await myCard.getByTestId('learning-action').click();
    await expect(page).toHaveURL(new RegExp(`/training/${training.id}$`));
    const player = page.getByTestId('training-player');
    await expect(player.getByTestId('player-module-title')).toHaveText(VIDEO_MODULE);
    await audit(page, 'player: video');

    // the video: Tab to the play button, Enter; when it has ended, Tab to "next", Enter
    const play = player.getByTestId('player-video-play');
    await tabTo(page, play);
    await page.keyboard.press('Enter');
    await expect(player.getByTestId('player-module-completed')).toBeVisible({ timeout: 20_000 });
    const next = player.getByTestId('player-next');
    await expect(next).toBeEnabled();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(player.getByTestId('player-module-title')).toHaveText(QUIZ_MODULE);
    await audit(page, 'player: quiz');

    // the quiz: Tab into each question, Space chooses, Enter sends
    const questions = player.getByTestId('player-quiz-question');
    await expect(questions).toHaveCount(2);
    await tabTo(page, questions.nth(0).getByRole('radio', { name: '112' }));
    await page.keyboard.press('Space');
    await expect(questions.nth(0).getByRole('radio', { name: '112' })).toBeChecked();
    await tabTo(page, questions.nth(1).getByRole('checkbox', { name: 'Mullbinden' }));
    await page.keyboard.press('Space');
    await tabTo(page, questions.nth(1).getByRole('checkbox', { name: 'Rettungsdecke' }));
    await page.keyboard.press('Space');
    await expect(questions.nth(1).getByRole('checkbox', { checked: true })).toHaveCount(2);
    const send = player.getByRole('button', { name: 'Weiter', exact: true });
    await expect(send).toBeEnabled();
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    // sent: the quiz module is completed, both answers right
    await expect(player.getByTestId('player-nav-item').nth(1)).toHaveAttribute('data-state', 'completed');
    await expect(player.getByText('2 von 2 Fragen richtig')).toBeVisible();
    await audit(page, 'player: quiz answered');

    // ---- platform operator ----
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await signIn(page, MASTER.email, MASTER.password);
    await page.goto('/master');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master-Backoffice');
    await expect(page.getByTestId('company-row').first()).toBeVisible();
    await audit(page, 'master');

    console.log(`axe summary (serious/critical per page): ${results.map((r) => `${r.page}=${r.blocking.length}`).join(', ')}`);
  });
});
