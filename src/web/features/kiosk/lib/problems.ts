import { isApiError } from '../../../lib/api';
import { isNotPaired, retryAfterSeconds } from '../api/kiosk';
import type { KioskT } from '../i18n';

/** What went wrong with a sign-in or a PIN: a message to show, a wait (429), or a device that is no longer paired. */
export type Problem =
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'wait'; readonly seconds: number }
  | { readonly kind: 'unpaired' };

/**
 * The server's own message where it sent one (it never says which of number, badge and PIN was
 * wrong, and names the PIN rule that was broken); a wait as seconds; no answer at all as a
 * connection problem.
 */
export function problemOf(error: unknown, t: KioskT): Problem {
  if (isNotPaired(error)) return { kind: 'unpaired' };
  const wait = retryAfterSeconds(error);
  if (wait !== null) return { kind: 'wait', seconds: wait };
  if (!isApiError(error)) return { kind: 'message', text: t('signIn.connection') };
  if (error.serverMessage) return { kind: 'message', text: error.serverMessage };
  return { kind: 'message', text: error.status === 401 ? t('signIn.invalid') : t('common.genericError') };
}
