import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newCompany, registerCompany } from './support/helpers';

/**
 * Audit workspace, tab "Prüfkette" (issue 12, item 5): a root opens Prüfung, sees the log intact
 * with its chain head, checks a head from a document (found, made up, malformed). Screenshots go to
 * /tmp (SHOT_DIR); axe has no violations on the tab.
 */

const SHOT_DIR = process.env.SHOT_DIR ?? '/tmp/audit-verify-shots';

async function openVerifyTab(page: Page) {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Prüfung' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await page.getByRole('tab', { name: 'Prüfkette' }).click();
  await expect(page.getByTestId('verify-status')).toBeVisible();
}

test('the log verification tab: intact log, its head, an old head checked', async ({ page }) => {
  await registerCompany(page, newCompany());
  await openVerifyTab(page);

  await expect(page.getByTestId('verify-status')).toContainText('Protokoll unversehrt');
  const head = (await page.getByTestId('verify-head').innerText()).trim();
  expect(head).toMatch(/^[0-9a-f]{64}$/);
  expect(Number(await page.getByTestId('verify-checked').innerText())).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOT_DIR}/verify-de-1366.png`, fullPage: true });

  const field = page.getByLabel('Kettenkopf (16 bis 64 Hexadezimalziffern)');
  // a head as a document prints it: the first 16 hex digits, typed in capitals
  await field.fill(head.slice(0, 16).toUpperCase());
  await page.getByRole('button', { name: 'Kopf prüfen' }).click();
  await expect(page.getByTestId('verify-old-result')).toContainText(/Enthalten: Glied Nr\. \d+, Stand \d\d\.\d\d\.\d{4}, \d\d:\d\d\./);

  await field.fill('0123456789abcdef');
  await page.getByRole('button', { name: 'Kopf prüfen' }).click();
  await expect(page.getByTestId('verify-old-result')).toContainText('Nicht enthalten');

  await field.fill('kein kopf');
  await page.getByRole('button', { name: 'Kopf prüfen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte 16 bis 64 Hexadezimalziffern' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const axe = await new AxeBuilder({ page }).include('.av-verify').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await field.fill(head.slice(0, 16));
  await page.getByRole('button', { name: 'Kopf prüfen' }).click();
  await expect(page.getByTestId('verify-old-result')).toContainText('Enthalten');
  await page.screenshot({ path: `${SHOT_DIR}/verify-de-390.png`, fullPage: true });
});

test('the log verification tab lists the first breaks (answer of a tampered log, for the layout)', async ({ page }) => {
  await registerCompany(page, newCompany());
  const head = { hash: '7c4e9a0b1d2f3e4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2', seq: 1234, at: '2026-11-24T09:15:00.000Z' };
  await page.route('**/api/audit/verify', (route) =>
    route.fulfill({
      json: {
        ok: false,
        checked: 1234,
        pending: 2,
        head,
        breakCount: 3,
        breaks: [
          { kind: 'inserted', reason: 'no_link', seq: null, eventId: '9b2d8c1e-0000-4000-8000-000000000001', position: '0/812/40', eventType: 'learning.TrainingCompleted', streamId: 'learning-enrolment-u7-t3-1', changed: [] },
          { kind: 'deleted', reason: 'missing_event', seq: 17, eventId: '9b2d8c1e-0000-4000-8000-000000000002', position: '0/813/41', eventType: 'organization.MemberRemoved', streamId: 'group-membership-g1-u7', changed: [] },
          { kind: 'altered', reason: 'changed', seq: 18, eventId: '9b2d8c1e-0000-4000-8000-000000000003', position: '0/814/42', eventType: 'organization.TrainingAssigned', streamId: 'group-g1', changed: ['data', 'time'] },
        ],
      },
    }),
  );
  await openVerifyTab(page);
  await expect(page.getByTestId('verify-status')).toContainText('Protokoll verändert: 3 Brüche');
  const rows = page.getByTestId('verify-breaks').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Eingefügt');
  await expect(rows.first()).toContainText('Ereignis ohne Kettenglied');
  await expect(rows.nth(2)).toContainText('Geändert: Daten, Zeitpunkt');
  await expect(page.getByTestId('verify-pending')).toContainText('2');
  const axe = await new AxeBuilder({ page }).include('.av-verify').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `${SHOT_DIR}/verify-broken-de-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOT_DIR}/verify-broken-de-390.png`, fullPage: true });

  // English
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('tab', { name: 'Log verification' }).click();
  await expect(page.getByTestId('verify-status')).toContainText('Log altered: 3 breaks');
  await page.screenshot({ path: `${SHOT_DIR}/verify-broken-en-1366.png`, fullPage: true });
});
