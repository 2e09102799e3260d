import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { closeToasts, expectToast, login, newCompany, newestMailTo, registerCompany, replaceTemporaryPassword, screenshot, sessionToken } from './support/helpers';

/**
 * Bulk user import (issue 13, item 1): an admin imports a 30-row CSV with 3 bad rows, checks the
 * preview, fixes nothing and imports the 27 valid rows; the result file can be downloaded; one of
 * the new users opens the invitation link from the mail (sent through the paced outbox), sets a
 * password, is signed in, is a member of the unit named in the file, and signs in again later.
 */

const importDialog = (page: Page) => page.locator('.ant-modal.us-import');

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).include('.ant-modal.us-import').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Benutzer importieren', () => {
  test.describe.configure({ timeout: 180_000 });

  test('ein Admin importiert 27 von 30 Zeilen; ein neuer Benutzer meldet sich mit der Einladung an', async ({ page, browser }, testInfo) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    await registerCompany(page, company);
    await closeToasts(page);

    // Set-up through the API as the root: an admin and a unit.
    const rootToken = await sessionToken(page);
    const admin = { email: `ada.admin+${suffix}@muster-bau.example`, password: 'Admin#2025' };
    const call = (method: string, url: string, body: unknown) =>
      page.request.fetch(url, { method, headers: { Authorization: `Bearer ${rootToken}`, 'Content-Type': 'application/json' }, data: JSON.stringify(body) });
    expect((await call('POST', '/api/users', { email: admin.email, firstName: 'Ada', lastName: 'Admin', password: admin.password, role: 'admin' })).status()).toBe(201);
    expect((await call('POST', '/api/user-groups', { name: 'Lager Nord' })).status()).toBe(201);

    // The admin signs in (changes the temporary password) and opens the users page.
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await login(page, admin.email, admin.password);
    await replaceTemporaryPassword(page, admin.password, 'Admin#2026');
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzerverwaltung');

    // A 30-row file as Excel writes it (semicolons, BOM): 27 good rows, 3 bad ones.
    const email = (i: number) => `person${i}+${suffix}@muster-bau.example`;
    const lines = ['E-Mail;Vorname;Nachname;Rolle;Einheiten;Sprache'];
    for (let i = 1; i <= 27; i++) lines.push(`${email(i)};Person${i};Import;${i % 5 === 0 ? 'Manager' : 'Mitarbeiter'};${i % 2 === 1 ? 'Lager Nord' : ''};${i % 3 === 0 ? 'en' : 'de'}`);
    lines.push(`kaputt-${suffix};Kein;At;Mitarbeiter;;de`);
    lines.push(`${email(1)};Doppelt;Import;Mitarbeiter;;de`);
    lines.push(`chef+${suffix}@muster-bau.example;Chef;Import;Oberchef;;de`);
    const file = testInfo.outputPath('benutzer.csv');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, `\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

    await page.getByTestId('import-users').click();
    const dialog = importDialog(page);
    await expect(dialog.getByText('Datei hierher ziehen oder klicken, um sie auszuwählen')).toBeVisible();
    await screenshot(page, 'import-1-file-1366');
    await axe(page);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByTestId('import-file-name')).toHaveText('Gewählte Datei: benutzer.csv');
    await dialog.getByTestId('import-check').click();

    // Preview: every row checked, the three bad ones with their reasons.
    await expect(dialog.getByTestId('import-counts')).toContainText('27 gültig');
    await expect(dialog.getByTestId('import-counts')).toContainText('0 übersprungen');
    await expect(dialog.getByTestId('import-counts')).toContainText('3 fehlerhaft');
    await dialog.getByRole('switch').click();
    const rows = dialog.getByTestId('import-rows').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Ungültige E-Mail-Adresse.');
    await expect(rows.nth(1)).toContainText('Doppelt in der Datei (wie Zeile 2).');
    await expect(rows.nth(2)).toContainText('Unbekannte Rolle „Oberchef“.');
    await screenshot(page, 'import-2-preview-1366');
    await axe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'import-2-preview-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Import the 27 without fixing anything.
    const importedAt = Date.now();
    await dialog.getByTestId('import-submit').click();
    await expect(dialog.getByText('27 Benutzer importiert')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('import-counts')).toContainText('3 fehlerhaft');
    await screenshot(page, 'import-3-result-1366');
    await axe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'import-3-result-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The result file: row, e-mail, outcome, reason for all 30 rows.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-download').click()]);
    const result = await fs.readFile(await download.path(), 'utf8');
    const resultLines = result.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(resultLines[0]).toBe('Zeile;E-Mail;Ergebnis;Hinweis');
    expect(resultLines).toHaveLength(31);
    expect(resultLines.filter((l) => l.includes(';angelegt;'))).toHaveLength(27);
    expect(resultLines[29]).toBe(`30;${email(1)};Fehler;Doppelt in der Datei (wie Zeile 2).`);

    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Schließen' }).click();
    await page.getByTestId('users-search').fill(`person1+${suffix}`);
    await expect(page.getByTestId('user-row').filter({ hasText: email(1) })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'import-4-users-page-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Person 1 (unit Lager Nord, German) gets the invitation link from the outbox, sets a password and is signed in.
    const mail = await newestMailTo(email(1), importedAt);
    expect(mail.subject).toBe('Ada Admin hat Sie zu Unterweisung Pro eingeladen');
    const linkPath = /\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(linkPath).toBeTruthy();
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1366, height: 900 } });
    const user = await context.newPage();
    await user.goto(linkPath!);
    await expect(user.getByRole('heading', { level: 1 })).toHaveText('Passwort festlegen');
    await expect(user.getByText('Willkommen, Person1!')).toBeVisible();
    await user.getByLabel('Passwort', { exact: true }).fill('Person#2026');
    await user.getByLabel('Passwort bestätigen').fill('Person#2026');
    await user.getByRole('button', { name: 'Passwort festlegen' }).click();
    await expectToast(user, 'Passwort festgelegt');
    await expect(user.getByTestId('dashboard')).toBeVisible();
    await expect(user.getByTestId('my-groups')).toContainText('Lager Nord');
    // signing in again later works with the new password
    await user.evaluate(() => window.localStorage.removeItem('token'));
    await login(user, email(1), 'Person#2026');
    await expectToast(user, 'Erfolgreich angemeldet', 'Willkommen zurück, Person1 Import!');
    // an English row gets its invitation in English
    const english = await newestMailTo(email(3), importedAt);
    expect(english.subject).toBe('Ada Admin invited you to Unterweisung Pro');
    await context.close();
  });
});
