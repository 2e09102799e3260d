import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeDialog, closeToasts, expectAllAssigned, expectToast, germanDateIn, login, logout, newCompany, newestMailTo, openGroupDialog, registerCompany, replaceTemporaryPassword, screenshot, SCREENSHOT_DIR, sessionToken, temporaryPasswordFrom, openCreateFirstUnit, assignBundleInDialog } from './support/helpers';

/**
 * The whole organization journey, clicked through the German UI: a company registers, the root
 * invites an administrator, the administrator signs in with the temporary password from the mail
 * (and must change it), invites two employees, and organizes them in a unit ("Einheit") with a
 * training (deadline three weeks) and a bundle; the progress report is checked on screen and as PDF.
 */

const TRAINING = 'Brandschutz-Unterweisung';
const BUNDLE_TRAINING = 'Gefahrstoffe im Lager';
const BUNDLE = 'Lager-Grundpaket';
const GROUP = 'Lager West';
const PDF_FILE = path.resolve(process.cwd(), 'test-results/organization-journey.pdf');

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const inviteDialog = (page: Page) => page.locator('.ant-modal.us-invite-dialog');
/** An option of the open select whose text starts with `text` (bundle options also show their training count). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: startsWith(text) });
const userRow = (page: Page, email: string): Locator => page.getByTestId('user-row').filter({ hasText: email });

interface Person {
  first: string;
  last: string;
  email: string;
}

/** A JSON request with the signed-in user's bearer token, made from the page itself (fetch). */
async function api<T>(page: Page, method: 'POST' | 'PUT', url: string, body: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify(body),
      });
      return { ok: response.ok, status: response.status, text: await response.text() };
    },
    { method, url, body },
  );
  expect(result.ok, `${method} ${url}: ${result.status} ${result.text}`).toBe(true);
  return JSON.parse(result.text) as T;
}

async function createTraining(page: Page, title: string): Promise<{ id: string }> {
  return api<{ id: string }>(page, 'POST', '/api/trainings', {
    title: { de: title },
    description: { de: `Beschreibung von ${title}` },
    status: 'published',
  });
}

async function chooseRole(page: Page, select: Locator, role: string) {
  await select.click();
  await option(page, role).click();
  await expect(select).toContainText(role);
}

/** Invites a user through the Users page dialog; returns the temporary password from the mail. */
async function invite(page: Page, person: Person, role: string, inviter: string, companyName: string): Promise<string> {
  await page.getByRole('button', { name: 'Benutzer einladen' }).click();
  const modal = inviteDialog(page);
  await expect(modal.getByText('Benutzer einladen', { exact: true })).toBeVisible();
  await modal.getByLabel('E-Mail-Adresse').fill(person.email);
  await modal.getByLabel('Vorname').fill(person.first);
  await modal.getByLabel('Nachname').fill(person.last);
  await modal.getByRole('button', { name: 'Temporäres Passwort generieren' }).click();
  const generated = await modal.getByLabel('Temporäres Passwort', { exact: true }).inputValue();
  expect(generated).toMatch(/^[A-Za-z0-9]{12}$/);
  await chooseRole(page, modal.getByTestId('invite-role'), role);
  const invitedAt = Date.now() - 1_000;
  await modal.getByRole('button', { name: 'Einladen' }).click();
  await expectToast(page, 'Benutzer eingeladen', `Die Einladung wurde an ${person.email} gesendet.`);
  await expect(modal).toBeHidden();
  await expect(userRow(page, person.email)).toContainText(role);
  await closeToasts(page);

  const mail = await newestMailTo(person.email, invitedAt);
  expect(mail.subject).toBe(`${inviter} hat Sie zu Unterweisung Pro eingeladen`);
  expect(mail.text).toContain(companyName);
  const temporary = temporaryPasswordFrom(mail);
  expect(temporary).toBe(generated);
  return temporary;
}

test.describe('Organisation: vom Firmenkonto bis zum Fortschrittsbericht', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Root lädt einen Admin ein, der Admin organisiert Mitarbeitende, Schulungen und eine Einheit', async ({ page }) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const admin: Person = { first: 'Sabine', last: 'Krüger', email: `sabine.krueger+${suffix}@muster-bau.example` };
    const paul: Person = { first: 'Paul', last: 'Neumann', email: `paul.neumann+${suffix}@muster-bau.example` };
    const ayse: Person = { first: 'Ayşe', last: 'Demir', email: `ayse.demir+${suffix}@muster-bau.example` };
    const adminPassword = 'Verwaltung#2025';

    // ---- the company registers; the root invites an administrator ----
    await registerCompany(page, company);
    await closeToasts(page);
    await mainNav(page).getByRole('link', { name: 'Benutzer' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzerverwaltung');
    const adminTemporary = await invite(page, admin, 'Administrator', `${company.firstName} ${company.lastName}`, company.companyName);
    await logout(page);
    await closeToasts(page);

    // ---- the administrator's first sign-in forces a new password ----
    await login(page, admin.email, adminTemporary);
    await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${admin.first} ${admin.last}!`);
    await replaceTemporaryPassword(page, adminTemporary, adminPassword);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hallo, ${admin.first} ${admin.last}!`);

    // ---- as the administrator: invite two employees ----
    await mainNav(page).getByRole('link', { name: 'Benutzer' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(userRow(page, admin.email)).toContainText('(Sie)');
    for (const person of [paul, ayse]) await invite(page, person, 'Mitarbeiter', `${admin.first} ${admin.last}`, company.companyName);
    await expect(page.getByTestId('user-row')).toHaveCount(4);
    await expect(page.getByTestId('role-tag')).toHaveText(['Root-Administrator', 'Administrator', 'Mitarbeiter', 'Mitarbeiter']);
    await screenshot(page, 'organization-journey-01-users', { fullPage: true });

    // ---- a training and a bundle with another training (API, with the admin's token) ----
    await createTraining(page, TRAINING);
    const bundleTraining = await createTraining(page, BUNDLE_TRAINING);
    const bundle = await api<{ id: string }>(page, 'POST', '/api/training-bundles', { name: BUNDLE, description: 'Basiswissen für das Lager' });
    await api(page, 'PUT', `/api/training-bundles/${bundle.id}/trainings`, { trainingIds: [bundleTraining.id] });

    // ---- the unit: create, members by e-mail, training with three weeks, bundle ----
    const create = await openCreateFirstUnit(page);
    await create.getByLabel('Name').fill(GROUP);
    await create.getByLabel('Beschreibung').fill('Lagerteam am Standort West.');
    await create.getByTestId('create-group-submit').click();
    await expectToast(page, 'Gruppe erstellt', `Die Gruppe „${GROUP}“ wurde erstellt.`);
    await expect(create).toBeHidden();
    await closeToasts(page);

    const card = page.getByTestId('group-card').filter({ hasText: GROUP });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('group-owner')).toContainText(`${admin.first} ${admin.last}`);

    let modal = await openGroupDialog(card, 'Mitglieder', page, 'gr-members-dialog');
    for (const person of [paul, ayse]) {
      await modal.getByLabel('E-Mail-Adresse').fill(person.email);
      await modal.getByTestId('member-email-add').click();
      await expectToast(page, 'Mitglied hinzugefügt', `${person.first} ${person.last} wurde der Gruppe hinzugefügt.`);
      await closeToasts(page);
    }
    await expect(modal.getByTestId('member-row')).toHaveCount(2);
    await closeDialog(modal);
    await expect(card.getByTestId('group-member-count')).toHaveText('2 Mitglieder');

    modal = await openGroupDialog(card, 'Schulungen', page, 'gr-trainings-dialog');
    await modal.getByLabel('Schulung', { exact: true }).click();
    await modal.getByLabel('Schulung', { exact: true }).fill('Brandschutz');
    await option(page, TRAINING).click();
    await modal.getByLabel('Frist', { exact: true }).click();
    await option(page, '3 Wochen ab heute').click();
    const due = germanDateIn(21);
    await modal.getByTestId('assign-training-submit').click();
    await expectToast(page, 'Schulung zugewiesen', `„${TRAINING}“ ist bis ${due} abzuschließen.`);
    await closeToasts(page);
    await expect(modal.getByTestId('group-training-row').filter({ hasText: TRAINING })).toContainText(due);
    await closeDialog(modal);

    modal = await assignBundleInDialog(card, page, BUNDLE);
    await closeDialog(modal);
    await expect(card.getByTestId('group-training-count')).toHaveText('2 Schulungen');

    // ---- progress report on screen ----
    modal = await openGroupDialog(card, 'Fortschritt', page, 'gr-progress-dialog');
    const tables = await expectAllAssigned(modal, [TRAINING, BUNDLE_TRAINING], [paul, ayse]);
    await expect(tables.filter({ hasText: TRAINING })).toContainText(`Frist: ${due}`);
    await expect(modal.getByTestId('progress-pdf-button')).toBeVisible();
    await screenshot(page, 'organization-journey-02-progress');

    // ---- the PDF report, requested with the admin's token ----
    const groups = await page.request.get(`/api/user-groups?search=${encodeURIComponent(GROUP)}`, {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    });
    expect(groups.ok()).toBe(true);
    const group = ((await groups.json()) as { groups: { id: string; name: string }[] }).groups.find((g) => g.name === GROUP);
    expect(group).toBeTruthy();
    const pdf = await page.request.get(`/api/user-groups/${group!.id}/progress/report.pdf?lang=de`, {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
      timeout: 60_000,
    });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await fs.mkdir(path.dirname(PDF_FILE), { recursive: true });
    await fs.writeFile(PDF_FILE, bytes);

    const text = execFileSync('pdftotext', ['-layout', PDF_FILE, '-'], { encoding: 'utf8' });
    for (const expected of [`${paul.first} ${paul.last}`, `${ayse.first} ${ayse.last}`, 'Zugewiesen', GROUP, company.companyName, TRAINING]) {
      expect(text, `PDF text should contain '${expected}'`).toContain(expected);
    }
    await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', PDF_FILE, path.join(SCREENSHOT_DIR, 'organization-journey-pdf')]);
    const pngs = (await fs.readdir(SCREENSHOT_DIR)).filter((name) => name.startsWith('organization-journey-pdf') && name.endsWith('.png'));
    expect(pngs.length).toBeGreaterThan(0);

    await closeDialog(modal);
  });
});
