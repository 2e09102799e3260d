import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall as call, apiSignIn as apiLogin, closeToasts, expectToast, germanDateIn, login, logout, newCompany, registerCompany, screenshot, sessionToken as tokenOf } from './support/helpers';

/**
 * My Learning and the dashboard (spec section 2, docs/api/learning.md), clicked through the German UI.
 * A manager organizes two units with three trainings; an employee finds them in "Mein Lernbereich",
 * searches, filters by status and by tag, and completes one (through the API, so that this test does
 * not depend on the player). The three dashboard variants then show the right numbers: company figures
 * for the root, team figures for the manager, the own units for the employee. An employee in no unit
 * sees the empty state with the link to /groups.
 */

const PASSWORD = 'Lernen#2025';
const FIRE = 'Brandschutz-Unterweisung';
const FIRST_AID = 'Erste Hilfe im Betrieb';
const HAZARD = 'Gefahrstoffe im Lager';
const DRAFT = 'Staplerschein (Entwurf)';
const WAREHOUSE = 'Lager West';
const FIRST_AIDERS = 'Ersthelfer';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  role: 'manager' | 'non-managing';
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const cards = (page: Page) => page.getByTestId('my-training-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const statCard = (page: Page, key: string): Locator => page.locator(`[data-testid="stat-card"][data-key="${key}"]`);

/** Creates a user as the root (as the invite dialog does) and replaces the temporary password. */
async function createUser(page: Page, rootToken: string, person: Person): Promise<void> {
  const temporary = 'Temp#2025x';
  await call(page, rootToken, 'POST', '/api/users', {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    password: temporary,
    role: person.role,
    isActive: true,
    gdprConsent: true,
  });
  const token = await apiLogin(page, person.email, temporary);
  await call(page, token, 'PATCH', '/api/user/change-password', { currentPassword: temporary, newPassword: PASSWORD });
}

/** A training with one text module and the given default tag. */
async function createTraining(page: Page, token: string, title: string, tagName: string | null, status: 'published' | 'draft' = 'published'): Promise<string> {
  const training = await call<{ id: string }>(page, token, 'POST', '/api/trainings', {
    title: { de: title },
    description: { de: `Pflichtunterweisung: ${title}. Bitte vollständig lesen und bestätigen.` },
    status,
    isRequired: true,
  });
  await call(page, token, 'POST', '/api/training-modules', {
    trainingId: training.id,
    type: 'text',
    title: `${title}: Grundlagen`,
    orderIndex: 0,
    content: { text: `Das Wichtigste zu ${title}.` },
  });
  if (tagName) {
    const tags = await call<{ id: string; name: { de: string } }[]>(page, token, 'GET', '/api/training-tags');
    const tag = tags.find((t) => t.name.de === tagName);
    expect(tag, `tag ${tagName}`).toBeTruthy();
    await call(page, token, 'POST', `/api/trainings/${training.id}/tags`, { tagIds: [tag!.id] });
  }
  return training.id;
}

/** Start, read the text module, confirm with the password (docs/api/learning.md). */
async function completeTraining(page: Page, token: string, trainingId: string): Promise<void> {
  const started = await call<{ modules: { id: string; type: string }[] }>(page, token, 'POST', `/api/trainings/${trainingId}/start`);
  for (const module of started.modules) {
    await call(page, token, 'PATCH', `/api/trainings/${trainingId}/progress`, { moduleId: module.id, completed: true });
  }
  await call(page, token, 'POST', `/api/trainings/${trainingId}/complete`, { password: PASSWORD });
}

async function signIn(page: Page, person: { firstName: string; lastName: string; email: string }, password = PASSWORD): Promise<void> {
  await login(page, person.email, password);
  await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${person.firstName} ${person.lastName}!`);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await closeToasts(page);
}

async function signOut(page: Page): Promise<void> {
  await logout(page);
  await closeToasts(page);
}

async function openMyLearning(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Mein Lernbereich' }).click();
  await expect(page).toHaveURL(/\/my-trainings/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Lernbereich');
}

test.describe('Mein Lernbereich und Dashboard', () => {
  test.describe.configure({ timeout: 360_000 });

  test('Mitarbeitende finden, filtern und erledigen ihre Schulungen; die drei Dashboards zeigen die Zahlen', async ({ page }) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const person = (firstName: string, lastName: string, role: Person['role']): Person => ({
      firstName,
      lastName,
      role,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}+${suffix}@muster-bau.example`,
    });
    const manager = person('Markus', 'Meister', 'manager');
    const paul = person('Paul', 'Neumann', 'non-managing');
    const anna = person('Anna', 'Berg', 'non-managing');
    const lea = person('Lea', 'Hoffmann', 'non-managing');

    // ---- set-up through the API: users, trainings, two units of the manager ----
    await registerCompany(page, company);
    await closeToasts(page);
    const rootToken = await tokenOf(page);
    for (const p of [manager, paul, anna, lea]) await createUser(page, rootToken, p);
    const fire = await createTraining(page, rootToken, FIRE, 'Brandschutz');
    const firstAid = await createTraining(page, rootToken, FIRST_AID, 'Erste Hilfe');
    const hazard = await createTraining(page, rootToken, HAZARD, 'Gefahrstoffe');
    await createTraining(page, rootToken, DRAFT, null, 'draft');

    const managerToken = await apiLogin(page, manager.email, PASSWORD);
    const warehouse = await call<{ id: string }>(page, managerToken, 'POST', '/api/user-groups', { name: WAREHOUSE, description: 'Lagerteam am Standort West.' });
    const firstAiders = await call<{ id: string }>(page, managerToken, 'POST', '/api/user-groups', { name: FIRST_AIDERS, description: '' });
    for (const email of [paul.email, anna.email]) await call(page, managerToken, 'POST', `/api/user-groups/${warehouse.id}/members`, { email });
    await call(page, managerToken, 'POST', `/api/user-groups/${firstAiders.id}/members`, { email: paul.email });
    await call(page, managerToken, 'POST', `/api/user-groups/${warehouse.id}/trainings`, { trainingId: fire, weeks: 2 });
    await call(page, managerToken, 'POST', `/api/user-groups/${warehouse.id}/trainings`, { trainingId: firstAid, weeks: 3 });
    await call(page, managerToken, 'POST', `/api/user-groups/${firstAiders.id}/trainings`, { trainingId: hazard, weeks: 1 });
    await signOut(page);

    // ---- Lea is in no unit: empty My Learning with the way to the units, empty dashboard table ----
    await signIn(page, lea);
    const leaTable = page.getByTestId('current-trainings');
    await expect(leaTable.getByTestId('current-trainings-empty')).toContainText('Keine Schulungen vorhanden');
    await leaTable.getByTestId('current-filter-open').click();
    await expect(leaTable.getByTestId('current-trainings-empty')).toContainText('Keine offenen Schulungen');
    await leaTable.getByTestId('current-filter-completed').click();
    await expect(leaTable.getByTestId('current-trainings-empty')).toContainText('Keine abgeschlossenen Schulungen');
    await expect(page.getByTestId('my-groups')).toContainText('Sie sind noch keiner Gruppe zugeordnet');
    await openMyLearning(page);
    const empty = page.getByTestId('my-learning-empty');
    await expect(empty).toContainText('Noch keine Schulungen');
    await expect(empty).toContainText('Sie sind noch keiner Gruppe mit Schulungen zugewiesen.');
    const toGroups = empty.getByRole('link', { name: 'Zu den Einheiten' });
    await expect(toGroups).toHaveAttribute('href', '/groups');
    await screenshot(page, 'my-learning-empty');
    await toGroups.click();
    await expect(page).toHaveURL(/\/groups$/);
    await signOut(page);

    // ---- Paul: three trainings from two units, searched, filtered by status and by tag ----
    await signIn(page, paul);
    await openMyLearning(page);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByTestId('my-learning-count')).toHaveText('3 Schulungen');
    // open ones ordered by deadline: Gefahrstoffe (1 week), Brandschutz (2), Erste Hilfe (3)
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([HAZARD, FIRE, FIRST_AID]);
    const fireCard = card(page, FIRE);
    await expect(fireCard.getByTestId('learning-status')).toHaveText('Zugewiesen');
    await expect(fireCard.getByTestId('training-groups')).toHaveText(WAREHOUSE);
    await expect(fireCard.getByTestId('training-deadline')).toHaveText(`Frist: ${germanDateIn(14)} · in 14 Tagen`);
    await expect(fireCard.getByTestId('training-progress')).toContainText('0 %');
    await expect(fireCard.getByTestId('learning-action')).toHaveText('Start');
    await expect(card(page, HAZARD).getByTestId('training-groups')).toHaveText(FIRST_AIDERS);
    await expect(card(page, HAZARD).getByTestId('training-deadline')).toContainText('in 7 Tagen');
    await expect(page.getByTestId('status-filter-all')).toHaveText('Alle (3)');
    await expect(page.getByTestId('status-filter-open')).toHaveText('Offen (3)');
    await expect(page.getByTestId('status-filter-completed')).toHaveText('Abgeschlossen (0)');

    // search (debounced, in the address)
    await page.getByTestId('my-learning-search').fill('erste hilfe');
    await expect(page).toHaveURL(/search=erste(\+|%20)hilfe/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, FIRST_AID)).toHaveCount(1);
    await page.getByTestId('my-learning-search').fill('Stapler');
    await expect(page.getByTestId('my-learning-empty')).toContainText('Keine Schulungen gefunden');
    await page.getByTestId('my-learning-empty').getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page.getByTestId('my-learning-search')).toHaveValue('');
    await expect(cards(page)).toHaveCount(3);

    // tag chip
    const tags = page.getByTestId('my-learning-tags');
    await expect(tags.getByRole('button')).toHaveText(['Brandschutz', 'Erste Hilfe', 'Gefahrstoffe']);
    await tags.getByRole('button', { name: 'Gefahrstoffe' }).click();
    await expect(tags.getByRole('button', { name: 'Gefahrstoffe' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/tags=/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, HAZARD)).toHaveCount(1);
    await tags.getByRole('button', { name: 'Gefahrstoffe' }).click();
    await expect(cards(page)).toHaveCount(3);

    // status: nothing completed yet
    await page.getByTestId('status-filter-completed').click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByTestId('my-learning-empty')).toContainText('Keine abgeschlossenen Schulungen');
    await page.getByTestId('status-filter-all').click();
    await expect(cards(page)).toHaveCount(3);

    // ---- Paul completes the fire training and starts first aid (API) ----
    const paulToken = await tokenOf(page);
    await completeTraining(page, paulToken, fire);
    await call(page, paulToken, 'POST', `/api/trainings/${firstAid}/start`);
    await page.reload();
    await expect(page.getByTestId('status-filter-completed')).toHaveText('Abgeschlossen (1)');
    // completed ones come after the open ones and are view-only
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([HAZARD, FIRST_AID, FIRE]);
    await expect(fireCard.getByTestId('learning-status')).toHaveText('Abgeschlossen');
    await expect(fireCard.getByTestId('learning-action')).toHaveText('Ansehen');
    await expect(fireCard).toContainText(`Abgeschlossen am ${germanDateIn(0)}`);
    await expect(card(page, FIRST_AID).getByTestId('learning-status')).toHaveText('In Bearbeitung');
    await expect(card(page, FIRST_AID).getByTestId('learning-action')).toHaveText('Fortsetzen');
    await expect(page.getByTestId('learning-summary').locator('[data-key="completed"] dd')).toHaveText('1');
    await screenshot(page, 'my-learning-desktop', { fullPage: true });

    await page.getByTestId('status-filter-open').click();
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([HAZARD, FIRST_AID]);
    await page.getByTestId('status-filter-completed').click();
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([FIRE]);
    await card(page, FIRE).getByTestId('learning-action').click();
    await expect(page).toHaveURL(new RegExp(`/training/${fire}$`));
    await page.goBack();
    await expect(page).toHaveURL(/status=completed/);

    // evidence tab: the completion with its PDF, the first achievement
    await page.getByTestId('tab-evidence').click();
    await expect(page).toHaveURL(/view=nachweise/);
    const evidence = page.getByTestId('evidence-section');
    await expect(evidence.getByTestId('completion-row')).toHaveCount(1);
    await expect(evidence.getByTestId('completion-row')).toContainText(FIRE);
    await expect(evidence.getByTestId('completion-row')).toContainText('100 %');
    await expect(evidence.getByTestId('completion-status')).toHaveText('Gültig');
    await expect(page.locator('[data-testid="achievement"][data-key="first_completed"]')).toHaveAttribute('data-achieved', 'true');
    await expect(page.locator('[data-testid="achievement"][data-key="all_completed"]')).toHaveAttribute('data-achieved', 'false');
    const download = page.waitForEvent('download');
    await evidence.getByRole('button', { name: `Nachweis (PDF) für „${FIRE}“ herunterladen` }).click();
    expect((await download).suggestedFilename()).toMatch(/^Unterweisungsnachweis Brandschutz-Unterweisung \d{4}-\d{2}-\d{2}\.pdf$/);
    await screenshot(page, 'my-learning-evidence', { fullPage: true });

    // mobile
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('tab-trainings').click();
    await page.getByTestId('status-filter-all').click();
    await expect(cards(page)).toHaveCount(3);
    await screenshot(page, 'my-learning-mobile', { fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // ---- Paul's dashboard: own units, current trainings ----
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('dashboard')).toHaveAttribute('data-variant', 'employee');
    const groups = page.getByTestId('my-group');
    await expect(groups).toHaveCount(2);
    await expect(groups.filter({ hasText: WAREHOUSE })).toContainText('Lagerteam am Standort West.');
    await expect(groups.filter({ hasText: WAREHOUSE }).getByTestId('my-group-members')).toHaveText('2 Mitglieder');
    await expect(groups.filter({ hasText: FIRST_AIDERS })).toContainText('Keine Beschreibung');
    await expect(groups.filter({ hasText: FIRST_AIDERS }).getByTestId('my-group-members')).toHaveText('1 Mitglied');
    const table = page.getByTestId('current-trainings');
    const rows = table.getByTestId('current-training-row');
    await expect(rows.getByTestId('current-training-title')).toHaveText([HAZARD, FIRST_AID, FIRE]);
    await expect(rows.filter({ hasText: FIRE })).toHaveAttribute('aria-disabled', 'true');
    await expect(rows.filter({ hasText: FIRE })).toContainText(`Abgeschlossen am ${germanDateIn(0)}`);
    await expect(rows.filter({ hasText: HAZARD }).getByTestId('current-training-due')).toHaveText('in 7 Tagen');
    await expect(page.getByTestId('dashboard-evidence').getByTestId('completion-row')).toContainText(FIRE);
    await expect(page.locator('[data-testid="achievement"][data-key="first_completed"]')).toHaveAttribute('data-achieved', 'true');
    await screenshot(page, 'dashboard-employee', { fullPage: true });
    // a completed row does nothing; an open row opens the player
    await rows.filter({ hasText: FIRE }).getByTestId('current-training-title').click();
    await expect(page).toHaveURL(/\/$/);
    await table.getByTestId('current-filter-completed').click();
    await expect(rows.getByTestId('current-training-title')).toHaveText([FIRE]);
    await table.getByTestId('current-filter-open').click();
    await expect(rows.getByTestId('current-training-title')).toHaveText([HAZARD, FIRST_AID]);
    await rows.filter({ hasText: HAZARD }).getByTestId('current-training-title').click();
    await expect(page).toHaveURL(new RegExp(`/training/${hazard}$`));
    await signOut(page);

    // ---- the manager: team figures of the two units ----
    await signIn(page, manager);
    await expect(page.getByTestId('dashboard')).toHaveAttribute('data-variant', 'team');
    await expect(statCard(page, 'myGroups').getByTestId('stat-value')).toHaveText('2');
    await expect(statCard(page, 'teamMembers').getByTestId('stat-value')).toHaveText('2');
    await expect(statCard(page, 'assignedTrainings').getByTestId('stat-value')).toHaveText('3');
    // Paul 3 + Anna 2 member x training pairs, one completed
    await expect(statCard(page, 'teamProgress').getByTestId('stat-value')).toHaveText('20 %');
    await expect(page.getByTestId('current-trainings-empty')).toContainText('Keine Schulungen vorhanden');
    await screenshot(page, 'dashboard-manager', { fullPage: true });
    await signOut(page);

    // ---- the root: company figures ----
    await signIn(page, company, company.password);
    await expect(page.getByTestId('dashboard')).toHaveAttribute('data-variant', 'company');
    await expect(statCard(page, 'activeTrainings').getByTestId('stat-value')).toHaveText('3');
    await expect(statCard(page, 'completedTrainings').getByTestId('stat-value')).toHaveText('1');
    await expect(statCard(page, 'totalUsers').getByTestId('stat-value')).toHaveText('5');
    await expect(statCard(page, 'complianceRate').getByTestId('stat-value')).toHaveText('20 %');
    await screenshot(page, 'dashboard-root', { fullPage: true });
  });
});
