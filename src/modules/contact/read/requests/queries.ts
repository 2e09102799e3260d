import { pageWithTotal, type Queryable } from '../../../../platform/db';
import type { ContactRequestView } from '../../../../shared/contracts/contact';

interface Raw {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  phone: string | null;
  employees: string | null;
  message: string;
  lang: string;
  requested_at: Date | string;
  done_at: Date | string | null;
  total?: string;
}

const toView = (r: Raw): ContactRequestView => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  company: r.company,
  phone: r.phone,
  employees: r.employees,
  message: r.message,
  lang: r.lang,
  requestedAt: new Date(r.requested_at).toISOString(),
  done: r.done_at !== null,
  doneAt: r.done_at === null ? null : new Date(r.done_at).toISOString(),
});

const COLUMNS = 'id, first_name, last_name, email, company, phone, employees, message, lang, requested_at, done_at';

/** One page of the requests, newest first; `open` / `done` filter on the mark. */
export async function listContactRequests(q: Queryable, o: { status: 'all' | 'open' | 'done'; limit: number; offset: number }): Promise<{ rows: ContactRequestView[]; total: number }> {
  const where = o.status === 'open' ? 'WHERE done_at IS NULL' : o.status === 'done' ? 'WHERE done_at IS NOT NULL' : '';
  const { rows, total } = await pageWithTotal<Raw>(q, {
    select: `SELECT ${COLUMNS}`,
    from: `FROM contact_requests ${where}`,
    orderBy: 'requested_at DESC, id DESC',
    params: [],
    limit: o.limit,
    offset: o.offset,
  });
  return { rows: rows.map(toView), total };
}

export async function getContactRequest(q: Queryable, id: string): Promise<ContactRequestView | undefined> {
  const { rows } = await q.query<Raw>(`SELECT ${COLUMNS} FROM contact_requests WHERE id = $1`, [id]);
  return rows[0] ? toView(rows[0]) : undefined;
}

/** Number of requests not yet marked done (the backoffice tab's badge). */
export async function openContactRequestCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM contact_requests WHERE done_at IS NULL');
  return Number(rows[0]?.n ?? 0);
}
