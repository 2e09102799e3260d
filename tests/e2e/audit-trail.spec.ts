import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { closeToasts, newCompany, registerCompany, sessionToken } from './support/helpers';

/**
 * Audit workspace, "Protokoll" and "Personenverlauf" (issue 12): the root of a company where a
 * manager assigned a training to a unit and an employee completed it reads the trail, filters it
 * by person, downloads the XLSX export, and opens the employee's history. Screenshots (1366 and
 * 390 px, German; one English) go to AUDIT_SHOTS (default /tmp/audit-shots); axe runs on both tabs.
 */

const SHOTS = process.env.AUDIT_SHOTS ?? '/tmp/audit-shots';
const UNIT = 'Baustelle Nord';
const TRAINING = 'Brandschutzunterweisung';

async function shot(page: Page, name: string) {
  await fs.mkdir(SHOTS, { recursive: true });
  await closeToasts(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function call<T>(page: Page, method: 'post' | 'put' | 'patch', url: string, data: unknown, token?: string): Promise<T> {
  const response = await page.request[method](url, { headers: { Authorization: `Bearer ${token ?? (await sessionToken(page))}` }, data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function axe(page: Page) {
  // the tabs and the tool in them (the page header above belongs to the audit page)
  const result = await new AxeBuilder({ page }).include('.ant-tabs').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('root reads the audit trail, exports it and opens a person history', async ({ page }) => {
  const company = newCompany();
  await registerCompany(page, company);
  const stamp = Date.now().toString(36);
  const password = 'Sicher123!';
  const user = (firstName: string, lastName: string, role: 'manager' | 'non-managing') =>
    call<{ id: string }>(page, 'post', '/api/users', { email: `${firstName.toLowerCase()}.${stamp}@muster-bau.example`, firstName, lastName, password, role, isActive: true, gdprConsent: false });
  const jonas = await user('Jonas', 'Weber', 'manager');
  const anna = await user('Anna', 'Schmidt', 'non-managing');
  const signIn = async (email: string) => {
    const r = await page.request.post('/api/auth/login', { data: { email, password } });
    expect(r.ok()).toBe(true);
    return ((await r.json()) as { token: string }).token;
  };
  // the temporary password works for the API; only the web app asks for a new one at the first sign-in
  const jonasToken = await signIn(`jonas.${stamp}@muster-bau.example`);
  const annaToken = await signIn(`anna.${stamp}@muster-bau.example`);
  const annaPassword = password;

  const training = await call<{ id: string }>(page, 'post', '/api/trainings', { title: { de: TRAINING, en: 'Fire safety briefing' }, description: { de: 'Jährlich' }, status: 'published', requiresRecertification: true, recertificationPeriod: '1_year' }, jonasToken);
  const module = await call<{ id: string }>(page, 'post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Fluchtwege freihalten.' } }, jonasToken);
  const unit = await call<{ id: string }>(page, 'post', '/api/user-groups', { name: UNIT }, jonasToken);
  await call(page, 'post', `/api/user-groups/${unit.id}/members`, { userId: anna.id }, jonasToken);
  await call(page, 'post', `/api/user-groups/${unit.id}/trainings`, { trainingId: training.id, weeks: 2 }, jonasToken);
  await call(page, 'post', `/api/trainings/${training.id}/start`, {}, annaToken);
  await call(page, 'patch', `/api/trainings/${training.id}/progress`, { moduleId: module.id, completed: true }, annaToken);
  await call(page, 'post', `/api/trainings/${training.id}/complete`, { password: annaPassword }, annaToken);
  void jonas;

  // the trail
  await page.goto('/audit');
  await page.getByRole('tab', { name: 'Protokoll' }).click();
  const trail = page.getByTestId('audit-trail');
  await expect(trail).toBeVisible();
  await expect(trail.getByText(`Jonas Weber hat '${TRAINING}' der Einheit '${UNIT}' zugewiesen, Frist`)).toBeVisible();
  await expect(trail.getByText(`Anna Schmidt hat '${TRAINING}' abgeschlossen und mit dem Passwort bestätigt`)).toBeVisible();
  await axe(page);
  await shot(page, 'trail-1366-de');

  // filtered by person: only Anna's lines
  await page.getByLabel('Person', { exact: true }).fill('Anna');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Anna Schmidt' }).click();
  await expect(trail.getByText(`Jonas Weber hat '${TRAINING}' der Einheit '${UNIT}' zugewiesen`)).toHaveCount(0);
  await expect(trail.getByText(`Jonas Weber hat Anna Schmidt der Einheit '${UNIT}' hinzugefügt`)).toBeVisible();

  // the export of that filter
  const download = page.waitForEvent('download');
  await trail.getByTestId('trail-export-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^protokoll-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'trail-390-de');

  // the person history
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('tab', { name: 'Personenverlauf' }).click();
  const history = page.getByTestId('audit-history');
  await expect(history.getByText('Wählen Sie eine Person, um ihren Verlauf zu sehen.')).toBeVisible();
  await page.getByLabel('Person', { exact: true }).fill('Anna');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Anna Schmidt' }).click();
  const card = history.getByTestId('history-training');
  await expect(card.getByText(TRAINING, { exact: true })).toBeVisible();
  await expect(card.getByText('Durchgang 1')).toBeVisible();
  await expect(card.getByText(`Zugewiesen über die Einheit '${UNIT}'`)).toBeVisible();
  await expect(card.getByRole('button', { name: /Nachweis öffnen/ })).toBeVisible();
  await expect(history.getByTestId('history-person-events').getByText(`Jonas Weber hat Anna Schmidt der Einheit '${UNIT}' hinzugefügt`)).toBeVisible();
  await axe(page);
  await shot(page, 'history-1366-de');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'history-390-de');

  // English
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page.getByTestId('audit-trail').getByText(`Jonas Weber assigned 'Fire safety briefing' to the unit '${UNIT}', deadline`)).toBeVisible();
  await axe(page);
  await shot(page, 'trail-1366-en');
});
