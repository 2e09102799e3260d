import type { Middleware } from 'koa';
import { badRequest } from './errors';
import type { AppState } from './context';

/**
 * Text that PostgreSQL cannot store (NUL) or that is not Unicode (a lone UTF-16 surrogate) is
 * bad input, answered with 400 before any route sees it, instead of failing later as a 500.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (s: string): boolean => UNSAFE.test(s);

/** The first unsafe string (key or value) in a parsed JSON value, as a path like `modules.0.title`. */
export function unsafePath(value: unknown, path: readonly string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path.join('.') || '(body)' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, v] of entries) {
    if (hasUnsafeText(key)) return [...path, '(key)'].join('.');
    const found = unsafePath(v, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const refuse = (field: string) =>
  badRequest(
    'invalid_characters',
    { de: `Das Feld „${field}“ enthält unzulässige Zeichen.`, en: `The field "${field}" contains characters that are not allowed.` },
    { field },
  );

function decodedPath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Refuses unsafe text in the path, the query string and the JSON body of API requests. */
export function refuseUnsafeText(): Middleware<AppState> {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const path = decodedPath(ctx.path);
    if (path === null || hasUnsafeText(path)) throw refuse('(path)');
    for (const [key, value] of Object.entries(ctx.query)) {
      const values = Array.isArray(value) ? value : [value ?? ''];
      if (hasUnsafeText(key) || values.some((v) => hasUnsafeText(v))) throw refuse(key);
    }
    const body: unknown = (ctx.request as { body?: unknown }).body;
    const bad = unsafePath(body);
    if (bad !== null) throw refuse(bad);
    return next();
  };
}
