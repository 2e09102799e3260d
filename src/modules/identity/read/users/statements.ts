import type { Queryable } from '../../../../platform/db';

/** The role as of the user stream's `version`: an older role change applied later changes nothing. */
export async function setRole(q: Queryable, userId: string, role: string, version: number): Promise<void> {
  await q.query('UPDATE idn_users SET role = $2, role_version = $3 WHERE id = $1 AND role_version < $3', [userId, role, version]);
}
