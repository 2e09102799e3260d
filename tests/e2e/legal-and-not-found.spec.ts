import { expect, test } from '@playwright/test';
import { closeToasts, newCompany, registerCompany, screenshot } from './support/helpers';

const pages = [
  { path: '/privacy', title: 'Datenschutzerklärung', text: 'Verantwortlicher' },
  { path: '/imprint', title: 'Impressum', text: 'Angaben gemäß § 5' },
  { path: '/terms', title: 'Allgemeine Geschäftsbedingungen', text: 'Geltungsbereich' },
];

test.describe('Rechtstexte und unbekannte Seiten', () => {
  for (const legal of pages) {
    test(`${legal.path} zeigt ${legal.title} mit Link zurück zur Startseite`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(legal.title);
      await expect(page.getByText(legal.text).first()).toBeVisible();
      await page.getByTestId('legal-back').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Unterweisungen, die ankommen');
    });
  }

  test('AGB sind als Test-/Entwicklungsversion gekennzeichnet', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Test-/Entwicklungsversion', { exact: true })).toBeVisible();
  });

  test('Footer-Links führen zu den Rechtstexten', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/imprint$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impressum');
  });

  test('unbekannter Pfad: abgemeldet Startseite, angemeldet "Page Not Found"; Rechtstexte auch angemeldet', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Unterweisungen, die ankommen');

    await registerCompany(page, newCompany());
    await page.goto('/gibt-es-nicht/auch-nicht');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page.getByText('Die angeforderte Seite wurde nicht gefunden.', { exact: false })).toBeVisible();
    await closeToasts(page);
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: 'Zur Startseite' }).click();
    await expect(page.getByTestId('dashboard')).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Datenschutzerklärung');
  });
});
