/** What people type or scan at the kiosk, brought into the form the server expects (issue 33 item 5). */

/** A pairing code: 8 letters and digits; lower case, spaces and hyphens are accepted. */
export const PAIRING_CODE_LENGTH = 8;
/** A badge token as its QR code carries it: 28 upper-case letters and digits. */
export const BADGE_LENGTH = 28;
/** A PIN: 6 digits. */
export const PIN_LENGTH = 6;

/** The pairing code without spaces and hyphens, in upper case. */
export function normalizePairingCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function isPairingCode(code: string): boolean {
  return new RegExp(`^[A-Z0-9]{${PAIRING_CODE_LENGTH}}$`).test(code);
}

const BADGE_ONLY = new RegExp(`^[A-Z0-9]{${BADGE_LENGTH}}$`);
const BADGE_IN_TEXT = new RegExp(`(?:^|[^A-Z0-9])([A-Z0-9]{${BADGE_LENGTH}})(?=$|[^A-Z0-9])`, 'g');

/**
 * The badge token in what a scanner or the camera read, or null when it holds none. A handheld
 * scanner with caps lock types lower case, so case does not matter; a code that carries the token
 * in a link (`…?badge=TOKEN`) gives its last 28-character run.
 */
export function badgeFromScan(scanned: string): string | null {
  const text = scanned.trim().toUpperCase();
  if (BADGE_ONLY.test(text)) return text;
  const runs = [...text.matchAll(BADGE_IN_TEXT)].map((m) => m[1] ?? '');
  return runs.length > 0 ? (runs[runs.length - 1] ?? null) : null;
}

/** The personnel number as typed, without surrounding space. */
export function normalizePersonnelNumber(input: string): string {
  return input.trim();
}

/** What a scanned or typed code at the start screen stands for. */
export type ScannedCode = { readonly kind: 'badge'; readonly badge: string } | { readonly kind: 'startLetter'; readonly personnelNumber: string };

/**
 * A badge, or the QR code of a start letter (its sign-in link carries the personnel number as
 * `nr`: the person signs in with the start code printed beside it), or null.
 */
export function readScannedCode(scanned: string): ScannedCode | null {
  const badge = badgeFromScan(scanned);
  if (badge) return { kind: 'badge', badge };
  try {
    const number = new URL(scanned.trim()).searchParams.get('nr');
    if (number?.trim()) return { kind: 'startLetter', personnelNumber: normalizePersonnelNumber(number) };
  } catch {
    // not a link
  }
  return null;
}
