import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { closeDialog, closeToasts, expectToast, login, newCompany, openUserMenu, profileDialog, registerCompany, replaceTemporaryPassword, screenshot, sessionToken } from './support/helpers';

/**
 * Data protection a works council signs (issue 35): root opens "Datenschutz", keeps evidence five
 * years (one is refused: the legal minimum is two) and pseudonymises leavers at once (grace period
 * 0 days), upon which the job's preview lists the one person who left; switches the works-council
 * mode on, places a legal hold on a person and reads the works council's report, where a unit of
 * two people shows no figure. Root then pseudonymises the person who left at once (erasure on
 * request, item 4): the preview no longer lists him, the list of pseudonymisations does, and the
 * users page shows the pseudonym instead of his name. The manager then sees the users page without
 * anybody's last sign-in. axe runs on the page and on the dialog; both are looked at at 1366 and 390 px.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** No accessibility violations inside the given part of the page. */
async function expectAccessible(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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
    // Tom Fischer has left
    const left = await page.request.patch(`/api/users/${people[7]}/deactivate`, { headers: { Authorization: `Bearer ${token}` } });
    expect(left.ok(), `deactivate: ${left.status()}`).toBe(true);

    await page.setViewportSize({ width: 1366, height: 900 });
    // root's ten tabs fit the row at 1366 px: the last one is on screen without scrolling the row
    await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'Schulungsbibliothek', 'Mein Lernbereich', 'Einheiten', 'Präsenzunterweisungen', 'Bundles', 'Benutzer', 'Prüfung', 'Datenschutz']);
    const last = await mainNav(page).getByRole('link', { name: 'Datenschutz' }).boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(1366);
    await mainNav(page).getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL(/\/data-protection$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
    await expect(page.getByTestId('data-protection-changed')).toContainText('Standardwerte');
    // Tom left today: within the 30 days after leaving nobody is due
    const preview = page.getByTestId('preview-card');
    await expect(preview).toContainText('Niemand ist fällig.');
    await expect(preview).toContainText('einmal je Stunde');

    // evidence one year is refused (legal minimum two); five years are kept
    const years = page.getByRole('spinbutton', { name: 'Unterweisungsnachweise' });
    await years.fill('1');
    await page.getByTestId('retention-save').click();
    await expect(page.getByTestId('retention-card')).toContainText('Bitte geben Sie eine ganze Zahl von 2 bis 30 ein.');
    await years.fill('5');
    await page.getByRole('spinbutton', { name: 'Frist nach dem Ausscheiden' }).fill('0');
    await page.getByTestId('retention-save').click();
    await expectToast(page, 'Die Aufbewahrungsfristen wurden gespeichert.');
    await expect(page.getByTestId('data-protection-changed')).toContainText('Zuletzt geändert am');
    // with 0 days Tom is due at once: the preview lists him, and changes nothing yet
    await expect(preview.getByTestId('preview-row')).toHaveCount(1);
    await expect(preview.getByTestId('preview-row')).toContainText('Tom Fischer');
    await expect(preview.getByTestId('preview-row')).toContainText('P-107');
    await expect(preview.getByTestId('preview-count')).toHaveText('1 Person ist fällig');
    await expect(preview.getByTestId('preview-records-evidence')).toContainText('bleiben pseudonymisiert 5 Jahre erhalten');

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
    // Aylin, under hold, is not among those due
    await expect(preview.getByTestId('preview-row').filter({ hasText: 'Aylin Yilmaz' })).toHaveCount(0);

    // the report: the company first, Halle 3 with six people, Büro (two people) without figures
    const report = page.getByTestId('works-council-report-card');
    await expect(report.getByTestId('report-company-row')).toContainText('Gesamte Firma');
    await expect(report.getByTestId('report-unit-row').filter({ hasText: 'Halle 3' })).toContainText('6');
    await expect(report.getByTestId('report-unit-row').filter({ hasText: 'Büro' })).toContainText('weniger als 5 Personen');

    // Tom asks to be forgotten (Art. 17 GDPR): root pseudonymises him now, after a confirmation with a reason
    const erasures = page.getByTestId('erasures-card');
    await expect(erasures).toContainText('Noch niemand pseudonymisiert.');
    await closeToasts(page);
    await preview.getByRole('button', { name: 'Jetzt pseudonymisieren: Tom Fischer' }).click();
    const erase = page.getByRole('dialog', { name: 'Person pseudonymisieren' });
    await expect(erase).toContainText('Tom Fischer wird überall durch ein Pseudonym');
    await expect(erase.getByTestId('erase-warning')).toContainText('Das lässt sich nicht rückgängig machen.');
    await erase.getByRole('button', { name: 'Endgültig pseudonymisieren' }).click();
    await expect(erase).toContainText('Bitte geben Sie einen Grund an.');
    await erase.getByRole('textbox', { name: 'Grund' }).fill('Antrag nach Art. 17 DSGVO vom 01.12.2026');
    await expectAccessible(page, '.ant-modal.dp-erase-dialog');
    await screenshot(page, 'data-protection-erase-dialog-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'data-protection-erase-dialog-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await erase.getByRole('button', { name: 'Endgültig pseudonymisieren' }).click();
    await expect(erase).toBeHidden();
    await expectToast(page, 'Pseudonymisiert', /Tom Fischer heißt jetzt überall „Person [0-9A-F]{4}-[0-9A-F]{4}“\./);
    const pseudonym = /Person [0-9A-F]{4}-[0-9A-F]{4}/.exec((await page.locator('.ant-notification-notice').textContent()) ?? '')![0];
    // the preview no longer lists him; the pseudonymisations do, with the reason and who asked
    await expect(preview.getByTestId('preview-row')).toHaveCount(0);
    await expect(preview).toContainText('Niemand ist fällig.');
    const erased = erasures.getByTestId('erasure-row');
    await expect(erased).toHaveCount(1);
    await expect(erased).toContainText(pseudonym);
    await expect(erased).toContainText('Antrag nach Art. 17 DSGVO vom 01.12.2026');
    await expect(erased).toContainText(`${company.firstName} ${company.lastName}`);
    await expect(erasures.getByTestId('erasures-count')).toHaveText('1 Pseudonymisierung');
    await closeToasts(page);

    await expectAccessible(page, '[data-testid="data-protection-page"]');
    // from the top: a full-page picture of a scrolled page shows the sticky header in its middle
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'data-protection-1366', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('works-council-state')).toBeVisible();
    await screenshot(page, 'data-protection-390', { fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // the users page shows the pseudonym instead of his name; only a deactivated person can be pseudonymised there
    await mainNav(page).getByRole('link', { name: 'Benutzer' }).click();
    await expect(page.getByTestId('user-row').filter({ hasText: pseudonym })).toBeVisible();
    await expect(page.getByTestId('user-row').filter({ hasText: 'Tom Fischer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Pseudonymisieren (DSGVO): ${pseudonym}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pseudonymisieren (DSGVO): Aylin Yilmaz' })).toHaveCount(0);
    await screenshot(page, 'data-protection-users-pseudonym-1366');

    // root downloads what is stored about her (Art. 15 GDPR) from her profile
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
