import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MASTER, authDialog, closeToasts, expectToast, fillRegisterForm, login, newCompany, openLanding, openLoginDialog, openRegisterDialog, screenshot } from './support/helpers';

/** No accessibility violations inside the given part of the page. */
async function expectAccessible(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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

  test('Kontaktformular: eine Anfrage wird gesendet, der Betreiber findet sie im Backoffice und markiert sie als erledigt', async ({ page }) => {
    const tag = Date.now().toString(36);
    const email = `jonas.weber+${tag}@example.com`;
    await openLanding(page);
    const contact = page.locator('#contact');
    // the form (antd) is loaded when its card comes near the viewport, as a visitor scrolls there
    await contact.scrollIntoViewIfNeeded();
    await contact.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(contact.getByText('Bitte geben Sie Ihren Vornamen ein')).toBeVisible();

    await contact.getByLabel('Vorname').fill('Jonas');
    await contact.getByLabel('Nachname').fill('Weber');
    await contact.getByLabel('E-Mail-Adresse').fill(email);
    await contact.getByLabel('Unternehmen').fill('Weber Logistik');
    // the server checks the phone number: its message appears under the field, the form is kept
    await contact.getByLabel('Telefon').fill('bitte zurückrufen');
    await contact.getByLabel('Anzahl Mitarbeitende').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '51–200' }).click();
    await contact.getByLabel('Nachricht').fill(`Wir interessieren uns für eine Demo (${tag}).`);
    await contact.getByRole('checkbox').check();
    await contact.getByRole('button', { name: 'Anfrage senden' }).click();
    await expectToast(page, 'Fehler beim Senden der Anfrage. Bitte versuchen Sie es später erneut.');
    await expect(contact.getByText('Bitte geben Sie eine gültige Telefonnummer ein', { exact: false })).toBeVisible();
    await expect(contact.getByLabel('Vorname')).toHaveValue('Jonas');
    await closeToasts(page);

    await contact.getByLabel('Telefon').fill('+49 40 1234567');
    await contact.getByRole('button', { name: 'Anfrage senden' }).click();
    await expectToast(page, 'Anfrage gesendet', 'Wir antworten Ihnen innerhalb von 24 Stunden.');
    await expect(contact.getByTestId('contact-sent')).toContainText('Anfrage gesendet');
    await expect(contact.getByLabel('Vorname')).toHaveValue('');
    await expect(contact.getByLabel('Nachricht')).toHaveValue('');
    await closeToasts(page);
    await expectAccessible(page, '#contact');
    await contact.getByTestId('contact-sent').scrollIntoViewIfNeeded();
    await screenshot(page, 'landing-contact-sent-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await contact.getByTestId('contact-sent').scrollIntoViewIfNeeded();
    await screenshot(page, 'landing-contact-sent-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The platform operator sees the request in the backoffice and marks it done
    await login(page, MASTER.email, MASTER.password);
    await expectToast(page, 'Erfolgreich angemeldet');
    await expect(page).toHaveURL(/\/master$/);
    await closeToasts(page);
    await page.getByRole('tab', { name: /Kontaktanfragen/ }).click();
    const item = page.getByTestId('contact-request').filter({ hasText: email });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('contact-request-name')).toHaveText('Jonas Weber');
    await expect(item).toContainText('Weber Logistik');
    await expect(item).toContainText('+49 40 1234567');
    await expect(item).toContainText('51–200');
    await expect(item.getByTestId('contact-request-message')).toHaveText(`Wir interessieren uns für eine Demo (${tag}).`);
    await expect(item.getByTestId('contact-request-status')).toHaveText('Offen');
    await expectAccessible(page, '[data-testid="contact-requests"]');
    await screenshot(page, 'master-contact-requests-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'master-contact-requests-390', { fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await item.getByRole('button', { name: 'Anfrage von Jonas Weber als erledigt markieren' }).click();
    await expectToast(page, 'Als erledigt markiert', 'Jonas Weber');
    // the "open" list no longer shows it; "done" does, with the date
    await expect(page.getByTestId('contact-request').filter({ hasText: email })).toHaveCount(0);
    await page.getByTestId('contact-request-filter').getByText('Erledigt', { exact: true }).click();
    const done = page.getByTestId('contact-request').filter({ hasText: email });
    await expect(done.getByTestId('contact-request-status')).toContainText('Erledigt am');
    await expect(done.getByRole('button', { name: 'Anfrage von Jonas Weber wieder öffnen' })).toBeVisible();
    await screenshot(page, 'master-contact-requests-done-1366');
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
