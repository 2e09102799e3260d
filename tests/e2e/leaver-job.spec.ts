import { expect, test, type Page } from '@playwright/test';
import { login, newCompany, registerCompany, screenshot, sessionToken } from './support/helpers';

/**
 * The data protection job (issue 35 item 2) in a real Chromium: a person left today, the company's
 * grace period is one day; the test clock (TEST_CLOCK=1) moves two days on, upon which the job runs
 * (it runs when the clock moves, as every hour); root finds the pseudonymisation on "Datenschutz"
 * as "Automatischer Lauf", and in the audit workspace the trail names her by the pseudonym and the
 * chain verifies with the rewritten events counted. Its own file, after duty-of-care.spec.ts: run
 * before that journey (in data-protection.spec.ts), its clock move and reset made that journey miss
 * the mail of its assignment (clean-clone run of 8d1f939; the cause is not pinned down yet).
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test.describe('Datenschutz: der geplante Lauf', () => {
  test.describe.configure({ timeout: 180_000 });

  test('der geplante Lauf pseudonymisiert eine ausgeschiedene Person nach der Frist; Prüfkette und Protokoll zeigen das Pseudonym', async ({ page }) => {
    const company = newCompany();
    await registerCompany(page, company);
    const token = await sessionToken(page);
    const api = async <T>(method: 'post' | 'put' | 'patch', url: string, data?: unknown): Promise<T> => {
      const r = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, ...(data !== undefined ? { data } : {}) });
      expect(r.ok(), `${url}: ${r.status()} ${await r.text()}`).toBe(true);
      return (await r.json()) as T;
    };
    // Greta Lorenz left today; the company's grace period is one day
    const greta = (await api<{ id: string }>('post', '/api/users', { personnelNumber: 'P-900', firstName: 'Greta', lastName: 'Lorenz', role: 'non-managing' })).id;
    await api('put', '/api/company/data-protection', { leaverGraceDays: 1 });
    await api('patch', `/api/users/${greta}/deactivate`);
    await page.goto('/data-protection');
    await expect(page.getByTestId('preview-card')).toContainText('Niemand ist fällig.');

    // two days later the job has run (it runs when the test clock moves, as every hour)
    try {
      const moved = await page.request.post('/api/test/clock', { data: { advanceDays: 2 } });
      expect(moved.ok()).toBe(true);
      await login(page, company.email, company.password);
      await page.goto('/data-protection');
      const row = page.getByTestId('erasures-card').getByTestId('erasure-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Automatischer Lauf');
      await expect(row).toContainText('Frist nach dem Ausscheiden abgelaufen (1 Tag)');
      const pseudonym = /Person [0-9A-F]{4}-[0-9A-F]{4}/.exec((await row.textContent()) ?? '')![0];
      await expect(page.getByTestId('preview-card')).toContainText('Niemand ist fällig.');

      // the audit tools: the trail shows the pseudonymisation on her row, under the pseudonym; the chain verifies
      await mainNav(page).getByRole('link', { name: 'Prüfung' }).click();
      await page.getByRole('tab', { name: 'Protokoll' }).click();
      const trail = page.getByTestId('audit-trail');
      await expect(trail.getByText(/Personenbezogene Daten pseudonymisiert/).first()).toBeVisible();
      await expect(trail).toContainText(pseudonym);
      await expect(trail).not.toContainText('Greta Lorenz');
      await page.getByRole('tab', { name: 'Prüfkette' }).click();
      await expect(page.getByTestId('verify-status')).toContainText('Protokoll unversehrt');
      await expect(page.getByTestId('verify-erased')).toContainText('pseudonymisiert');
      await screenshot(page, 'data-protection-job-verify-1366');
    } finally {
      await page.request.delete('/api/test/clock');
    }
  });
});
