import { Either, Schema } from 'effect';
import type { RecordedEvent } from '../../../platform/eventstore';
import { PERSONAL_DATA_REDACTED } from '../../../shared/contracts/privacy';
import { identityEvents, type IdentityEvent } from '../domain/events';

/**
 * What identity's read models take of the erasure event (`privacy.PersonalDataRedacted`, ADR
 * 0033; the contract is in src/shared/contracts/privacy.ts): whom it is of, the pseudonym, when,
 * and whether the date of birth went.
 */
const Erasure = Schema.Struct({
  subjectId: Schema.String,
  pseudonym: Schema.String,
  stage: Schema.Literal('pseudonymised', 'erased'),
  redactedAt: Schema.String,
  dateOfBirthDropped: Schema.Boolean,
});
export type ErasureFacts = typeof Erasure.Type;
export type ErasureEvent = { readonly type: typeof PERSONAL_DATA_REDACTED; readonly data: ErasureFacts };

const decode = Schema.decodeUnknownEither(Erasure);

/** The erasure's facts; throws on data that does not fit (a broken contract, as any event that does not decode). */
export function erasureOf(r: Pick<RecordedEvent, 'data'>): ErasureFacts {
  const d = decode(r.data);
  if (Either.isLeft(d)) throw new Error(`Stored event ${PERSONAL_DATA_REDACTED} does not decode: ${d.left.message}`);
  return d.right;
}

/** The codec of a read model fed identity's events and the erasure event. */
export const identityAndErasureEvents = {
  types: [...identityEvents.types, PERSONAL_DATA_REDACTED] as const,
  decode: (r: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): IdentityEvent | ErasureEvent =>
    r.type === PERSONAL_DATA_REDACTED ? { type: PERSONAL_DATA_REDACTED, data: erasureOf(r) } : identityEvents.decode(r),
};
