/** A path the app treats specially (streamed bodies, no idempotency replay): a prefix, or a pattern for paths with ids in them. */
export type PathMatcher = string | RegExp;

export const matchesAny = (matchers: readonly PathMatcher[], path: string): boolean => matchers.some((p) => (typeof p === 'string' ? path.startsWith(p) : p.test(path)));
