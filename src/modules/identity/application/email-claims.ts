import { loadState, type AppendRequest, type EventMetadata } from '../../../platform/eventstore';
import { PLATFORM_TENANT, type Kernel } from '../../../platform/kernel';
import { emailClaimDecider } from '../domain/email-claim';
import { identityEvents, streams, streamTypes } from '../domain/events';
import { toHttpError } from './errors';

const meta = (actorId: string | null, commandId: string): EventMetadata => ({
  actorId,
  tenantId: PLATFORM_TENANT,
  commandId,
  correlationId: commandId,
  causationId: null,
});

/** The append that claims an address for a user (409 when someone else holds it); none when already theirs. */
export async function claimEmailRequest(k: Kernel, email: string, userId: string, commandId: string, actorId: string | null): Promise<AppendRequest | undefined> {
  const streamId = streams.email(email);
  const { state, version } = await loadState(k.store, identityEvents, emailClaimDecider.evolve, emailClaimDecider.initialState, PLATFORM_TENANT, streamId);
  const decision = emailClaimDecider.decide({ type: 'ClaimEmail', email, userId }, state);
  if (!decision.ok) throw toHttpError(decision.error);
  if (decision.events.length === 0) return undefined;
  return {
    tenantId: PLATFORM_TENANT,
    streamId,
    streamType: streamTypes.email,
    expectedVersion: version,
    events: decision.events.map((e) => identityEvents.encode(e)),
    metadata: meta(actorId, commandId),
  };
}

/** The append that releases a user's address so that it can be registered again; none when not theirs. */
export async function releaseEmailRequest(k: Kernel, email: string, userId: string, commandId: string, actorId: string | null): Promise<AppendRequest | undefined> {
  const streamId = streams.email(email);
  const { state, version } = await loadState(k.store, identityEvents, emailClaimDecider.evolve, emailClaimDecider.initialState, PLATFORM_TENANT, streamId);
  const decision = emailClaimDecider.decide({ type: 'ReleaseEmail', email, userId }, state);
  if (!decision.ok || decision.events.length === 0) return undefined;
  return {
    tenantId: PLATFORM_TENANT,
    streamId,
    streamType: streamTypes.email,
    expectedVersion: version,
    events: decision.events.map((e) => identityEvents.encode(e)),
    metadata: meta(actorId, commandId),
  };
}

/** Claim the new address and release the old one, in the same transaction as the user's own events. */
export async function changeEmailRequests(k: Kernel, oldEmail: string, newEmail: string, userId: string, commandId: string, actorId: string | null): Promise<AppendRequest[]> {
  if (oldEmail.toLowerCase() === newEmail.toLowerCase()) return [];
  const claim = await claimEmailRequest(k, newEmail, userId, commandId, actorId);
  const release = await releaseEmailRequest(k, oldEmail, userId, commandId, actorId);
  return [...(claim ? [claim] : []), ...(release ? [release] : [])];
}
