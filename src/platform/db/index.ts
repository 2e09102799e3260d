import type { Queryable } from './db';

export { openDb, dumpPglite, POOL_IDLE_TIMEOUT_MS } from './db';
export type { Db, DbKind, Queryable, OpenDbOptions } from './db';
export { migrate } from './migrations';
export type { Migration } from './migrations';

/** Escapes `\`, `%` and `_` so user input matches literally inside a LIKE pattern (default escape `\`). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => '\\' + c);

/**
 * One page of a query and the total of its matches: `count(*) OVER ()` rides along with the page,
 * and only a page past the last one (no rows to carry it) costs a separate count, so that the
 * client learns the total and can step back. `select` is the `SELECT` list (with the keyword),
 * `from` everything from `FROM` to the end of the `WHERE` clause; `params` are its parameters ($1..$n, every one of them used in `from`); limit
 * and offset follow as $n+1 and $n+2.
 */
export async function pageWithTotal<R extends object>(
  q: Queryable,
  o: { select: string; from: string; orderBy: string; params: readonly unknown[]; limit: number; offset: number },
): Promise<{ rows: R[]; total: number }> {
  const n = o.params.length;
  const { rows } = await q.query<R & { total: string }>(`${o.select}, count(*) OVER ()::text AS total ${o.from} ORDER BY ${o.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...o.params,
    o.limit,
    o.offset,
  ]);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && o.offset > 0) {
    const { rows: c } = await q.query<{ n: string }>(`SELECT count(*)::text AS n ${o.from}`, [...o.params]);
    total = Number(c[0]?.n ?? 0);
  }
  return { rows, total };
}
