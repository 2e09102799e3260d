import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeToasts, expectToast, newCompany, newestMailTo, registerCompany, screenshot, sessionToken } from './support/helpers';

/**
 * Issue 13, items 2, 3 and 7: a root invites a colleague with an invitation link, a unit and the
 * language English; the colleague opens the link from the mail, sets a password, is signed in, sees
 * the app in English and is a member of the unit.
 */

const inviteDialog = (page: Page) => page.locator('.ant-modal.us-invite-dialog');
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${text}$`) });
const userRow = (page: Page, email: string): Locator => page.getByTestId('user-row').filter({ hasText: email });

test.describe('Einladungslink: einladen mit Einheit und Sprache, Passwort festlegen, anmelden', () => {
  test.describe.configure({ timeout: 180_000 });

  test('ein Root lädt per Einladungslink ein; die Person legt ihr Passwort fest und arbeitet auf Englisch', async ({ page, browser }) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const invitee = { first: 'Ella', last: 'English', email: `ella.english+${suffix}@muster-bau.example`, password: 'Eigenes#2025' };

    await registerCompany(page, company);
    await closeToasts(page);
    const rootToken = await sessionToken(page);
    const unit = await page.request.post('/api/user-groups', { headers: { Authorization: `Bearer ${rootToken}` }, data: { name: 'Lager Nord' } });
    expect(unit.status()).toBe(201);
    const unitId = ((await unit.json()) as { id: string }).id;

    // The invite dialog: invitation link, English, the unit.
    await page.goto('/users');
    await page.getByRole('button', { name: 'Benutzer einladen' }).click();
    const dialog = inviteDialog(page);
    await dialog.getByLabel('E-Mail-Adresse').fill(invitee.email);
    await dialog.getByLabel('Vorname').fill(invitee.first);
    await dialog.getByLabel('Nachname').fill(invitee.last);
    await dialog.getByText('Einladungslink', { exact: true }).click();
    await expect(dialog.locator('.us-password-input')).toHaveCount(0);
    await expect(dialog).toContainText('Der Link ist 7 Tage gültig');
    await dialog.getByTestId('invite-language').click();
    await option(page, 'English').click();
    await dialog.getByTestId('invite-units').click();
    await option(page, 'Lager Nord').click();
    await dialog.getByText('Sprache', { exact: true }).click(); // close the dropdown
    await expect(dialog.getByTestId('invite-units')).toContainText('Lager Nord');
    await screenshot(page, 'invite-link-dialog-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'invite-link-dialog-390', { fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    const invitedAt = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expectToast(page, 'Benutzer eingeladen', `Die Einladung wurde an ${invitee.email} gesendet.`);
    await expect(dialog).toBeHidden();
    await expect(userRow(page, invitee.email).getByTestId('invitation-pending-tag')).toHaveText('Einladung offen');
    await expect(userRow(page, invitee.email).getByRole('button', { name: `Einladung erneut senden: ${invitee.first} ${invitee.last}` })).toBeVisible();

    // The mail is in the invited person's language and carries the link.
    const mail = await newestMailTo(invitee.email, invitedAt);
    expect(mail.subject).toContain('invited you to Unterweisung Pro');
    const linkPath = /\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(linkPath).toBeTruthy();

    // The invited person, in a browser of their own (German by default), opens the link.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const guest = await context.newPage();
    await guest.goto(linkPath!);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Set password');
    await expect(guest.getByText(`Welcome, ${invitee.first}!`)).toBeVisible();
    await expect(guest.getByTestId('setpw-email')).toHaveValue(invitee.email);
    const axe = await new AxeBuilder({ page: guest }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await screenshot(guest, 'invitation-set-password-1366');
    await guest.setViewportSize({ width: 390, height: 844 });
    await screenshot(guest, 'invitation-set-password-390', { fullPage: true });
    await guest.setViewportSize({ width: 1366, height: 900 });

    await guest.getByLabel('Password', { exact: true }).fill(invitee.password);
    await guest.getByLabel('Confirm password').fill('anders');
    await expect(guest.getByText('Passwords do not match').first()).toBeVisible();
    await guest.getByLabel('Confirm password').fill(invitee.password);
    await guest.getByRole('button', { name: 'Set password' }).click();

    // Signed in, on the dashboard, in English.
    await expectToast(guest, 'Password set');
    await expect(guest).toHaveURL(/\/$/);
    await expect(guest.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await guest.evaluate(() => window.localStorage.getItem('language'))).toBe('en');

    // A member of the unit right away; the link is used up.
    const members = await page.request.get(`/api/user-groups/${unitId}/members`, { headers: { Authorization: `Bearer ${rootToken}` } });
    expect(((await members.json()) as { email: string }[]).map((m) => m.email)).toContain(invitee.email);
    await guest.goto(linkPath!);
    await expect(guest.getByText('Invitation link not valid')).toBeVisible();

    // The root's list no longer shows the invitation as pending.
    await page.reload();
    await expect(userRow(page, invitee.email)).toBeVisible();
    await expect(userRow(page, invitee.email).getByTestId('invitation-pending-tag')).toHaveCount(0);
    await context.close();
  });
});
