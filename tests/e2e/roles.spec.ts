import { expect, test } from '@playwright/test';
import { MASTER, expectToast, login } from './support/helpers';

test('der Plattform-Betreiber landet im Master-Backoffice und sieht nur diesen Bereich', async ({ page }) => {
  await login(page, MASTER.email, MASTER.password);
  await expectToast(page, 'Erfolgreich angemeldet');
  await expect(page).toHaveURL(/\/master$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master-Backoffice');
  await expect(page.getByTestId('role-badge').first()).toHaveText('MASTER');

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Master-Backoffice' })).toBeVisible();

  // The company dashboard sends the operator back to the backoffice; company areas are denied.
  await page.goto('/');
  await expect(page).toHaveURL(/\/master$/);
  await page.goto('/users');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await page.goto('/bundles');
  await expect(page.getByText('Sie haben keine Berechtigung, Bundles zu verwalten.')).toBeVisible();
});
