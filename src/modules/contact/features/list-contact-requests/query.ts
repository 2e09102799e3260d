import { CONTACT_PAGE_SIZE, type ContactRequestPage, type ContactStatusFilter } from '../../../../shared/contracts/contact';
import { listContactRequests, openContactRequestCount } from '../../read/requests/queries';
import type { ContactDeps } from '../../shared/deps';

/** One page of the contact requests, newest first, 15 a page. */
export async function contactRequestsPage({ k }: ContactDeps, { status, page }: { readonly status: ContactStatusFilter; readonly page: number }): Promise<ContactRequestPage> {
  const [{ rows, total }, openCount] = await Promise.all([
    listContactRequests(k.db, { status, limit: CONTACT_PAGE_SIZE, offset: (page - 1) * CONTACT_PAGE_SIZE }),
    openContactRequestCount(k.db),
  ]);
  return { requests: rows, totalCount: total, totalPages: Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE)), page, pageSize: CONTACT_PAGE_SIZE, openCount };
}
