import type { AppendRequest, Decider, EventMetadata, RecordedEvent } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { identityEvents, type IdentityEvent } from '../domain/events';

/** A claim stream's event as its decision needs it. */
export type StoredClaimEvent = Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data' | 'streamVersion'>;

/** A claim stream: one value (an address, a personnel number, a login code) and the decider that keeps it held by one at a time. */
export interface ClaimStream<C, S, F> {
  readonly tenantId: string;
  readonly streamId: string;
  readonly streamType: string;
  readonly decider: Decider<C, IdentityEvent, S, F>;
}

/**
 * The append of a claim stream's decision, for a command that claims or releases in its own
 * transaction (`alsoAppend` of the runner); nothing when the decision changes nothing. `refused`:
 * the error when the decider refuses (the value is held by another).
 */
export async function claimAppend<C, S, F>(k: Kernel, claim: ClaimStream<C, S, F>, command: C, metadata: EventMetadata, refused: (failure: F) => Error): Promise<AppendRequest[]> {
  const recorded = await k.store.readStream(claim.tenantId, claim.streamId);
  return claimDecision(claim, recorded, command, metadata, refused);
}

/**
 * The append of a claim stream's decision on its events as read (by `claimAppend`, or inside a
 * transaction). The expected version is the last event's: a claim stream may have lost events of
 * a person whose data was erased (a deleted company, a pseudonymised person) while its version
 * stayed, so the number of its events is not its version.
 */
export function claimDecision<C, S, F>(
  claim: ClaimStream<C, S, F>,
  recorded: readonly StoredClaimEvent[],
  command: C,
  metadata: EventMetadata,
  refused: (failure: F) => Error,
): AppendRequest[] {
  const state = recorded.reduce((s, r) => claim.decider.evolve(s, identityEvents.decode(r)), claim.decider.initialState);
  const decision = claim.decider.decide(command, state);
  if (!decision.ok) throw refused(decision.error);
  if (decision.events.length === 0) return [];
  return [
    {
      tenantId: claim.tenantId,
      streamId: claim.streamId,
      streamType: claim.streamType,
      expectedVersion: recorded.at(-1)?.streamVersion ?? 0,
      events: decision.events.map((e) => identityEvents.encode(e)),
      metadata: { ...metadata, tenantId: claim.tenantId },
    },
  ];
}
