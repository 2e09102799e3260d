import { groupPolicy } from '../../../../../shared/policy';
import { groupFacts } from '../../../shared/access';
import type { Caller, ReadDeps } from '../../../shared/deps';
import { groupsByNames } from '../../../read/groups/queries';

/** A group found by name, with whether the caller may add members (edit level of the group). */
export interface NamedGroup {
  readonly id: string;
  readonly name: string;
  readonly canAddMembers: boolean;
}

/** Groups of the caller's company by name (case-insensitive; several when a name is not unique). */
export async function findGroupsByName(deps: ReadDeps, c: Caller, names: readonly string[]): Promise<NamedGroup[]> {
  const rows = await groupsByNames(deps.k.db, c.companyId, names);
  return rows.map((g) => ({ id: g.id, name: g.name, canAddMembers: groupPolicy.edit(groupFacts(c, g)) }));
}
