import type { Role } from '../../../shared/policy';
import type { UnitFact } from '../domain/user-import';

/** The signed-in company user an import runs for, as another module needs to know them. */
export interface ImportingUser {
  readonly companyId: string;
  readonly userId: string;
  readonly role: Role;
}

/**
 * What the user import asks of organization (units = groups), wired in the composition root to
 * organization's use cases: its own rules decide (who may create units, add members), not identity.
 */
export interface UnitsPort {
  /** Units of the company whose name is one of `names` (case-insensitive), with whether the caller may add members. */
  byNames(c: ImportingUser, names: readonly string[]): Promise<readonly UnitFact[]>;
  /** Creates a unit owned by the caller (the groups' CreateGroup). */
  create(c: ImportingUser, name: string): Promise<UnitFact>;
  /** Adds people to one unit in one go (the groups' AddMember per person); per person null or the refusal. */
  addMembers(c: ImportingUser, unitId: string, userIds: readonly string[]): Promise<ReadonlyMap<string, Error | null>>;
  /** The company's units among `ids` that exist, with names (the units a kiosk is limited to). */
  byIds(companyId: string, ids: readonly string[]): Promise<readonly { readonly id: string; readonly name: string }[]>;
  /** Whether the person is a member of one of these units (sign-in on a kiosk limited to units). */
  isMemberOfAny(companyId: string, userId: string, unitIds: readonly string[]): Promise<boolean>;
}

/** What identity asks of data protection (issue 35). */
export interface PrivacyPort {
  /** Whether the company's works-council mode is on: managers then see no last sign-in of others. */
  worksCouncilMode(companyId: string): Promise<boolean>;
}

export interface IdentityPorts {
  readonly units: UnitsPort;
  readonly privacy: PrivacyPort;
}
