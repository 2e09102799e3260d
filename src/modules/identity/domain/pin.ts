/**
 * PIN rules (issue 33 item 3): six digits that are not trivially guessed. A PIN is the second factor
 * beside a company code and personnel number or a badge, limited like a sign-in; these rules take
 * out the guesses an attacker tries first.
 */
export type PinRefusal = 'PinNotSixDigits' | 'PinAllSame' | 'PinSequence' | 'PinIsDateOfBirth';

/** The day of birth (`YYYY-MM-DD`) as people type it into six digits: DDMMYY, MMDDYY, YYMMDD. */
function birthDayForms(dateOfBirth: string): string[] {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return [];
  const [, yy, mm, dd] = m as unknown as [string, string, string, string];
  return [`${dd}${mm}${yy}`, `${mm}${dd}${yy}`, `${yy}${mm}${dd}`];
}

/** Why a PIN is refused, or null when it may be used. */
export function pinRefusal(pin: string, dateOfBirth: string | null): PinRefusal | null {
  if (!/^\d{6}$/.test(pin)) return 'PinNotSixDigits';
  const digits = [...pin].map(Number);
  if (digits.every((d) => d === digits[0])) return 'PinAllSame';
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 'PinSequence';
  if (dateOfBirth && birthDayForms(dateOfBirth).includes(pin)) return 'PinIsDateOfBirth';
  return null;
}

/**
 * When the company's admins hear that someone keeps guessing at an account (issue 33, item 6): at
 * the 10th attempt in a row without success (the sign-in has then made the account wait six times,
 * 32 s the last time) and at every 20th after it (30th, 50th, …: with waits of up to 15 minutes
 * about one notice every five hours while the guessing goes on). Attempts in a row are those the
 * limits count for the account (`PinLimits`), which a successful sign-in sets back to none.
 */
export const LOCK_NOTICE = { first: 10, every: 20 } as const;

export function lockNoticeDue(attemptsInARow: number): boolean {
  return attemptsInARow >= LOCK_NOTICE.first && (attemptsInARow - LOCK_NOTICE.first) % LOCK_NOTICE.every === 0;
}
