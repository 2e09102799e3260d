import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall as call, closeToasts, expectToast, login, logout, newCompany, registerCompany, screenshot, sessionToken, testClip } from './support/helpers';

/**
 * The learner's journey through the training player (issue 5), clicked in the German UI. Set up
 * through the API, as it is not the subject here: a company (registered in the UI), an employee, a
 * unit with the employee, and a training with a short video module, a quiz module and a text module
 * assigned to the unit. Then the employee opens the training from My Learning, watches the video
 * (real playback; seeking ahead is pulled back), answers the quiz (locked without solutions), reads
 * the text, fails (only the score, no solutions; progress is reset), watches again, passes, sees
 * the solutions with their explanations, confirms with the password, lands on the dashboard and
 * downloads the evidence PDF.
 */

const TRAINING = 'Sicherer Umgang mit Leitern';
const VIDEO_MODULE = 'Leitern richtig aufstellen';
const QUIZ_MODULE = 'Leitern-Quiz';
const TEXT_MODULE = 'Merkblatt Leitern';
const EXPLANATION = 'So steht die Leiter sicher und rutscht nicht weg.';
const GROUP = 'Lager Ost';
const EMPLOYEE_PASSWORD = 'Leiter#2025';
const PDF_FILE = path.resolve(process.cwd(), 'test-results/learning-journey-evidence.pdf');

/** Q1 single choice (correct: answer 1), Q2 multiple choice (correct: answers 1 and 3). */
const QUESTIONS = [
  {
    question: 'In welchem Winkel wird eine Anlegeleiter aufgestellt?',
    answers: [
      { text: 'Etwa 65 bis 75 Grad', isCorrect: true, explanation: EXPLANATION },
      { text: 'Möglichst senkrecht', isCorrect: false },
    ],
  },
  {
    question: 'Was prüfen Sie vor der Benutzung?',
    answers: [
      { text: 'Holme und Sprossen auf Schäden', isCorrect: true },
      { text: 'Die Farbe der Leiter', isCorrect: false },
      { text: 'Die rutschfesten Füße', isCorrect: true },
    ],
  },
];

let videoFile = '';

test.beforeAll(() => {
  // A 6 s test clip (H.264/AAC).
  videoFile = testClip('leitern.mp4', 6);
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** A JSON call with the signed-in user's token, another token, or none (`bearer: null`). */
async function apiCall<T>(page: Page, method: 'post' | 'patch', url: string, data: unknown, bearer?: string | null): Promise<T> {
  const auth = bearer === null ? null : (bearer ?? (await sessionToken(page)));
  return call<T>(page, auth, method, url, data);
}

/** dd.MM.yyyy of today in the browser's time zone (playwright.config.ts). */
function germanToday(): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
}

/** The root sets everything up through the API; returns the training id. */
async function setUp(page: Page, employee: { firstName: string; lastName: string; email: string }): Promise<string> {
  const temporary = 'Temp#2025x';
  const user = await apiCall<{ id: string }>(page, 'post', '/api/users', {
    ...employee,
    password: temporary,
    role: 'non-managing',
    isActive: true,
    gdprConsent: true,
  });

  const training = await apiCall<{ id: string }>(page, 'post', '/api/trainings', {
    title: { de: TRAINING },
    description: { de: 'Anlegeleitern, Stehleitern und Tritte sicher verwenden.' },
    status: 'published',
    isRequired: true,
    requiresRecertification: false,
    recertificationPeriod: null,
  });

  const upload = await page.request.post('/api/video-projects/upload', {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    multipart: { title: VIDEO_MODULE, video: { name: 'leitern.mp4', mimeType: 'video/mp4', buffer: readFileSync(videoFile) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const video = (await upload.json()) as { videoUrl: string; posterUrl: string | null; duration: number };
  // trainings keep the unsigned path; the server signs it again on every read
  const videoUrl = new URL(video.videoUrl, 'http://localhost').pathname;

  await apiCall(page, 'post', '/api/training-modules', {
    trainingId: training.id,
    type: 'video',
    title: VIDEO_MODULE,
    orderIndex: 0,
    content: { videoUrl, duration: video.duration, description: 'Standsicherheit, Anlegewinkel und Überstand.' },
  });
  await apiCall(page, 'post', '/api/training-modules', {
    trainingId: training.id,
    type: 'quiz',
    title: QUIZ_MODULE,
    orderIndex: 1,
    content: { questions: QUESTIONS },
  });
  await apiCall(page, 'post', '/api/training-modules', {
    trainingId: training.id,
    type: 'text',
    title: TEXT_MODULE,
    orderIndex: 2,
    content: { text: 'Leitern nur auf tragfähigem, ebenem Untergrund aufstellen.' },
  });

  const group = await apiCall<{ id: string }>(page, 'post', '/api/user-groups', { name: GROUP, description: 'Alle im Lager Ost' });
  await apiCall(page, 'post', `/api/user-groups/${group.id}/members`, { userId: user.id });
  await apiCall(page, 'post', `/api/user-groups/${group.id}/trainings`, { trainingId: training.id, weeks: 2 });

  // The employee's first sign-in would insist on a new password: done through the API.
  const session = await apiCall<{ token: string }>(page, 'post', '/api/auth/login', { email: employee.email, password: temporary }, null);
  await apiCall(page, 'patch', '/api/user/change-password', { currentPassword: temporary, newPassword: EMPLOYEE_PASSWORD }, session.token);
  return training.id;
}

const videoState = (page: Page) =>
  page.getByTestId('player-video').evaluate((el) => {
    const v = el as HTMLVideoElement;
    return { currentTime: v.currentTime, paused: v.paused, ended: v.ended, duration: v.duration, playbackRate: v.playbackRate };
  });

async function furthest(page: Page): Promise<number> {
  const value = await page.getByTestId('player-video-frame').getAttribute('data-furthest');
  return Number(value);
}

/** Plays the video module to its end (real playback) and waits until the server completed it. */
async function watchVideo(page: Page, options: { trySeekingAhead: boolean }) {
  const player = page.getByTestId('training-player');
  await expect(player.getByTestId('player-module-title')).toHaveText(VIDEO_MODULE);
  await expect(player.getByTestId('player-next')).toBeDisabled();
  await expect(player.getByTestId('player-video-percent')).toHaveText('0 % angesehen');
  await player.getByTestId('player-video-play').click();

  // it really plays
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(1.5);

  if (options.trySeekingAhead) {
    // playback rate stays 1
    await page.getByTestId('player-video').evaluate((el) => {
      (el as HTMLVideoElement).playbackRate = 4;
    });
    await expect.poll(async () => (await videoState(page)).playbackRate).toBe(1);

    // a click far ahead on the timeline ...
    const timeline = player.getByTestId('player-video-timeline');
    await player.getByTestId('player-video-frame').hover();
    const box = (await timeline.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.95, box.y + box.height / 2);
    let state = await videoState(page);
    expect(state.currentTime).toBeLessThan(5);
    expect(state.currentTime).toBeLessThanOrEqual((await furthest(page)) + 0.5);

    // ... the arrow keys ...
    await player.getByTestId('player-video-frame').focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    state = await videoState(page);
    expect(state.currentTime).toBeLessThan(5);
    expect(state.currentTime).toBeLessThanOrEqual((await furthest(page)) + 0.5);

    // ... and a seek by script all stay within what was watched
    await page.getByTestId('player-video').evaluate((el) => {
      (el as HTMLVideoElement).currentTime = 5.5;
    });
    await page.waitForTimeout(300);
    state = await videoState(page);
    expect(state.currentTime).toBeLessThan(5);
    expect(state.currentTime).toBeLessThanOrEqual((await furthest(page)) + 0.5);
    await screenshot(page, 'learning-video-module');
  }

  await expect.poll(async () => (await videoState(page)).ended, { timeout: 20_000 }).toBe(true);
  await expect(player.getByTestId('player-module-completed')).toBeVisible();
  await expect(player.getByTestId('player-video-percent')).toHaveText(/^(9\d|100) % angesehen$/);
  await expect(player.getByTestId('player-nav-item').nth(0)).toHaveAttribute('data-state', 'completed');
  await expect(player.getByTestId('player-next')).toBeEnabled();
}

async function answer(question: Locator, texts: string[]) {
  for (const text of texts) await question.getByText(text, { exact: true }).click();
}

/** Nothing on screen tells which answers are right: no marks, no explanations, no score per quiz. */
async function expectNoSolutions(player: Locator) {
  await expect(player.getByTestId('player-quiz-result')).toHaveCount(0);
  await expect(player.getByTestId('player-quiz-score')).toHaveCount(0);
  await expect(player.getByTestId('player-solutions')).toHaveCount(0);
  await expect(player.getByText('Richtige Antwort')).toHaveCount(0);
  await expect(player.getByText(EXPLANATION)).toHaveCount(0);
}

/** From the (locked) quiz on to the text module, marked as read. */
async function readText(player: Locator) {
  await player.getByTestId('player-next').click();
  await expect(player.getByTestId('player-module-title')).toHaveText(TEXT_MODULE);
  await player.getByRole('button', { name: 'Als gelesen markieren' }).click();
}

test.describe('Lernen: vom Video über das Quiz zum Unterweisungsnachweis', () => {
  test.describe.configure({ timeout: 240_000 });

  test('eine Mitarbeiterin schaut das Video, fällt durch, wiederholt, besteht, bestätigt und lädt den Nachweis', async ({ page }) => {
    const company = newCompany();
    const suffix = company.email.split('+')[1]!.split('@')[0]!;
    const employee = { firstName: 'Jana', lastName: 'Vogel', email: `jana.vogel+${suffix}@muster-bau.example` };

    // ---- set-up: the root registers the company, the rest through the API ----
    await registerCompany(page, company);
    await closeToasts(page);
    const trainingId = await setUp(page, employee);
    await logout(page);
    await closeToasts(page);

    // ---- the employee signs in ----
    await login(page, employee.email, EMPLOYEE_PASSWORD);
    await expectToast(page, 'Erfolgreich angemeldet', `Willkommen zurück, ${employee.firstName} ${employee.lastName}!`);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await closeToasts(page);

    // an unknown training, an id that is none
    await page.goto('/training/kein-training');
    await expect(page.getByTestId('player-not-found')).toContainText('Training nicht gefunden');
    await page.goto('/training/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('player-not-found')).toContainText('Training nicht gefunden');
    await page.getByTestId('player-back').click();
    await expect(page.getByTestId('dashboard')).toBeVisible();

    // ---- the library: only her assigned training, no filters; Start opens the player ----
    await mainNav(page).getByRole('link', { name: 'Schulungsbibliothek' }).click();
    await expect(page).toHaveURL(/\/trainings$/);
    await expect(page.getByText('Die Schulungen, die Ihnen über Ihre Einheiten und Bundles zugewiesen sind.')).toBeVisible();
    const libraryCard = page.getByTestId('training-card');
    await expect(libraryCard).toHaveCount(1);
    await expect(libraryCard).toContainText(TRAINING);
    await expect(page.getByTestId('library-search')).toHaveCount(0);
    await expect(page.getByTestId('ownership-filter')).toHaveCount(0);
    await expect(libraryCard.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
    await screenshot(page, 'library-employee-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(libraryCard.getByRole('button', { name: 'Starten' })).toBeVisible();
    await screenshot(page, 'library-employee-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await libraryCard.getByRole('button', { name: 'Starten' }).click();
    await expect(page).toHaveURL(new RegExp(`/training/${trainingId}$`));
    await expect(page.getByTestId('training-player').getByTestId('player-title')).toHaveText(TRAINING);

    // ---- My Learning: start the assigned training ----
    await mainNav(page).getByRole('link', { name: 'Mein Lernbereich' }).click();
    const card = page.getByTestId('my-training-card').filter({ hasText: TRAINING });
    await expect(card).toHaveAttribute('data-status', 'assigned');
    await card.getByTestId('learning-action').click();
    await expect(page).toHaveURL(new RegExp(`/training/${trainingId}$`));

    const player = page.getByTestId('training-player');
    await expect(player.getByTestId('player-title')).toHaveText(TRAINING);
    const navItems = player.getByTestId('player-nav-item');
    await expect(navItems).toHaveCount(3);
    await expect(navItems.nth(0)).toContainText(VIDEO_MODULE);
    await expect(navItems.nth(1)).toContainText(QUIZ_MODULE);
    await expect(navItems.nth(2)).toContainText(TEXT_MODULE);
    await expect(navItems.nth(1)).toHaveAttribute('data-state', 'locked');
    await expect(navItems.nth(1)).toBeDisabled();
    await expect(player.getByTestId('player-nav-evaluation')).toBeDisabled();

    // ---- video: real playback, no seeking ahead ----
    await watchVideo(page, { trySeekingAhead: true });

    // ---- quiz, answered wrongly ----
    await player.getByTestId('player-next').click();
    await expect(player.getByTestId('player-module-title')).toHaveText(QUIZ_MODULE);
    let questions = player.getByTestId('player-quiz-question');
    await expect(questions).toHaveCount(2);
    await expect(questions.nth(1)).toContainText('Mehrere Antworten möglich');
    await expect(questions.nth(0)).not.toContainText('Mehrere Antworten möglich');
    const continueButton = player.getByRole('button', { name: 'Weiter', exact: true });
    await expect(continueButton).toBeDisabled();
    await answer(questions.nth(0), ['Möglichst senkrecht']);
    await expect(continueButton).toBeDisabled();
    await answer(questions.nth(1), ['Die Farbe der Leiter']);
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    // locked with the chosen answers, but no solutions before the evaluation is passed
    await expect(player.getByTestId('player-quiz-saved')).toContainText('Ihre Antworten wurden gespeichert.');
    await expect(player.getByRole('button', { name: 'Weiter', exact: true })).toHaveCount(0);
    await expectNoSolutions(player);
    await readText(player);

    const failed = player.getByTestId('player-eval-failed');
    await expect(failed).toContainText('Quiz nicht bestanden');
    await expect(failed).toContainText('Sie haben 0 % erreicht.');
    await expect(failed).toContainText('Mindestens 70% sind erforderlich');
    await expectNoSolutions(player);
    // the progress was reset
    await expect(navItems.nth(0)).toHaveAttribute('data-state', 'open');
    await expect(navItems.nth(1)).toHaveAttribute('data-state', 'locked');
    await expect(player.getByTestId('player-overall')).toContainText('0 von 3 Modulen abgeschlossen');
    await screenshot(page, 'learning-quiz-failed');

    // ---- repeat: the video again, then the right answers ----
    await failed.getByRole('button', { name: 'Schulung wiederholen' }).click();
    await watchVideo(page, { trySeekingAhead: false });
    await player.getByTestId('player-next').click();
    questions = player.getByTestId('player-quiz-question');
    await expect(questions.nth(0).getByRole('radio', { checked: true })).toHaveCount(0); // answers were reset
    await answer(questions.nth(0), ['Etwa 65 bis 75 Grad']);
    await answer(questions.nth(1), ['Holme und Sprossen auf Schäden', 'Die rutschfesten Füße']);
    await player.getByRole('button', { name: 'Weiter', exact: true }).click();
    // locked again without solutions: right answers give nothing away before the evaluation either
    await expect(player.getByTestId('player-quiz-saved')).toBeVisible();
    await expect(navItems.nth(1)).toHaveAttribute('data-state', 'completed');
    await expectNoSolutions(player);
    await screenshot(page, 'learning-quiz-locked');
    await readText(player);

    // ---- evaluation: passed, the solutions with their explanations; confirm with the password ----
    await player.getByTestId('player-next').click();
    const passed = player.getByTestId('player-eval-passed');
    await expect(passed).toContainText('Bestanden');
    await expect(passed.getByTestId('player-eval-percent')).toHaveText('Erreicht: 100 % (2 von 2 Fragen richtig)');
    const solutions = passed.getByTestId('player-solutions');
    await expect(solutions).toContainText('Lösungen und Erklärungen');
    await expect(solutions).toContainText('2 von 2 Fragen richtig');
    await expect(solutions.getByTestId('player-quiz-result')).toHaveText(['Richtig', 'Richtig']);
    await expect(solutions).toContainText(EXPLANATION);
    await expect(solutions.getByText('Richtige Antwort')).toHaveCount(3);
    await screenshot(page, 'learning-evaluation-solutions', { fullPage: true });

    // the quiz module shows its feedback per question now
    await navItems.nth(1).click();
    await expect(player.getByTestId('player-quiz-result')).toHaveText(['Richtig', 'Richtig']);
    await expect(player.getByTestId('player-quiz-score')).toContainText('2 von 2 Fragen richtig');
    await expect(questions.nth(0)).toContainText(EXPLANATION);
    await screenshot(page, 'learning-quiz-feedback');
    await player.getByTestId('player-nav-evaluation').click();
    await expect(passed).toBeVisible();
    const completeButton = passed.getByRole('button', { name: 'Schulung abschließen' });
    await expect(completeButton).toBeDisabled();
    await passed.getByRole('checkbox', { name: 'Ich habe die Unterweisung verstanden' }).check();
    await passed.getByLabel('Ihr Anmeldepasswort').fill('falsches-Passwort');
    await screenshot(page, 'learning-evaluation-passed');
    await completeButton.click();
    await expect(passed.getByTestId('player-confirm-password-error')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/training/${trainingId}$`));

    await passed.getByLabel('Ihr Anmeldepasswort').fill(EMPLOYEE_PASSWORD);
    await completeButton.click();
    await expectToast(page, 'Schulung abgeschlossen');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await closeToasts(page);

    // ---- dashboard: the training is completed ----
    const row = page.getByTestId('current-training-row').filter({ hasText: TRAINING });
    await expect(row).toHaveAttribute('data-status', 'completed');

    // ---- view the completed training and download the evidence ----
    await mainNav(page).getByRole('link', { name: 'Mein Lernbereich' }).click();
    await expect(card).toHaveAttribute('data-status', 'completed');
    await card.getByTestId('learning-action').click();
    await expect(page).toHaveURL(new RegExp(`/training/${trainingId}$`));
    const banner = player.getByTestId('player-completed-banner');
    await expect(banner).toContainText(`Abgeschlossen am ${germanToday()}`);
    await expect(player.getByTestId('player-video-status')).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), banner.getByRole('button', { name: 'Unterweisungsnachweis (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await download.saveAs(PDF_FILE);
    const text = execFileSync('pdftotext', ['-layout', PDF_FILE, '-'], { encoding: 'utf8' });
    expect(text).toContain(`${employee.firstName} ${employee.lastName}`);
    expect(text).toContain(TRAINING);
    expect(text).toContain(germanToday());

    // ---- small screens (/mobile?id=): the module list folds into a bar ----
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/mobile?id=${trainingId}`);
    await expect(player.getByTestId('player-title')).toHaveText(TRAINING);
    await expect(player.getByTestId('player-completed-banner')).toBeVisible();
    await expect(player.getByTestId('player-nav-item').first()).toBeHidden();
    await screenshot(page, 'learning-mobile', { fullPage: true });
    await player.getByRole('button', { name: /Modulliste ein- oder ausblenden/ }).click();
    await expect(player.getByTestId('player-nav-item').first()).toBeVisible();
    await player.getByTestId('player-nav-item').nth(1).click();
    await expect(player.getByTestId('player-module-title')).toHaveText(QUIZ_MODULE);
    await expect(player.getByTestId('player-nav-item').first()).toBeHidden();
    await screenshot(page, 'learning-mobile-quiz', { fullPage: true });
    // the completed cycle keeps its solutions in the evaluation
    await player.getByRole('button', { name: /Modulliste ein- oder ausblenden/ }).click();
    await player.getByTestId('player-nav-evaluation').click();
    await expect(player.getByTestId('player-eval-completed').getByTestId('player-solutions')).toContainText(EXPLANATION);
    await screenshot(page, 'learning-mobile-solutions', { fullPage: true });
  });
});
