/** POST /api/contact (docs/api/contact.md): the landing page's contact form; public, no session. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ContactReceipt, ContactRequestBody } from '../../../../shared/contracts/contact';

export function useSendContactRequest() {
  return useMutation({ mutationFn: (body: ContactRequestBody) => api.post<ContactReceipt>('/api/contact', body) });
}
