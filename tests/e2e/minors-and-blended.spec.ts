import { expect, test, type Page } from '@playwright/test';
import { openAs, checkScreen } from './support/screens';
import { apiCall, closeToasts, newCompany } from './support/helpers';

/**
 * Issue 16, items 6 and 7 in a real Chromium, at 1366 and 390 px: the date of birth in the user
 * dialog (root), the builder's practical-part switch, My Learning of an apprentice ('halbjährlich,
 * da unter 18', 'wartet auf Praxisteil') and the progress report where the owner signs off the
 * practical part with the small form. Every screen is checked with axe (no serious or critical
 * violation) and photographed (test-results/screenshots/blended-*.png).
 */

const PASSWORD = 'Praxis#2026';
const TRAINING = 'Feuerlöscher richtig einsetzen';
const GROUP = 'Azubis Lager';
const WIDTHS = [1366, 390] as const;

type Method = 'post' | 'put' | 'patch';

/** One API call with the session's token; fails the test on a non-2xx answer. */
const call = <T>(page: Page, token: string | null, method: Method, url: string, data: unknown): Promise<T> => apiCall<T>(page, token, method, url, data);

/** A person the root creates, whose first-sign-in password change is done; answers id and token. */
async function person(page: Page, root: string, p: { firstName: string; lastName: string; email: string; role: string; dateOfBirth?: string }) {
  const { id } = await call<{ id: string }>(page, root, 'post', '/api/users', { ...p, password: 'Erst#2026x' });
  const first = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: p.email, password: 'Erst#2026x' });
  await call(page, first.token, 'patch', '/api/user/change-password', { currentPassword: 'Erst#2026x', newPassword: PASSWORD });
  const { token } = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: p.email, password: PASSWORD });
  return { id, token };
}



test.describe('Geburtsdatum und Praxisteil', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Root erfasst das Geburtsdatum, die Azubine sieht „halbjährlich, da unter 18“ und „wartet auf Praxisteil“, die Verantwortliche bestätigt den Praxisteil', async ({ page }) => {
    const company = newCompany();
    const tag = company.email.split('+')[1]!.split('@')[0]!;
    const root = (await call<{ token: string }>(page, null, 'post', '/api/auth/register', { ...company, gdprConsent: true })).token;
    const owner = await person(page, root, { firstName: 'Lena', lastName: 'Krüger', email: `lena+${tag}@muster-bau.example`, role: 'manager' });
    const azubi = await person(page, root, { firstName: 'Mia', lastName: 'Lehrling', email: `mia+${tag}@muster-bau.example`, role: 'non-managing', dateOfBirth: '2009-05-04' });
    const training = await call<{ id: string }>(page, owner.token, 'post', '/api/trainings', {
      title: { de: TRAINING },
      description: { de: 'Online die Theorie, danach die Übung am Löscher.' },
      status: 'published',
      requiresRecertification: true,
      recertificationPeriod: '1_year',
      requiresPracticalPart: true,
    });
    await call(page, owner.token, 'post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Brandklassen', orderIndex: 0, content: { text: 'A, B, C, D, F.' } });
    const group = await call<{ id: string }>(page, owner.token, 'post', '/api/user-groups', { name: GROUP });
    await call(page, owner.token, 'post', `/api/user-groups/${group.id}/members`, { userId: azubi.id });
    await call(page, owner.token, 'post', `/api/user-groups/${group.id}/trainings`, { trainingId: training.id, weeks: 2 });
    const started = await call<{ modules: { id: string }[] }>(page, azubi.token, 'post', `/api/trainings/${training.id}/start`, {});
    await call(page, azubi.token, 'patch', `/api/trainings/${training.id}/progress`, { moduleId: started.modules[0]!.id, completed: true });
    await call(page, azubi.token, 'post', `/api/trainings/${training.id}/complete`, { password: PASSWORD });

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });

      // root: the edit dialog shows the date of birth
      await openAs(page, root, '/users');
      await page.getByRole('button', { name: 'Bearbeiten: Mia Lehrling' }).click();
      const edit = page.locator('.ant-modal.us-edit-dialog');
      await expect(edit.getByLabel('Geburtsdatum (optional)')).toHaveValue('04.05.2009');
      await checkScreen(page, 'blended-user-dialog', width);
      await page.keyboard.press('Escape');

      // the owner's builder: the practical-part switch is on
      await openAs(page, owner.token, `/training-builder/${training.id}`);
      await expect(page.getByTestId('requires-practical-part')).toBeChecked();
      // at 390 px antd puts its overflow button ('more tabs') into the builder's tablist: the builder's tabs, not this change
      await checkScreen(page, 'blended-builder', width, width < 600 ? ['aria-required-children: .ant-tabs-nav'] : []);

      // the apprentice's My Learning
      await openAs(page, azubi.token, '/my-trainings');
      const card = page.getByTestId('my-training-card').filter({ hasText: TRAINING });
      await expect(card.getByTestId('learning-status')).toHaveText('Wartet auf Praxisteil');
      await expect(card.getByTestId('training-period')).toHaveText('halbjährlich, da unter 18');
      await expect(card.getByTestId('awaiting-practical')).toBeVisible();
      await checkScreen(page, 'blended-my-learning', width);
    }

    // the owner signs off in the progress report (wide, then the narrow layout shows the result)
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, owner.token, '/groups');
    await page.getByTestId('group-card').filter({ hasText: GROUP }).getByRole('button', { name: /Fortschritt$/ }).click();
    const report = page.locator('.ant-modal.gr-progress-dialog');
    await expect(report.getByTestId('progress-training').getByText('Wartet auf Praxisteil')).toBeVisible();
    await expect(report.getByTestId('progress-stat-awaiting-practical')).toContainText('1');
    await checkScreen(page, 'blended-progress-awaiting', 1366);
    await report.getByTestId('practical-sign-off-button').click();
    const form = page.locator('.ant-modal.gr-practical-dialog');
    await expect(form.getByLabel('Durchgeführt von')).toHaveValue('Lena Krüger');
    await form.getByLabel('Ort').fill('Übungsplatz Halle 3');
    await form.getByLabel('Bemerkung (optional)').fill('Löschübung mit CO₂-Löscher');
    await checkScreen(page, 'blended-sign-off-form', 1366);
    await form.getByTestId('practical-submit').click();
    await expect(form).toBeHidden();
    await expect(report.getByTestId('progress-training').getByText('Abgeschlossen', { exact: true })).toBeVisible();
    await closeToasts(page);
    await checkScreen(page, 'blended-progress-signed-off', 1366);

    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, owner.token, '/groups');
    await page.getByTestId('group-card').filter({ hasText: GROUP }).getByRole('button', { name: /Fortschritt$/ }).click();
    await expect(page.locator('.ant-modal.gr-progress-dialog').getByTestId('progress-training').getByText('Abgeschlossen', { exact: true })).toBeVisible();
    await checkScreen(page, 'blended-progress-signed-off', 390);

    // the apprentice: completed, valid for six months from the sign-off
    await openAs(page, azubi.token, '/my-trainings');
    const done = page.getByTestId('my-training-card').filter({ hasText: TRAINING });
    await expect(done.getByTestId('learning-status')).toHaveText('Abgeschlossen');
    await expect(done.getByTestId('awaiting-practical')).toHaveCount(0);
    await checkScreen(page, 'blended-my-learning-done', 390);
  });
});
