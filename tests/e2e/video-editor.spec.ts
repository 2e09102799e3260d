import { expect, test, type Page } from '@playwright/test';
import { closeToasts, expectToast, fakeMediaDevices, login, newCompany, registerCompany, replaceTemporaryPassword, screenshot, sessionToken, testClip } from './support/helpers';

/**
 * Video editor (spec sections 2, 3, 5 and 8): a manager uploads a short clip, places a text
 * overlay, changes its font size, records a microphone clip (Chromium's fake microphone), tries
 * Export, saves the project with a name and lands in the library; the project is stored with the
 * overlay and the clip.
 */

const NEW_PASSWORD = 'Neu#Passwort2025';
const PROJECT = 'Begrüßung Lager West';

let videoFile = '';

test.beforeAll(() => {
  videoFile = testClip('out.mp4', 4, { silent: true });
});

// A fake microphone (and camera) that the page may use without a prompt.
test.use(fakeMediaDevices());

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

async function createManager(page: Page, person: Person): Promise<void> {
  const response = await page.request.post('/api/users', {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    data: { ...person, role: 'manager', isActive: true, gdprConsent: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** First sign-in with the temporary password: the profile dialog insists on a new one. */
async function firstLogin(page: Page, person: Person): Promise<void> {
  await login(page, person.email, person.password);
  await replaceTemporaryPassword(page, person.password, NEW_PASSWORD);
}

test.describe('Video-Editor', () => {
  test.describe.configure({ timeout: 180_000 });

  test('ein Manager lädt ein Video hoch, fügt Text und Ton hinzu und speichert das Projekt', async ({ page }) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const manager: Person = { firstName: 'Markus', lastName: 'Meister', email: `markus.meister+${suffix}@muster-bau.example`, password: 'Temp#2025x' };

    await registerCompany(page, company);
    await createManager(page, manager);
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await firstLogin(page, manager);

    await page.goto('/video-editor');
    const editor = page.getByTestId('video-editor');
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Video-Editor');

    // Save without a video: nothing loaded yet
    await editor.getByRole('button', { name: 'Projekt speichern' }).click();
    await expectToast(page, 'Kein Video geladen oder nicht angemeldet');
    await closeToasts(page);

    // Upload the clip; the preview and the timeline show its 4 s
    await editor.locator('input[type=file]').setInputFiles(videoFile);
    await expect(editor.locator('video.media-stage__video')).toBeVisible();
    const timeline = page.getByTestId('timeline');
    await expect(timeline).toContainText('0:04.0');

    // A text overlay at the playhead, shown over the preview
    await editor.getByRole('button', { name: 'Text hinzufügen' }).click();
    const overlay = page.getByTestId('overlay-layer').getByTestId('overlay-text');
    await expect(overlay).toHaveText('Neuer Text');
    await expect(timeline.getByTestId('timeline-text')).toHaveText('Neuer Text');

    const inspector = page.getByTestId('overlay-inspector');
    await inspector.getByRole('spinbutton', { name: 'Schriftgröße' }).fill('48');
    await inspector.getByRole('spinbutton', { name: 'Schriftgröße' }).press('Tab');
    await expect(overlay).toHaveAttribute('data-font-size', '48');
    // font sizes stay within 12..72
    await inspector.getByRole('spinbutton', { name: 'Schriftgröße' }).fill('90');
    await inspector.getByRole('spinbutton', { name: 'Schriftgröße' }).press('Tab');
    await expect(overlay).toHaveAttribute('data-font-size', '72');
    await inspector.getByRole('spinbutton', { name: 'Schriftgröße' }).fill('48');
    await inspector.getByRole('spinbutton', { name: 'Schriftgröße' }).press('Tab');
    await expect(overlay).toHaveAttribute('data-font-size', '48');

    await screenshot(page, 'video-editor-inspector', { fullPage: true });

    // Drag the text towards the top left of the frame
    const box = (await overlay.boundingBox())!;
    const layer = (await page.getByTestId('overlay-layer').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(layer.x + layer.width * 0.45, layer.y + layer.height * 0.25, { steps: 8 });
    await page.mouse.up();
    const moved = (await overlay.boundingBox())!;
    expect(moved.y).toBeLessThan(box.y - 40);

    // No microphone: the editor says so and adds nothing
    await page.evaluate(() => {
      const devices = navigator.mediaDevices as MediaDevices & { realGetUserMedia?: MediaDevices['getUserMedia'] };
      devices.realGetUserMedia = devices.getUserMedia.bind(devices);
      devices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.getByTestId('audio-panel').getByRole('button', { name: 'Ton aufnehmen' }).click();
    await expectToast(page, 'Mikrofonzugriff fehlgeschlagen');
    await closeToasts(page);
    await expect(timeline.getByTestId('timeline-audio')).toHaveCount(0);
    await page.evaluate(() => {
      const devices = navigator.mediaDevices as MediaDevices & { realGetUserMedia?: MediaDevices['getUserMedia'] };
      devices.getUserMedia = devices.realGetUserMedia!;
    });

    // A microphone clip (fake device), up to 3 s, lands on the timeline
    await page.getByTestId('audio-panel').getByRole('button', { name: 'Ton aufnehmen' }).click();
    await expect(page.getByTestId('audio-panel').getByRole('status')).toContainText('Aufnahme läuft');
    await expect(timeline.getByTestId('timeline-audio')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByTestId('audio-panel')).toContainText('Aufnahme ab 0:00.0');

    // Trim the first half second away (keyboard on the start handle): saved times follow the trim
    const startHandle = editor.locator('.media-trim .ant-slider-handle').first();
    await startHandle.focus();
    for (let i = 0; i < 5; i += 1) await startHandle.press('ArrowRight');
    await expect(editor.locator('.media-trim')).toContainText('Start 0:00.5 · Ende 0:04.0 · Länge 0:03.5');

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'video-editor-overlay', { fullPage: true });
    await timeline.scrollIntoViewIfNeeded();
    await screenshot(page, 'video-editor-timeline');

    // Export is not built yet
    await editor.getByRole('button', { name: 'Exportieren' }).click();
    await expectToast(page, 'Export-Funktion wird implementiert');
    await closeToasts(page);

    // Save: the name is required, then upload and project, then the library after 1 s
    await editor.getByRole('button', { name: 'Projekt speichern' }).click();
    await expect(editor.getByRole('alert')).toHaveText('Bitte geben Sie einen Namen für das Projekt ein.');
    await editor.getByLabel('Projektname').fill(PROJECT);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/video-projects') && r.request().method() === 'POST');
    await editor.getByRole('button', { name: 'Projekt speichern' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    await expectToast(page, 'Projekt gespeichert', `Das Videoprojekt „${PROJECT}“ wurde gespeichert.`);
    await expect(page).toHaveURL(/\/trainings$/);

    // Stored as sent
    const list = await page.request.get('/api/video-projects', { headers: { Authorization: `Bearer ${await sessionToken(page)}` } });
    expect(list.status()).toBe(200);
    const projects = (await list.json()) as Array<{
      name: string;
      videoUrl: string;
      projectData: {
        textOverlays: Array<{ text: string; fontSize: number; x: number; y: number; startTime: number; duration: number; color: string }>;
        audioRecordings: Array<{ url: string; startTime: number; duration: number }>;
        duration: number | null;
        fileName: string | null;
      };
    }>;
    const project = projects.find((p) => p.name === PROJECT);
    expect(project).toBeTruthy();
    expect(project!.videoUrl).toContain('/api/media/files/');
    expect(project!.projectData.fileName).toBe('out.mp4');
    expect(project!.projectData.duration).toBe(3.5);
    expect(project!.projectData.textOverlays).toHaveLength(1);
    const saveText = project!.projectData.textOverlays[0]!;
    expect(saveText).toMatchObject({ text: 'Neuer Text', fontSize: 48, startTime: 0, duration: 2.5, color: '#ffffff' });
    expect(saveText.y).toBeLessThan(40);
    expect(project!.projectData.audioRecordings).toHaveLength(1);
    expect(project!.projectData.audioRecordings[0]!.url).toMatch(/^data:audio\//);
    expect(project!.projectData.audioRecordings[0]!.startTime).toBe(0);
    expect(project!.projectData.audioRecordings[0]!.duration).toBeGreaterThan(0);
    expect(project!.projectData.audioRecordings[0]!.duration).toBeLessThanOrEqual(2.5);
    // the stored video is the trimmed one
    const media = await page.request.get(project!.videoUrl, { headers: { Authorization: `Bearer ${await sessionToken(page)}` } });
    expect(media.status()).toBe(200);
  });
});
