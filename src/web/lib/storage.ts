import { isUiLanguage, type UiLanguage } from '../../shared/languages';

/** Keys and accessors for everything the web app keeps in localStorage (spec section 9). */
export const TOKEN_KEY = 'token';
export const LANGUAGE_KEY = 'language';
/** The device token of a paired kiosk (issue 33 item 5), sent as `X-Kiosk-Device`; absent in every other browser. */
export const KIOSK_DEVICE_KEY = 'kioskDevice';

/** The administration's languages (and the API's): German and English. The learner's screens speak `UiLanguage`. */
export type Language = 'de' | 'en';
export type { UiLanguage };
export const LANGUAGES: readonly Language[] = ['de', 'en'];
export const DEFAULT_LANGUAGE: Language = 'de';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return safeStorage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  safeStorage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  safeStorage()?.removeItem(TOKEN_KEY);
}

export function getKioskDevice(): string | null {
  return safeStorage()?.getItem(KIOSK_DEVICE_KEY) ?? null;
}

export function setKioskDevice(deviceToken: string): void {
  safeStorage()?.setItem(KIOSK_DEVICE_KEY, deviceToken);
}

export function clearKioskDevice(): void {
  safeStorage()?.removeItem(KIOSK_DEVICE_KEY);
}

export function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}

/** The stored UI language: German, English, or one of the learner's languages (issue 34 item 5). */
export function getStoredLanguage(): UiLanguage {
  const stored = safeStorage()?.getItem(LANGUAGE_KEY);
  return isUiLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: UiLanguage): void {
  safeStorage()?.setItem(LANGUAGE_KEY, language);
}
