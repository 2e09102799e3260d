import type { Queryable } from '../../../../platform/db';
import { eraseEvents, eraseStreams, uuidV5, type AppendRequest, type EventMetadata } from '../../../../platform/eventstore';
import { PLATFORM_TENANT } from '../../../../platform/kernel';
import type { PersonToRedact } from '../../../../shared/contracts/privacy';
import { emailClaimDecider } from '../../domain/email-claim';
import { identityEvents, type IdentityEvent } from '../../domain/events';
import { forgetLoginFailures } from '../../shared/login-limits';
import { releaseErasedPersonnelNumber } from '../../shared/personnel-number-claims';
import { readStreamsIn } from '../../shared/stored-events';

/** The address and holder of an e-mail claim or release. */
const claimOf = (e: IdentityEvent): { email: string; userId: string } | undefined =>
  e.type === 'identity.EmailClaimed' || e.type === 'identity.EmailReleased' ? e.data : undefined;

/**
 * The person's e-mail claims (the platform streams that keep addresses unique; no hash chain):
 * the stream of an address they hold, or that only they ever claimed, goes whole (the address is
 * free again and named nowhere); on the stream of an address someone else holds now only their
 * own claim and release go. Claims are found by holder, not by address: the addresses they had
 * before are gone from their rewritten user stream. Answers every address they had.
 */
async function eraseEmailClaims(tx: Queryable, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ stream_id: string }>(
    `SELECT DISTINCT stream_id FROM es_events
      WHERE tenant_id = $1 AND event_type IN ('identity.EmailClaimed', 'identity.EmailReleased') AND data->>'userId' = $2`,
    [PLATFORM_TENANT, userId],
  );
  const events = await readStreamsIn(tx, PLATFORM_TENANT, rows.map((r) => r.stream_id));
  const whole: string[] = [];
  const own: string[] = [];
  const addresses = new Set<string>();
  for (const streamId of new Set(events.map((r) => r.streamId))) {
    const stream = events.filter((r) => r.streamId === streamId).map((r) => ({ eventId: r.eventId, e: identityEvents.decode(r) }));
    const theirs = stream.flatMap(({ eventId, e }) => {
      const claim = claimOf(e);
      return claim?.userId === userId ? [{ eventId, email: claim.email }] : [];
    });
    for (const c of theirs) addresses.add(c.email.toLowerCase());
    const holder = stream.reduce((s, { e }) => emailClaimDecider.evolve(s, e), emailClaimDecider.initialState).claimedBy;
    if (holder === userId || theirs.length === stream.length) whole.push(streamId);
    else own.push(...theirs.map((c) => c.eventId));
  }
  await eraseStreams(tx, PLATFORM_TENANT, whole);
  await eraseEvents(tx, PLATFORM_TENANT, own);
  return [...addresses];
}

/** The metadata of what identity appends with an erasure: caused by it, its ids derived from it (a retried erasure appends nothing twice). */
function erasureMetadata(person: PersonToRedact): EventMetadata {
  const commandId = uuidV5(`identity.pseudonymise:${person.erasureEventId}`);
  return { actorId: null, tenantId: person.companyId, commandId, correlationId: commandId, causationId: person.erasureEventId };
}

/**
 * Identity's work inside the erasure's transaction (ADR 0033), beside the rewrite of its events:
 * the person's e-mail claims are deleted, their sign-in failures and the last use of their
 * sessions (`idn_session_activity`, no projection's table) forgotten, and their personnel number
 * released: the append that does it is answered, for the caller to append in the transaction.
 * The sessions themselves (`idn_sessions`) go with the erasure event in the sessions projection.
 */
export async function erasureInTransaction(tx: Queryable, person: PersonToRedact): Promise<AppendRequest[]> {
  const addresses = await eraseEmailClaims(tx, person.userId);
  if (person.email !== '') addresses.push(person.email.toLowerCase());
  await forgetLoginFailures(tx, [...new Set(addresses)]);
  await tx.query('DELETE FROM idn_session_activity WHERE session_id IN (SELECT id FROM idn_sessions WHERE user_id = $1)', [person.userId]);
  if (!person.personnelNumber) return [];
  return releaseErasedPersonnelNumber(tx, person.companyId, person.personnelNumber, person.userId, erasureMetadata(person));
}
