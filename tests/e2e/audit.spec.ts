import { expect, test, type Page } from '@playwright/test';
import {
  closeToasts,
  expectToast,
  login,
  newCompany,
  newestMailTo,
  profileDialog,
  registerCompany,
  screenshot,
  sessionToken,
  temporaryPasswordFrom,
} from './support/helpers';

/**
 * The compliance auditor's workspace (issue 12). One journey: an admin invites an auditor
 * ('Prüfer/in') with an access end date; the auditor signs in with the temporary password from the
 * invitation mail, sets their own password, sees the 'Prüfung' navigation and no 'Mein
 * Lernbereich', reads the library, units and users, and cannot create a unit. (The audit tools
 * extend this journey.)
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const inviteDialog = (page: Page) => page.locator('.ant-modal.us-invite-dialog');
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${text}$`) });

/** Signs in with a temporary password and sets a new one in the dialog that opens for it. */
async function firstSignIn(page: Page, email: string, temporary: string, password: string, name: string) {
  await login(page, email, temporary);
  await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${name}!`);
  const profile = profileDialog(page);
  await expect(profile.getByText('Bitte vergeben Sie ein neues Passwort')).toBeVisible();
  await profile.getByLabel('Aktuelles Passwort', { exact: true }).fill(temporary);
  await profile.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await profile.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(password);
  await profile.getByRole('button', { name: 'Passwort ändern' }).click();
  await expectToast(page, 'Erfolg', 'Passwort wurde erfolgreich geändert');
  await closeToasts(page);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

test.describe('Prüfung: eine Prüferin wird eingeladen und liest nur', () => {
  test.describe.configure({ timeout: 180_000 });

  test('ein Admin lädt eine Prüferin ein; sie sieht die Prüfung, keinen Lernbereich und legt keine Einheit an', async ({ page, browser }, testInfo) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const admin = { first: 'Petra', last: 'Schneider', email: `petra.schneider+${suffix}@muster-bau.example`, temporary: 'Start#2025', password: 'Admin#2025' };
    const auditor = { first: 'Paula', last: 'Prüfer', email: `paula.pruefer+${suffix}@pruefstelle.example`, temporary: 'Pruef#2025', password: 'Audit#2025' };
    const newContext = () =>
      browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1366, height: 900 } });

    // The root registers the company and makes Petra an admin (set up through the API).
    await registerCompany(page, company);
    const rootToken = await sessionToken(page);
    const created = await page.request.post('/api/users', {
      headers: { Authorization: `Bearer ${rootToken}` },
      data: { email: admin.email, firstName: admin.first, lastName: admin.last, password: admin.temporary, role: 'admin' },
    });
    expect(created.status()).toBe(201);
    // Some content for the auditor to read: a training and a unit.
    const training = await page.request.post('/api/trainings', { headers: { Authorization: `Bearer ${rootToken}` }, data: { title: 'Brandschutz 2026', description: 'Jährliche Unterweisung nach §12 ArbSchG' } });
    expect(training.status()).toBe(201);
    expect((await page.request.post('/api/user-groups', { headers: { Authorization: `Bearer ${rootToken}` }, data: { name: 'Baustelle Nord', description: 'Rohbau und Gerüst' } })).status()).toBe(201);

    // Petra signs in, sets her password and invites the auditor with an access end date.
    const adminContext = await newContext();
    const ad = await adminContext.newPage();
    await firstSignIn(ad, admin.email, admin.temporary, admin.password, `${admin.first} ${admin.last}`);
    await mainNav(ad).getByRole('link', { name: 'Benutzer' }).click();
    await ad.getByRole('button', { name: 'Benutzer einladen' }).click();
    const dialog = inviteDialog(ad);
    await dialog.getByLabel('E-Mail-Adresse').fill(auditor.email);
    await dialog.getByLabel('Vorname').fill(auditor.first);
    await dialog.getByLabel('Nachname').fill(auditor.last);
    await dialog.getByLabel('Temporäres Passwort', { exact: true }).fill(auditor.temporary);
    const roleSelect = dialog.getByTestId('invite-role');
    await roleSelect.click();
    // an admin gives manager, employee or auditor
    await expect(ad.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Manager', 'Mitarbeiter', 'Prüfer/in']);
    await option(ad, 'Prüfer/in').click();
    await expect(roleSelect).toContainText('Prüfer/in');
    const lastDay = new Date(Date.now() + 90 * 86_400_000);
    const lastDayText = lastDay.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
    const accessUntil = dialog.getByLabel('Zugangsende (optional)');
    await accessUntil.click();
    await accessUntil.fill(lastDayText);
    // leave the field (Enter would submit the form): the typed day is taken over
    await dialog.locator('.dialog-intro').click();
    await expect(ad.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await expect(accessUntil).toHaveValue(lastDayText);
    await screenshot(ad, 'audit-invite-auditor');
    const invitedAt = Date.now() - 1_000;
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expectToast(ad, 'Benutzer eingeladen', `Die Einladung wurde an ${auditor.email} gesendet.`);
    const row = ad.getByTestId('user-row').filter({ hasText: auditor.email });
    await expect(row.getByTestId('role-tag')).toHaveText('Prüfer/in');
    await expect(row.getByTestId('access-until-label')).toHaveText(`Zugang bis ${lastDayText}`);

    // The invitation mail carries the temporary password.
    const mail = await newestMailTo(auditor.email, invitedAt);
    expect(temporaryPasswordFrom(mail)).toBe(auditor.temporary);

    // The auditor signs in in her own browser and sets her password.
    const auditorContext = await newContext();
    const au = await auditorContext.newPage();
    await firstSignIn(au, auditor.email, auditor.temporary, auditor.password, `${auditor.first} ${auditor.last}`);
    await expect(au.getByTestId('role-badge')).toHaveText('PRÜFER/IN');
    const nav = mainNav(au);
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Schulungsbibliothek', 'Einheiten', 'Bundles', 'Benutzer', 'Prüfung']);
    await expect(nav.getByRole('link', { name: 'Mein Lernbereich' })).toHaveCount(0);
    await expect(au.getByTestId('company-stats')).toBeVisible();

    // The library: every training, read-only (no create, no edit; the content opens in the preview).
    await nav.getByRole('link', { name: 'Schulungsbibliothek' }).click();
    const card = au.getByTestId('training-card').filter({ hasText: 'Brandschutz 2026' });
    await expect(card).toBeVisible();
    await expect(au.getByRole('button', { name: /Neue Schulung|Schulung erstellen/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Starten' })).toHaveCount(0);
    await expect(card.getByTestId('view-content')).toBeVisible();
    await screenshot(au, 'audit-auditor-library-1366');

    // The units: visible, but no unit can be created.
    await nav.getByRole('link', { name: 'Einheiten' }).click();
    await expect(au).toHaveURL(/\/groups/);
    const unit = au.getByTestId('group-card').filter({ hasText: 'Baustelle Nord' });
    await expect(unit).toBeVisible();
    await expect(au.getByTestId('create-group')).toHaveCount(0);
    await expect(au.getByRole('button', { name: 'Gruppe erstellen' })).toHaveCount(0);
    await expect(unit.getByRole('button', { name: 'Fortschritt' })).toBeVisible();
    await expect(unit.getByRole('button', { name: 'Gruppe löschen' })).toHaveCount(0);
    await screenshot(au, 'audit-auditor-units-1366');

    // The users: listed with roles, no invitation and no actions.
    await nav.getByRole('link', { name: 'Benutzer' }).click();
    await expect(au.getByTestId('user-row')).toHaveCount(3);
    await expect(au.getByRole('button', { name: 'Benutzer einladen' })).toHaveCount(0);
    await expect(au.getByTestId('user-row').getByRole('button')).toHaveCount(0);
    await screenshot(au, 'audit-auditor-users-1366');

    // My Learning is not theirs, not even by address.
    await au.goto('/my-trainings');
    await expect(au.getByText('Access Denied')).toBeVisible();

    // The same pages on a phone.
    await au.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/trainings', 'library'],
      ['/groups', 'units'],
      ['/users', 'users'],
    ] as const) {
      await au.goto(path);
      await expect(au.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(au, `audit-auditor-${name}-390`);
    }

    // The audit workspace opens for her.
    await au.goto('/audit');
    await expect(au).toHaveURL(/\/audit$/);
    await expect(au.getByText('Access Denied')).toHaveCount(0);

    await adminContext.close();
    await auditorContext.close();
  });
});
