import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, closeToasts, newCompany, PICTURES, SCREENSHOT_DIR } from './support/helpers';

/**
 * Issue 32 (Präsenzunterweisung), item 6 and the "Done when" journey in a real Chromium: a manager
 * plans a classroom session from a unit's progress report for the two members who are due, starts it
 * in tablet mode at 1024 × 768, both sign with the mouse on the signature pad, a walk-in is added and
 * signs, the manager signs and closes; the progress report then shows all three as completed, and the
 * attendance list and the sign sheet are PDFs. A second test photographs every new screen at 390,
 * 768 and 1366 px (and the tablet at 768 × 1024 and 1024 × 768) and runs axe on each.
 * Set-up through the API (the pages are the subject).
 */

const PASSWORD = 'Praesenz#2026';
const TRAINING = 'Staplerfahrer-Unterweisung';
const UNIT = 'Lager Süd';
const LOCATION = 'Halle 3, Lager Süd';
/** A 1 × 1 PNG: the "scan" of the signed paper list. */
const SCAN_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** Where the pictures go: SHOTS_DIR, else test-results/screenshots. */
const SHOTS = process.env.SHOTS_DIR ?? SCREENSHOT_DIR;

type Method = 'post' | 'put' | 'patch' | 'delete';
const call = <T>(page: Page, token: string | null, method: Method, url: string, data?: unknown): Promise<T> => apiCall<T>(page, token, method, url, data);

interface Person {
  id: string;
  token: string;
  name: string;
}

/** A person the root creates, with the first sign-in's password change done; answers id, token and name. */
async function person(page: Page, root: string, p: { firstName: string; lastName: string; email: string; role: string }): Promise<Person> {
  const { id } = await call<{ id: string }>(page, root, 'post', '/api/users', { ...p, password: 'Erst#2026x' });
  const first = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: p.email, password: 'Erst#2026x' });
  await call(page, first.token, 'patch', '/api/user/change-password', { currentPassword: 'Erst#2026x', newPassword: PASSWORD });
  const { token } = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: p.email, password: PASSWORD });
  return { id, token, name: `${p.firstName} ${p.lastName}` };
}

/** A company with a manager, three employees, a published training with two modules and a unit of two of them that has the training assigned. */
async function seed(page: Page) {
  const company = newCompany();
  const tag = company.email.split('+')[1]!.split('@')[0]!;
  const root = (await call<{ token: string }>(page, null, 'post', '/api/auth/register', { ...company, gdprConsent: true })).token;
  const mail = (name: string) => `${name}+${tag}@muster-bau.example`;
  const manager = await person(page, root, { firstName: 'Lena', lastName: 'Krüger', email: mail('lena'), role: 'manager' });
  const anna = await person(page, root, { firstName: 'Anna', lastName: 'Schmidt', email: mail('anna'), role: 'non-managing' });
  const ben = await person(page, root, { firstName: 'Ben', lastName: 'Wagner', email: mail('ben'), role: 'non-managing' });
  const carla = await person(page, root, { firstName: 'Carla', lastName: 'Neumann', email: mail('carla'), role: 'non-managing' });
  const training = await call<{ id: string }>(page, manager.token, 'post', '/api/trainings', {
    title: { de: TRAINING, en: 'Forklift driver instruction' },
    description: { de: 'Sicheres Fahren und Laden mit dem Gabelstapler.' },
    status: 'published',
    isRequired: true,
    requiresRecertification: true,
    recertificationPeriod: '1_year',
  });
  await call(page, manager.token, 'post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Vor der Fahrt: Sichtprüfung', orderIndex: 0, content: { text: 'Reifen, Gabel, Hydraulik, Hupe.' } });
  await call(page, manager.token, 'post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Lasten richtig aufnehmen', orderIndex: 1, content: { text: 'Schwerpunkt, Tragfähigkeit, Neigung.' } });
  const unit = await call<{ id: string }>(page, manager.token, 'post', '/api/user-groups', { name: UNIT });
  for (const member of [anna, ben]) await call(page, manager.token, 'post', `/api/user-groups/${unit.id}/members`, { userId: member.id });
  await call(page, manager.token, 'post', `/api/user-groups/${unit.id}/trainings`, { trainingId: training.id, weeks: 2 });
  return { root, manager, anna, ben, carla, training, unit };
}

/** The web app signed in with this session, at `target`. */
async function as(page: Page, token: string, target: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(target);
}

/** A signature drawn with the mouse: one wavy stroke across the pad's canvas. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  const box = await pad.locator('canvas').boundingBox();
  if (!box) throw new Error('signature pad not visible');
  const y = box.y + box.height * 0.55;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + box.width * (0.15 + i * 0.05), y + Math.sin(i) * box.height * 0.15, { steps: 4 });
  await page.mouse.up();
}

const tablet = (page: Page) => page.getByTestId('tablet-mode');
const nameButton = (page: Page, name: string) => tablet(page).getByTestId('tablet-name').filter({ hasText: name });

/** One participant signs on the tablet: only their name shows, they confirm, draw and sign. */
async function signAs(page: Page, name: string, others: readonly string[]): Promise<void> {
  await nameButton(page, name).click();
  const view = page.getByTestId('signing-view');
  await expect(view.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(view.getByTestId('signing-statement')).toHaveText('Ich habe an der Unterweisung teilgenommen und den Inhalt verstanden.');
  // nobody else's name (nor anything else of theirs) while this person signs
  for (const other of others) await expect(tablet(page)).not.toContainText(other);
  // signing without ticking "bestätigt" is refused on the spot
  await drawSignature(page, view.getByTestId('signing-pad'));
  await view.getByTestId('signing-submit').click();
  await expect(view.getByTestId('signing-problem')).toHaveText('Bitte bestätigen Sie die Teilnahme.');
  await view.getByTestId('signing-confirm').click();
  await view.getByTestId('signing-submit').click();
  await expect(page.getByTestId('tablet-list')).toBeVisible();
  await expect(nameButton(page, name)).toHaveAttribute('data-state', 'signed');
  await expect(nameButton(page, name)).toContainText('unterschrieben');
}

/** The unit's progress dialog on /groups. */
async function openProgress(page: Page): Promise<Locator> {
  await page.getByTestId('group-card').filter({ hasText: UNIT }).getByRole('button', { name: /Fortschritt$/ }).click();
  const report = page.locator('.ant-modal.gr-progress-dialog');
  await expect(report.getByTestId('progress-training').filter({ hasText: TRAINING })).toBeVisible();
  return report;
}

/** axe (WCAG 2.x A/AA) on the settled screen: no serious or critical violation; then a picture. */
async function check(page: Page, name: string): Promise<void> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  console.log(`axe ${name}: ${violations.length} violations, ${serious.length} serious or critical`);
  expect.soft(serious, name).toEqual([]);
  if (!PICTURES) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

test.describe('Präsenzunterweisungen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('eine Managerin plant aus dem Fortschrittsbericht, zwei Fällige und eine spontan Hinzugekommene unterschreiben auf dem Tablet, sie schließt ab', async ({ page }) => {
    const { manager, anna, ben, carla, unit } = await seed(page);

    // ---- from the unit's progress report to the plan dialog, the two due members preselected ----
    await as(page, manager.token, '/groups');
    const report = await openProgress(page);
    await report.getByTestId('progress-training').filter({ hasText: TRAINING }).getByTestId('progress-plan-session').click();
    await expect(page).toHaveURL(/\/instruction-sessions\?.*plan=1/);
    const plan = page.locator('.ant-modal.is-plan-dialog');
    await expect(plan.getByTestId('plan-training')).toContainText(TRAINING);
    await expect(plan.getByTestId('plan-units')).toContainText(UNIT);
    await expect(plan.getByTestId('plan-due-only')).toBeChecked();
    await expect(plan.getByTestId('plan-instructor')).toContainText('Lena Krüger');
    const candidates = plan.getByTestId('candidate');
    await expect(candidates).toHaveCount(2);
    await expect(plan.getByTestId('candidates')).toContainText('Anna Schmidt');
    await expect(plan.getByTestId('candidates')).toContainText('Ben Wagner');
    await expect(plan.getByTestId('candidates-count')).toHaveText('2 von 2 ausgewählt');
    // the location is required
    await plan.getByTestId('plan-submit').click();
    await expect(plan.getByText('Bitte geben Sie den Ort an.')).toBeVisible();
    await plan.getByLabel('Ort').fill(LOCATION);
    await plan.getByTestId('plan-submit').click();

    // ---- the session's page: planned, both invited ----
    const detail = page.getByTestId('session-detail');
    await expect(detail).toHaveAttribute('data-status', 'planned');
    await expect(page.getByTestId('session-title')).toHaveText(TRAINING);
    await expect(detail.getByTestId('participant-row')).toHaveCount(2);
    await expect(detail.getByTestId('participant-state')).toHaveText(['Eingeladen', 'Eingeladen']);
    const sessionId = (await detail.getAttribute('data-session-id'))!;
    await closeToasts(page);

    // a new colleague joins the unit before the session and comes along without an invitation
    await call(page, manager.token, 'post', `/api/user-groups/${unit.id}/members`, { userId: carla.id });

    // ---- tablet mode at 1024 × 768: the content, then the names ----
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByTestId('start-session').click();
    await expect(page).toHaveURL(new RegExp(`/instruction-sessions/${sessionId}/tablet$`));
    await expect(tablet(page).getByTestId('tablet-module')).toHaveText([/Vor der Fahrt: Sichtprüfung/, /Lasten richtig aufnehmen/]);
    await tablet(page).getByTestId('tablet-next').click();
    await expect(tablet(page).getByTestId('tablet-name')).toHaveCount(2);
    await expect(tablet(page).getByTestId('tablet-signed-count')).toHaveText('0 von 2 unterschrieben');
    // finger-friendly: every name at least 44 px high
    for (const box of await tablet(page).getByTestId('tablet-name').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);

    await signAs(page, anna.name, [ben.name]);
    await signAs(page, ben.name, [anna.name]);
    await closeToasts(page);

    // ---- a wrong tap undone: the instructor withdraws Ben's signature with a reason, Ben signs again ----
    await tablet(page).getByTestId('tablet-withdraw').click();
    const withdraw = page.locator('.ant-modal.is-withdraw-dialog');
    await withdraw.getByTestId('withdraw-person').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: ben.name }).click();
    await withdraw.getByTestId('withdraw-submit').click();
    await expect(withdraw.getByText('Bitte geben Sie einen Grund an.')).toBeVisible();
    await withdraw.getByLabel('Grund').fill('Auf dem falschen Namen unterschrieben');
    await withdraw.getByTestId('withdraw-submit').click();
    await expect(withdraw).toBeHidden();
    await expect(nameButton(page, ben.name)).toHaveAttribute('data-state', 'invited');
    await expect(tablet(page).getByTestId('tablet-signed-count')).toHaveText('1 von 2 unterschrieben');
    await signAs(page, ben.name, [anna.name]);
    await closeToasts(page);

    // ---- the walk-in: added by the instructor, then signs like everyone else ----
    await tablet(page).getByTestId('tablet-add-person').click();
    const add = page.locator('.ant-modal.is-add-person-dialog');
    await add.getByTestId('add-person-select').click();
    await page.keyboard.type('Carla');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: carla.name }).click();
    await add.getByTestId('add-person-submit').click();
    await expect(add).toBeHidden();
    await expect(tablet(page).getByTestId('tablet-name')).toHaveCount(3);
    await signAs(page, carla.name, [anna.name, ben.name]);
    await expect(tablet(page).getByTestId('tablet-signed-count')).toHaveText('3 von 3 unterschrieben');
    await closeToasts(page);

    // ---- the instructor signs last and closes ----
    await tablet(page).getByTestId('tablet-close').click();
    const closing = page.getByTestId('tablet-close-step');
    await expect(closing).toContainText('3 von 3 Teilnehmenden haben unterschrieben.');
    await check(page, 'sessions-tablet-close-1024x768');
    await closing.getByTestId('close-submit').click();
    await expect(closing.getByTestId('close-problem')).toHaveText('Bitte unterschreiben Sie im Feld.');
    await drawSignature(page, closing.getByTestId('instructor-pad'));
    await closing.getByTestId('close-submit').click();
    await expect(page.getByTestId('tablet-closed')).toContainText('3 von 3 Teilnehmenden haben unterschrieben.');
    await page.getByTestId('tablet-to-detail').click();
    await expect(detail).toHaveAttribute('data-status', 'closed');
    await expect(detail.getByTestId('participant-state')).toHaveText(['Unterschrieben', 'Unterschrieben', 'Unterschrieben']);
    await expect(detail.getByTestId('participant-signature')).toHaveCount(3);
    await expect(detail.getByTestId('attendance-pdf')).toBeEnabled();
    await closeToasts(page);
    await check(page, 'sessions-detail-closed-1024');

    // ---- the progress report: all three completed ----
    await page.setViewportSize({ width: 1366, height: 900 });
    await closeToasts(page);
    await page.goto('/groups');
    const after = await openProgress(page);
    const table = after.getByTestId('progress-training').filter({ hasText: TRAINING });
    await expect(table.locator('tr.ant-table-row')).toHaveCount(3);
    await expect(table.locator('.gr-status-tag')).toHaveText(['Abgeschlossen', 'Abgeschlossen', 'Abgeschlossen']);

    // ---- the documents: the attendance list and the sign sheet are PDFs ----
    for (const document of ['attendance.pdf', 'sign-sheet.pdf']) {
      const response = await page.request.get(`/api/instruction-sessions/${sessionId}/${document}?lang=de`, { headers: { Authorization: `Bearer ${manager.token}` } });
      expect(response.status(), document).toBe(200);
      expect(response.headers()['content-type'], document).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString(), document).toBe('%PDF-');
    }

    // ---- a closed session stays; a correction is a new entry with its reason ----
    await page.goto(`/instruction-sessions/${sessionId}`);
    await page.getByTestId('correction-button').click();
    const correction = page.locator('.ant-modal.is-correction-dialog');
    await correction.getByLabel('Grund').fill('Ort präzisiert');
    await correction.getByLabel('Korrektur').fill('Halle 3, Tor 2');
    await correction.getByTestId('correction-submit').click();
    await expect(correction).toBeHidden();
    await expect(page.getByTestId('corrections-panel')).toContainText('Ort präzisiert');
    await expect(page.getByTestId('corrections-panel')).toContainText('Halle 3, Tor 2');
  });

  test('ohne Tablet: die ausgedruckte Liste wird unterschrieben, der Scan hochgeladen und die Unterweisung damit abgeschlossen', async ({ page }) => {
    const { manager, anna, ben, training } = await seed(page);
    const planned = await call<{ id: string }>(page, manager.token, 'post', '/api/instruction-sessions', {
      trainingId: training.id,
      startsAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      durationMinutes: 30,
      location: LOCATION,
      instructorId: manager.id,
      participantIds: [anna.id, ben.id],
    });
    await as(page, manager.token, `/instruction-sessions/${planned.id}`);
    const detail = page.getByTestId('session-detail');
    await expect(detail).toHaveAttribute('data-status', 'planned');
    await detail.getByTestId('scan-button').click();
    const dialog = page.locator('.ant-modal.is-scan-dialog');
    // nothing chosen: the dialog says what is missing
    await dialog.getByTestId('scan-submit').click();
    await expect(dialog.getByRole('alert')).toHaveText('Bitte wählen Sie den Scan der Liste.');
    await dialog.getByTestId('scan-file').setInputFiles({ name: 'teilnehmerliste.png', mimeType: 'image/png', buffer: Buffer.from(SCAN_PNG, 'base64') });
    await expect(dialog).toContainText('teilnehmerliste.png');
    await dialog.getByRole('checkbox', { name: anna.name }).check();
    await dialog.getByTestId('scan-submit').click();
    await expect(dialog).toBeHidden();
    await expect(detail).toHaveAttribute('data-status', 'closed');
    await expect(detail.getByTestId('participant-row').filter({ hasText: anna.name }).getByTestId('participant-state')).toHaveText('Unterschrieben');
    await expect(detail.getByTestId('participant-row').filter({ hasText: ben.name }).getByTestId('participant-state')).toHaveText('Abwesend');
    await expect(detail).toContainText('aus der Papierliste');
    await expect(detail.getByTestId('scan-download')).toBeVisible();
    await expect(detail.getByTestId('attendance-pdf')).toBeEnabled();
  });

  test('Bildschirmfotos und axe: Liste, Planungsdialog, Detailseite, Tablet-Liste und Unterschrift bei 390, 768 und 1366 px', async ({ page }) => {
    const { manager, anna, ben, unit, training } = await seed(page);
    const startsAt = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const planned = await call<{ id: string }>(page, manager.token, 'post', '/api/instruction-sessions', {
      trainingId: training.id,
      startsAt,
      durationMinutes: 45,
      location: LOCATION,
      instructorId: manager.id,
      participantIds: [anna.id, ben.id],
      notes: 'Stapler 2 und 3 stehen bereit.',
    });
    const open = await call<{ id: string }>(page, manager.token, 'post', '/api/instruction-sessions', {
      trainingId: training.id,
      startsAt,
      durationMinutes: 30,
      location: 'Werkstatt',
      instructorId: manager.id,
      participantIds: [anna.id, ben.id],
    });
    await call(page, manager.token, 'post', `/api/instruction-sessions/${open.id}/open`, {});

    for (const width of [1366, 768, 390]) {
      const height = width === 390 ? 844 : width === 768 ? 1024 : 900;
      await page.setViewportSize({ width, height });
      await as(page, manager.token, '/instruction-sessions');
      await expect(page.getByTestId('session-row')).toHaveCount(2);
      await check(page, `sessions-list-${width}`);

      await page.goto(`/instruction-sessions?plan=1&trainingId=${training.id}&groupId=${unit.id}`);
      await expect(page.locator('.ant-modal.is-plan-dialog').getByTestId('candidate')).toHaveCount(2);
      await check(page, `sessions-plan-${width}`);
      // the dialog scrolls inside its frame: its end as well
      await page.locator('.ant-modal-wrap:has(.is-plan-dialog)').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      if (PICTURES) await page.screenshot({ path: path.join(SHOTS, `sessions-plan-${width}-end.png`), animations: 'disabled' });

      await page.goto(`/instruction-sessions/${planned.id}`);
      await expect(page.getByTestId('participant-row')).toHaveCount(2);
      await check(page, `sessions-detail-${width}`);

      await page.goto(`/instruction-sessions/${open.id}/tablet`);
      await tablet(page).getByTestId('tablet-next').click();
      await expect(tablet(page).getByTestId('tablet-name')).toHaveCount(2);
      await check(page, `sessions-tablet-list-${width}`);

      await nameButton(page, anna.name).click();
      await expect(page.getByTestId('signing-view')).toBeVisible();
      await check(page, `sessions-signing-${width}`);
    }

    // the tablet in both orientations
    for (const [width, height] of [[768, 1024], [1024, 768]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/instruction-sessions/${open.id}/tablet`);
      await tablet(page).getByTestId('tablet-next').click();
      await check(page, `sessions-tablet-list-${width}x${height}`);
      await nameButton(page, ben.name).click();
      const view = page.getByTestId('signing-view');
      // the statement, the box, the pad and both buttons fit without scrolling
      await expect(view.getByTestId('signing-submit')).toBeInViewport();
      await check(page, `sessions-signing-${width}x${height}`);
    }
  });
});
