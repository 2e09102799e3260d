import { expect, test } from '@playwright/test';
import { authDialog, closeToasts, expectToast, fillRegisterForm, newCompany, openLanding, openLoginDialog, openRegisterDialog, screenshot } from './support/helpers';

test.describe('Startseite (abgemeldet)', () => {
  test('zeigt Navigation, Hero, Funktionen, Kontaktformular und Footer', async ({ page }) => {
    await openLanding(page);

    const topbar = page.locator('.landing-topbar');
    await expect(topbar.getByRole('link', { name: 'Funktionen' })).toHaveAttribute('href', '#features');
    await expect(topbar.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '#contact');
    await expect(topbar.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(topbar.getByRole('button', { name: 'Registrieren' })).toBeVisible();

    const features = page.locator('#features');
    for (const claim of ['DSGVO-konform', 'Keine Installation', 'Unbegrenzte Nutzer']) {
      await expect(features.getByRole('heading', { name: claim })).toBeVisible();
    }
    await expect(page.locator('.landing-stats').getByText('Erfolgsquote', { exact: true })).toBeVisible();
    await expect(page.getByText('schneller unterwiesen')).toBeVisible();
    await expect(page.getByRole('button', { name: '14 Tage kostenlos testen' })).toBeVisible();

    await topbar.getByRole('link', { name: 'Funktionen' }).click();
    await expect(page).toHaveURL(/#features$/);

    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/imprint');
    await expect(footer.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/terms');

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'landing', { fullPage: true });

    // The Backoffice button in the footer opens the login dialog.
    await footer.getByRole('button', { name: 'Backoffice' }).click();
    await expect(authDialog(page).getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  });

  test('Kontaktformular prüft Eingaben und behauptet keinen Versand', async ({ page }) => {
    await openLanding(page);
    const contact = page.locator('#contact');
    await contact.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(contact.getByText('Bitte geben Sie Ihren Vornamen ein')).toBeVisible();

    await contact.getByLabel('Vorname').fill('Jonas');
    await contact.getByLabel('Nachname').fill('Weber');
    await contact.getByLabel('E-Mail-Adresse').fill('jonas.weber@example.com');
    await contact.getByLabel('Unternehmen').fill('Weber Logistik');
    await contact.getByLabel('Nachricht').fill('Wir interessieren uns für eine Demo.');
    await contact.getByRole('checkbox').check();
    await contact.getByRole('button', { name: 'Anfrage senden' }).click();

    await expect(contact.getByText('Ihre Anfrage wurde nicht übermittelt')).toBeVisible();
    await expect(page.getByText('Anfrage gesendet')).toHaveCount(0);
  });

  test('Anmeldedialog: Modus wechseln, Pflichtfelder, falsche Zugangsdaten', async ({ page }) => {
    await openLanding(page);
    const modal = await openLoginDialog(page);
    await expect(modal.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Passwort vergessen?' })).toBeVisible();
    await screenshot(page, 'login-modal');

    await modal.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(modal.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeVisible();
    await expect(modal.getByText('Bitte geben Sie Ihr Passwort ein')).toBeVisible();

    await modal.getByLabel('E-Mail-Adresse').fill('niemand@example.com');
    await modal.getByLabel('Passwort', { exact: true }).fill('falsch123');
    await modal.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expectToast(page, 'Anmeldung fehlgeschlagen', 'Bitte überprüfen Sie Ihre Anmeldedaten.');

    await modal.getByRole('button', { name: 'Jetzt kostenlos registrieren' }).click();
    await expect(modal.getByRole('heading', { name: 'Unternehmen registrieren' })).toBeVisible();
    await modal.getByText('Anmelden', { exact: true }).first().click();
    await expect(modal.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  });

  test('Registrierung prüft Einwilligung, Passwortgleichheit und Länge in dieser Reihenfolge', async ({ page }) => {
    await openLanding(page);
    const modal = await openRegisterDialog(page);
    const submit = modal.getByRole('button', { name: 'Konto erstellen' });

    await submit.click();
    await expect(modal.getByText('Bitte geben Sie den Firmennamen ein')).toBeVisible();

    // 1. consent missing (passwords also differ and are short: consent is reported first)
    await fillRegisterForm(modal, newCompany({ password: 'abc' }), { confirm: 'abd', consent: false });
    await expect(modal.getByText('Passwörter stimmen nicht überein')).toBeVisible(); // live under the confirm field
    await submit.click();
    await expectToast(page, 'DSGVO-Einwilligung erforderlich', 'Bitte stimmen Sie den Datenschutzbestimmungen zu.');
    await closeToasts(page);

    // 2. passwords differ
    await modal.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await submit.click();
    await expectToast(page, 'Passwörter stimmen nicht überein', 'Bitte überprüfen Sie Ihre Passwort-Eingaben.');
    await closeToasts(page);

    // 3. too short
    await modal.getByLabel('Passwort bestätigen').fill('abc');
    await expect(modal.getByText('Passwörter stimmen nicht überein')).toHaveCount(0);
    await submit.click();
    await expectToast(page, 'Passwort zu kurz', 'Das Passwort muss mindestens 6 Zeichen lang sein.');
  });
});
