import { createHash } from 'node:crypto';
import { matchesAny, type PathMatcher } from './path-match';
import type { Middleware } from 'koa';
import type { Migration, Queryable } from '../db';
import { withDerivedIds } from '../eventstore';
import type { AppState } from './context';
import { JsonBody } from './json-body';

/**
 * `Idempotency-Key` on POST requests (issue 14, item 9; after the IETF draft
 * "The Idempotency-Key HTTP Header Field"): the first answer of a signed-in user's POST with a key
 * is kept for 24 hours, and a retry with the same key and the same body gets it again
 * (`Idempotent-Replayed: true`) without running the command a second time. New ids inside such a
 * request derive from the key (`withDerivedIds`), so even a retry after a crash between the
 * append and keeping the answer appends nothing new. A retry while the first is still running
 * answers 409, the same key with another body 422. Requests without a session (sign-in,
 * registration, contact) are not kept: their answers carry tokens.
 */
export const idempotencyMigrations: Migration[] = [
  {
    id: '0003_http_idempotency_keys',
    sql: `
CREATE TABLE http_idempotency_keys (
  scope text NOT NULL, key text NOT NULL, company_id text, request_hash text NOT NULL,
  status integer, body text, created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX http_idempotency_keys_created ON http_idempotency_keys (created_at);
`,
  },
];

/** How long an answer is kept for retries. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
/** A first request that has not answered after this long is taken to have died: a retry runs again. */
export const IDEMPOTENCY_LEASE_SECONDS = 120;

type Begin = { readonly kind: 'new' } | { readonly kind: 'replay'; readonly status: number; readonly body: string | null } | { readonly kind: 'busy' } | { readonly kind: 'mismatch' };

/** Keeps the answers, in the database (so several API processes share them). */
export class IdempotencyStore {
  constructor(private readonly db: Queryable) {}

  async begin(scope: string, key: string, companyId: string | null, requestHash: string): Promise<Begin> {
    const { rows } = await this.db.query<{ status: number | null; body: string | null; request_hash: string; inserted: boolean }>(
      // a kept answer older than its time, or a first request that died, is replaced by this one
      `INSERT INTO http_idempotency_keys AS k (scope, key, company_id, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL, created_at = now()
         WHERE k.created_at < now() - make_interval(hours => $5) OR (k.status IS NULL AND k.created_at < now() - make_interval(secs => $6))
       RETURNING status, body, request_hash, true AS inserted`,
      [scope, key, companyId, requestHash, IDEMPOTENCY_KEEP_HOURS, IDEMPOTENCY_LEASE_SECONDS],
    );
    if (rows[0]) return { kind: 'new' };
    const { rows: kept } = await this.db.query<{ status: number | null; body: string | null; request_hash: string }>(
      'SELECT status, body, request_hash FROM http_idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const row = kept[0];
    if (!row) return this.begin(scope, key, companyId, requestHash);
    if (row.request_hash !== requestHash) return { kind: 'mismatch' };
    if (row.status === null) return { kind: 'busy' };
    return { kind: 'replay', status: row.status, body: row.body };
  }

  async finish(scope: string, key: string, status: number, body: string | null): Promise<void> {
    await this.db.query('UPDATE http_idempotency_keys SET status = $3, body = $4 WHERE scope = $1 AND key = $2', [scope, key, status, body]);
  }

  /** The first request failed: a retry runs again. */
  async release(scope: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM http_idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL', [scope, key]);
  }

  /** Drops answers older than their time (called now and then). */
  async sweep(): Promise<void> {
    await this.db.query('DELETE FROM http_idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [IDEMPOTENCY_KEEP_HOURS]);
  }
}

/** Every key a company's users sent (for deleting the company). */
export async function purgeIdempotencyKeys(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM http_idempotency_keys WHERE company_id = $1', [companyId]);
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The answer as kept text: JSON bodies only (other answers are not kept, a retry runs again). */
function keptBody(body: unknown): string | null | undefined {
  if (body === undefined || body === null) return null;
  if (body instanceof JsonBody) return body.bytes.toString('utf8');
  if (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function') return JSON.stringify(body);
  return undefined;
}

const texts = {
  invalid: {
    de: 'Der Idempotency-Key muss aus 1 bis 255 sichtbaren ASCII-Zeichen bestehen.',
    en: 'The Idempotency-Key must consist of 1 to 255 visible ASCII characters.',
  },
  busy: {
    de: 'Diese Anfrage wird bereits verarbeitet. Bitte warten Sie einen Moment.',
    en: 'This request is already being processed. Please wait a moment.',
  },
  mismatch: {
    de: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
};

/** The middleware: after authentication and body parsing, before the routers. */
export function idempotentPosts(store: IdempotencyStore, opts: { skipPaths: readonly PathMatcher[]; log: (msg: string, err?: unknown) => void }): Middleware<AppState> {
  let sinceSweep = 0;
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    const principal = ctx.state.principal;
    if (ctx.method !== 'POST' || !key || !principal || !ctx.path.startsWith('/api/') || matchesAny(opts.skipPaths, ctx.path)) return next();
    const lang = ctx.state.lang;
    if (!KEY.test(key)) {
      ctx.status = 400;
      ctx.body = { message: texts.invalid[lang], code: 'invalid_idempotency_key' };
      return;
    }
    const scope = `${principal.userId}:${ctx.path}`;
    const requestHash = createHash('sha256').update(ctx.querystring).update('\u0000').update(JSON.stringify(ctx.request.body ?? null)).digest('hex');
    if (++sinceSweep >= 1000) {
      sinceSweep = 0;
      store.sweep().catch((err: unknown) => opts.log('idempotency: sweep failed', err));
    }
    const begun = await store.begin(scope, key, principal.tenantId, requestHash);
    if (begun.kind === 'busy' || begun.kind === 'mismatch') {
      ctx.status = begun.kind === 'busy' ? 409 : 422;
      ctx.body = { message: texts[begun.kind][lang], code: begun.kind === 'busy' ? 'idempotency_key_in_use' : 'idempotency_key_reused' };
      return;
    }
    if (begun.kind === 'replay') {
      ctx.status = begun.status;
      if (begun.body !== null) {
        ctx.type = 'application/json';
        ctx.body = begun.body;
      }
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    let kept = false;
    try {
      await withDerivedIds(`${scope}:${key}`, () => next());
      const body = keptBody(ctx.body);
      // answers of 5xx and bodies that are not JSON are not kept: a retry runs again
      if (ctx.status < 500 && body !== undefined) {
        await store.finish(scope, key, ctx.status, body);
        kept = true;
      }
    } finally {
      if (!kept) await store.release(scope, key).catch((err: unknown) => opts.log('idempotency: release failed', err));
    }
  };
}
