export { openDb, dumpPglite } from './db';
export type { Db, DbKind, Queryable, OpenDbOptions } from './db';
export { migrate } from './migrations';
export type { Migration } from './migrations';
