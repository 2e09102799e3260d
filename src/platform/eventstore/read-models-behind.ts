import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `fn` (one HTTP request) collecting into `behind` the read models that commands inside it
 * waited for in vain (`reportReadModelsBehind`); the HTTP layer names them in `X-Read-Models-Behind`.
 */
export function trackReadModelsBehind<T>(behind: Set<string>, fn: () => Promise<T>): Promise<T> {
  return scope.run(behind, fn);
}

/** A command's read-model wait timed out: these read models had not caught up (outside a tracked request: nothing). */
export function reportReadModelsBehind(names: readonly string[]): void {
  const behind = scope.getStore();
  if (behind) for (const name of names) behind.add(name);
}
