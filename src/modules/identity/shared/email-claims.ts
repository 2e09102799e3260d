import type { AppendRequest, ConcurrencyError, EventMetadata } from '../../../platform/eventstore';
import { PLATFORM_TENANT, type Kernel } from '../../../platform/kernel';
import { emailClaimDecider } from '../domain/email-claim';
import { streams, streamTypes } from '../domain/events';
import { claimAppend } from './claim-streams';
import { toHttpError } from './errors';

/**
 * The e-mail claim streams keep addresses unique across the platform. A command that gives a user
 * an address appends the claim in its own transaction (`alsoAppend` of the runner) and maps a
 * conflict on the claim stream with `emailTakenOn`.
 */
const emailStream = (email: string) => ({ tenantId: PLATFORM_TENANT, streamId: streams.email(email), streamType: streamTypes.email, decider: emailClaimDecider });

/** Claims an address for a user (409 when someone else holds it); nothing when it is theirs already. */
export function claimEmail(k: Kernel, email: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  return claimAppend(k, emailStream(email), { type: 'ClaimEmail', email, userId }, metadata, toHttpError);
}

/** Releases a user's address so that it can be registered again; nothing when it is not theirs. */
export function releaseEmail(k: Kernel, email: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  return claimAppend(k, emailStream(email), { type: 'ReleaseEmail', email, userId }, metadata, toHttpError);
}

/** Claims the new address and releases the old one; nothing when only the case differs. */
export async function changeEmail(k: Kernel, oldEmail: string, newEmail: string, userId: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  if (oldEmail.toLowerCase() === newEmail.toLowerCase()) return [];
  return [...(await claimEmail(k, newEmail, userId, metadata)), ...(await releaseEmail(k, oldEmail, userId, metadata))];
}

/** `onConflict` of a command claiming `email`: someone else took it meanwhile (409); other conflicts retry. */
export const emailTakenOn =
  (email: string | undefined) =>
  (err: ConcurrencyError): Error | undefined =>
    email !== undefined && err.streamId === streams.email(email) ? toHttpError('EmailAlreadyTaken') : undefined;
