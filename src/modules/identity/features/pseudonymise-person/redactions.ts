import type { Queryable } from '../../../../platform/db';
import type { EventRedaction, PersonToRedact } from '../../../../shared/contracts/privacy';
import { identityEvents, streams } from '../../domain/events';
import { readStreamsIn, type StoredEvent } from '../../shared/stored-events';
import { redactedData } from './redact-event';

/** Every personnel number the person had (upper-case, each once): the one they have now and those in their stream. */
function personnelNumbersOf(userEvents: readonly StoredEvent[], current: string | null): string[] {
  const numbers: (string | null | undefined)[] = [current];
  for (const r of userEvents) {
    const e = identityEvents.decode(r);
    if (e.type === 'identity.UserInvited') numbers.push(e.data.personnelNumber);
    else if (e.type === 'identity.PersonnelNumberChanged') numbers.push(e.data.personnelNumber, e.data.previousPersonnelNumber);
  }
  return [...new Set(numbers.filter((n): n is string => !!n).map((n) => n.toUpperCase()))];
}

const holderOf = (r: StoredEvent): unknown => (r.data !== null && typeof r.data === 'object' ? (r.data as { userId?: unknown }).userId : undefined);

/**
 * Identity's part of a pseudonymisation (ADR 0033 section 4): the events of the person's own
 * identity streams that name them, each with its data as it is to be stored: their user stream
 * (registration or invitation, profile changes, personnel numbers, date of birth) and their claims
 * on the claim streams of every personnel number they had (in clear or by digest). Their sessions'
 * events name nobody (ids, token hashes, times); their e-mail claims are in the platform tenant
 * and are deleted by `erasureInTransaction`. Read with `q` (the erasure's transaction, or the
 * database before it).
 */
export async function personalDataRedactions(q: Queryable, person: PersonToRedact): Promise<EventRedaction[]> {
  const { companyId, userId } = person;
  const userEvents = await readStreamsIn(q, companyId, [streams.user(userId)]);
  const claimStreams = personnelNumbersOf(userEvents, person.personnelNumber).flatMap((n) => [
    streams.personnelNumber(companyId, n),
    streams.personnelNumberInClear(companyId, n),
  ]);
  // a number's stream also holds the claims of who had it before or after them: only theirs are rewritten
  const claims = (await readStreamsIn(q, companyId, claimStreams)).filter((r) => holderOf(r) === userId);
  return [...userEvents, ...claims].flatMap((r) => {
    const data = redactedData(r, person);
    return data ? [{ eventId: r.eventId, data }] : [];
  });
}
