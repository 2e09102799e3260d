import type { Role } from './policy';
import { MAX_CO_OWNERS } from './rules';

/** A person to become a co-owner, as the application looked them up (null: no such user). */
export interface CoOwnerCandidateFacts {
  readonly userId: string;
  readonly companyId: string | null;
  readonly role: Role;
  readonly isActive: boolean;
}

/** Why a candidate cannot join the co-owners of a training, unit or bundle. */
export type CoOwnerRefusal = 'CoOwnerNotFound' | 'CoOwnerIsOwner' | 'AlreadyCoOwner' | 'CoOwnerNotEligible' | 'CoOwnerLimitReached';

/**
 * The rules every co-owner list keeps, in this order: a person of the same company, not the
 * owner, not a co-owner yet, active and of a role `eligible` admits, and at most MAX_CO_OWNERS.
 * Answers the first rule that says no, or the new co-owner.
 */
export function newCoOwner(
  owned: { readonly companyId: string; readonly ownerId: string; readonly coOwners: readonly string[] },
  c: CoOwnerCandidateFacts | null,
  eligible: (role: Role) => boolean,
): CoOwnerRefusal | { readonly userId: string } {
  if (!c || c.companyId !== owned.companyId) return 'CoOwnerNotFound';
  if (c.userId === owned.ownerId) return 'CoOwnerIsOwner';
  if (owned.coOwners.includes(c.userId)) return 'AlreadyCoOwner';
  if (!c.isActive || !eligible(c.role)) return 'CoOwnerNotEligible';
  if (owned.coOwners.length >= MAX_CO_OWNERS) return 'CoOwnerLimitReached';
  return { userId: c.userId };
}
