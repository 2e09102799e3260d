import type { Kernel } from '../../platform/kernel';
import { companyCaller, type Caller } from '../../shared/contracts/ids';
import type { UnitFact } from './domain/user-import';
import type { IdentityPorts, ImportingUser } from './shared/ports';

/** What the user import uses of organization's use cases (units are its groups; its own rules decide who may create them or add members). */
export interface UnitUseCases {
  findGroupsByName(c: Caller, names: readonly string[]): Promise<readonly UnitFact[]>;
  createGroup(c: Caller, name: string, description: string): Promise<{ readonly id: string; readonly name: string }>;
  addMembers(c: Caller, groupId: string, userIds: readonly string[]): Promise<ReadonlyMap<string, Error | null>>;
  groupsByIds(companyId: string, ids: readonly string[]): Promise<readonly { readonly id: string; readonly name: string }[]>;
  isMemberOfAny(companyId: string, userId: string, groupIds: readonly string[]): Promise<boolean>;
}

/**
 * The module identity takes its ports from (the product's modules, by name). Organization is not
 * imported here (it asks identity for people): its use cases are described by what the import uses.
 */
export interface IdentityProviders {
  readonly organization: { useCases(k: Kernel): UnitUseCases };
  readonly privacy: { facade(k: Kernel): { worksCouncilMode(companyId: string): Promise<boolean> } };
}

/** Identity's ports (shared/ports.ts) on organization's use cases. */
export function identityPorts(k: Kernel, p: IdentityProviders): IdentityPorts {
  // resolved per call: organization's own ports ask identity, so neither side is built eagerly
  const groups = () => p.organization.useCases(k);
  const caller = (c: ImportingUser) => companyCaller(c.companyId, c.userId, c.role);
  return {
    units: {
      byNames: (c, names) => groups().findGroupsByName(caller(c), names),
      create: async (c, name) => {
        const g = await groups().createGroup(caller(c), name, '');
        return { id: g.id, name: g.name, canAddMembers: true };
      },
      addMembers: (c, unitId, userIds) => groups().addMembers(caller(c), unitId, userIds),
      byIds: (companyId, ids) => groups().groupsByIds(companyId, ids),
      isMemberOfAny: (companyId, userId, unitIds) => groups().isMemberOfAny(companyId, userId, unitIds),
    },
    privacy: { worksCouncilMode: (companyId) => p.privacy.facade(k).worksCouncilMode(companyId) },
  };
}
