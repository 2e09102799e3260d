import { expect, test } from '@playwright/test';
import { closeToasts, authDialog, forgotPasswordDialog, profileDialog, expectToast, login, logout, newCompany, newestMailTo, openLanding, openLoginDialog, registerCompany, screenshot, temporaryPasswordFrom } from './support/helpers';

test('Passwort vergessen: temporäres Passwort per E-Mail, Anmeldung, erzwungene Passwortänderung', async ({ page }) => {
  test.setTimeout(120_000);
  const company = newCompany();
  const name = `${company.firstName} ${company.lastName}`;
  await registerCompany(page, company);
  await closeToasts(page);
  await logout(page);
  await closeToasts(page);

  await openLanding(page);
  const login1 = await openLoginDialog(page);
  await login1.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const forgot = forgotPasswordDialog(page);
  await expect(forgot.getByText('Passwort vergessen', { exact: true })).toBeVisible();

  // empty / whitespace-only address
  await forgot.getByLabel('E-Mail-Adresse').fill('   ');
  await forgot.getByRole('button', { name: 'Temporäres Passwort anfordern' }).click();
  await expectToast(page, 'Fehler', 'Bitte geben Sie Ihre E-Mail-Adresse ein');
  await closeToasts(page);

  const requestedAt = Date.now() - 1_000;
  await forgot.getByLabel('E-Mail-Adresse').fill(company.email);
  await forgot.getByRole('button', { name: 'Temporäres Passwort anfordern' }).click();
  await expectToast(page, 'E-Mail versendet', 'Prüfen Sie Ihr E-Mail-Postfach für das temporäre Passwort');
  await expect(forgot.getByText('Melden Sie sich damit an und ändern Sie das Passwort sofort in Ihrem Profil.')).toBeVisible();
  await forgot.getByRole('button', { name: 'Verstanden' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await page.keyboard.press('Escape');
  await closeToasts(page);

  const mail = await newestMailTo(company.email, requestedAt);
  const temporaryPassword = temporaryPasswordFrom(mail);

  await login(page, company.email, temporaryPassword);
  await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${name}!`);

  // Forced onto the change-password tab; the dialog cannot be dismissed
  const profile = profileDialog(page);
  await expect(profile.getByText('Bitte vergeben Sie ein neues Passwort')).toBeVisible();
  await expect(profile.getByRole('tab', { name: 'Passwort ändern' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(profile.getByText('Bitte vergeben Sie ein neues Passwort')).toBeVisible();
  await closeToasts(page);
  await screenshot(page, 'forced-password-change');

  await profile.getByLabel('Aktuelles Passwort', { exact: true }).fill(temporaryPassword);
  await profile.getByLabel('Neues Passwort', { exact: true }).fill('MeinNeues#2025');
  await profile.getByLabel('Neues Passwort bestätigen', { exact: true }).fill('MeinNeues#2025');
  await profile.getByRole('button', { name: 'Passwort ändern' }).click();
  await expectToast(page, 'Erfolg', 'Passwort wurde erfolgreich geändert');
  await expect(page.getByText('Bitte vergeben Sie ein neues Passwort')).toBeHidden();
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // The new password works; the prompt does not come back
  await closeToasts(page);
  await logout(page);
  await login(page, company.email, 'MeinNeues#2025');
  await expectToast(page, 'Erfolgreich angemeldet');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByText('Bitte vergeben Sie ein neues Passwort')).toHaveCount(0);
});

test('Passwort vergessen mit unbekannter Adresse zeigt einen Fehler', async ({ page }) => {
  await openLanding(page);
  const modal = await openLoginDialog(page);
  await modal.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const forgot = forgotPasswordDialog(page);
  await forgot.getByLabel('E-Mail-Adresse').fill('unbekannt@nirgendwo.example');
  await forgot.getByRole('button', { name: 'Temporäres Passwort anfordern' }).click();
  await expectToast(page, 'Fehler', 'E-Mail-Adresse nicht gefunden');
  await expect(forgot.getByRole('button', { name: 'Temporäres Passwort anfordern' })).toBeVisible();
});
