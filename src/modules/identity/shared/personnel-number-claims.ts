import type { Queryable } from '../../../platform/db';
import type { AppendRequest, ConcurrencyError, EventMetadata } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { personnelNumberClaim } from '../domain/claims';
import { streams, streamTypes } from '../domain/events';
import { claimDecision, type StoredClaimEvent } from './claim-streams';
import { toHttpError } from './errors';
import { readStreamsIn } from './stored-events';

/*
 * The personnel number claim streams keep a company's numbers unique (issue 33). A command that
 * gives a user a number appends the claim in its own transaction and maps a conflict on the claim
 * stream with `personnelNumberTakenOn`.
 *
 * A number's claim stream is named by a digest of the number (issue 35, ADR 0033 section 5). A
 * stream opened before that is named by the number in clear; while it has events it stays the
 * number's claim stream (it is never opened anew), so a company's existing numbers stay unique.
 */

const numberTaken = () => toHttpError('AlreadyClaimed');

/** The claim stream of one number with the given stream id; the events it writes carry `numberInEvents`. */
const claimStream = (companyId: string, streamId: string, numberInEvents: string) => ({
  tenantId: companyId,
  streamId,
  streamType: streamTypes.personnelNumber,
  decider: personnelNumberClaim(companyId, numberInEvents),
});

/** Of a number's two possible streams as read, the one that is its claim stream, and its events. */
function claimStreamOf<R extends StoredClaimEvent>(
  companyId: string,
  personnelNumber: string,
  inClear: readonly R[],
  byDigest: readonly R[],
): { streamId: string; recorded: readonly R[] } {
  return inClear.length > 0
    ? { streamId: streams.personnelNumberInClear(companyId, personnelNumber), recorded: inClear }
    : { streamId: streams.personnelNumber(companyId, personnelNumber), recorded: byDigest };
}

async function decideClaim(k: Kernel, companyId: string, personnelNumber: string, command: { type: 'Claim' | 'Release'; holder: string }, metadata: EventMetadata): Promise<AppendRequest[]> {
  const inClear = await k.store.readStream(companyId, streams.personnelNumberInClear(companyId, personnelNumber));
  const byDigest = inClear.length > 0 ? [] : await k.store.readStream(companyId, streams.personnelNumber(companyId, personnelNumber));
  const { streamId, recorded } = claimStreamOf(companyId, personnelNumber, inClear, byDigest);
  return claimDecision(claimStream(companyId, streamId, personnelNumber), recorded, command, metadata, numberTaken);
}

/** Claims a number for a user (409 `personnel_number_taken` when another holds it); nothing when it is theirs already. */
export function claimPersonnelNumber(k: Kernel, companyId: string, personnelNumber: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  return decideClaim(k, companyId, personnelNumber, { type: 'Claim', holder: userId }, metadata);
}

/** Releases a user's number (deleted user, number changed); nothing when it is not theirs. */
export function releasePersonnelNumber(k: Kernel, companyId: string, personnelNumber: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  return decideClaim(k, companyId, personnelNumber, { type: 'Release', holder: userId }, metadata);
}

/**
 * Releases a pseudonymised person's number inside the erasure's transaction (ADR 0033): read with
 * `tx`, and the release carries the number as '' (the schema wants a string), so that the number
 * is free for a new person and named by no event. Nothing when it is not theirs.
 */
export async function releaseErasedPersonnelNumber(tx: Queryable, companyId: string, personnelNumber: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  const inClearId = streams.personnelNumberInClear(companyId, personnelNumber);
  const read = await readStreamsIn(tx, companyId, [inClearId, streams.personnelNumber(companyId, personnelNumber)]);
  const inClear = read.filter((r) => r.streamId === inClearId);
  const { streamId, recorded } = claimStreamOf(
    companyId,
    personnelNumber,
    inClear,
    read.filter((r) => r.streamId !== inClearId),
  );
  return claimDecision(claimStream(companyId, streamId, ''), recorded, { type: 'Release', holder: userId }, metadata, numberTaken);
}

/** Claims the new number and releases the old one; nothing when they are the same number. */
export async function changePersonnelNumber(k: Kernel, companyId: string, before: string | null, after: string | null, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  if (before?.toUpperCase() === after?.toUpperCase()) return [];
  return [
    ...(after !== null ? await claimPersonnelNumber(k, companyId, after, userId, metadata) : []),
    ...(before !== null ? await releasePersonnelNumber(k, companyId, before, userId, metadata) : []),
  ];
}

/** `onConflict` of a command claiming `personnelNumber`: someone else took it meanwhile (409); other conflicts retry. */
export const personnelNumberTakenOn =
  (companyId: string, personnelNumber: string | null | undefined) =>
  (err: ConcurrencyError): Error | undefined =>
    personnelNumber && (err.streamId === streams.personnelNumber(companyId, personnelNumber) || err.streamId === streams.personnelNumberInClear(companyId, personnelNumber))
      ? numberTaken()
      : undefined;
