import type { AppendRequest, Decider, EventMetadata } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { identityEvents, type IdentityEvent } from '../domain/events';

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
  const { state, version } = await k.commands.load(claim.tenantId, claim.streamId, claim.decider, identityEvents);
  const decision = claim.decider.decide(command, state);
  if (!decision.ok) throw refused(decision.error);
  if (decision.events.length === 0) return [];
  return [
    {
      tenantId: claim.tenantId,
      streamId: claim.streamId,
      streamType: claim.streamType,
      expectedVersion: version,
      events: decision.events.map((e) => identityEvents.encode(e)),
      metadata: { ...metadata, tenantId: claim.tenantId },
    },
  ];
}
