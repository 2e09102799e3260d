export { openDb, dumpPglite } from './db';
export type { Db, DbKind, Queryable, OpenDbOptions } from './db';
export { migrate } from './migrations';
export type { Migration } from './migrations';

/** Escapes `\`, `%` and `_` so user input matches literally inside a LIKE pattern (default escape `\`). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => '\\' + c);
