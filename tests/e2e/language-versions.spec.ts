import { expect, test, type Page } from '@playwright/test';
import { openAs, checkScreen } from './support/screens';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiCall, closeToasts, expectToast, login, newCompany, PICTURES, SCREENSHOT_DIR, testClip } from './support/helpers';
import { pdfText } from '../support/pdf';

/**
 * Issue 34 in a real Chromium: a manager adds Turkish to a training in the builder's language bar,
 * translates it side by side and marks it reviewed; an employee whose content language is Turkish
 * gets the Turkish version (its dubbed film, Turkish subtitles, Turkish screens), switches to German and
 * back, and completes; a Ukrainian colleague gets
 * the German version with a note. Every screen is checked with axe and photographed at 1366 and
 * 390 px (test-results/screenshots/languages-*.png).
 */

const PASSWORD = 'Sprache#2026';
const TURKISH_VTT = ['WEBVTT', '', '00:00:00.200 --> 00:00:01.800', 'Forklift kuralları', '', '00:00:02.000 --> 00:00:03.800', 'Yükü alçakta taşıyın', ''].join('\n');
const TRAINING = 'Gabelstapler sicher fahren';

const call = <T>(page: Page, token: string | null, method: string, url: string, data?: unknown): Promise<T> => apiCall<T>(page, token, method, url, data);

async function person(page: Page, root: string, p: { firstName: string; lastName: string; email: string; role: string; contentLanguage?: string; language?: string }) {
  const { contentLanguage, language, ...body } = p;
  const { id } = await call<{ id: string }>(page, root, 'post', '/api/users', { ...body, password: 'Erst#2026x' });
  if (contentLanguage) await call(page, root, 'patch', `/api/users/${id}`, { contentLanguage });
  // the screens' language (issue 34 item 5): the content language follows it
  if (language) await call(page, root, 'patch', `/api/users/${id}`, { language });
  const first = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: p.email, password: 'Erst#2026x' });
  await call(page, first.token, 'patch', '/api/user/change-password', { currentPassword: 'Erst#2026x', newPassword: PASSWORD });
  const { token } = await call<{ token: string }>(page, null, 'post', '/api/auth/login', { email: p.email, password: PASSWORD });
  return { id, token };
}

const pick = (page: Page, text: RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).click();



test.describe('Sprachfassungen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('eine Managerin übersetzt eine Schulung ins Türkische; ein Mitarbeiter lernt auf Türkisch, wechselt die Sprache und schließt ab', async ({ page }) => {
    const company = newCompany();
    const tag = company.email.split('+')[1]!.split('@')[0]!;
    const root = (await call<{ token: string }>(page, null, 'post', '/api/auth/register', { ...company, gdprConsent: true })).token;
    const manager = await person(page, root, { firstName: 'Lena', lastName: 'Krüger', email: `lena+${tag}@muster-bau.example`, role: 'manager' });
    const emre = await person(page, root, { firstName: 'Emre', lastName: 'Yılmaz', email: `emre+${tag}@muster-bau.example`, role: 'non-managing', language: 'tr' });
    const rana = await person(page, root, { firstName: 'Rana', lastName: 'Haddad', email: `rana+${tag}@muster-bau.example`, role: 'non-managing', language: 'ar' });
    const olena = await person(page, root, { firstName: 'Olena', lastName: 'Kovalenko', email: `olena+${tag}@muster-bau.example`, role: 'non-managing', contentLanguage: 'uk' });
    const training = await call<{ id: string }>(page, manager.token, 'post', '/api/trainings', { title: TRAINING, description: 'Regeln für die Halle', status: 'published' });
    // a 4 s film with a description, then a text and a quiz
    const clip = testClip('stapler.mp4', 4, { silent: true });
    const upload = await page.request.post('/api/video-projects/upload', {
      headers: { Authorization: `Bearer ${manager.token}` },
      multipart: { title: 'Rundgang', video: { name: 'stapler.mp4', mimeType: 'video/mp4', buffer: readFileSync(clip) } },
    });
    expect(upload.status()).toBe(201);
    const video = (await upload.json()) as { videoUrl: string; duration: number };
    const videoUrl = new URL(video.videoUrl, 'http://localhost').pathname;
    // the same film dubbed in Turkish: 3 s (uploaded to the company's videos; chosen in the builder below)
    const dubbedUpload = await page.request.post('/api/video-projects/upload', {
      headers: { Authorization: `Bearer ${manager.token}` },
      multipart: { title: 'Rundgang türkisch', video: { name: 'stapler-tr.mp4', mimeType: 'video/mp4', buffer: readFileSync(testClip('stapler-tr.mp4', 3, { silent: true })) } },
    });
    expect(dubbedUpload.status()).toBe(201);
    await call(page, manager.token, 'post', '/api/training-modules', { trainingId: training.id, type: 'video', title: 'Rundgang', orderIndex: 0, content: { videoUrl, duration: video.duration, description: 'Die Halle und ihre Wege.' } });
    await call(page, manager.token, 'post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Regeln', orderIndex: 1, content: { text: 'Nie mit erhobener Last fahren.' } });
    const quiz = { questions: [{ question: 'Darf man mit erhobener Last fahren?', answers: [{ text: 'Nein', isCorrect: true }, { text: 'Ja', isCorrect: false }] }] };
    await call(page, manager.token, 'post', '/api/training-modules', { trainingId: training.id, type: 'quiz', title: 'Prüfung', orderIndex: 2, content: quiz });
    const group = await call<{ id: string }>(page, manager.token, 'post', '/api/user-groups', { name: 'Lager' });
    for (const u of [emre, olena, rana]) await call(page, manager.token, 'post', `/api/user-groups/${group.id}/members`, { userId: u.id });
    await call(page, manager.token, 'post', `/api/user-groups/${group.id}/trainings`, { trainingId: training.id, weeks: 2 });

    // ---- the manager adds Turkish in the builder and translates side by side ----
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, manager.token, `/training-builder/${training.id}`);
    await page.getByRole('tab', { name: 'Sprachen' }).click();
    const panel = page.getByTestId('language-panel');
    await expect(panel.getByTestId('language-version')).toHaveCount(1);
    await panel.getByTestId('language-add-select').click();
    await pick(page, /Türkçe/);
    await panel.getByTestId('language-add').click();
    await expectToast(page, 'Die Sprache wurde hinzugefügt.');
    const turkish = panel.locator('[data-testid="language-version"][data-language="tr"]');
    await expect(turkish).toContainText('0 von 10 Texten');
    const editor = panel.getByTestId('translation-editor');
    const fill = (unit: string, text: string) => editor.locator(`[data-unit="${unit}"] textarea`).fill(text);
    await fill('training.title', 'Forklift güvenli kullanımı');
    await fill('training.description', 'Depo kuralları');
    const rows = editor.getByTestId('translation-row');
    await expect(rows).toHaveCount(10);
    const units = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')!));
    const texts = ['Tur', 'Depo ve yolları.', 'Kurallar', 'Asla yük kaldırılmışken sürmeyin.', 'Sınav', 'Yük kaldırılmışken sürülebilir mi?', 'Hayır', 'Evet'];
    for (const [i, unit] of units.slice(2).entries()) await fill(unit, texts[i]!);
    await closeToasts(page);
    await checkScreen(page, 'languages-builder-translate', 1366);
    await editor.getByTestId('translation-save').click();
    await expectToast(page, 'Die Übersetzung wurde gespeichert.');
    await expect(turkish).toContainText('10 von 10 Texten');
    // the Turkish subtitles of the film, in the video module's dialog
    await page.getByRole('tab', { name: 'Module' }).click();
    await page.getByRole('button', { name: 'Modul bearbeiten: Rundgang' }).click();
    const tracks = page.getByTestId('subtitle-tracks');
    await tracks.getByTestId('subtitle-language').click();
    await pick(page, /^Türkisch$/);
    await tracks.getByTestId('subtitle-upload-input').setInputFiles({ name: 'rundgang-tr.vtt', mimeType: 'text/vtt', buffer: Buffer.from(TURKISH_VTT) });
    await expect(tracks.locator('[data-testid="subtitle-track"][data-language="tr"]')).toContainText('2');
    // ... and the Turkish dubbed version of the film, saved with the module
    await page.getByTestId('dubbed-videos').locator('[data-testid="dubbed-video"][data-language="tr"]').locator('.ant-select').click();
    await pick(page, /^Rundgang türkisch/);
    await closeToasts(page);
    await checkScreen(page, 'languages-subtitles', 1366);
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('tab', { name: 'Sprachen' }).click();
    await turkish.getByTestId('language-review').click();
    await expect(turkish).toContainText('Geprüft');
    await closeToasts(page);
    await checkScreen(page, 'languages-builder-languages', 1366);
    await page.setViewportSize({ width: 390, height: 844 });
    // at 390 px antd puts its overflow button ('more tabs') into the builder's tablist: the builder's tabs, not this change
    await checkScreen(page, 'languages-builder-languages', 390, ['aria-required-children: .ant-tabs-nav']);

    // ---- the Turkish employee: Turkish screens, the Turkish version, a switch to German and back, completion ----
    // he signs in himself: the app takes his language from then on
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.evaluate(() => window.localStorage.clear());
    await login(page, `emre+${tag}@muster-bau.example`, PASSWORD);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merhaba, Emre Yılmaz!');
    await closeToasts(page);
    await checkScreen(page, 'languages-dashboard-tr', 1366);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.goto('/my-trainings');
      // his screens show the Turkish title of the Turkish version
      const card = page.getByTestId('my-training-card').filter({ hasText: 'Forklift güvenli kullanımı' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eğitimlerim');
      await expect(card.getByTestId('training-languages')).toHaveText('Diller: Almanca, Türkçe');
      await checkScreen(page, 'languages-my-learning', width);
    }
    await page.getByTestId('my-training-card').filter({ hasText: 'Forklift güvenli kullanımı' }).getByTestId('learning-action').click();
    const player = page.getByTestId('training-player');
    await expect(player.getByTestId('player-module-title')).toHaveText('Tur');
    await expect(player.getByTestId('player-language-note')).toHaveCount(0);
    // the Turkish dubbed film (3 s, not the 4 s one) with the Turkish subtitles on
    await expect.poll(() => page.getByTestId('player-video').evaluate((el) => Math.round((el as HTMLVideoElement).duration || 0))).toBe(3);
    await expect
      .poll(() => page.getByTestId('player-video').evaluate((el) => [...(el as HTMLVideoElement).textTracks].map((t) => `${t.language}:${t.mode}`).join(',')))
      .toBe('tr:showing');
    await checkScreen(page, 'languages-player-tr', 1366);
    await player.getByTestId('player-video-play').click();
    await expect(player.getByTestId('player-module-completed')).toBeVisible({ timeout: 20_000 });
    await player.getByTestId('player-next').click();
    await expect(player.getByTestId('player-module-title')).toHaveText('Kurallar');
    await expect(player).toContainText('Asla yük kaldırılmışken sürmeyin.');
    await player.getByTestId('player-language-select').click();
    await pick(page, /^Deutsch/);
    await expect(player.getByTestId('player-module-title')).toHaveText('Regeln');
    await expect(player).toContainText('Nie mit erhobener Last fahren.');
    await player.getByTestId('player-language-select').click();
    await pick(page, /^Türkçe/);
    await expect(player.getByTestId('player-module-title')).toHaveText('Kurallar');
    await player.getByRole('button', { name: 'Okundu olarak işaretle' }).click();
    await player.getByTestId('player-next').click();
    await expect(player.getByTestId('player-module-title')).toHaveText('Sınav');
    await player.getByTestId('player-quiz-question').first().getByText('Hayır').click();
    await player.getByRole('button', { name: 'Devam', exact: true }).click();
    await player.getByTestId('player-next').click();
    const passed = player.getByTestId('player-eval-passed');
    await checkScreen(page, 'languages-evaluation-tr', 1366);
    await passed.getByRole('checkbox', { name: 'Eğitimi anladım' }).check();
    await passed.getByLabel('Giriş şifreniz').fill(PASSWORD);
    await passed.getByRole('button', { name: 'Eğitimi tamamla' }).click();
    // completed: the player hands back to the dashboard
    await expect(page.getByTestId('dashboard')).toBeVisible();
    // the evidence names the version delivered, printed in Turkish with the German beside it
    const { completions } = await call<{ completions: { id: string }[] }>(page, emre.token, 'get', '/api/user/completions');
    const pdf = await page.request.get(`/api/completions/${completions[0]!.id}/evidence.pdf?lang=de`, { headers: { Authorization: `Bearer ${emre.token}` } });
    expect(pdf.status()).toBe(200);
    const bytes = await pdf.body();
    expect(pdfText(bytes)).toMatch(/Dil\s+Türkçe/);
    expect(pdfText(bytes)).toMatch(/Sprache\s+Türkisch/);
    expect(pdfText(bytes)).toContain('Eğitim belgesi');
    expect(pdfText(bytes)).toContain('Unterweisungsnachweis');
    if (PICTURES) writeFileSync(path.join(SCREENSHOT_DIR, 'languages-evidence.pdf'), bytes);
    const completion = await call<{ trainings: { id: string; status: string }[] }>(page, emre.token, 'get', '/api/user/my-trainings');
    expect(completion.trainings.find((x) => x.id === training.id)?.status).toBe('completed');

    // ---- the Ukrainian employee: German, with a note ----
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.localStorage.clear()); // Emre's Turkish screens stay with his browser session
    await openAs(page, olena.token, `/training/${training.id}`);
    await expect(page.getByTestId('player-language-note')).toHaveText('Diese Schulung ist nicht auf Ukrainisch verfügbar; sie wird auf Deutsch gezeigt.');
    await expect(page.getByTestId('player-module-title')).toHaveText('Rundgang');
    await checkScreen(page, 'languages-player-fallback', 390);

    // ---- the Arabic employee: My Learning and the player right to left at 390 px ----
    await page.evaluate(() => window.localStorage.clear());
    await login(page, `rana+${tag}@muster-bau.example`, PASSWORD);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await closeToasts(page);
    await page.goto('/my-trainings');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تدريباتي');
    const ranaCard = page.getByTestId('my-training-card').filter({ hasText: TRAINING });
    await expect(ranaCard).toBeVisible();
    // the card's start is on the right: its right edge meets the page's right margin
    const box = (await ranaCard.boundingBox())!;
    expect(390 - (box.x + box.width)).toBeLessThan(box.x + 1);
    await checkScreen(page, 'languages-my-learning-ar', 390);
    await ranaCard.getByTestId('learning-action').click();
    await expect(page.getByTestId('training-player')).toBeVisible();
    await expect(page.getByTestId('player-language-note')).toContainText('العربية');
    await checkScreen(page, 'languages-player-ar', 390);
  });
});
