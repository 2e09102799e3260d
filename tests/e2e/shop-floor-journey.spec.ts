import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type * as Zxing from '@zxing/library';
import { pdfText } from '../support/pdf';
import { apiCall, closeDialog, closeToasts, expectToast, SCREENSHOT_DIR } from './support/helpers';
import { companyWithForkliftTraining, FORKLIFT_TRAINING } from './support/shop-floor';

/**
 * Issue 33, "done when" (shop-floor access), as one journey through the real UI in German: an admin
 * imports a CSV with three workers who have only personnel numbers, prints their start letters (the
 * PDF rendered to PNG and read), pairs a kiosk in a second browser at 1024 × 768; worker one signs in
 * at the kiosk with personnel number and start code, sets a PIN, finds the unit's training, completes
 * it confirming with the PIN and is signed out; worker two signs in with the badge the admin printed
 * (its QR code typed by a keyboard-wedge scanner) and the PIN; the progress report shows worker one
 * as completed; revoking the kiosk ends worker two's session at once.
 *
 * Set-up through the API (not part of the journey): the company, its admin, a published training
 * with one short module, the unit, and the training assigned to the unit with a deadline.
 */

const SHOTS = process.env.SHOTS_DIR ?? SCREENSHOT_DIR;
const TRAINING = FORKLIFT_TRAINING;
const UNIT = 'Lager Süd';
const KIOSK = 'Halle 3 – Eingang';
const PIN_ONE = '582914';
const PIN_TWO = '739164';

const WORKERS = [
  { first: 'Petra', last: 'Klein', number: '4711' },
  { first: 'Ali', last: 'Yilmaz', number: '4712' },
  { first: 'Jana', last: 'Becker', number: '4713' },
] as const;
const [ONE, TWO] = WORKERS;

// @zxing/library is CommonJS (the kiosk's camera reads badges with it): loaded as such in Node.
const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = createRequire(import.meta.url)('@zxing/library') as typeof Zxing;

/**
 * What a handheld scanner reads off the badge: the QR code of the PDF's first page, rendered grey.
 * Should ZXing miss one rendering, it tries again at the next resolution, as a scanner would.
 */
function qrCodeOf(pdf: string): string {
  const prefix = path.join(path.dirname(pdf), 'badge');
  const tried: string[] = [];
  for (const dpi of [200, 150, 300, 100]) {
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf, prefix]);
    const pgm = readFileSync(`${prefix}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm -gray wrote no binary PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = new Uint8ClampedArray(pgm.buffer, pgm.byteOffset + header[0].length, width * height);
    try {
      return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)))).getText();
    } catch (error) {
      tried.push(`${dpi} dpi: ${String(error)}`);
    }
  }
  throw new Error(`no QR code read in ${pdf} (${tried.join('; ')})`);
}

/** The company with its admin (signed in as the set-up's last step), the training assigned with a deadline to the empty unit. */
async function seed(page: Page) {
  const { company, root, trainingId, unitId } = await companyWithForkliftTraining(page, UNIT);
  const tag = company.email.split('+')[1]!.split('@')[0]!;
  await apiCall(page, root, 'post', `/api/user-groups/${unitId}/trainings`, { trainingId, weeks: 2 });
  const email = `ada.admin+${tag}@muster-bau.example`;
  await apiCall(page, root, 'post', '/api/users', { email, firstName: 'Ada', lastName: 'Admin', password: 'Erst#2026x', role: 'admin' });
  // her first session: she replaces the temporary password and goes on with it
  const { token } = await apiCall<{ token: string }>(page, null, 'post', '/api/auth/login', { email, password: 'Erst#2026x' });
  await apiCall(page, token, 'patch', '/api/user/change-password', { currentPassword: 'Erst#2026x', newPassword: 'Admin#2026x' });
  // any page of the origin takes the token; the health check is the lightest
  await page.goto('/api/health');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
}

/** A PIN on the kiosk's pad ('Ziffer 5', …), then OK. */
async function typePin(kiosk: Page, pin: string): Promise<void> {
  for (const digit of pin) await kiosk.getByRole('button', { name: `Ziffer ${digit}`, exact: true }).click();
  await kiosk.getByTestId('kiosk-pin-ok').click();
}

/** First sign-in at the kiosk: personnel number, start code as printed in the letter, then the PIN twice. */
async function firstSignIn(kiosk: Page, number: string, startCode: string, pin: string): Promise<void> {
  await kiosk.getByTestId('kiosk-to-number').click();
  await kiosk.getByLabel('Personalnummer', { exact: true }).fill(number);
  await kiosk.getByRole('button', { name: 'Ich habe einen Startcode' }).click();
  await kiosk.getByLabel('Startcode aus dem Startbrief').fill(startCode);
  await kiosk.getByRole('button', { name: 'Anmelden' }).click();
  await expect(kiosk.getByRole('heading', { name: 'PIN festlegen' })).toBeVisible();
  await expect(kiosk.getByTestId('kiosk-set-pin-step')).toHaveText('Neue PIN');
  await typePin(kiosk, pin);
  await expect(kiosk.getByTestId('kiosk-set-pin-step')).toHaveText('PIN wiederholen');
  await typePin(kiosk, pin);
  await expect(kiosk.getByTestId('kiosk-pin-saved')).toBeVisible();
}

const kioskToken = (kiosk: Page) => kiosk.evaluate(() => window.localStorage.getItem('token'));
const userRow = (page: Page, number: string): Locator => page.getByTestId('user-row').filter({ hasText: `Personalnr. ${number}` });

test('Werkshalle: Import, Startbriefe, Kiosk koppeln, Anmeldung mit Startcode und Ausweis, Abschluss mit PIN, Bericht, Kiosk sperren', async ({ page, browser }, testInfo) => {
  // 50 to 85 s seen on a shared two-core machine with other test runs going on
  test.setTimeout(150_000);
  const files = testInfo.outputPath('files');
  mkdirSync(files, { recursive: true });
  await seed(page);

  // ---- The admin imports three workers who have only a personnel number (into the unit named in the file). ----
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzerverwaltung');
  const csv = path.join(files, 'lager-sued.csv');
  const lines = ['Personalnummer;Vorname;Nachname;Rolle;Einheiten', ...WORKERS.map((w) => `${w.number};${w.first};${w.last};Mitarbeiter;${UNIT}`)];
  writeFileSync(csv, `\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  await page.getByTestId('import-users').click();
  const importDialog = page.locator('.ant-modal.us-import');
  await importDialog.locator('input[type=file]').setInputFiles(csv);
  await expect(importDialog.getByTestId('import-file-name')).toHaveText('Gewählte Datei: lager-sued.csv');
  await importDialog.getByTestId('import-check').click();
  await expect(importDialog.getByTestId('import-counts')).toContainText('3 gültig');
  await expect(importDialog.getByTestId('import-counts')).toContainText('0 fehlerhaft');
  await importDialog.getByRole('button', { name: '3 Benutzer importieren' }).click();
  await expect(importDialog.getByText('3 Benutzer importiert')).toBeVisible();
  await importDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Schließen' }).click();
  await expect(importDialog).toBeHidden();
  for (const w of WORKERS) {
    await expect(userRow(page, w.number)).toContainText(`${w.first} ${w.last}`);
    await expect(userRow(page, w.number)).toContainText('ohne E-Mail');
    await expect(userRow(page, w.number)).toContainText('Mitarbeiter');
  }

  // ---- Their start letters: the three ticked, printed as one PDF; page 1 looked at, the codes read off the letters. ----
  for (const w of WORKERS) await page.getByRole('checkbox', { name: `${w.first} ${w.last} auswählen` }).check();
  await expect(page.getByTestId('users-selected-count')).toHaveText('3 Personen ausgewählt');
  await page.getByTestId('bulk-start-letters').click();
  const lettersConfirm = page.locator('.ant-modal.us-letters-confirm');
  await expect(lettersConfirm).toContainText('Startbriefe für 3 Personen drucken?');
  const [lettersDownload] = await Promise.all([page.waitForEvent('download'), lettersConfirm.getByRole('button', { name: 'Startbriefe drucken' }).click()]);
  expect(lettersDownload.suggestedFilename()).toBe('startbriefe.pdf');
  const lettersPdf = path.join(files, 'startbriefe.pdf');
  await lettersDownload.saveAs(lettersPdf);
  mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', lettersPdf, path.join(SHOTS, 'shop-floor-start-letter')]);
  await testInfo.attach('Startbrief, Seite 1', { path: path.join(SHOTS, 'shop-floor-start-letter.png'), contentType: 'image/png' });
  const letters = pdfText(readFileSync(lettersPdf)).split('\f').filter((p) => p.trim() !== '');
  expect(letters).toHaveLength(3);
  const startCodes = new Map<string, string>();
  for (const w of WORKERS) {
    const letter = letters.find((p) => new RegExp(`Ihre Personalnummer\\s+${w.number}\\b`).test(p));
    expect(letter, `letter of ${w.number}`).toBeDefined();
    expect(letter).toContain(`Hallo ${w.first} ${w.last},`);
    expect(letter).toContain('Anmeldecode der Firma');
    const code = /Ihr Startcode\s+([A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4})/.exec(letter!)?.[1];
    expect(code, `start code on the letter of ${w.number}`).toBeTruthy();
    startCodes.set(w.number, code!);
  }
  await expect(lettersConfirm).toBeHidden();

  // ---- Worker two's badge (a new one, as the dialog warns): the PDF's QR code is what the scanner at the kiosk reads. ----
  await userRow(page, TWO.number).getByRole('button', { name: `Ausweis drucken: ${TWO.first} ${TWO.last}` }).click();
  const badgeConfirm = page.locator('.ant-modal.us-badge-confirm');
  await expect(badgeConfirm).toContainText(`Ausweis für ${TWO.first} ${TWO.last} drucken?`);
  const [badgeDownload] = await Promise.all([page.waitForEvent('download'), badgeConfirm.getByRole('button', { name: 'Ausweis drucken' }).click()]);
  const badgePdf = path.join(files, 'ausweis.pdf');
  await badgeDownload.saveAs(badgePdf);
  expect(pdfText(readFileSync(badgePdf))).toContain(`${TWO.first} ${TWO.last}`);
  const badge = qrCodeOf(badgePdf);
  expect(badge).toMatch(/^[A-Z0-9]{28}$/);

  // ---- The admin adds a kiosk and reads its pairing code; the tablet (a second browser at 1024 × 768) is paired with it. ----
  await page.getByTestId('open-kiosks').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kiosk-Geräte');
  await page.getByTestId('add-kiosk').first().click();
  const addKiosk = page.locator('.ant-modal.kd-dialog');
  await addKiosk.getByLabel('Name des Geräts').fill(KIOSK);
  await addKiosk.getByTestId('kiosk-create-submit').click();
  await expect(addKiosk).toContainText(`Kopplungscode für „${KIOSK}“`);
  const pairingCode = (await addKiosk.getByTestId('kiosk-pairing-code').innerText()).trim();
  expect(pairingCode).toMatch(/^[A-Z0-9]{8}$/);
  await addKiosk.getByTestId('kiosk-created-close').click();
  await expect(page.getByTestId('kiosk-row').filter({ hasText: KIOSK }).getByTestId('kiosk-status')).toHaveText('Kopplung offen');

  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE' });
  const kiosk = await tablet.newPage();
  await kiosk.goto('/kiosk');
  await expect(kiosk.getByRole('heading', { name: 'Kiosk-Gerät koppeln' })).toBeVisible();
  await kiosk.getByLabel('Kopplungscode').fill(pairingCode);
  await kiosk.getByRole('button', { name: 'Gerät koppeln' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Ausweis scannen oder Personalnummer eingeben' })).toBeVisible();
  await expect(kiosk.getByTestId('kiosk-device')).toContainText(KIOSK);

  // ---- Worker one: personnel number and the start code from the letter, a PIN, the unit's training, completed with the PIN. ----
  await firstSignIn(kiosk, ONE.number, startCodes.get(ONE.number)!, PIN_ONE);
  await expect(kiosk.getByRole('heading', { name: `Hallo, ${ONE.first} ${ONE.last}!` })).toBeVisible();
  await expect(kiosk.getByRole('heading', { name: 'Ihre offenen Unterweisungen' })).toBeVisible();
  const trainingOfOne = kiosk.getByTestId('kiosk-training').filter({ hasText: TRAINING });
  await expect(trainingOfOne).toContainText('Frist:');
  await trainingOfOne.getByTestId('kiosk-training-open').click();
  await expect(kiosk.getByTestId('player-title')).toHaveText(TRAINING);
  await kiosk.getByTestId('player-mark-read').click();
  await kiosk.getByTestId('player-next').click();
  await expect(kiosk.getByTestId('player-eval-passed')).toBeVisible();
  await expect(kiosk.getByText('Ihre PIN', { exact: true })).toBeVisible();
  await kiosk.getByTestId('player-confirm-understood').click();
  await kiosk.getByTestId('player-confirm-password').fill(PIN_ONE);
  await kiosk.getByTestId('player-complete').click();
  await expect(kiosk.getByTestId('kiosk-done')).toContainText('Unterweisung abgeschlossen');
  await expect(kiosk.getByTestId('kiosk-done')).toContainText(`Vielen Dank, ${ONE.first} ${ONE.last}!`);
  // the session ended with the completion; the kiosk goes back to its start screen
  expect(await kioskToken(kiosk)).toBeNull();
  await kiosk.getByTestId('kiosk-done-finish').click();
  await expect(kiosk.getByTestId('kiosk-start')).toBeVisible();

  // ---- Worker two: first with the start code (to set a PIN), then as every day: badge at the scanner, PIN on the pad. ----
  await firstSignIn(kiosk, TWO.number, startCodes.get(TWO.number)!, PIN_TWO);
  const firstSessionOfTwo = await kioskToken(kiosk);
  await kiosk.getByTestId('kiosk-sign-out').click();
  await expect(kiosk.getByTestId('kiosk-start')).toBeVisible();
  // 'Abmelden' ended that session on the server (the kiosk sends the sign-out and forgets the token at once)
  await expect.poll(async () => (await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${firstSessionOfTwo}` } })).status()).toBe(401);
  // the scanner is a keyboard: it types the QR code's text into the focused badge field, then Enter
  await expect(kiosk.getByTestId('kiosk-badge')).toBeFocused();
  await kiosk.keyboard.type(badge);
  await kiosk.keyboard.press('Enter');
  await expect(kiosk.getByTestId('kiosk-pin-who')).toHaveText(/Mit Ausweis/);
  await typePin(kiosk, PIN_TWO);
  await expect(kiosk.getByRole('heading', { name: `Hallo, ${TWO.first} ${TWO.last}!` })).toBeVisible();
  const trainingOfTwo = kiosk.getByTestId('kiosk-training').filter({ hasText: TRAINING });
  await expect(trainingOfTwo).toContainText('Frist:');
  const sessionOfTwo = await kioskToken(kiosk);
  expect(sessionOfTwo).toBeTruthy();

  // ---- The unit's progress report: worker one completed, the other two assigned. ----
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einheiten' }).click();
  const unitCard = page.getByTestId('group-card').filter({ hasText: UNIT });
  await unitCard.getByRole('button', { name: /Fortschritt$/ }).click();
  const report = page.locator('.ant-modal.gr-progress-dialog').getByTestId('progress-training').filter({ hasText: TRAINING });
  const reportRow = (w: (typeof WORKERS)[number]) => report.locator('tr.ant-table-row').filter({ hasText: `${w.first} ${w.last}` });
  await expect(reportRow(ONE).locator('.gr-status-tag')).toHaveText('Abgeschlossen');
  await expect(reportRow(TWO).locator('.gr-status-tag')).toHaveText('Zugewiesen');
  await expect(reportRow(WORKERS[2]).locator('.gr-status-tag')).toHaveText('Zugewiesen');
  await closeDialog(page.locator('.ant-modal.gr-progress-dialog'));

  // ---- The admin revokes the kiosk while worker two is signed in: the session is over at once. ----
  // opened anew: the list of /kiosks is not asked again within the app (staleTime Infinity), it would still say 'Kopplung offen'
  await page.goto('/kiosks');
  const kioskRow = page.getByTestId('kiosk-row').filter({ hasText: KIOSK });
  await expect(kioskRow.getByTestId('kiosk-status')).toHaveText('Gekoppelt');
  await kioskRow.getByRole('button', { name: `Sperren: ${KIOSK}` }).click();
  const revokeConfirm = page.locator('.ant-modal.kd-revoke-confirm');
  await expect(revokeConfirm).toContainText('wer dort angemeldet ist, wird sofort abgemeldet');
  await revokeConfirm.getByRole('button', { name: 'Sperren' }).click();
  await expectToast(page, 'Gerät gesperrt');
  await closeToasts(page);
  await expect(kioskRow.getByTestId('kiosk-status')).toHaveText('Gesperrt');
  // the server has ended worker two's session with the kiosk
  expect((await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${sessionOfTwo}` } })).status()).toBe(401);
  // the tablet learns it with the next thing worker two does (opening the training): it asks for a pairing code again
  await trainingOfTwo.getByTestId('kiosk-training-open').click();
  await expect(kiosk.getByTestId('kiosk-pairing')).toBeVisible();
  await expect(kiosk.getByTestId('kiosk-unpaired')).toContainText('Dieses Gerät ist nicht mehr als Kiosk gekoppelt.');
  expect(await kioskToken(kiosk)).toBeNull();
  expect(await kiosk.evaluate(() => window.localStorage.getItem('kioskDevice'))).toBeNull();
  await tablet.close();
});
