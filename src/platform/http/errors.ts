import type { Localized } from '../i18n';
import type { StillProcessing } from '../eventstore/still-processing';

/** An expected failure with its HTTP status, stable code and message in both languages. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: Localized,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(messages.en);
  }
}

/** An expected failure from its status, code and the German and English message (the modules' error tables use it). */
export const httpError = (status: number, code: string, de: string, en: string): HttpError => new HttpError(status, code, { de, en });

/** One row of a module's error table: HTTP status, stable code, the message in both languages, and extra body fields (`field`, …). */
export type ErrorRow = readonly [status: number, code: string, messages: Localized, extra?: Readonly<Record<string, unknown>>];

/**
 * The one place where a module's named failures become HTTP errors: a table with a row for every
 * failure (`E` given explicitly, so that a failure without a row does not compile). Each call makes a
 * new error.
 */
export function errorTable<E extends string>(rows: { readonly [K in E]: ErrorRow }): (error: E) => HttpError {
  return (error) => {
    const [status, code, messages, extra] = rows[error];
    return new HttpError(status, code, messages, extra);
  };
}

export const badRequest = (code: string, m: Localized, extra?: Record<string, unknown>) => new HttpError(400, code, m, extra);
export const unauthorized = (m: Localized = { de: 'Nicht angemeldet oder Sitzung abgelaufen.', en: 'Not signed in or session expired.' }) =>
  new HttpError(401, 'unauthorized', m);
export const forbidden = (m: Localized = { de: 'Keine Berechtigung für diese Aktion.', en: 'You are not allowed to do this.' }) =>
  new HttpError(403, 'forbidden', m);
export const notFound = (m: Localized = { de: 'Nicht gefunden.', en: 'Not found.' }) => new HttpError(404, 'not_found', m);
export const conflict = (code: string, m: Localized, extra?: Record<string, unknown>) => new HttpError(409, code, m, extra);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    {
      de: `Zu viele Versuche. Bitte warten Sie ${retryAfterSeconds} Sekunden und versuchen Sie es erneut.`,
      en: `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    },
    { retryAfter: retryAfterSeconds },
  );

/**
 * The signed-in user of a company: 401 without a session, 403 for the platform operator (who has no
 * company) — the guard in front of every company-scoped call.
 */
export function companyPrincipal<P extends { readonly tenantId: string | null }>(principal: P | null): P & { readonly tenantId: string } {
  if (!principal) throw unauthorized();
  if (!principal.tenantId) throw forbidden({ de: 'Diese Funktion gehört zu einem Unternehmen.', en: 'This function belongs to a company account.' });
  return principal as P & { readonly tenantId: string };
}

/** Where a caller asks whether the read models have passed a position (GET, waits a while). */
export const caughtUpPath = (position: string, readModels: readonly string[]) =>
  `/api/read-models/caught-up?position=${encodeURIComponent(position)}&readModels=${encodeURIComponent(readModels.join(','))}`;

/**
 * A command recorded while its read models lag behind (issue 31, item 5): 202, never an error for
 * a change that was made. `location` asks when it is visible; a retry with the same
 * `Idempotency-Key` runs nothing again and answers as usual once the read models caught up.
 */
export const stillProcessing = (e: StillProcessing) =>
  new HttpError(
    202,
    'processing',
    {
      de: 'Die Änderung ist gespeichert und wird verarbeitet. Sie ist in wenigen Augenblicken sichtbar.',
      en: 'The change is saved and being processed. It will show in a few moments.',
    },
    { status: 'processing', position: e.position, readModels: e.readModels, location: caughtUpPath(e.position, e.readModels), retryAfter: 2 },
  );
