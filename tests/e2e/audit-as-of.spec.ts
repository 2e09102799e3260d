import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newCompany, registerCompany, sessionToken } from './support/helpers';

/**
 * Audit workspace, tab "Stand zum Stichtag" (issue 12): root opens /audit, narrows the as-of view
 * to a unit, sees who was assigned and who had completed, exports Excel; the page is checked with
 * axe and photographed at 1366 and 390 px (SCREENSHOTS_TO=/tmp keeps them outside the repository).
 */

async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { headers: { Authorization: `Bearer ${await sessionToken(page)}` }, data });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS_TO) await page.screenshot({ path: `${process.env.SCREENSHOTS_TO}/${name}.png`, fullPage: true });
};

test('an admin sees who in a unit was compliant at an instant and exports it', async ({ page }) => {
  const company = newCompany();
  await registerCompany(page, company);
  const people = [];
  for (const [first, last] of [
    ['Anna', 'Schmidt'],
    ['Bernd', 'Weber'],
  ] as const) {
    people.push(
      await apiPost<{ id: string }>(page, '/api/users', { email: `${first.toLowerCase()}-${Date.now()}@firma.de`, firstName: first, lastName: last, password: 'Sicher123!', role: 'non-managing', isActive: true, gdprConsent: false }),
    );
  }
  const training = await apiPost<{ id: string }>(page, '/api/trainings', {
    title: { de: 'Brandschutzunterweisung', en: 'Fire safety instruction' },
    description: { de: 'Jährliche Unterweisung' },
    status: 'published',
    isRequired: true,
    requiresRecertification: true,
    recertificationPeriod: '1_year',
    imageId: null,
    imageUrl: null,
  });
  const group = await apiPost<{ id: string }>(page, '/api/user-groups', { name: 'Baustelle Nord' });
  for (const p of people) await apiPost(page, `/api/user-groups/${group.id}/members`, { userId: p.id });
  await apiPost(page, `/api/user-groups/${group.id}/trainings`, { trainingId: training.id, weeks: 3 });
  // the tab's "now" is taken a second before it opens
  await page.waitForTimeout(1500);

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Prüfung' }).click();
  await expect(page.getByRole('tab', { name: 'Stand zum Stichtag' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('0 von 2 gültig')).toBeVisible();

  await page.getByLabel('Einheit', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Baustelle Nord' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Schmidt, Anna' })).toContainText('Zugewiesen');
  await expect(table.getByRole('row').filter({ hasText: 'Weber, Bernd' })).toContainText('Brandschutzunterweisung');
  await expect(page.getByText('Verlauf der letzten 12 Monate')).toBeVisible();
  await expect(page.locator('.aof-trend .recharts-surface')).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('.aof').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shot(page, 'asof-1366-de');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Excel$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^stand-.*\.xlsx$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'asof-390-de');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Status as of' })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByText('0 of 2 valid')).toBeVisible();
  await shot(page, 'asof-1366-en');
});
