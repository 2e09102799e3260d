import { execFileSync } from 'node:child_process';
import { promises as fs, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import config from '../../../playwright.config';
import type { RegisterInput } from '../../../src/web/lib/auth';

/** Same directory as DATA_DIR of the webServer in playwright.config.ts. */
export const E2E_DATA_DIR = path.resolve(process.cwd(), process.env.E2E_PORT ? `.data-e2e-${process.env.E2E_PORT}` : '.data-e2e');
export const MAILBOX_DIR = path.join(E2E_DATA_DIR, 'mailbox');
export const SCREENSHOT_DIR = path.resolve(process.cwd(), 'test-results/screenshots');

/** Platform operator created by the server from MASTER_EMAIL / MASTER_PASSWORD (playwright.config.ts). */
export const MASTER = { email: 'master@unterweisung.local', password: 'Master-E2E-2025!' } as const;

/** What the registration form asks (the consent is ticked by the helpers). */
export type Company = Omit<RegisterInput, 'gdprConsent'>;

let counter = 0;

/** A company with unique email addresses, so that every test can register its own. */
export function newCompany(overrides: Partial<Company> = {}): Company {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    companyName: `Muster Bau GmbH ${id}`,
    companyEmail: `info+${id}@muster-bau.example`,
    firstName: 'Maria',
    lastName: 'Schneider',
    email: `maria.schneider+${id}@muster-bau.example`,
    password: 'Sicher123!',
    ...overrides,
  };
}

/** Pictures are for people to look at: CI keeps none, so it takes none (E2E_SCREENSHOTS=1 takes them there too). */
export const PICTURES = !process.env.CI || Boolean(process.env.E2E_SCREENSHOTS);

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  // Let dialog/popover transitions finish so the picture shows the settled screen.
  await page.waitForTimeout(400);
  if (!PICTURES) return;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: options.fullPage ?? false, animations: 'disabled' });
}

/** The antd notification (toast) with the given title; optionally checks its description. */
export function toast(page: Page, title: string): Locator {
  return page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
}

export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const notice = toast(page, title);
  await expect(notice).toBeVisible();
  if (description !== undefined) await expect(notice).toContainText(description);
}

/** Dismisses open toasts so that the next expectation cannot match a stale one. */
export async function closeToasts(page: Page): Promise<void> {
  const closers = page.locator('.ant-notification-notice-close');
  const count = await closers.count();
  for (let i = 0; i < count; i += 1) await closers.nth(0).click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

/**
 * Closes an antd dialog with its × button once it has finished opening, as a person would:
 * under load a click during the zoom-in animation went nowhere and the dialog stayed open.
 */
export async function closeDialog(dialog: Locator): Promise<void> {
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.locator('.ant-modal-close').first().click();
  await expect(dialog).toBeHidden();
}

/** The login/registration dialog. */
export function authDialog(page: Page): Locator {
  return page.locator('.ant-modal.auth-dialog');
}

export function forgotPasswordDialog(page: Page): Locator {
  return page.locator('.ant-modal.forgot-password-dialog');
}

export function profileDialog(page: Page): Locator {
  return page.locator('.ant-modal.profile-dialog');
}

export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unterweisungen, die ankommen');
}

export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.locator('.landing-topbar').getByRole('button', { name: 'Anmelden' }).click();
  const modal = authDialog(page);
  await expect(modal.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  return modal;
}

export async function openRegisterDialog(page: Page): Promise<Locator> {
  await page.locator('.landing-topbar').getByRole('button', { name: 'Registrieren' }).click();
  const modal = authDialog(page);
  await expect(modal.getByRole('heading', { name: 'Unternehmen registrieren' })).toBeVisible();
  return modal;
}

export async function fillRegisterForm(modal: Locator, company: Company, options: { confirm?: string; consent?: boolean } = {}) {
  await modal.getByLabel('Firmenname').fill(company.companyName);
  await modal.getByLabel('Firmen-E-Mail').fill(company.companyEmail);
  await modal.getByLabel('Vorname').fill(company.firstName);
  await modal.getByLabel('Nachname').fill(company.lastName);
  await modal.getByLabel('E-Mail-Adresse').fill(company.email);
  await modal.getByLabel('Passwort', { exact: true }).fill(company.password);
  await modal.getByLabel('Passwort bestätigen').fill(options.confirm ?? company.password);
  const consent = modal.getByRole('checkbox', { name: /Datenschutzerklärung/ });
  if ((options.consent ?? true) !== (await consent.isChecked())) await consent.click();
}

/** Registers a company through the landing page and waits for the dashboard. */
export async function registerCompany(page: Page, company: Company): Promise<void> {
  await openLanding(page);
  const modal = await openRegisterDialog(page);
  await fillRegisterForm(modal, company);
  await modal.getByRole('button', { name: 'Konto erstellen' }).click();
  await expectToast(page, 'Registrierung erfolgreich', `Willkommen bei Unterweisung Pro, ${company.firstName} ${company.lastName}!`);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await openLanding(page);
  const modal = await openLoginDialog(page);
  await modal.getByLabel('E-Mail-Adresse').fill(email);
  await modal.getByLabel('Passwort', { exact: true }).fill(password);
  const submit = modal.getByRole('button', { name: 'Anmelden', exact: true });
  // CI once saw a click here send nothing (no POST in the trace, the form still filled): when no
  // sign-in request leaves within 5 s, the person clicks again, as a user would
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/login'), { timeout: 5_000 }).catch(() => null);
  await submit.click();
  if ((await sent) === null) await submit.click();
}

/**
 * Opens the user menu and answers it once its popover has finished opening: a click during the
 * zoom-in went nowhere under load (CI: "Abmelden" clicked, no sign-out).
 */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Benutzermenü öffnen' }).click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  await expect(page.locator('.ant-popover').filter({ has: menu })).not.toHaveClass(/ant-zoom(-big)?-(appear|enter)/);
  return menu;
}

export async function logout(page: Page): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole('button', { name: 'Abmelden' }).click();
  await expectToast(page, 'Abgemeldet', 'Sie wurden erfolgreich abgemeldet.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unterweisungen, die ankommen');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
}

interface MailFile {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The newest mail to `to` in the server's dev mailbox, waiting for it to arrive. */
export async function newestMailTo(to: string, notBefore: number): Promise<MailFile> {
  let found: MailFile | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(MAILBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
        for (const name of names.reverse()) {
          const mail = JSON.parse(await fs.readFile(path.join(MAILBOX_DIR, name), 'utf8')) as MailFile;
          if (mail.to.toLowerCase() === to.toLowerCase() && Date.parse(mail.sentAt) >= notBefore) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `mail to ${to} in ${MAILBOX_DIR}` },
    )
    .toBe(true);
  return found as MailFile;
}

export function temporaryPasswordFrom(mail: MailFile): string {
  const match = /Temporäres Passwort:\s*(\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no 'Temporäres Passwort:' line in mail text:\n${mail.text}`);
  return match[1];
}

/** The signed-in user's bearer token, for setting up data through the API. */
export async function sessionToken(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value!;
}

/**
 * One JSON call to the API with a bearer token (or none: `null`), for setting a test up; fails the
 * test with the server's answer unless it is OK. Answers the parsed body (undefined when empty).
 */
export async function apiCall<T>(page: Page, token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const verb = method.toUpperCase();
  const response = await page.request.fetch(url, {
    method: verb,
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  expect(response.ok(), `${verb} ${url}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through the API (the sign-in dialog has its own tests); answers the session token. */
export async function apiSignIn(page: Page, email: string, password: string): Promise<string> {
  return (await apiCall<{ token: string }>(page, null, 'POST', '/api/auth/login', { email, password })).token;
}

/**
 * Chromium's fake camera and microphone, allowed without a prompt, on top of the launch options of
 * playwright.config.ts: `test.use(fakeMediaDevices())` in the files that record.
 */
export function fakeMediaDevices() {
  const launchOptions = config.use?.launchOptions ?? {};
  return {
    launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
    permissions: ['camera', 'microphone'],
  };
}

/** A training created through the API by the signed-in user (German title and description, `extra` on top); its id. */
export async function createTrainingViaApi(page: Page, title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await page.request.post('/api/trainings', {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    data: { title: { de: title }, description: { de: `Beschreibung von ${title}` }, ...extra },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * After signing in with a temporary password: the profile dialog insists on a new one; set it there.
 * Ends on the dashboard with the toasts closed.
 */
export async function replaceTemporaryPassword(page: Page, temporary: string, password: string): Promise<void> {
  const profile = profileDialog(page);
  await expect(profile.getByText('Bitte vergeben Sie ein neues Passwort')).toBeVisible();
  await profile.getByLabel('Aktuelles Passwort', { exact: true }).fill(temporary);
  await profile.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await profile.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(password);
  await profile.getByRole('button', { name: 'Passwort ändern' }).click();
  await expectToast(page, 'Erfolg', 'Passwort wurde erfolgreich geändert');
  await expect(profile).toBeHidden();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await closeToasts(page);
}

/** A test clip made by ffmpeg in a new temporary folder: H.264, 320×240, with a 440 Hz tone unless `silent`; its path. */
export function testClip(name: string, seconds: number, options: { silent?: boolean } = {}): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-media-')), name);
  const audio = options.silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
  const audioCodec = options.silent ? [] : ['-c:a', 'aac', '-shortest'];
  execFileSync(
    'ffmpeg',
    ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=25`, ...audio, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', ...audioCodec, file],
    { stdio: 'pipe' },
  );
  return file;
}

/** A plain blue 320×180 PNG made by ffmpeg (a cover image); its path. */
export function testImage(name: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-media-')), name);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x1d4ed8:s=320x180', '-frames:v', '1', file], { stdio: 'pipe' });
  return file;
}

/** dd.MM.yyyy of today plus the given days, in the browser's time zone (playwright.config.ts). */
export function germanDateIn(days: number): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

/** Opens one of a unit card's dialogs by its button ('Mitglieder', 'Schulungen', …) and returns the dialog. */
/** From the main navigation to the units page of a company without units; opens the create dialog and answers it. */
export async function openCreateFirstUnit(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einheiten' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einheiten');
  await expect(page.getByTestId('groups-empty')).toContainText('Noch keine Gruppen');
  await page.getByTestId('create-group').first().click();
  const create = page.locator('.ant-modal.gr-create-dialog');
  await expect(create).toBeVisible();
  return create;
}

export async function openGroupDialog(card: Locator, button: string, page: Page, className: string): Promise<Locator> {
  // Button names start with the icon's label ('user Mitglieder'), so only the end is matched.
  await card.getByRole('button', { name: new RegExp(`${button}$`) }).click();
  const modal = page.locator(`.ant-modal.${className}`);
  await expect(modal).toBeVisible();
  return modal;
}

/** The progress dialog's tables right after assigning: one per training, every person 'Zugewiesen'. */
/** Assigns a bundle to a unit through the unit card's Bundles dialog; answers the dialog, open, with the one bundle row. */
export async function assignBundleInDialog(card: Locator, page: Page, bundle: string): Promise<Locator> {
  const modal = await openGroupDialog(card, 'Bundles', page, 'gr-bundles-dialog');
  await modal.getByLabel('Bundle', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: bundle }).click();
  await modal.getByTestId('assign-bundle-submit').click();
  await expectToast(page, 'Bundle zugewiesen');
  await closeToasts(page);
  await expect(modal.getByTestId('group-bundle-row')).toHaveCount(1);
  await expect(modal.getByTestId('group-bundle-row')).toContainText(bundle);
  return modal;
}

export async function expectAllAssigned(modal: Locator, trainings: string[], people: { first: string; last: string }[]): Promise<Locator> {
  const tables = modal.getByTestId('progress-training');
  await expect(tables).toHaveCount(trainings.length);
  for (const title of trainings) {
    const table = tables.filter({ hasText: title });
    await expect(table.locator('tr.ant-table-row')).toHaveCount(people.length);
    for (const person of people) await expect(table).toContainText(`${person.first} ${person.last}`);
    await expect(table.locator('.gr-status-tag')).toHaveText(people.map(() => 'Zugewiesen'));
  }
  return tables;
}
