import { expect, test } from '@playwright/test';
import { closeToasts, authDialog, profileDialog, expectToast, login, logout, newCompany, openUserMenu, registerCompany, screenshot } from './support/helpers';

test.describe('Konto: registrieren, Dashboard, Sprache, abmelden, anmelden, Profil', () => {
  // Whole user journeys with many steps.
  test.describe.configure({ timeout: 120_000 });

  test('eine Firma registriert sich und arbeitet mit ihrem Konto', async ({ page }) => {
    const company = newCompany();
    const name = `${company.firstName} ${company.lastName}`;

    // Register -> dashboard
    await registerCompany(page, company);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hallo, ${name}!`);
    await expect(page.getByTestId('dashboard-company')).toHaveText(company.companyName);
    await expect(page.getByTestId('dashboard-trial')).toContainText(/Testphase bis \d{2}\.\d{2}\.\d{4}/);
    const current = page.getByTestId('current-trainings');
    await expect(current.getByTestId('current-trainings-empty')).toContainText('Keine Schulungen vorhanden');
    await current.getByTestId('current-filter-open').click();
    await expect(current.getByTestId('current-trainings-empty')).toContainText('Keine offenen Schulungen');
    await current.getByTestId('current-filter-completed').click();
    await expect(current.getByTestId('current-trainings-empty')).toContainText('Keine abgeschlossenen Schulungen');
    await current.getByTestId('current-filter-all').click();
    await expect(page.getByTestId('role-badge').first()).toHaveText('ROOT ADMIN');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const tab of ['Dashboard', 'Schulungsbibliothek', 'Mein Lernbereich', 'Einheiten', 'Bundles', 'Benutzer']) {
      await expect(nav.getByRole('link', { name: tab })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Master-Backoffice' })).toHaveCount(0);
    await closeToasts(page);
    await screenshot(page, 'dashboard', { fullPage: true });

    // Signed-in areas show their honest empty state; the master backoffice is denied.
    await nav.getByRole('link', { name: 'Schulungsbibliothek' }).click();
    await expect(page).toHaveURL(/\/trainings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schulungsbibliothek');
    await expect(page.getByTestId('library-empty')).toContainText('Noch keine Schulungen');
    await page.goto('/master');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('dashboard')).toBeVisible();

    // Switch to English and back; the choice survives a reload.
    let menu = await openUserMenu(page);
    await expect(menu).toContainText(name);
    await expect(menu).toContainText(company.email);
    await expect(menu).toContainText('Root-Administrator');
    // eight languages, each by its own name (issue 34 item 5)
    await menu.getByTestId('language-switch').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Deutsch', 'English', 'Türkçe', 'Polski', 'Română', 'Українська', 'Русский', 'العربية']);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^English$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${name}!`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Training Library' })).toBeVisible();
    await expect(page.getByText('No trainings available')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${name}!`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    menu = page.getByTestId('user-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('language-switch')).toContainText('English');
    await menu.getByTestId('language-switch').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Deutsch$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hallo, ${name}!`);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('de');
    // a click beside the menu closes it (Escape stays with the focused language list)
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    // Log out, log in again
    await logout(page);
    await login(page, company.email, company.password);
    await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${name}!`);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await closeToasts(page);

    // Profile dialog: personal data
    menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'Profil bearbeiten' }).click();
    const profile = profileDialog(page);
    await expect(profile.getByRole('tab', { name: 'Persönliche Daten' })).toBeVisible();
    await expect(profile.getByRole('tab', { name: 'Unternehmen' })).toBeVisible(); // root only
    await expect(page.getByTestId('user-menu')).toBeHidden();
    await screenshot(page, 'profile-dialog');

    await profile.getByLabel('Vorname', { exact: true }).fill('   ');
    await profile.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Fehler', 'Alle Felder müssen ausgefüllt werden');
    await closeToasts(page);
    await profile.getByLabel('Vorname', { exact: true }).fill('Marie');
    await profile.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Erfolg', 'Profil wurde erfolgreich aktualisiert');
    await expect(profile.getByText(`Marie ${company.lastName}`)).toBeVisible();
    await closeToasts(page);

    // Company tab
    await profile.getByRole('tab', { name: 'Unternehmen' }).click();
    await profile.getByLabel('Firmenname', { exact: true }).fill('');
    await profile.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Fehler', 'Firmenname ist erforderlich');
    await closeToasts(page);
    await profile.getByLabel('Firmenname', { exact: true }).fill(`${company.companyName} & Co. KG`);
    await profile.getByLabel('Adresse', { exact: true }).fill('Hauptstraße 1\n12345 Musterstadt');
    await profile.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Erfolg', 'Firmeninformationen wurden erfolgreich aktualisiert');
    await closeToasts(page);
    // the company's login code (issue 33): generated at registration, root changes it
    const loginCode = profile.getByLabel('Anmeldecode', { exact: true });
    await expect(loginCode).toHaveValue(/^[A-HJ-NP-Z2-9]{8}$/);
    // unique on the platform: another run's company may hold a fixed one
    const newCode = `WERK${String(Date.now()).slice(-5)}`;
    await loginCode.fill(newCode.toLowerCase());
    await expect(loginCode).toHaveValue(newCode);
    await profile.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Erfolg', 'Firmeninformationen wurden erfolgreich aktualisiert');
    await closeToasts(page);
    await expect(profile.getByLabel('Anmeldecode', { exact: true })).toHaveValue(newCode);
    await screenshot(page, 'profile-company-login-code');

    // Change password: the three checks, then the real change
    await profile.getByRole('tab', { name: 'Passwort ändern' }).click();
    const changeButton = profile.getByRole('button', { name: 'Passwort ändern' });
    await changeButton.click();
    await expectToast(page, 'Fehler', 'Alle Passwort-Felder müssen ausgefüllt werden');
    await closeToasts(page);
    await profile.getByLabel('Aktuelles Passwort', { exact: true }).fill(company.password);
    await profile.getByLabel('Neues Passwort', { exact: true }).fill('NeuesPasswort1');
    await profile.getByLabel('Neues Passwort bestätigen', { exact: true }).fill('NeuesPasswort2');
    await changeButton.click();
    await expectToast(page, 'Fehler', 'Neues Passwort und Bestätigung stimmen nicht überein');
    await closeToasts(page);
    await profile.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
    await profile.getByLabel('Neues Passwort bestätigen', { exact: true }).fill('kurz');
    await changeButton.click();
    await expectToast(page, 'Fehler', 'Neues Passwort muss mindestens 6 Zeichen lang sein');
    await closeToasts(page);
    await profile.getByLabel('Aktuelles Passwort', { exact: true }).fill('falschesPasswort');
    await profile.getByLabel('Neues Passwort', { exact: true }).fill('NeuesPasswort1');
    await profile.getByLabel('Neues Passwort bestätigen', { exact: true }).fill('NeuesPasswort1');
    await changeButton.click();
    await expectToast(page, 'Fehler');
    await closeToasts(page);
    await profile.getByLabel('Aktuelles Passwort', { exact: true }).fill(company.password);
    await changeButton.click();
    await expectToast(page, 'Erfolg', 'Passwort wurde erfolgreich geändert');
    await expect(profile.getByLabel('Aktuelles Passwort', { exact: true })).toHaveValue('');
    await expect(profile.getByLabel('Neues Passwort', { exact: true })).toHaveValue('');
    await closeToasts(page);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    // Dashboard shows the updated data
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hallo, Marie ${company.lastName}!`);
    await expect(page.getByTestId('dashboard-company')).toHaveText(`${company.companyName} & Co. KG`);

    // Old password no longer works, the new one does
    await logout(page);
    await login(page, company.email, company.password);
    await expectToast(page, 'Anmeldung fehlgeschlagen', 'Bitte überprüfen Sie Ihre Anmeldedaten.');
    await closeToasts(page);
    const password = authDialog(page).getByLabel('Passwort', { exact: true });
    await password.fill('NeuesPasswort1');
    // Enter submits the form like the button does; once in CI the role lookup of the button found
    // nothing for two minutes although the dialog was visible (cause not found).
    await password.press('Enter');
    await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, Marie ${company.lastName}!`);
    await expect(page.getByTestId('dashboard')).toBeVisible();
  });

  test('auf kleinen Bildschirmen liegen Navigation, Profil und Abmelden in einer Schublade', async ({ page }) => {
    const company = newCompany();
    await registerCompany(page, company);
    await closeToasts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.locator('.mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('MS', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Keine ungelesenen Nachrichten')).toBeVisible();
    await screenshot(page, 'mobile-drawer');
    await drawer.getByRole('link', { name: 'Einheiten' }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einheiten');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.locator('.mobile-drawer').getByRole('button', { name: 'Abmelden' }).click();
    await expectToast(page, 'Abgemeldet', 'Sie wurden erfolgreich abgemeldet.');
  });
});
