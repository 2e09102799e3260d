import type { Queryable } from '../../../../platform/db';

/** What start letters and badges print of the company: its name and login code (issue 33). */
export async function companyLetterhead(q: Queryable, companyId: string): Promise<{ name: string; loginCode: string } | undefined> {
  const { rows } = await q.query<{ name: string; login_code: string | null }>('SELECT name, login_code FROM idn_companies WHERE id = $1', [companyId]);
  const r = rows[0];
  return r ? { name: r.name, loginCode: r.login_code ?? '' } : undefined;
}
