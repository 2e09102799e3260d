import type { AppendRequest, ConcurrencyError, EventMetadata } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { personnelNumberClaim } from '../domain/claims';
import { streams, streamTypes } from '../domain/events';
import { claimAppend } from './claim-streams';
import { toHttpError } from './errors';

/*
 * The personnel number claim streams keep a company's numbers unique (issue 33). A command that
 * gives a user a number appends the claim in its own transaction and maps a conflict on the claim
 * stream with `personnelNumberTakenOn`.
 */

const numberTaken = () => toHttpError('AlreadyClaimed');

const personnelNumberStream = (companyId: string, personnelNumber: string) => ({
  tenantId: companyId,
  streamId: streams.personnelNumber(companyId, personnelNumber),
  streamType: streamTypes.personnelNumber,
  decider: personnelNumberClaim(companyId, personnelNumber),
});

/** Claims a number for a user (409 `personnel_number_taken` when another holds it); nothing when it is theirs already. */
export function claimPersonnelNumber(k: Kernel, companyId: string, personnelNumber: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  return claimAppend(k, personnelNumberStream(companyId, personnelNumber), { type: 'Claim', holder: userId }, metadata, numberTaken);
}

/** Releases a user's number (deleted user, number changed); nothing when it is not theirs. */
export function releasePersonnelNumber(k: Kernel, companyId: string, personnelNumber: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  return claimAppend(k, personnelNumberStream(companyId, personnelNumber), { type: 'Release', holder: userId }, metadata, numberTaken);
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
    personnelNumber && err.streamId === streams.personnelNumber(companyId, personnelNumber) ? numberTaken() : undefined;
