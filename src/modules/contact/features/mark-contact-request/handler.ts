import type { ContactRequestView } from '../../../../shared/contracts/contact';
import { getContactRequest } from '../../read/requests/queries';
import type { ContactDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { requestStream } from '../../shared/streams';

/** MarkContactRequest: done (answered) or open again; answers the request as it is then. */
export async function markContactRequest({ k }: ContactDeps, operatorId: string, id: string, done: boolean): Promise<ContactRequestView> {
  await k.commands.run({ ...requestStream(id, operatorId), command: { type: 'MarkContactRequest', done, now: k.clock.now() } });
  const view = await getContactRequest(k.db, id);
  if (!view) throw toHttpError('ContactRequestNotFound');
  return view;
}
