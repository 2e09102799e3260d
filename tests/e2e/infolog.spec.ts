import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiCall as call, apiSignIn, closeToasts, login, newCompany, newestMailTo, registerCompany, screenshot, sessionToken as tokenOf, toast, fakeMediaDevices, closeDialog } from './support/helpers';

/**
 * Infolog (spec sections 2, 4, 5, 7 and 8), in German: the root of a company posts a message with a
 * video recorded from Chromium's fake camera to a unit; an employee of the unit sees the bell
 * badge, opens the message through the bell (dashboard ?highlight, marked read), watches its video,
 * reads a second message by watching its video to the end; the root's read status then lists the
 * employee as read and the colleague who read nothing as unread.
 */

// Chromium's fake camera and microphone, permission granted without a prompt: for this file only.
test.use(fakeMediaDevices());

const GROUP = 'Lager Süd';
const FIRST = 'Neue Hallenordnung ab Montag';
const FIRST_TEXT = 'Ab Montag gilt in Halle 3 die neue Hallenordnung.\nBitte lesen Sie sie vor Schichtbeginn.\nFragen beantwortet die Schichtleitung.\nDanke!';
const SECOND = 'Staplerfahrten nur mit Warnweste';
const SECOND_TEXT = 'Ab sofort gilt auf allen Staplerwegen Warnwestenpflicht.';
const PASSWORD = 'Lager#2025ok';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

const dialog = (page: Page, className: string) => page.locator(`.ant-modal.${className}`);
const bellButton = (page: Page) => page.getByTestId('notification-bell');

/** An employee created by the root (as the invite dialog does) who has already chosen a password. */
async function createEmployee(page: Page, rootToken: string, person: Person): Promise<string> {
  const temporary = 'Temp#2025x';
  const user = await call<{ id: string }>(page, rootToken, 'POST', '/api/users', {
    ...person,
    password: temporary,
    role: 'non-managing',
    isActive: true,
    gdprConsent: true,
  });
  const token = await apiSignIn(page, person.email, temporary);
  await call(page, token, 'PATCH', '/api/user/change-password', { currentPassword: temporary, newPassword: PASSWORD });
  return user.id;
}

/** dd.MM.yyyy of today in the browser's time zone (playwright.config.ts). */
function germanToday(): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
}

/** Records what getUserMedia was asked for and the streams it handed out (to prove they are released). */
async function watchCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __gum: { constraints: MediaStreamConstraints[]; streams: MediaStream[] } };
    w.__gum = { constraints: [], streams: [] };
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      w.__gum.constraints.push(JSON.parse(JSON.stringify(constraints ?? {})) as MediaStreamConstraints);
      const stream = await original(constraints);
      w.__gum.streams.push(stream);
      return stream;
    };
  });
}

async function cameraState(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __gum: { constraints: MediaStreamConstraints[]; streams: MediaStream[] } };
    return {
      constraints: w.__gum.constraints,
      streams: w.__gum.streams.length,
      liveTracks: w.__gum.streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
    };
  });
}

async function record(page: Page, recorder: Locator, seconds: number): Promise<void> {
  await expect(recorder.getByTestId('recorder-start')).toBeEnabled({ timeout: 15_000 });
  await recorder.getByTestId('recorder-start').click();
  await expect(recorder.getByTestId('rec-badge')).toBeVisible();
  await expect(recorder.getByTestId('rec-badge')).toContainText(/REC 0:0\d \/ 3:00/);
  await page.waitForTimeout(seconds * 1000);
}

/** Plays the entry's video (muted, so autoplay is allowed) and waits until it has ended. */
async function watchToEnd(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  const ended = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<boolean>((resolve, reject) => {
        const timer = window.setTimeout(() => reject(new Error(`video did not end (t=${element.currentTime}, d=${element.duration})`)), 30_000);
        element.addEventListener('ended', () => {
          window.clearTimeout(timer);
          resolve(true);
        });
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code ?? ''}`)));
        element.muted = true;
        void element.play().catch((error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
      }),
  );
  expect(ended).toBe(true);
}

async function employeePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('Infolog: Nachricht mit Video, Glocke, Lesen durch Ansehen, Lesestatus', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Root postet mit aufgenommenem Video, Mitarbeiter liest über Glocke und Video, Root sieht den Lesestatus', async ({ page, browser }) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const paul: Person = { firstName: 'Paul', lastName: 'Neumann', email: `paul.neumann+${suffix}@muster-bau.example` };
    const jonas: Person = { firstName: 'Jonas', lastName: 'Weber', email: `jonas.weber+${suffix}@muster-bau.example` };

    // ---- the root registers; the unit with two employees is set up through the API ----
    await watchCamera(page);
    await registerCompany(page, company);
    await closeToasts(page);
    const rootToken = await tokenOf(page);
    const paulId = await createEmployee(page, rootToken, paul);
    const jonasId = await createEmployee(page, rootToken, jonas);
    const group = await call<{ id: string }>(page, rootToken, 'POST', '/api/user-groups', { name: GROUP, description: 'Lagerteam Süd' });
    for (const userId of [paulId, jonasId]) await call(page, rootToken, 'POST', `/api/user-groups/${group.id}/members`, { userId });

    // ---- the infolog panel of the unit: empty, 'Neue Nachricht' for the root ----
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einheiten' }).click();
    const card = page.getByTestId('group-card').filter({ hasText: GROUP });
    await card.getByTestId('group-infolog').click();
    const panel = dialog(page, 'gr-infolog-dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('infolog-empty')).toContainText('Noch keine Nachrichten');

    // ---- the form: validation texts of spec section 5 ----
    await panel.getByTestId('infolog-new').click();
    const form = dialog(page, 'gr-infolog-form-dialog');
    await expect(form).toBeVisible();
    await form.getByTestId('infolog-form-submit').click();
    await expect(form.getByText('Titel ist erforderlich')).toBeVisible();
    await expect(form.getByText('Nachricht ist erforderlich')).toBeVisible();
    await form.getByLabel('Titel').fill('   ');
    await form.getByLabel('Nachricht').fill(FIRST_TEXT);
    await form.getByTestId('infolog-form-submit').click();
    await expect(form.getByText('Titel ist erforderlich')).toBeVisible();
    await expect(form.getByText('Nachricht ist erforderlich')).toBeHidden();
    await form.getByLabel('Titel').fill(FIRST);
    await expect(form.getByText('Titel ist erforderlich')).toBeHidden();

    // ---- the recorder: front camera 720x1280 with audio, REC, delete, record again, use ----
    await form.getByTestId('infolog-form-record').click();
    const recorderDialog = dialog(page, 'media-message-recorder');
    const recorder = recorderDialog.getByTestId('message-recorder');
    await expect(recorderDialog.getByText('Video aufnehmen', { exact: true })).toBeVisible();
    await record(page, recorder, 2);
    await screenshot(page, 'infolog-02-recorder-recording');
    await recorder.getByTestId('recorder-stop').click();
    await expect(recorder).toHaveAttribute('data-state', 'stopped');
    await expect(recorder.getByTestId('recorder-playback')).toBeVisible();
    await expect(recorder.getByTestId('recorder-time')).toContainText(/0:0[1-9] \/ 3:00/);
    await recorder.getByTestId('recorder-delete').click();
    await expect(recorder).toHaveAttribute('data-state', 'idle');
    await expect(recorder.getByTestId('recorder-playback')).toHaveCount(0);
    await record(page, recorder, 3);
    await recorder.getByTestId('recorder-stop').click();
    await expect(recorder.getByTestId('recorder-playback')).toBeVisible();
    await screenshot(page, 'infolog-03-recorder-recorded');
    await recorder.getByTestId('recorder-use').click();
    await expect(recorderDialog).toBeHidden();
    await expect(form.getByTestId('infolog-form-video')).toBeVisible();

    const camera = await cameraState(page);
    expect(camera.constraints[0]).toMatchObject({
      audio: true,
      video: { width: { ideal: 720 }, height: { ideal: 1280 }, frameRate: { ideal: 30 }, facingMode: 'user' },
    });
    expect(camera.streams).toBeGreaterThan(0);
    expect(camera.liveTracks, 'camera and microphone are released when the recorder closes').toBe(0);

    // ---- publish: video uploaded, e-mails queued for both members ----
    const postedAt = Date.now() - 1_000;
    await form.getByTestId('infolog-form-submit').click();
    // upload and transcoding of the recording come first
    await expect(toast(page, 'Nachricht veröffentlicht')).toBeVisible({ timeout: 60_000 });
    await expect(toast(page, 'Nachricht veröffentlicht')).toContainText('2 E-Mail-Benachrichtigungen wurden an die Mitglieder versendet.');
    await expect(form).toBeHidden({ timeout: 30_000 });
    await closeToasts(page);
    const entries = panel.getByTestId('infolog-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(FIRST);
    await expect(entries.first().getByTestId('entry-video-badge')).toBeVisible();
    await expect(entries.first().getByTestId('read-counter')).toHaveText('0/2');
    await expect(entries.first().getByTestId('read-counter')).toHaveAttribute('data-variant', 'destructive');
    await expect(entries.first().getByTestId('entry-date')).toHaveText(new RegExp(`^${germanToday().replace(/\./g, '\\.')}, \\d{2}:\\d{2}$`));
    await expect(panel.getByTestId('infolog-page')).toHaveText('Seite 1 von 1');
    await screenshot(page, 'infolog-01-panel');

    const mail = await newestMailTo(paul.email, postedAt);
    expect(mail.subject).toBe(`Neue Nachricht in „${GROUP}“: ${FIRST}`);

    // A second message with the same stored video, posted through the API.
    const list = await call<{ changelogs: { id: string; videoUrl: string | null; videoDuration: number | null }[] }>(
      page,
      rootToken,
      'GET',
      `/api/user-groups/${group.id}/changelog?page=1&limit=10`,
    );
    const first = list.changelogs[0]!;
    expect(first.videoUrl).toBeTruthy();
    expect(first.videoDuration ?? 0).toBeGreaterThan(1);
    expect(first.videoDuration ?? 0).toBeLessThanOrEqual(180);
    await call(page, rootToken, 'POST', `/api/user-groups/${group.id}/changelog`, { title: SECOND, message: SECOND_TEXT, videoUrl: first.videoUrl });
    await closeDialog(panel);

    // ---- the employee: bell badge, popover 'Ungelesene Nachrichten', opening through the bell ----
    const employee = await employeePage(browser);
    await login(employee, paul.email, PASSWORD);
    await expect(employee.getByTestId('dashboard')).toBeVisible();
    await closeToasts(employee);
    await expect(bellButton(employee)).toHaveAccessibleName('2 ungelesene Nachrichten');
    await expect(employee.locator('.ant-badge', { has: bellButton(employee) }).locator('.ant-badge-count')).toHaveAttribute('title', '2');

    // small screens: the drawer's notifications entry shows the same count and messages
    await employee.setViewportSize({ width: 390, height: 844 });
    await employee.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = employee.getByTestId('drawer-notifications');
    await expect(drawer).toContainText('2 ungelesene Nachrichten');
    await expect(drawer.getByTestId('bell-item')).toHaveCount(2);
    await screenshot(employee, 'infolog-08-mobile-drawer');
    await employee.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await employee.setViewportSize({ width: 1366, height: 900 });

    await bellButton(employee).click();
    const popover = employee.locator('.bell-popover');
    await expect(popover.getByText('Ungelesene Nachrichten', { exact: true })).toBeVisible();
    const items = popover.getByTestId('bell-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(SECOND);
    await expect(items.nth(1)).toContainText(FIRST);
    await expect(items.nth(1).locator('.bell-list__date')).toHaveText(germanToday());
    await screenshot(employee, 'infolog-04-bell-popover');

    await items.nth(1).click();
    await expect(popover).toBeHidden();
    const detail = dialog(employee, 'cl-entry-dialog');
    await expect(detail.getByTestId('entry-dialog-title')).toHaveText(FIRST);
    await expect(employee).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('highlight'));
    // ?highlight marks it read
    await expect(detail.getByTestId('entry-read-badge')).toBeVisible();
    await expect(bellButton(employee)).toHaveAccessibleName('1 ungelesene Nachricht');
    await watchToEnd(detail.getByTestId('changelog-video'));
    await detail.getByTestId('entry-close').click();
    await expect(detail).toBeHidden();

    // ---- the dashboard list: badges, three-line preview, date; reading by watching to the end ----
    const news = employee.getByTestId('dashboard-changelog');
    const rows = news.getByTestId('changelog-entry');
    await expect(rows).toHaveCount(2);
    const secondRow = rows.filter({ hasText: SECOND });
    const firstRow = rows.filter({ hasText: FIRST });
    await expect(secondRow.getByTestId('entry-new-badge')).toHaveText('Neu');
    await expect(firstRow.getByTestId('entry-read-badge')).toHaveText('Gelesen');
    await expect(firstRow.getByTestId('entry-video-badge')).toBeVisible();
    await expect(firstRow.getByTestId('entry-group')).toHaveText(GROUP);
    await expect(firstRow.getByTestId('entry-author')).toHaveText(`von ${company.firstName} ${company.lastName}`);
    await expect(firstRow.getByTestId('entry-date')).toHaveText(new RegExp(`^${germanToday().replace(/\./g, '\\.')}, \\d{2}:\\d{2}$`));
    const clamp = await firstRow.getByTestId('changelog-preview').evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('3');
    await news.scrollIntoViewIfNeeded();
    await screenshot(employee, 'infolog-05-dashboard-changelog');

    await news.getByTestId('changelog-search').fill('Warnweste');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(SECOND);

    await rows.first().click();
    await expect(detail.getByTestId('entry-dialog-title')).toHaveText(SECOND);
    await expect(detail.getByTestId('entry-new-badge')).toBeVisible();
    await expect(detail.getByTestId('entry-mark-read')).toBeVisible();
    await watchToEnd(detail.getByTestId('changelog-video'));
    await expect(detail.getByTestId('entry-read-badge')).toBeVisible();
    await expect(detail).toContainText(/Gelesen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await screenshot(employee, 'infolog-06-entry-detail');
    await detail.getByTestId('entry-close').click();
    await expect(secondRow.getByTestId('entry-read-badge')).toBeVisible();
    await expect(bellButton(employee)).toHaveAccessibleName('Benachrichtigungen');
    await bellButton(employee).click();
    await expect(employee.locator('.bell-popover')).toHaveCount(0);
    await employee.context().close();

    // ---- the root: counters and read status ----
    await card.getByTestId('group-infolog').click();
    await expect(panel).toBeVisible();
    await expect(entries).toHaveCount(2);
    for (const title of [FIRST, SECOND]) {
      const counter = entries.filter({ hasText: title }).getByTestId('read-counter');
      await expect(counter).toHaveText('1/2');
      await expect(counter).toHaveAttribute('data-variant', 'destructive');
    }
    await entries.filter({ hasText: FIRST }).getByTestId('infolog-read-status').click();
    const status = dialog(page, 'cl-read-status-dialog');
    await expect(status).toBeVisible();
    await expect(status.getByTestId('read-by-row')).toHaveCount(1);
    await expect(status.getByTestId('read-by-row')).toContainText(`${paul.firstName} ${paul.lastName}`);
    await expect(status.getByTestId('read-by-row')).toContainText(new RegExp(`am ${germanToday().replace(/\./g, '\\.')}, \\d{2}:\\d{2}`));
    await expect(status.getByTestId('unread-by-row')).toHaveCount(1);
    await expect(status.getByTestId('unread-by-row')).toContainText(`${jonas.firstName} ${jonas.lastName}`);
    await screenshot(page, 'infolog-07-read-status');
  });
});
