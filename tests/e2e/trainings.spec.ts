import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeDialog, closeToasts, createTrainingViaApi, expectToast, newCompany, registerCompany, screenshot, testClip, testImage } from './support/helpers';

/**
 * Trainings library and builder (spec sections 2-6 and 8). Users other than the registering root
 * cannot be created from e2e yet (no users API), so root stands in for a manager (root may do
 * everything a manager may), and 'no access' is shown with a second company.
 */

const TITLE = 'Staplerfahrer-Unterweisung';
const DESCRIPTION = 'Sicherer Umgang mit Flurförderzeugen: Abfahrtkontrolle, Lastaufnahme, Verkehrswege.';
const TEXT_MODULE = 'Abfahrtkontrolle';
const QUIZ_MODULE = 'Stapler-Quiz';
const VIDEO_MODULE = 'clip';

let videoFile = '';
let imageFile = '';

test.beforeAll(() => {
  // A 3 s test clip (H.264/AAC) for the video module upload, a small PNG for the cover upload.
  videoFile = testClip('clip.mp4', 3);
  imageFile = testImage('cover.png');
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const dialog = (page: Page, className: string) => page.locator(`.ant-modal.${className}`);
const moduleRows = (page: Page) => page.getByTestId('module-row');

async function openLibrary(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Schulungsbibliothek' }).click();
  await expect(page).toHaveURL(/\/trainings/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schulungsbibliothek');
}

async function expectModuleOrder(page: Page, titles: string[]) {
  await expect(page.getByTestId('module-title')).toHaveText(titles);
}

async function fillAnswer(question: Locator, index: number, text: string, correct = false) {
  await question.getByLabel(`Antwort ${index}`, { exact: true }).fill(text);
  if (correct) await question.getByRole('checkbox', { name: `Antwort ${index} ist richtig` }).check();
}

test.describe('Schulungen: Bibliothek, Editor, Module, Vorschau, Tags', () => {
  test.describe.configure({ timeout: 180_000 });

  test('ein Manager erstellt eine Schulung mit Text-, Quiz- und Videomodul, ordnet sie um und prüft die Vorschau', async ({ page }) => {
    await registerCompany(page, newCompany());
    await closeToasts(page);
    await openLibrary(page);

    // Empty library
    await expect(page.getByTestId('library-empty')).toContainText('Noch keine Schulungen');
    await expect(page.getByRole('button', { name: 'Tags verwalten' })).toBeVisible();

    // Create dialog: validation first, module builder locked until the first save
    await page.getByRole('button', { name: 'Neue Schulung' }).first().click();
    const create = dialog(page, 'tr-training-dialog');
    await expect(create.getByRole('tab', { name: 'Grundeinstellungen' })).toHaveAttribute('aria-selected', 'true');
    await expect(create.getByRole('tab', { name: /Module Builder/ })).toHaveAttribute('aria-disabled', 'true');
    await create.getByRole('button', { name: 'Schulung erstellen' }).click();
    await expectToast(page, 'Validierungsfehler', 'Bitte füllen Sie alle Pflichtfelder aus.');
    await closeToasts(page);

    await create.getByLabel('Titel (Deutsch)').fill(TITLE);
    await create.getByLabel('Beschreibung (Deutsch)').fill(DESCRIPTION);
    await create.getByLabel('Titel (Englisch)').fill('Forklift driver instruction');
    await create.getByRole('switch', { name: 'Pflichtschulung' }).click();
    await create.getByRole('switch', { name: 'Rezertifizierung erforderlich' }).click();
    await create.getByRole('button', { name: 'Schulung erstellen' }).click();
    await expectToast(page, 'Validierungsfehler', 'Bitte wählen Sie einen Zeitraum für die Rezertifizierung.');
    await closeToasts(page);
    await create.getByLabel('Zeitraum').click();
    await expect(page.locator('.ant-select-item-option')).toHaveText(['6 Monate', '9 Monate', '1 Jahr', '2 Jahre']);
    await page.locator('.ant-select-item-option').filter({ hasText: '1 Jahr' }).click();

    // Cover image: an upload (POST /api/media/images) ...
    await create.getByTestId('cover-upload-input').setInputFiles(imageFile);
    await expect(create.getByTestId('cover-preview')).toHaveAttribute('src', /\/api\/media\/files\/.+\.png/);
    // ... replaced by one of the preset gallery (24 images in six groups)
    await create.getByRole('button', { name: 'Aus Galerie wählen' }).click();
    const gallery = dialog(page, 'tr-gallery-dialog');
    await expect(gallery.locator('.tr-gallery__item')).toHaveCount(24);
    await expect(gallery.getByRole('heading', { level: 4 })).toHaveText(['Sicherheit', 'Technik', 'Management', 'Kommunikation', 'Compliance', 'Gesundheit']);
    await gallery.locator('[data-image-id="technology-2"]').click();
    await expect(gallery).toBeHidden();
    await expect(create.getByTestId('cover-preview')).toHaveAttribute('src', '/gallery/technology-2.svg');
    await screenshot(page, 'trainings-create-dialog');

    await create.getByRole('button', { name: 'Schulung erstellen' }).click();
    await expectToast(page, 'Schulung erstellt');
    await closeToasts(page);
    await expect(create.getByRole('tab', { name: 'Module Builder' })).toHaveAttribute('aria-selected', 'true');
    await expect(create.getByText('Noch keine Module')).toBeVisible();

    // Text module
    await create.getByTestId('add-text-module').click();
    const textDialog = dialog(page, 'tr-text-dialog');
    await textDialog.getByLabel('Titel').fill(TEXT_MODULE);
    await textDialog.getByLabel('Text').fill('Vor jeder Schicht prüfen:\n1. Bremsen\n2. Lenkung\n3. Hupe und Beleuchtung');
    await textDialog.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Modul hinzugefügt', TEXT_MODULE);
    await closeToasts(page);
    await expect(textDialog).toBeHidden();
    await expect(create.getByTestId('modules-unsaved')).toHaveText('Ungespeicherte Änderungen');

    // Quiz module with two questions, the second one multiple choice
    await create.getByTestId('add-quiz-module').click();
    const quiz = dialog(page, 'tr-quiz-dialog');
    await quiz.getByLabel('Titel des Quiz').fill(QUIZ_MODULE);
    let question = quiz.getByTestId('quiz-question').nth(0);
    await question.getByLabel('Fragetext').fill('Wann ist die Abfahrtkontrolle durchzuführen?');
    await fillAnswer(question, 1, 'Vor jeder Schicht', true);
    await fillAnswer(question, 2, 'Einmal im Monat');
    await expect(question.getByRole('button', { name: 'Antwort entfernen 1' })).toBeDisabled();
    await expect(question.getByText('Einfachauswahl')).toBeVisible();
    await quiz.getByRole('button', { name: 'Frage hinzufügen' }).click();
    question = quiz.getByTestId('quiz-question').nth(1);
    await question.getByLabel('Fragetext').fill('Was gehört zur Abfahrtkontrolle?');
    await fillAnswer(question, 1, 'Bremsen');
    await fillAnswer(question, 2, 'Lenkung');
    await question.getByRole('button', { name: 'Antwort hinzufügen' }).click();
    await fillAnswer(question, 3, 'Radio');
    await quiz.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Validierungsfehler', 'Jede Frage braucht mindestens eine richtige Antwort.');
    await closeToasts(page);
    await question.getByRole('checkbox', { name: 'Antwort 1 ist richtig' }).check();
    await question.getByRole('checkbox', { name: 'Antwort 2 ist richtig' }).check();
    await expect(question.getByText('Mehrfachauswahl')).toBeVisible();
    await screenshot(page, 'trainings-quiz-dialog');
    await quiz.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Modul hinzugefügt', QUIZ_MODULE);
    await closeToasts(page);
    await expectModuleOrder(page, [TEXT_MODULE, QUIZ_MODULE]);

    // On to the builder: unsaved module list -> save first
    await create.getByRole('button', { name: 'Im Editor öffnen' }).click();
    const unsaved = dialog(page, 'tr-unsaved-dialog');
    await expect(unsaved).toContainText('Ungespeicherte Änderungen');
    await unsaved.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Module gespeichert');
    await closeToasts(page);
    await expect(page).toHaveURL(/\/training-builder\/[0-9a-f-]{36}$/);
    const trainingId = page.url().split('/').pop()!;
    const builder = page.getByTestId('training-builder');
    await expect(builder.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    for (const tab of ['Grundeinstellungen', 'Module', 'Tags']) await expect(builder.getByRole('tab', { name: tab })).toBeVisible();

    // Video module: upload through the video dialog
    await builder.getByRole('tab', { name: 'Module' }).click();
    await expectModuleOrder(page, [TEXT_MODULE, QUIZ_MODULE]);
    await builder.getByTestId('add-video-module').click();
    const video = page.locator('.ant-modal.media-dialog');
    await expect(video).toBeVisible();
    await video.getByRole('tab', { name: 'Hochladen' }).click();
    await video.locator('input[type=file]').setInputFiles(videoFile);
    await expect(video.getByRole('tab', { name: 'Vorschau' })).toHaveAttribute('aria-selected', 'true');
    await closeToasts(page); // a camera notice from the record tab, if any
    await video.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Modul hinzugefügt', VIDEO_MODULE);
    await closeToasts(page);
    await expect(video).toBeHidden();
    await expectModuleOrder(page, [TEXT_MODULE, QUIZ_MODULE, VIDEO_MODULE]);
    await expect(builder.getByTestId('modules-unsaved')).toBeVisible();

    // Reorder by drag and drop: the video first; then deactivate and reactivate the quiz
    await moduleRows(page).nth(2).dragTo(moduleRows(page).nth(0));
    await expectModuleOrder(page, [VIDEO_MODULE, TEXT_MODULE, QUIZ_MODULE]);
    await builder.getByRole('switch', { name: `Modul „${QUIZ_MODULE}“ aktiv` }).click();
    await expect(moduleRows(page).nth(2)).toContainText('Inaktiv');
    await builder.getByRole('switch', { name: `Modul „${QUIZ_MODULE}“ aktiv` }).click();
    await screenshot(page, 'trainings-builder-modules', { fullPage: true });
    await builder.getByRole('button', { name: 'Module speichern' }).click();
    await expectToast(page, 'Module gespeichert');
    await closeToasts(page);
    await expect(builder.getByTestId('modules-unsaved')).toHaveCount(0);

    // The order is stored
    await page.reload();
    await page.getByRole('tab', { name: 'Module' }).click();
    await expectModuleOrder(page, [VIDEO_MODULE, TEXT_MODULE, QUIZ_MODULE]);

    // Preview with module navigation
    await builder.getByRole('button', { name: 'Vorschau' }).first().click();
    const preview = dialog(page, 'tr-preview-dialog');
    await expect(preview.getByTestId('preview-step')).toHaveText('Modul 1 von 3');
    await expect(preview.getByTestId('preview-module-title')).toHaveText(VIDEO_MODULE);
    await expect(preview.getByTestId('preview-video')).toHaveAttribute('src', /\/api\/media\/files\/.+\.mp4/);
    await expect(preview.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Weiter' }).click();
    await expect(preview.getByTestId('preview-step')).toHaveText('Modul 2 von 3');
    await expect(preview.getByTestId('preview-text')).toContainText('2. Lenkung');
    await preview.getByRole('button', { name: 'Weiter' }).click();
    await expect(preview.getByTestId('preview-module-title')).toHaveText(QUIZ_MODULE);
    await expect(preview.getByText('Mehrfachauswahl')).toBeVisible();
    await expect(preview.locator('.tr-preview__answer--correct')).toHaveText(['Vor jeder Schicht', 'Bremsen', 'Lenkung']);
    await expect(preview.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await screenshot(page, 'trainings-preview');
    await preview.getByRole('navigation', { name: 'Module' }).getByRole('button', { name: new RegExp(VIDEO_MODULE) }).click();
    await expect(preview.getByTestId('preview-step')).toHaveText('Modul 1 von 3');
    await closeDialog(preview);

    // Tags
    await builder.getByRole('tab', { name: 'Tags' }).click();
    const tagsEditor = page.getByTestId('training-tags-editor');
    await tagsEditor.getByRole('button', { name: 'Arbeitsschutz' }).click();
    await tagsEditor.getByRole('button', { name: 'Maschinensicherheit' }).click();
    await tagsEditor.getByRole('button', { name: 'Tags speichern' }).click();
    await expectToast(page, 'Tags aktualisiert');
    await closeToasts(page);
    await expect(builder.locator('.tr-builder__header')).toContainText('Arbeitsschutz');

    // Basic settings: an empty title is refused; leaving with unsaved changes asks first
    await builder.getByRole('tab', { name: 'Grundeinstellungen' }).click();
    await builder.getByLabel('Titel (Deutsch)').fill('');
    await builder.getByLabel('Titel (Englisch)').fill('');
    await expect(builder.getByTestId('builder-unsaved')).toBeVisible();
    await builder.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expectToast(page, 'Validierungsfehler', 'Der Titel darf nicht leer sein.');
    await closeToasts(page);
    await builder.getByRole('button', { name: 'Zurück zur Bibliothek' }).click();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/training-builder/${trainingId}$`));
    await builder.getByLabel('Titel (Deutsch)').fill(TITLE);
    await builder.getByLabel('Titel (Englisch)').fill('Forklift driver instruction');
    await builder.getByLabel('Beschreibung (Deutsch)').fill(`${DESCRIPTION} Mit Abschlussquiz.`);
    await builder.getByRole('button', { name: 'Zurück zur Bibliothek' }).click();
    await unsaved.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/trainings$/);

    // Library card
    const card = page.getByTestId('training-card').filter({ hasText: TITLE });
    await expect(card).toContainText('Entwurf');
    await expect(card).toContainText('Pflicht');
    await expect(card).toContainText('Rezertifizierung · 1 Jahr');
    await expect(card).toContainText('Mit Abschlussquiz.');
    await expect(card).toContainText('3 Module');
    await expect(card).toContainText('Arbeitsschutz');
    await expect(card.getByTestId('training-owner')).toHaveText('Maria Schneider');
    await expect(card.getByRole('button', { name: 'Starten' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();

    // Filters live in the address
    await page.getByRole('group', { name: 'Nach Tags filtern' }).getByRole('button', { name: 'Arbeitsschutz' }).click();
    await expect(page).toHaveURL(/tags=default-arbeitsschutz/);
    await expect(card).toBeVisible();
    await page.getByTestId('library-search').fill('Gabelstapler-Kran');
    await expect(page).toHaveURL(/search=Gabelstapler-Kran/);
    await expect(page.getByTestId('library-empty')).toContainText('Keine Schulungen gefunden');
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click();
    await expect(page).toHaveURL(/\/trainings$/);
    await expect(page.getByTestId('library-search')).toHaveValue('');
    await expect(card).toBeVisible();
    await screenshot(page, 'trainings-library', { fullPage: true });

    // Preview from the library card
    await card.getByRole('button', { name: 'Vorschau' }).click();
    await expect(preview.getByTestId('preview-step')).toHaveText('Modul 1 von 3');
    await closeDialog(preview);

    // Co-owners: nobody else in the company yet
    await card.getByRole('button', { name: 'Co-Owner verwalten' }).click();
    const coOwners = dialog(page, 'tr-co-owner-dialog');
    await expect(coOwners.getByTestId('co-owner-manager')).toContainText('Noch keine Co-Owner.');
    await coOwners.getByTestId('co-owner-select').click();
    await expect(page.getByText('Keine passenden Benutzer gefunden.')).toBeVisible();
    await closeDialog(coOwners);

    // Start goes to the player
    await card.getByRole('button', { name: 'Starten' }).click();
    await expect(page).toHaveURL(new RegExp(`/training/${trainingId}$`));
  });

  test('Seiten, Besitz-Filter und Löschen in der Bibliothek', async ({ page }) => {
    await registerCompany(page, newCompany());
    await closeToasts(page);
    for (let i = 1; i <= 16; i += 1) await createTrainingViaApi(page, `Unterweisung ${String(i).padStart(2, '0')}`);
    await openLibrary(page);

    await expect(page.getByTestId('library-count')).toHaveText('16 Schulungen');
    await expect(page.getByTestId('training-card')).toHaveCount(15);
    const pagination = page.getByTestId('pagination');
    await expect(pagination).toContainText('1-15 von 16 Einträgen');
    await pagination.getByRole('button', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination).toContainText('16-16 von 16 Einträgen');
    await expect(page.getByTestId('training-card')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('training-card')).toHaveCount(1);

    // Ownership: all trainings are the user's own, none co-owned
    await page.getByTestId('ownership-filter').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Co-Owner' }).click();
    await expect(page).toHaveURL(/ownership=coowner/);
    await expect(page.getByTestId('library-empty')).toContainText('Keine Schulungen gefunden');
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click();

    // Delete with confirmation
    await page.getByTestId('library-search').fill('Unterweisung 16');
    await expect(page.getByTestId('training-card')).toHaveCount(1);
    await page.getByTestId('training-card').getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.locator('.ant-modal.tr-delete-confirm');
    await expect(confirm).toContainText('Schulung löschen?');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expectToast(page, 'Schulung gelöscht');
    await expect(page.getByTestId('library-empty')).toContainText('Keine Schulungen gefunden');
  });

  test('Tags verwalten: anlegen mit Farbe, Pflichtname, bearbeiten, löschen; Standard-Tags bleiben', async ({ page }) => {
    await registerCompany(page, newCompany());
    await closeToasts(page);
    await openLibrary(page);
    await page.getByRole('button', { name: 'Tags verwalten' }).click();
    const tags = dialog(page, 'tr-tags-dialog');
    await expect(tags.getByText('Noch keine eigenen Tags angelegt.')).toBeVisible();
    await expect(tags.getByTestId('default-tags').locator('.app-chip')).toHaveCount(20);

    await tags.getByRole('button', { name: 'Neuer Tag' }).click();
    await tags.getByRole('button', { name: 'Tag anlegen' }).click();
    await expectToast(page, 'Validierungsfehler', 'Der deutsche Name ist erforderlich.');
    await closeToasts(page);
    await expect(tags.getByRole('radio')).toHaveCount(18);
    await tags.getByLabel('Name (Deutsch)').fill('Staplerbetrieb');
    await tags.getByLabel('Name (Englisch)').fill('Forklift operation');
    await tags.getByRole('radio', { name: 'Farbe #8B5CF6' }).click();
    await screenshot(page, 'trainings-tag-form');
    await tags.getByRole('button', { name: 'Tag anlegen' }).click();
    await expectToast(page, 'Tag angelegt', 'Staplerbetrieb');
    await closeToasts(page);
    const row = tags.getByTestId('company-tag').filter({ hasText: 'Staplerbetrieb' });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Bearbeiten: Staplerbetrieb' }).click();
    await tags.getByLabel('Name (Deutsch)').fill('Flurförderzeuge');
    await tags.getByRole('button', { name: 'Tag speichern' }).click();
    await expectToast(page, 'Tag gespeichert', 'Flurförderzeuge');
    await closeToasts(page);
    await tags.getByRole('button', { name: 'Löschen: Flurförderzeuge' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Löschen' }).click();
    await expectToast(page, 'Tag gelöscht');
    await expect(tags.getByText('Noch keine eigenen Tags angelegt.')).toBeVisible();
  });

  test('fremde und ungültige Schulungen zeigen im Editor „nicht gefunden“', async ({ page, browser }) => {
    // Company A owns a training ...
    await registerCompany(page, newCompany());
    const foreignId = await createTrainingViaApi(page, 'Interne Schulung');

    // ... which company B's root cannot open in the builder.
    const context = await browser.newContext();
    const other = await context.newPage();
    await registerCompany(other, newCompany());
    await other.goto(`/training-builder/${foreignId}`);
    await expect(other.getByTestId('builder-not-found')).toContainText('Schulung nicht gefunden');
    await other.goto('/training-builder/kein-gueltiger-schluessel');
    await expect(other.getByTestId('builder-not-found')).toContainText('Ungültige Training-ID');
    await other.getByRole('button', { name: 'Zurück' }).click();
    await expect(other).toHaveURL(/\/trainings$/);
    await expect(other.getByText('Interne Schulung')).toHaveCount(0);
    await context.close();
  });

  test('die Bibliothek auf Englisch', async ({ page }) => {
    await registerCompany(page, newCompany());
    await createTrainingViaApi(page, 'Erste Hilfe', { title: { de: 'Erste Hilfe', en: 'First aid' }, status: 'published' });
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/trainings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training library');
    const card = page.getByTestId('training-card');
    await expect(card).toContainText('First aid');
    await expect(card).toContainText('Published');
    await expect(card.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.getByRole('button', { name: 'New training' }).click();
    const create = dialog(page, 'tr-training-dialog');
    await expect(create.getByRole('tab', { name: 'Basic Settings' })).toBeVisible();
    await expect(create.getByRole('tab', { name: /Module Builder/ })).toBeVisible();
    await create.getByRole('button', { name: 'Create training' }).click();
    await expectToast(page, 'Validation error', 'Please fill in all required fields.');
  });
});
