import { isApiError, serverMessageOr } from '../../../lib/api';

export { serverMessageOr };

/** Bundle names of a 409 'training_in_bundles' refusal, or null for any other error. */
export function bundleConflict(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'training_in_bundles') return null;
  const body = error.body as { bundles?: unknown } | undefined;
  const bundles = Array.isArray(body?.bundles) ? body.bundles : [];
  return bundles
    .map((b: unknown) => (typeof b === 'string' ? b : b && typeof b === 'object' && 'name' in b ? String((b as { name: unknown }).name) : ''))
    .filter(Boolean);
}

export const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);
