import { expect, test, type Locator, type Page } from '@playwright/test';
import { authDialog, closeToasts, expectToast, login, newCompany, newestMailTo, openLoginDialog, registerCompany, replaceTemporaryPassword, screenshot, temporaryPasswordFrom } from './support/helpers';

/**
 * Users page (spec sections 2, 5, 6, 7): a root invites an admin and an employee through the dialog,
 * the employee signs in with the temporary password from the invitation mail and must change it;
 * the root deactivates the employee (the employee's session ends at once, sign-in is refused),
 * activates them again, edits a name, filters and searches, and deletes the admin.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const inviteDialog = (page: Page) => page.locator('.ant-modal.us-invite-dialog');
const editDialog = (page: Page) => page.locator('.ant-modal.us-edit-dialog');
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${text}$`) });
const userRow = (page: Page, email: string): Locator => page.getByTestId('user-row').filter({ hasText: email });

async function chooseRole(page: Page, select: Locator, role: string) {
  await select.click();
  await option(page, role).click();
  await expect(select).toContainText(role);
}

test.describe('Benutzerverwaltung: einladen, erste Anmeldung, deaktivieren, bearbeiten, filtern', () => {
  test.describe.configure({ timeout: 180_000 });

  test('ein Root lädt Admin und Mitarbeiter ein und verwaltet ihre Konten', async ({ page, browser }, testInfo) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const admin = { first: 'Anton', last: 'Albrecht', email: `anton.albrecht+${suffix}@muster-bau.example`, password: 'Admin#2025' };
    const employee = { first: 'Emil', last: 'Lagerist', email: `emil.lagerist+${suffix}@muster-bau.example` };

    await registerCompany(page, company);
    await closeToasts(page);

    // The users page: only the root so far, no pagination with one page.
    await mainNav(page).getByRole('link', { name: 'Benutzer' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzerverwaltung');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(userRow(page, company.email)).toContainText('(Sie)');
    await expect(userRow(page, company.email)).toContainText('Root-Administrator');
    await expect(userRow(page, company.email).getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('pagination')).toHaveCount(0);

    // Invite dialog: all fields are required.
    await page.getByRole('button', { name: 'Benutzer einladen' }).click();
    let dialog = inviteDialog(page);
    await expect(dialog.getByText('Benutzer einladen', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expectToast(page, 'Fehler', 'Bitte füllen Sie alle Felder aus.');
    await closeToasts(page);

    // Root may give any role, a further root included (spec: "Invite roles: root any").
    const roleSelect = dialog.getByTestId('invite-role');
    await roleSelect.click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Root-Administrator', 'Administrator', 'Manager', 'Mitarbeiter', 'Prüfer/in']);
    await page.keyboard.press('Escape');

    let invitedAt = Date.now() - 1_000;
    await dialog.getByLabel('E-Mail-Adresse').fill(admin.email);
    await dialog.getByLabel('Vorname').fill(admin.first);
    await dialog.getByLabel('Nachname').fill(admin.last);
    await dialog.getByLabel('Temporäres Passwort', { exact: true }).fill(admin.password);
    await chooseRole(page, roleSelect, 'Administrator');
    await screenshot(page, 'users-invite-dialog');
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expectToast(page, 'Benutzer eingeladen', `Die Einladung wurde an ${admin.email} gesendet.`);
    await expect(dialog).toBeHidden();
    await expect(userRow(page, admin.email)).toContainText('Administrator');
    await expect(userRow(page, admin.email)).toContainText('nie');
    await expect(userRow(page, admin.email)).toContainText('Aktiv');
    const adminMail = await newestMailTo(admin.email, invitedAt);
    expect(temporaryPasswordFrom(adminMail)).toBe(admin.password);
    await closeToasts(page);

    // The employee gets a generated password; the default role is employee.
    await page.getByRole('button', { name: 'Benutzer einladen' }).click();
    dialog = inviteDialog(page);
    await dialog.getByLabel('E-Mail-Adresse').fill(employee.email);
    await dialog.getByLabel('Vorname').fill(employee.first);
    await dialog.getByLabel('Nachname').fill(employee.last);
    await dialog.getByRole('button', { name: 'Temporäres Passwort generieren' }).click();
    const generated = await dialog.getByLabel('Temporäres Passwort', { exact: true }).inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9]{12}$/);
    await expect(dialog.getByTestId('invite-role')).toContainText('Mitarbeiter');
    invitedAt = Date.now() - 1_000;
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expectToast(page, 'Benutzer eingeladen');
    await expect(userRow(page, employee.email)).toContainText('Mitarbeiter');
    await closeToasts(page);

    const mail = await newestMailTo(employee.email, invitedAt);
    expect(mail.subject).toBe(`${company.firstName} ${company.lastName} hat Sie zu Unterweisung Pro eingeladen`);
    expect(mail.text).toContain(company.companyName);
    const temporaryPassword = temporaryPasswordFrom(mail);
    expect(temporaryPassword).toBe(generated);

    // Sorted by role rank: root, admin, employee.
    await expect(page.getByTestId('user-row')).toHaveCount(3);
    await expect(page.getByTestId('role-tag')).toHaveText(['Root-Administrator', 'Administrator', 'Mitarbeiter']);
    await screenshot(page, 'users-list', { fullPage: true });

    // The employee signs in (own browser) with the temporary password and must change it.
    const employeeContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1366, height: 900 },
    });
    const emp = await employeeContext.newPage();
    await login(emp, employee.email, temporaryPassword);
    await expectToast(emp, 'Erfolgreich angemeldet', `Willkommen zurück, ${employee.first} ${employee.last}!`);
    await replaceTemporaryPassword(emp, temporaryPassword, 'Lager#2025');
    // an employee has no users page
    await expect(mainNav(emp).getByRole('link', { name: 'Benutzer' })).toHaveCount(0);
    await emp.goto('/users');
    await expect(emp.getByText('Access Denied')).toBeVisible();
    await emp.goto('/');
    await expect(emp.getByTestId('dashboard')).toBeVisible();

    // Root deactivates the employee: the employee's next request fails, sign-in is refused.
    await page.reload();
    await expect(userRow(page, employee.email)).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await userRow(page, employee.email).getByRole('button', { name: `Deaktivieren: ${employee.first} ${employee.last}` }).click();
    await expectToast(page, 'Benutzer deaktiviert', `${employee.first} ${employee.last} kann sich nicht mehr anmelden.`);
    await expect(userRow(page, employee.email)).toContainText('Inaktiv');
    await expect(userRow(page, employee.email).getByRole('button', { name: `Aktivieren: ${employee.first} ${employee.last}` })).toBeVisible();
    await closeToasts(page);
    await screenshot(page, 'users-deactivated');

    const me = await emp.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${await emp.evaluate(() => window.localStorage.getItem('token'))}` } });
    expect(me.status()).toBe(401);
    await emp.reload();
    await expect(emp.getByRole('heading', { level: 1 })).toContainText('Unterweisungen, die ankommen');
    await login(emp, employee.email, 'Lager#2025');
    await expectToast(emp, 'Anmeldung fehlgeschlagen');
    await expect(emp.getByTestId('dashboard')).toHaveCount(0);

    // Activated again, the employee signs in with the new password.
    await userRow(page, employee.email).getByRole('button', { name: `Aktivieren: ${employee.first} ${employee.last}` }).click();
    await expectToast(page, 'Benutzer aktiviert');
    await expect(userRow(page, employee.email)).toContainText('Aktiv');
    await closeToasts(page);
    await closeToasts(emp);
    await emp.keyboard.press('Escape');
    await login(emp, employee.email, 'Lager#2025');
    await expectToast(emp, 'Erfolgreich angemeldet');
    await expect(emp.getByTestId('dashboard')).toBeVisible();
    await employeeContext.close();

    // Edit: nothing changed, then a new last name (only that field is sent).
    await userRow(page, employee.email).getByRole('button', { name: `Bearbeiten: ${employee.first} ${employee.last}` }).click();
    const edit = editDialog(page);
    await expect(edit.getByLabel('Vorname')).toHaveValue(employee.first);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Es wurden keine Änderungen vorgenommen');
    await closeToasts(page);
    await edit.getByLabel('Nachname').fill('Lagermeister');
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && /\/api\/users\/[^/]+$/.test(r.url()));
    await edit.getByRole('button', { name: 'Speichern' }).click();
    expect((await patch).postDataJSON()).toEqual({ lastName: 'Lagermeister' });
    await expectToast(page, 'Benutzer aktualisiert', `Die Änderungen an ${employee.first} Lagermeister wurden gespeichert.`);
    await expect(edit).toBeHidden();
    await expect(userRow(page, employee.email)).toContainText(`${employee.first} Lagermeister`);
    await closeToasts(page);

    // Role filter and server-side search (name or e-mail).
    await chooseRole(page, page.getByTestId('users-role-filter'), 'Administrator');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(userRow(page, admin.email)).toBeVisible();
    await expect(page.getByTestId('users-count')).toHaveText('1 Benutzer');
    await chooseRole(page, page.getByTestId('users-role-filter'), 'Alle Rollen');
    await expect(page.getByTestId('user-row')).toHaveCount(3);
    await page.getByTestId('users-search').fill('LAGERMEI');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(userRow(page, employee.email)).toBeVisible();
    await page.getByTestId('users-search').fill('anton.albrecht');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(userRow(page, admin.email)).toBeVisible();
    await page.getByTestId('users-search').fill('niemand-heisst-so');
    await expect(page.getByTestId('users-empty')).toContainText('Keine Benutzer gefunden');
    await page.getByTestId('users-empty').getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page.getByTestId('user-row')).toHaveCount(3);

    // Delete the admin, with confirmation.
    await userRow(page, admin.email).getByRole('button', { name: `Löschen: ${admin.first} ${admin.last}` }).click();
    const confirm = page.locator('.ant-modal.us-delete-confirm');
    await expect(confirm).toContainText(`Möchten Sie ${admin.first} ${admin.last} wirklich löschen?`);
    await screenshot(page, 'users-delete-confirm');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expectToast(page, 'Benutzer gelöscht');
    await expect(userRow(page, admin.email)).toHaveCount(0);
    await expect(page.getByTestId('user-row')).toHaveCount(2);

    // A warehouse worker without e-mail (issue 33): created with the personnel number only, no mail.
    await page.getByRole('button', { name: 'Benutzer einladen' }).click();
    dialog = inviteDialog(page);
    await dialog.getByText('Ohne E-Mail', { exact: true }).click();
    await expect(dialog.getByLabel('E-Mail-Adresse')).toHaveCount(0);
    await expect(dialog.getByLabel('Temporäres Passwort', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Vorname').fill('Ali');
    await dialog.getByLabel('Nachname').fill('Yilmaz');
    await dialog.getByLabel('Personalnummer', { exact: true }).fill('L-4711');
    await expect(dialog.getByTestId('invite-role')).toContainText('Mitarbeiter');
    await screenshot(page, 'users-invite-without-email');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await expectToast(page, 'Mitarbeiter/in angelegt', 'Ali Yilmaz wurde mit der Personalnummer L-4711 angelegt.');
    await closeToasts(page);
    const worker = page.getByTestId('user-row').filter({ hasText: 'Ali Yilmaz' });
    await expect(worker).toContainText('ohne E-Mail');
    await expect(worker).toContainText('Personalnr. L-4711');
    await page.getByTestId('users-search').fill('l-47');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(page.getByTestId('user-row')).toContainText('Ali Yilmaz');
    await screenshot(page, 'users-without-email');

    // His start code (issue 33 item 3), shown once beside the company's login code and his number.
    await worker.getByRole('button', { name: 'Startcode erzeugen: Ali Yilmaz' }).click();
    const codeDialog = page.locator('.ant-modal').filter({ hasText: 'Startcode für Ali Yilmaz' });
    await expect(codeDialog).toContainText('Personalnummer');
    await expect(codeDialog).toContainText('L-4711');
    const startCode = (await codeDialog.getByTestId('start-code').innerText()).trim();
    expect(startCode).toMatch(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/);
    const loginCode = (await codeDialog.locator('.ant-descriptions-item-content').first().innerText()).trim();
    expect(loginCode).toMatch(/^[A-Z0-9]{6,10}$/);
    await screenshot(page, 'users-start-code');
    await codeDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Schließen' }).click();
    // his start letter: a PDF with a new code (the one above stays the one he uses here, so it is printed first)
    const [letter] = await Promise.all([page.waitForEvent('download'), worker.getByRole('button', { name: 'Startbrief drucken: Ali Yilmaz' }).click()]);
    expect(letter.suggestedFilename()).toBe('startbriefe.pdf');
    await worker.getByRole('button', { name: 'Startcode erzeugen: Ali Yilmaz' }).click();
    const freshCode = (await codeDialog.getByTestId('start-code').innerText()).trim();
    await codeDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Schließen' }).click();

    // He signs in on his phone with personnel number and start code, sets his PIN, and signs in with it next time.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    const ali = await phone.newPage();
    // the QR code of his start letter opens the sign-in with company and number filled in
    await ali.goto(`/?anmeldung=personalnummer&firma=${loginCode}&nr=L-4711`);
    let modal = authDialog(ali);
    await expect(modal.getByRole('tab', { name: 'Mit Personalnummer' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByLabel('Anmeldecode der Firma')).toHaveValue(loginCode);
    await expect(modal.getByLabel('Personalnummer', { exact: true })).toHaveValue('L-4711');
    await modal.getByText('Startcode', { exact: true }).click();
    await modal.getByLabel('Startcode aus dem Startbrief').fill(freshCode);
    await screenshot(ali, 'pin-login-start-code-390');
    await modal.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(ali.getByRole('heading', { name: 'PIN festlegen' })).toBeVisible();
    await screenshot(ali, 'set-pin-390');
    await ali.getByLabel('Neue PIN').fill('123456');
    await ali.getByLabel('PIN wiederholen').fill('123456');
    await ali.getByRole('button', { name: 'PIN speichern' }).click();
    await expect(ali.getByText('Die PIN darf keine auf- oder absteigende Ziffernfolge sein (z. B. 123456).')).toBeVisible();
    await ali.getByLabel('Neue PIN').fill('582914');
    await ali.getByLabel('PIN wiederholen').fill('582914');
    await ali.getByRole('button', { name: 'PIN speichern' }).click();
    await expectToast(ali, 'PIN gespeichert');
    await expect(ali.getByRole('heading', { name: 'PIN festlegen' })).toHaveCount(0);
    await expect(ali.getByRole('heading', { name: 'Hallo, Ali Yilmaz!' })).toBeVisible();
    await screenshot(ali, 'pin-user-dashboard-390');
    await ali.getByRole('button', { name: 'Menü öffnen' }).click();
    await ali.locator('.mobile-drawer').getByRole('button', { name: 'Abmelden' }).click();
    await expectToast(ali, 'Abgemeldet', 'Sie wurden erfolgreich abgemeldet.');
    modal = await openLoginDialog(ali);
    await modal.getByRole('tab', { name: 'Mit Personalnummer' }).click();
    await modal.getByLabel('Anmeldecode der Firma').fill(loginCode);
    await modal.getByLabel('Personalnummer', { exact: true }).fill('l-4711');
    await modal.getByLabel('PIN (6 Ziffern)').fill('582914');
    await modal.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expectToast(ali, 'Erfolgreich angemeldet', 'Willkommen zurück, Ali Yilmaz!');
    await phone.close();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'users-without-email-390', { fullPage: true });
    await page.getByRole('button', { name: 'Benutzer einladen' }).click();
    await inviteDialog(page).getByText('Ohne E-Mail', { exact: true }).click();
    await screenshot(page, 'users-invite-without-email-390');
  });
});
