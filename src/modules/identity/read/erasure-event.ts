import type { RecordedEvent } from '../../../platform/eventstore';
import { PERSONAL_DATA_REDACTED, type PersonalDataRedactedData } from '../../../shared/contracts/privacy';
import { erasureOf as decodeErasure } from '../../../shared/erasure-event';
import { identityEvents, type IdentityEvent } from '../domain/events';

/**
 * The erasure event (`privacy.PersonalDataRedacted`, ADR 0033) as identity's read models take it,
 * decoded by the shared decoder (src/shared/erasure-event.ts) against the contract.
 */
export type ErasureData = PersonalDataRedactedData;
export type ErasureEvent = { readonly type: typeof PERSONAL_DATA_REDACTED; readonly data: ErasureData };

/** The erasure's data (the caller knows the event is one); throws on data that does not fit, as any event that does not decode. */
export function erasureOf(r: Pick<RecordedEvent, 'data'>): ErasureData {
  return decodeErasure({ type: PERSONAL_DATA_REDACTED, data: r.data })!;
}

/** The codec of a read model fed identity's events and the erasure event. */
export const identityAndErasureEvents = {
  types: [...identityEvents.types, PERSONAL_DATA_REDACTED] as const,
  decode: (r: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): IdentityEvent | ErasureEvent =>
    r.type === PERSONAL_DATA_REDACTED ? { type: PERSONAL_DATA_REDACTED, data: erasureOf(r) } : identityEvents.decode(r),
};
