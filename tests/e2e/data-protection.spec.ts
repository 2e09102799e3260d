import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { closeDialog, closeToasts, expectToast, login, newCompany, openUserMenu, profileDialog, registerCompany, replaceTemporaryPassword, screenshot, sessionToken } from './support/helpers';

/**
 * Data protection a works council signs (issue 35): root opens "Datenschutz", keeps evidence five
 * years (one is refused: the legal minimum is two), switches the works-council mode on, places a
 * legal hold on a person and reads the works council's report, where a unit of two people shows
 * no figure. The manager then sees the users page without anybody's last sign-in. axe runs on
 * the page; it is looked at at 1366 and 390 px.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test.describe('Datenschutz: Fristen, Betriebsratsmodus, Aufbewahrungssperre und Bericht', () => {
  test.describe.configure({ timeout: 180_000 });

  test('root legt Fristen fest, schaltet den Betriebsratsmodus ein und setzt eine Sperre; die Führungskraft sieht keine letzte Anmeldung', async ({ page, browser }, testInfo) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    await registerCompany(page, company);
    const token = await sessionToken(page);
    const call = async <T>(url: string, data: unknown): Promise<T> => {
      const r = await page.request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
      expect(r.ok(), `${url}: ${r.status()} ${await r.text()}`).toBe(true);
      return (await r.json()) as T;
    };
    // a manager, a unit of six and a unit of two (set up through the API)
    const manager = { email: `jonas.weber+${suffix}@muster-bau.example`, password: 'Jonas#2025' };
    await call('/api/users', { email: manager.email, firstName: 'Jonas', lastName: 'Weber', password: manager.password, role: 'manager' });
    const names = ['Aylin Yilmaz', 'Piotr Nowak', 'Maria Rossi', 'Ionut Popescu', 'Olena Koval', 'Dmitri Orlov', 'Lea Braun', 'Tom Fischer'];
    const people: string[] = [];
    for (const [i, name] of names.entries()) {
      const [firstName, lastName] = name.split(' ');
      people.push((await call<{ id: string }>('/api/users', { personnelNumber: `P-${100 + i}`, firstName, lastName, role: 'non-managing' })).id);
    }
    const halle = (await call<{ id: string }>('/api/user-groups', { name: 'Halle 3' })).id;
    const buero = (await call<{ id: string }>('/api/user-groups', { name: 'Büro' })).id;
    for (const id of people.slice(0, 6)) await call(`/api/user-groups/${halle}/members`, { userId: id });
    for (const id of people.slice(6)) await call(`/api/user-groups/${buero}/members`, { userId: id });

    await page.setViewportSize({ width: 1366, height: 900 });
    // root's ten tabs fit the row at 1366 px: the last one is on screen without scrolling the row
    await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'Schulungsbibliothek', 'Mein Lernbereich', 'Einheiten', 'Präsenzunterweisungen', 'Bundles', 'Benutzer', 'Prüfung', 'Datenschutz']);
    const last = await mainNav(page).getByRole('link', { name: 'Datenschutz' }).boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(1366);
    await mainNav(page).getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL(/\/data-protection$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
    await expect(page.getByTestId('data-protection-changed')).toContainText('Standardwerte');

    // evidence one year is refused (legal minimum two); five years are kept
    const years = page.getByRole('spinbutton', { name: 'Unterweisungsnachweise' });
    await years.fill('1');
    await page.getByTestId('retention-save').click();
    await expect(page.getByTestId('retention-card')).toContainText('Bitte geben Sie eine ganze Zahl von 2 bis 30 ein.');
    await years.fill('5');
    await page.getByTestId('retention-save').click();
    await expectToast(page, 'Die Aufbewahrungsfristen wurden gespeichert.');
    await expect(page.getByTestId('data-protection-changed')).toContainText('Zuletzt geändert am');

    // the works-council mode, after a confirmation
    await page.getByTestId('works-council-switch').click();
    await page.getByRole('button', { name: 'Einschalten' }).click();
    await expect(page.getByTestId('works-council-state')).toHaveText('Eingeschaltet');

    // a legal hold on Aylin (an accident under investigation)
    await page.getByTestId('legal-hold-add').click();
    const dialog = page.getByRole('dialog', { name: 'Aufbewahrungssperre setzen' });
    await dialog.getByTestId('legal-hold-person').click();
    await page.keyboard.type('Yilmaz');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Aylin Yilmaz' }).click();
    await dialog.getByTestId('legal-hold-reason').fill('Arbeitsunfall 03.12.2026, Ermittlung der BG');
    await dialog.getByRole('button', { name: 'Sperre setzen' }).click();
    const hold = page.getByTestId('legal-hold-row').filter({ hasText: 'Aylin Yilmaz' });
    await expect(hold).toContainText('Arbeitsunfall 03.12.2026, Ermittlung der BG');
    await expect(hold).toContainText('P-100');

    // the report: the company first, Halle 3 with six people, Büro (two people) without figures
    const report = page.getByTestId('works-council-report-card');
    await expect(report.getByTestId('report-company-row')).toContainText('Gesamte Firma');
    await expect(report.getByTestId('report-unit-row').filter({ hasText: 'Halle 3' })).toContainText('6');
    await expect(report.getByTestId('report-unit-row').filter({ hasText: 'Büro' })).toContainText('weniger als 5 Personen');

    const axe = await new AxeBuilder({ page }).include('[data-testid="data-protection-page"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await screenshot(page, 'data-protection-1366', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('works-council-state')).toBeVisible();
    await screenshot(page, 'data-protection-390', { fullPage: true });

    // root downloads what is stored about her (Art. 15 GDPR) from her profile
    await page.setViewportSize({ width: 1366, height: 900 });
    await closeToasts(page);
    const menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'Profil bearbeiten' }).click();
    const profile = profileDialog(page);
    await expect(profile.getByTestId('my-data')).toContainText('Meine Daten');
    const downloading = page.waitForEvent('download');
    await profile.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^personendaten-.+-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { format: string; account: { email: string } };
    expect([exported.format, exported.account.email]).toEqual(['unterweisung.personal-data.v1', company.email]);
    await screenshot(page, 'data-protection-my-data-1366');
    await closeDialog(profile);

    // the manager sees the people, but nobody's last sign-in
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1366, height: 900 } });
    const mp = await context.newPage();
    // a password set by root is temporary: the manager chooses her own first
    await login(mp, manager.email, manager.password);
    await replaceTemporaryPassword(mp, manager.password, 'Jonas#2026');
    await closeToasts(mp);
    await mainNav(mp).getByRole('link', { name: 'Benutzer' }).click();
    await expect(mp.getByTestId('user-row').filter({ hasText: 'Aylin Yilmaz' })).toBeVisible();
    await expect(mp.getByRole('columnheader', { name: 'Letzte Anmeldung' })).toHaveCount(0);
    await expect(mainNav(mp).getByRole('link', { name: 'Datenschutz' })).toHaveCount(0);
    await screenshot(mp, 'data-protection-manager-users-1366');
    await context.close();
  });
});
