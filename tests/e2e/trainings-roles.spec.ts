import { expect, test, type Page } from '@playwright/test';
import { closeDialog, closeToasts, createTrainingViaApi, expectToast, login, logout, newCompany, registerCompany, replaceTemporaryPassword, screenshot, sessionToken } from './support/helpers';

/**
 * Roles around a training (spec sections 6 and 7): the owner (root) makes a manager co-owner in the
 * builder; the co-owner may edit the training but neither delete it nor manage co-owners. An employee
 * cannot open the builder at all, and the API does not even show them the (unassigned) training.
 */

const TITLE = 'Gefahrstoff-Unterweisung';
const NEW_PASSWORD = 'Neu#Passwort2025';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const dialog = (page: Page, className: string) => page.locator(`.ant-modal.${className}`);

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates a user of the signed-in root's company through the users API (as the invite dialog does). */
async function createUserViaApi(page: Page, person: Person, role: 'manager' | 'non-managing'): Promise<void> {
  const result = await page.evaluate(
    async ({ person, role }) => {
      const response = await fetch('/api/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify({ ...person, role, isActive: true, gdprConsent: true }),
      });
      return { status: response.status, body: await response.text() };
    },
    { person, role },
  );
  expect(result.status, result.body).toBe(201);
}

/** First sign-in with the temporary password: the profile dialog insists on a new one. */
async function firstLogin(page: Page, person: Person): Promise<void> {
  await login(page, person.email, person.password);
  await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${person.firstName} ${person.lastName}!`);
  await replaceTemporaryPassword(page, person.password, NEW_PASSWORD);
}

function personFor(email: string, firstName: string, lastName: string): Person {
  const suffix = email.split('+')[1]!.split('@')[0]!;
  return { firstName, lastName, email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}+${suffix}@muster-bau.example`, password: 'Temp#2025x' };
}

test.describe('Schulungen: Co-Owner und Rollen', () => {
  test.describe.configure({ timeout: 180_000 });

  test('der Besitzer macht einen Manager zum Co-Owner; der Co-Owner bearbeitet, darf aber weder löschen noch Co-Owner verwalten', async ({ page }) => {
    const company = newCompany();
    const manager = personFor(company.email, 'Markus', 'Meister');
    const managerName = `${manager.firstName} ${manager.lastName}`;
    const ownerName = `${company.firstName} ${company.lastName}`;

    await registerCompany(page, company);
    await closeToasts(page);
    await createUserViaApi(page, manager, 'manager');
    const trainingId = await createTrainingViaApi(page, TITLE);

    // Root (owner) in the builder: preview, co-owners and delete are offered.
    await page.goto(`/training-builder/${trainingId}`);
    const builder = page.getByTestId('training-builder');
    await expect(builder.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(builder.getByText(`Besitzer: ${ownerName}`)).toBeVisible();
    const actions = builder.locator('.tr-builder__actions');
    await expect(actions.getByRole('button', { name: 'Vorschau' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Löschen' })).toBeVisible();
    const coOwnerButton = actions.getByRole('button', { name: /Co-Owner/ });
    await expect(coOwnerButton).toHaveText('Co-Owner');

    // Co-owner dialog: search the manager and add them.
    await coOwnerButton.click();
    const coOwners = dialog(page, 'tr-co-owner-dialog');
    await expect(coOwners.getByText('Co-Owner verwalten')).toBeVisible();
    const manage = coOwners.getByTestId('co-owner-manager');
    await expect(manage).toContainText(TITLE);
    await expect(manage.locator('.tr-person--owner')).toContainText(ownerName);
    await expect(manage.getByRole('heading', { name: 'Co-Owner (0/5)' })).toBeVisible();
    await expect(manage).toContainText('Noch keine Co-Owner.');
    await expect(coOwners.getByRole('button', { name: 'Hinzufügen' })).toBeDisabled();

    // wait for the (debounced) search to come back before choosing, so the list does not change under the click
    const searched = page.waitForResponse((r) => r.url().includes('/co-owner-candidates') && r.url().includes('search=Meister'));
    await coOwners.getByRole('combobox', { name: 'Benutzer suchen (Name oder E-Mail) …' }).fill('Meister');
    await searched;
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${managerName} (${manager.email})` });
    await expect(option).toHaveCount(1);
    // the owner is never offered
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: company.email })).toHaveCount(0);
    // a click that went nowhere (the dropdown not yet aligned under load: CI, 2026-12-07) is clicked again, as a person would
    const add = coOwners.getByRole('button', { name: 'Hinzufügen' });
    await expect(async () => {
      if (await option.isVisible()) await option.click({ timeout: 2_000 });
      await expect(add).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await add.click();
    await expectToast(page, 'Co-Owner hinzugefügt', managerName);
    await closeToasts(page);

    await expect(manage.getByRole('heading', { name: 'Co-Owner (1/5)' })).toBeVisible();
    const listed = manage.getByTestId('co-owner');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(managerName);
    await expect(listed).toContainText(manager.email);
    await expect(listed.getByRole('button', { name: `Entfernen: ${managerName}` })).toBeVisible();
    await screenshot(page, 'trainings-co-owner-added');
    await closeDialog(coOwners);

    // The builder counts the co-owner; so does the dialog opened from the library card.
    await expect(coOwnerButton).toHaveText('Co-Owner (1)');
    await builder.getByRole('button', { name: 'Zurück zur Bibliothek' }).click();
    await expect(page).toHaveURL(/\/trainings$/);
    const card = page.getByTestId('training-card').filter({ hasText: TITLE });
    await expect(card.getByTestId('training-owner')).toHaveText(ownerName);
    await card.getByRole('button', { name: 'Co-Owner verwalten' }).click();
    await expect(coOwners.getByTestId('co-owner')).toHaveText(new RegExp(managerName));
    await expect(coOwners.getByRole('heading', { name: 'Co-Owner (1/5)' })).toBeVisible();
    await closeDialog(coOwners);

    // The manager signs in for the first time and must change the temporary password.
    await logout(page);
    await closeToasts(page);
    await firstLogin(page, manager);

    // In the library the training is listed as co-owned: edit yes, co-owners and delete no.
    await mainNav(page).getByRole('link', { name: 'Schulungsbibliothek' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schulungsbibliothek');
    await page.getByTestId('ownership-filter').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Co-Owner' }).click();
    await expect(page).toHaveURL(/ownership=coowner/);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Co-Owner verwalten' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/training-builder/${trainingId}$`));

    // The co-owner's builder: no co-owner management, no delete.
    await expect(builder.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(builder.getByText(`Besitzer: ${ownerName}`)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Vorschau' })).toBeVisible();
    await expect(actions.getByRole('button', { name: /Co-Owner/ })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
    await expect(builder.getByTestId('training-status')).toHaveText('Entwurf');

    // ... but may edit: publish the training.
    await builder.getByLabel('Status').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Veröffentlicht' }).click();
    await expect(builder.getByTestId('builder-unsaved')).toBeVisible();
    await builder.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expectToast(page, 'Gespeichert', 'Die Grundeinstellungen wurden gespeichert.');
    await closeToasts(page);
    await expect(builder.getByTestId('builder-unsaved')).toHaveCount(0);
    await expect(builder.getByTestId('training-status')).toHaveText('Veröffentlicht');
    await page.reload();
    await expect(builder.getByTestId('training-status')).toHaveText('Veröffentlicht');

    // The server agrees: the co-owner may neither manage co-owners nor delete.
    const auth = { Authorization: `Bearer ${await sessionToken(page)}` };
    expect((await page.request.get(`/api/trainings/${trainingId}/co-owner-candidates`, { headers: auth })).status()).toBe(403);
    expect((await page.request.delete(`/api/trainings/${trainingId}`, { headers: auth })).status()).toBe(403);
    const detail = await page.request.get(`/api/trainings/${trainingId}`, { headers: auth });
    expect(detail.status()).toBe(200);
    expect(((await detail.json()) as { permissions: unknown }).permissions).toMatchObject({ edit: true, delete: false, manageCoOwners: false });
  });

  test('ein Mitarbeiter kann den Editor nicht öffnen, und die API zeigt ihm die Schulung nicht', async ({ page }) => {
    const company = newCompany();
    const employee = personFor(company.email, 'Emil', 'Lagerist');

    await registerCompany(page, company);
    await closeToasts(page);
    await createUserViaApi(page, employee, 'non-managing');
    const trainingId = await createTrainingViaApi(page, TITLE);
    await logout(page);
    await closeToasts(page);

    await firstLogin(page, employee);

    // The employee's library lists only the trainings assigned to them: none yet, no filters, no creating.
    await mainNav(page).getByRole('link', { name: 'Schulungsbibliothek' }).click();
    await expect(page).toHaveURL(/\/trainings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schulungsbibliothek');
    await expect(page.getByTestId('library-empty')).toContainText('Noch keine Schulungen zugewiesen');
    await expect(page.getByTestId('training-card')).toHaveCount(0);
    await expect(page.getByTestId('library-search')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Neue Schulung' })).toHaveCount(0);

    // The route guard refuses the builder.
    await page.goto(`/training-builder/${trainingId}`);
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByTestId('training-builder')).toHaveCount(0);

    // The API refuses too: the training is not assigned to the employee, so it does not exist for them.
    const auth = { Authorization: `Bearer ${await sessionToken(page)}` };
    const patch = await page.request.patch(`/api/trainings/${trainingId}`, { headers: auth, data: { status: 'published' } });
    expect(patch.status()).toBe(404);
    expect((await page.request.get(`/api/trainings/${trainingId}`, { headers: auth })).status()).toBe(404);
  });
});
