import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { randomUUID } from 'node:crypto';
import { matchesAny, type PathMatcher } from './path-match';
import { pickLang } from '../i18n';
import { ConcurrencyError, TenantErasedError } from '../eventstore/types';
import { StillProcessing } from '../eventstore/still-processing';
import type { ReadModelsBehind } from '../eventstore/read-models-behind';
import { HttpError, stillProcessing } from './errors';
import type { AppRouter, AppState, Authenticate } from './context';
import { idempotentPosts, type IdempotencyStore } from './idempotency';
import { jsonAnswers } from './json-body';
import { serveWebApp } from './static-files';
import { refuseUnsafeText } from './text-safety';
import { clientAddress } from './client-address';

export interface HttpAppOptions {
  readonly routers: readonly AppRouter[];
  readonly authenticate: Authenticate;
  readonly webDir?: string | undefined;
  readonly jsonLimit?: string;
  /** Path prefixes whose request bodies the routes read as streams themselves (uploads). */
  readonly streamedBodyPaths?: readonly PathMatcher[];
  readonly log?: (msg: string, err?: unknown) => void;
  /** Reverse proxies in front of the app (hop count, `TRUST_PROXY`); 0 when not given. */
  readonly trustProxy?: number | undefined;
  /** Keeps the answers of POST requests sent with an `Idempotency-Key`; without it the header is ignored. */
  readonly idempotency?: IdempotencyStore;
  /**
   * The routes (`METHOD /api/path`) a principal with `mustChangePassword` may call; every other
   * route answers 403 `password_change_required` for them. Unset: no restriction.
   */
  readonly allowedWhilePasswordChange?: readonly string[];
  /** The same for a principal with `mustSetPin` (403 `pin_setup_required`). */
  readonly allowedWhilePinSetup?: readonly string[];
  /** The kernel's record of read-model waits that timed out; named in the answers of the requests they happened during. */
  readonly readModelsBehind?: ReadModelsBehind;
}

const sessionExpired = () =>
  new HttpError(401, 'session_expired', {
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your session has expired. Please sign in again.',
  });

const passwordChangeRequired = () =>
  new HttpError(403, 'password_change_required', {
    de: 'Bitte ändern Sie zuerst Ihr Passwort.',
    en: 'Please change your password first.',
  });

const pinSetupRequired = () =>
  new HttpError(403, 'pin_setup_required', {
    de: 'Bitte legen Sie zuerst Ihre PIN fest.',
    en: 'Please set your PIN first.',
  });

/**
 * `TRUST_PROXY=N` (hop count): Koa trusts the `X-Forwarded-*` headers when N > 0, and `ctx.ip` is
 * the right-most untrusted address of `X-Forwarded-For` (see `clientAddress`). Unset or 0: the
 * socket address, and `X-Forwarded-For` is ignored.
 */
export function applyTrustProxy(app: Koa<AppState>, hops: number): void {
  app.proxy = hops > 0;
  app.maxIpsCount = hops;
  app.use(async (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.get('X-Forwarded-For') || undefined, ctx.req.socket.remoteAddress ?? '', hops);
    await next();
  });
}

/** Upload routes that parse their own (large, streamed) bodies with their own limits. */
export const DEFAULT_STREAMED_BODY_PATHS: readonly PathMatcher[] = [
  '/api/video-projects/upload',
  '/api/media/',
  '/api/users/import',
  /^\/api\/instruction-sessions\/[^/]+\/scan$/,
  /^\/api\/training-modules\/[^/]+\/subtitles$/,
];

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
};

/** Builds the Koa app: security headers, language, errors as JSON, auth, API routers, web app. */
export function createHttpApp(opts: HttpAppOptions): Koa<AppState> {
  const app = new Koa<AppState>();
  applyTrustProxy(app, opts.trustProxy ?? 0);
  const log = opts.log ?? ((m, e) => console.error(m, e));

  app.use(async (ctx, next) => {
    ctx.state.requestId = randomUUID();
    ctx.state.lang = pickLang(ctx.get('Accept-Language'));
    ctx.state.principal = null;
    ctx.state.token = null;
    ctx.set(SECURITY_HEADERS);
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw new HttpError(404, 'not_found', { de: 'Diese Schnittstelle gibt es nicht.', en: 'No such endpoint.' });
      }
    } catch (caught) {
      const lang = ctx.state.lang;
      const err = caught instanceof StillProcessing ? stillProcessing(caught) : caught;
      if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.body = { message: err.messages[lang], code: err.code, ...err.extra };
        const retry = err.extra.retryAfter;
        if (typeof retry === 'number') ctx.set('Retry-After', String(retry));
        if (typeof err.extra.location === 'string') ctx.set('Location', err.extra.location);
        return;
      }
      if (err instanceof TenantErasedError) {
        // the company was deleted while this request ran (it had signed in before): nothing was written
        ctx.status = 410;
        ctx.body = {
          message: lang === 'de' ? 'Dieses Unternehmen wurde gelöscht. Es wurde nichts gespeichert.' : 'This company has been deleted. Nothing was saved.',
          code: 'company_deleted',
        };
        return;
      }
      if (err instanceof ConcurrencyError) {
        // the command runner retried already: the stream keeps changing under this request
        ctx.status = 409;
        ctx.body = {
          message:
            lang === 'de'
              ? 'Die Daten wurden gerade gleichzeitig geändert. Bitte versuchen Sie es erneut.'
              : 'The data was changed by someone else at the same time. Please try again.',
          code: 'concurrent_change',
        };
        return;
      }
      const status = typeof (err as { status?: unknown }).status === 'number' ? (err as { status: number }).status : 500;
      if (status === 413) {
        ctx.status = 413;
        ctx.body = { message: lang === 'de' ? 'Die Anfrage ist zu groß.' : 'The request is too large.', code: 'payload_too_large' };
      } else if (status === 415) {
        ctx.status = 415;
        ctx.body = { message: lang === 'de' ? 'Dieser Inhaltstyp wird nicht unterstützt.' : 'Unsupported content type.', code: 'unsupported_media_type' };
      } else if (status >= 400 && status < 500) {
        ctx.status = 400;
        ctx.body = { message: lang === 'de' ? 'Ungültige Anfrage: der Inhalt ist kein gültiges JSON.' : 'Invalid request: the body is not valid JSON.', code: 'bad_request' };
      } else {
        log(`[${ctx.state.requestId}] ${ctx.method} ${ctx.path} failed`, err);
        ctx.status = 500;
        ctx.body = {
          message: lang === 'de' ? 'Interner Fehler. Bitte versuchen Sie es später erneut.' : 'Internal error. Please try again later.',
          code: 'internal_error',
          requestId: ctx.state.requestId,
        };
      }
    }
  });

  // a command whose read-model wait timed out stands: its answer names the read models still behind
  // (requests that may run commands; see ReadModelsBehind for what "during this request" means)
  const lagging = opts.readModelsBehind;
  if (lagging) {
    app.use(async (ctx, next) => {
      if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return next();
      const mark = lagging.mark();
      try {
        await next();
      } finally {
        const behind = lagging.since(mark);
        if (behind.length > 0) ctx.set('X-Read-Models-Behind', behind.join(', '));
      }
    });
  }

  app.use(jsonAnswers());

  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    ctx.set('Cache-Control', 'no-store');
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next();
    ctx.state.token = match[1]!;
    const outcome = await opts.authenticate(match[1]!);
    if (outcome === 'expired') {
      // public routes still answer; a route that needs a session says why there is none
      try {
        return await next();
      } catch (err) {
        throw err instanceof HttpError && err.code === 'unauthorized' ? sessionExpired() : err;
      }
    }
    ctx.state.principal = outcome;
    // a first step still to take (a password someone else chose, a PIN after a start code) leaves only the few routes it needs
    const call = `${ctx.method} ${ctx.path}`;
    const allowedChange = opts.allowedWhilePasswordChange;
    if (outcome?.mustChangePassword && allowedChange && !allowedChange.includes(call)) throw passwordChangeRequired();
    const allowedPin = opts.allowedWhilePinSetup;
    if (outcome?.mustSetPin && allowedPin && !allowedPin.includes(call)) throw pinSetupRequired();
    return next();
  });

  const parsedMethods = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];
  const bodyParser = koaBody({ jsonLimit: opts.jsonLimit ?? '1mb', formLimit: '1mb', textLimit: '1mb', multipart: false, parsedMethods });
  const withBody = new Set<string>(parsedMethods);
  const streamed = opts.streamedBodyPaths ?? DEFAULT_STREAMED_BODY_PATHS;
  // GET and HEAD have no body to parse: they skip the parser (and its content-type checks) altogether
  app.use((ctx, next) => (!withBody.has(ctx.method) || matchesAny(streamed, ctx.path) ? next() : bodyParser(ctx, next)));
  app.use(refuseUnsafeText());
  if (opts.idempotency) app.use(idempotentPosts(opts.idempotency, { skipPaths: streamed, log }));

  for (const r of opts.routers) {
    app.use(r.routes());
    app.use(r.allowedMethods());
  }

  if (opts.webDir) app.use(serveWebApp(opts.webDir));
  return app;
}
