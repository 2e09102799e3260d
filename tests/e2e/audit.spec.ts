import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, login, newCompany, newestMailTo, registerCompany, replaceTemporaryPassword, screenshot, sessionToken, temporaryPasswordFrom } from './support/helpers';

/**
 * The compliance auditor's workspace (issue 12). One journey: an admin invites an auditor
 * ('Prüfer/in') with an access end date; the auditor signs in with the temporary password from the
 * invitation mail, sets their own password, sees the 'Prüfung' navigation and no 'Mein
 * Lernbereich', reads the library, units and users, and cannot create a unit. Then she works with
 * the audit tools: picks a past instant (before an employee completed her fire-safety training)
 * and sees who was compliant then and now, opens the employee's history, exports the audit trail
 * as XLSX and verifies the log, checking a chain head as a PDF prints it. axe runs on every tool.
 */

/** No accessibility violations inside the audit tools (the tabs and what they show). */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).include('.ant-tabs').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const pick = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).click();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const inviteDialog = (page: Page) => page.locator('.ant-modal.us-invite-dialog');
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${text}$`) });

/** Signs in with a temporary password and sets a new one in the dialog that opens for it. */
async function firstSignIn(page: Page, email: string, temporary: string, password: string, name: string) {
  await login(page, email, temporary);
  await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${name}!`);
  await replaceTemporaryPassword(page, temporary, password);
}

test.describe('Prüfung: eine Prüferin wird eingeladen und liest nur', () => {
  test.describe.configure({ timeout: 240_000 });

  test('ein Admin lädt eine Prüferin ein; sie sieht die Prüfung, keinen Lernbereich und legt keine Einheit an', async ({ page, browser }, testInfo) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const admin = { first: 'Petra', last: 'Schneider', email: `petra.schneider+${suffix}@muster-bau.example`, temporary: 'Start#2025', password: 'Admin#2025' };
    const auditor = { first: 'Paula', last: 'Prüfer', email: `paula.pruefer+${suffix}@pruefstelle.example`, temporary: 'Pruef#2025', password: 'Audit#2025' };
    const newContext = () =>
      browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1366, height: 900 } });

    // The root registers the company and makes Petra an admin (set up through the API).
    await registerCompany(page, company);
    const rootToken = await sessionToken(page);
    const created = await page.request.post('/api/users', {
      headers: { Authorization: `Bearer ${rootToken}` },
      data: { email: admin.email, firstName: admin.first, lastName: admin.last, password: admin.temporary, role: 'admin' },
    });
    expect(created.status()).toBe(201);
    // Content for the auditor: a yearly training with one text module, assigned to a unit with one employee.
    const call = async <T>(method: 'post' | 'patch', url: string, data: unknown, token = rootToken): Promise<T> => {
      const r = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
      expect(r.ok(), `${method} ${url}: ${r.status()} ${await r.text()}`).toBe(true);
      return (await r.json()) as T;
    };
    const training = await call<{ id: string }>('post', '/api/trainings', {
      title: 'Brandschutz 2026',
      description: 'Jährliche Unterweisung nach §12 ArbSchG',
      status: 'published',
      requiresRecertification: true,
      recertificationPeriod: '1_year',
    });
    const textModule = await call<{ id: string }>('post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Fluchtwege freihalten.' } });
    const unitId = (await call<{ id: string }>('post', '/api/user-groups', { name: 'Baustelle Nord', description: 'Rohbau und Gerüst' })).id;
    const anna = { email: `anna.schmidt+${suffix}@muster-bau.example`, password: 'Anna#2025' };
    const annaId = (await call<{ id: string }>('post', '/api/users', { email: anna.email, firstName: 'Anna', lastName: 'Schmidt', password: anna.password, role: 'non-managing' })).id;
    await call('post', `/api/user-groups/${unitId}/members`, { userId: annaId });
    await call('post', `/api/user-groups/${unitId}/trainings`, { trainingId: training.id, weeks: 2 });
    // the auditor looks back at the first full minute after the assignment: Anna completes after it
    const lookBack = new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000);

    // Petra signs in, sets her password and invites the auditor with an access end date.
    const adminContext = await newContext();
    const ad = await adminContext.newPage();
    await firstSignIn(ad, admin.email, admin.temporary, admin.password, `${admin.first} ${admin.last}`);
    await mainNav(ad).getByRole('link', { name: 'Benutzer' }).click();
    await ad.getByRole('button', { name: 'Benutzer einladen' }).click();
    const dialog = inviteDialog(ad);
    await dialog.getByLabel('E-Mail-Adresse').fill(auditor.email);
    await dialog.getByLabel('Vorname').fill(auditor.first);
    await dialog.getByLabel('Nachname').fill(auditor.last);
    await dialog.getByLabel('Temporäres Passwort', { exact: true }).fill(auditor.temporary);
    const roleSelect = dialog.getByTestId('invite-role');
    await roleSelect.click();
    // an admin gives manager, employee or auditor
    await expect(ad.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Manager', 'Mitarbeiter', 'Prüfer/in']);
    await option(ad, 'Prüfer/in').click();
    await expect(roleSelect).toContainText('Prüfer/in');
    const lastDay = new Date(Date.now() + 90 * 86_400_000);
    const lastDayText = lastDay.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
    const accessUntil = dialog.getByLabel('Zugangsende (optional)');
    await accessUntil.click();
    await accessUntil.fill(lastDayText);
    // leave the field (Enter would submit the form): the typed day is taken over
    await dialog.locator('.dialog-intro').click();
    await expect(ad.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await expect(accessUntil).toHaveValue(lastDayText);
    await screenshot(ad, 'audit-invite-auditor');
    const invitedAt = Date.now() - 1_000;
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expectToast(ad, 'Benutzer eingeladen', `Die Einladung wurde an ${auditor.email} gesendet.`);
    const row = ad.getByTestId('user-row').filter({ hasText: auditor.email });
    await expect(row.getByTestId('role-tag')).toHaveText('Prüfer/in');
    await expect(row.getByTestId('access-until-label')).toHaveText(`Zugang bis ${lastDayText}`);

    // The invitation mail carries the temporary password.
    const mail = await newestMailTo(auditor.email, invitedAt);
    expect(temporaryPasswordFrom(mail)).toBe(auditor.temporary);

    // The auditor signs in in her own browser and sets her password.
    const auditorContext = await newContext();
    const au = await auditorContext.newPage();
    await firstSignIn(au, auditor.email, auditor.temporary, auditor.password, `${auditor.first} ${auditor.last}`);
    await expect(au.getByTestId('role-badge')).toHaveText('PRÜFER/IN');
    const nav = mainNav(au);
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Schulungsbibliothek', 'Einheiten', 'Präsenzunterweisungen', 'Bundles', 'Benutzer', 'Prüfung', 'Datenschutz']);
    await expect(nav.getByRole('link', { name: 'Mein Lernbereich' })).toHaveCount(0);
    await expect(au.getByTestId('company-stats')).toBeVisible();

    // The library: every training, read-only (no create, no edit; the content opens in the preview).
    await nav.getByRole('link', { name: 'Schulungsbibliothek' }).click();
    const card = au.getByTestId('training-card').filter({ hasText: 'Brandschutz 2026' });
    await expect(card).toBeVisible();
    await expect(au.getByRole('button', { name: /Neue Schulung|Schulung erstellen/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Starten' })).toHaveCount(0);
    await expect(card.getByTestId('view-content')).toBeVisible();
    await screenshot(au, 'audit-auditor-library-1366');

    // The units: visible, but no unit can be created.
    await nav.getByRole('link', { name: 'Einheiten' }).click();
    await expect(au).toHaveURL(/\/groups/);
    const unit = au.getByTestId('group-card').filter({ hasText: 'Baustelle Nord' });
    await expect(unit).toBeVisible();
    await expect(au.getByTestId('create-group')).toHaveCount(0);
    await expect(au.getByRole('button', { name: 'Gruppe erstellen' })).toHaveCount(0);
    await expect(unit.getByRole('button', { name: 'Fortschritt' })).toBeVisible();
    await expect(unit.getByRole('button', { name: 'Gruppe löschen' })).toHaveCount(0);
    await screenshot(au, 'audit-auditor-units-1366');

    // The users: listed with roles, no invitation and no actions.
    await nav.getByRole('link', { name: 'Benutzer' }).click();
    await expect(au.getByTestId('user-row')).toHaveCount(4);
    await expect(au.getByRole('button', { name: 'Benutzer einladen' })).toHaveCount(0);
    await expect(au.getByTestId('user-row').getByRole('button')).toHaveCount(0);
    await screenshot(au, 'audit-auditor-users-1366');

    // My Learning is not theirs, not even by address.
    await au.goto('/my-trainings');
    await expect(au.getByText('Access Denied')).toBeVisible();

    // The same pages on a phone.
    await au.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/trainings', 'library'],
      ['/groups', 'units'],
      ['/users', 'users'],
    ] as const) {
      await au.goto(path);
      await expect(au.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(au, `audit-auditor-${name}-390`);
    }

    // Anna completes the training (through the API), after the instant the auditor will look back to.
    await page.waitForTimeout(Math.max(0, lookBack.getTime() + 1_500 - Date.now()));
    const annaLogin = await page.request.post('/api/auth/login', { data: { email: anna.email, password: anna.password } });
    const annaToken = ((await annaLogin.json()) as { token: string }).token;
    // the password the admin chose must be changed before anything else answers
    const annaOwn = 'Anna#2026-eigenes';
    await call('patch', '/api/user/change-password', { currentPassword: anna.password, newPassword: annaOwn }, annaToken);
    await call('post', `/api/trainings/${training.id}/start`, {}, annaToken);
    await call('patch', `/api/trainings/${training.id}/progress`, { moduleId: textModule.id, completed: true }, annaToken);
    await call('post', `/api/trainings/${training.id}/complete`, { password: annaOwn }, annaToken);
    // the tool's "now" is the second before it opens
    await page.waitForTimeout(1_500);

    // The audit workspace: who was compliant in Baustelle Nord, now and at the past instant.
    await au.setViewportSize({ width: 1366, height: 900 });
    await au.goto('/audit');
    await expect(au).toHaveURL(/\/audit$/);
    await expect(au.getByRole('tab', { name: 'Stand zum Stichtag' })).toHaveAttribute('aria-selected', 'true');
    await au.getByLabel('Einheit', { exact: true }).click();
    await pick(au, 'Baustelle Nord');
    const asOfRow = au.getByRole('table').getByRole('row').filter({ hasText: 'Schmidt, Anna' });
    await expect(asOfRow).toContainText('Abgeschlossen');
    await expect(au.getByText('1 von 1 gültig')).toBeVisible();
    const asOf = au.locator('#aof-as-of');
    const lookBackText = lookBack.toLocaleString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).replace(',', '');
    await asOf.click();
    await asOf.fill(lookBackText);
    await asOf.press('Enter');
    await expect(asOf).toHaveValue(lookBackText);
    await expect(au.getByText('0 von 1 gültig')).toBeVisible();
    await expect(asOfRow).toContainText('Zugewiesen');
    await expectAccessible(au);
    await screenshot(au, 'audit-as-of-1366', { fullPage: true });

    // Anna's history: the assignment through the unit, the completion with its evidence, the validity.
    await au.getByRole('tab', { name: 'Personenverlauf' }).click();
    const history = au.getByTestId('audit-history');
    await au.getByLabel('Person', { exact: true }).fill('Anna');
    await pick(au, 'Anna Schmidt');
    const cycle = history.getByTestId('history-training');
    await expect(cycle.getByText('Brandschutz 2026', { exact: true })).toBeVisible();
    await expect(cycle.getByText('Durchgang 1')).toBeVisible();
    await expect(cycle.getByText("Zugewiesen über die Einheit 'Baustelle Nord'")).toBeVisible();
    await expect(cycle.getByText("Anna Schmidt hat 'Brandschutz 2026' abgeschlossen und mit dem Passwort bestätigt")).toBeVisible();
    await expect(cycle.getByRole('button', { name: /Nachweis öffnen/ })).toBeVisible();
    await expectAccessible(au);
    await screenshot(au, 'audit-history-1366', { fullPage: true });

    // The audit trail, filtered to Anna and exported as XLSX.
    await au.getByRole('tab', { name: 'Protokoll' }).click();
    const trail = au.getByTestId('audit-trail');
    await expect(trail.getByText(`${admin.first} ${admin.last} hat ${auditor.first} ${auditor.last} als Prüfer/in angelegt`)).toBeVisible();
    await au.getByLabel('Person', { exact: true }).fill('Anna');
    await pick(au, 'Anna Schmidt');
    await expect(trail.getByText("Anna Schmidt hat 'Brandschutz 2026' abgeschlossen und mit dem Passwort bestätigt")).toBeVisible();
    const download = au.waitForEvent('download');
    await trail.getByTestId('trail-export-xlsx').click();
    expect((await download).suggestedFilename()).toMatch(/^protokoll-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // axe looks at the settled page: the export button is dimmed while its file is still being made
    await expect(trail.getByTestId('trail-export-xlsx')).not.toHaveClass(/ant-btn-loading/);
    await expectAccessible(au);

    // The log verifies; a head as a PDF prints it (its first 16 hex digits) is found, a made-up one is not.
    await au.getByRole('tab', { name: 'Prüfkette' }).click();
    await expect(au.getByTestId('verify-status')).toContainText('Protokoll unversehrt');
    const head = (await au.getByTestId('verify-head').innerText()).trim();
    expect(head).toMatch(/^[0-9a-f]{64}$/);
    const headField = au.getByLabel('Kettenkopf (16 bis 64 Hexadezimalziffern)');
    await headField.fill(head.slice(0, 16));
    await au.getByRole('button', { name: 'Kopf prüfen' }).click();
    await expect(au.getByTestId('verify-old-result')).toContainText('Enthalten');
    await headField.fill('0123456789abcdef');
    await au.getByRole('button', { name: 'Kopf prüfen' }).click();
    await expect(au.getByTestId('verify-old-result')).toContainText('Nicht enthalten');
    await expectAccessible(au);
    await screenshot(au, 'audit-verify-1366', { fullPage: true });

    // The tools on a phone, and in English.
    await au.setViewportSize({ width: 390, height: 844 });
    // the first tool opens first (on a phone the other tabs scroll in the tab bar)
    await au.goto('/audit');
    await expect(au.getByText(/von \d+ gültig/)).toBeVisible();
    await screenshot(au, 'audit-as-of-390', { fullPage: true });
    await au.evaluate(() => window.localStorage.setItem('language', 'en'));
    await au.setViewportSize({ width: 1366, height: 900 });
    await au.reload();
    await au.getByRole('tab', { name: 'Audit trail' }).click();
    await expect(au.getByTestId('audit-trail').getByText("Anna Schmidt completed 'Brandschutz 2026' and confirmed it with their password").first()).toBeVisible();
    await screenshot(au, 'audit-trail-1366-en', { fullPage: true });

    await adminContext.close();
    await auditorContext.close();
  });
});
