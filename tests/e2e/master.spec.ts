import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MASTER, closeToasts, expectToast, login, newCompany, screenshot, type Company } from './support/helpers';

/**
 * Master backoffice /master (spec sections 2, 3, 6, 7 and 8): a company registered through the API
 * with one training shows up in the operator's statistics and company table, its details list the
 * root user and the training, and deleting it (after typing its name) removes it with all its
 * data: it leaves the table and its root can no longer sign in.
 */

const TRAINING = 'Brandschutz im Lager';

const detailsDialog = (page: Page) => page.locator('.ant-modal.ms-details-dialog');
const deleteDialog = (page: Page) => page.locator('.ant-modal.ms-delete-dialog');
const companyRows = (page: Page) => page.getByTestId('company-row');

async function registerViaApi(request: APIRequestContext, company: Company): Promise<string> {
  const response = await request.post('/api/auth/register', { data: { ...company, gdprConsent: true } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string };
  expect(body.token).toBeTruthy();
  return body.token;
}

async function createTrainingViaApi(request: APIRequestContext, token: string, title: string): Promise<string> {
  const response = await request.post('/api/trainings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: { de: title }, description: { de: `Beschreibung von ${title}` } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function statValue(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-value`).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('Master-Backoffice', () => {
  test.describe.configure({ timeout: 150_000 });

  test('der Betreiber sieht Statistiken und Unternehmen, prüft die Details und löscht ein Unternehmen endgültig', async ({ page, request }) => {
    const company = newCompany();
    const rootToken = await registerViaApi(request, company);
    await createTrainingViaApi(request, rootToken, TRAINING);
    // A second company that must survive the delete untouched.
    const other = newCompany({ companyName: `Nordlicht Logistik ${Date.now().toString(36)}` });
    await registerViaApi(request, other);

    // The backoffice API is for the platform operator only.
    const denied = await request.get('/api/master/stats', { headers: { Authorization: `Bearer ${rootToken}` } });
    expect(denied.status()).toBe(403);

    await login(page, MASTER.email, MASTER.password);
    await expectToast(page, 'Erfolgreich angemeldet');
    await expect(page).toHaveURL(/\/master$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master-Backoffice');
    await closeToasts(page);

    // Four stat cards with the platform totals.
    const stats = page.getByTestId('master-stats');
    await expect(stats).toBeVisible();
    await expect(page.getByTestId('stat-companies')).toContainText('Unternehmen');
    await expect(page.getByTestId('stat-users')).toContainText('Benutzer');
    await expect(page.getByTestId('stat-trainings')).toContainText('Schulungen');
    await expect(page.getByTestId('stat-active')).toContainText('Unternehmen mit aktiven Schulungen');
    const companiesBefore = await statValue(page, 'stat-companies');
    expect(companiesBefore).toBeGreaterThanOrEqual(1);
    expect(await statValue(page, 'stat-users')).toBeGreaterThanOrEqual(1);
    expect(await statValue(page, 'stat-trainings')).toBeGreaterThanOrEqual(1);
    await expect(companyRows(page).first()).toBeVisible();
    await screenshot(page, 'master-backoffice', { fullPage: true });

    // Server-side search finds exactly the new company.
    await page.getByTestId('company-search').fill(company.companyName);
    await expect(companyRows(page)).toHaveCount(1);
    const row = companyRows(page).first();
    await expect(row).toContainText(company.companyName);
    await expect(row).toContainText(company.companyEmail);
    await expect(row).toContainText(new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date()));
    await expect(row.locator('td').nth(3)).toHaveText('1'); // users: the root
    await expect(row.locator('td').nth(4)).toHaveText('1'); // trainings
    await expect(row.locator('td').nth(5)).toHaveText('0'); // groups
    await expect(row.getByTestId('trial-expired')).toHaveCount(0);
    await expect(page.getByTestId('company-count')).toHaveText('1 Unternehmen');
    await expect(page.getByTestId('pagination')).toHaveCount(0);

    // Details: overview, users, trainings.
    await row.getByRole('button', { name: `Details zu ${company.companyName}` }).click();
    const details = detailsDialog(page);
    await expect(details).toBeVisible();
    await expect(details.locator('.ms-details-title__name')).toHaveText(company.companyName);
    await expect(details.getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');
    const overview = details.getByTestId('company-overview');
    await expect(overview).toContainText(company.companyEmail);
    await expect(details.getByTestId('overview-users')).toContainText('1');
    await expect(details.getByTestId('overview-trainings')).toContainText('1');
    await expect(details.getByTestId('overview-groups')).toContainText('0');
    await expect(overview).toContainText('Dieses Unternehmen hat noch keine Gruppen.');
    await screenshot(page, 'master-details-overview');

    await details.getByRole('tab', { name: 'Benutzer (1)' }).click();
    const users = details.getByTestId('company-users');
    await expect(users.locator('tbody tr.ant-table-row')).toHaveCount(1);
    const rootRow = users.locator('tbody tr.ant-table-row').first();
    await expect(rootRow).toContainText(`${company.firstName} ${company.lastName}`);
    await expect(rootRow).toContainText(company.email);
    await expect(rootRow).toContainText('Root-Administrator');
    await expect(rootRow).toContainText('Aktiv');
    await screenshot(page, 'master-details-users');

    await details.getByRole('tab', { name: 'Schulungen (1)' }).click();
    const trainings = details.getByTestId('company-trainings');
    await expect(trainings.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(trainings.locator('tbody tr.ant-table-row').first()).toContainText(TRAINING);
    await expect(trainings.locator('tbody tr.ant-table-row').first()).toContainText('Entwurf');
    await screenshot(page, 'master-details-trainings');
    await details.locator('.ant-modal-footer').getByRole('button', { name: 'Schließen' }).click();
    await expect(details).toBeHidden();

    // Delete: the red button unlocks only with the exact company name.
    await row.getByRole('button', { name: `${company.companyName} löschen` }).click();
    const dialog = deleteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Diese Aktion kann nicht rückgängig gemacht werden.');
    await expect(dialog).toContainText('1 Benutzer und ihre Zugänge');
    await expect(dialog).toContainText('1 Schulung mit Modulen und Videos');
    await expect(dialog).toContainText('Das Audit-Protokoll des Unternehmens');
    const submit = dialog.getByTestId('delete-company-submit');
    const input = dialog.getByTestId('delete-company-confirm-input');
    await expect(submit).toBeDisabled();
    await input.fill('Falscher Name');
    await expect(dialog).toContainText('Der Name stimmt nicht überein.');
    await expect(submit).toBeDisabled();
    await input.fill(company.companyName);
    await expect(submit).toBeEnabled();
    await screenshot(page, 'master-delete-confirm');
    await submit.click();

    await expectToast(page, 'Unternehmen gelöscht', `„${company.companyName}“ und alle zugehörigen Daten wurden gelöscht.`);
    await expect(dialog).toBeHidden();
    await expect(companyRows(page)).toHaveCount(0);
    await expect(page.getByTestId('companies-empty')).toContainText('Keine Unternehmen gefunden');
    await expect.poll(() => statValue(page, 'stat-companies')).toBe(companiesBefore - 1);

    // Without the search the company is gone from the table as well; the other one is still there.
    await page.getByTestId('company-search').fill('');
    await expect(companyRows(page).filter({ hasText: other.companyName })).toHaveCount(1);
    await expect(companyRows(page).filter({ hasText: company.companyName })).toHaveCount(0);

    // Its root can no longer sign in; the old session is dead too. The other company is unaffected.
    const relogin = await request.post('/api/auth/login', { data: { email: company.email, password: company.password } });
    expect(relogin.status()).toBe(401);
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${rootToken}` } });
    expect(me.status()).toBe(401);
    const otherLogin = await request.post('/api/auth/login', { data: { email: other.email, password: other.password } });
    expect(otherLogin.status()).toBe(200);
  });
});
