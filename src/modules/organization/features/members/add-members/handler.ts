import { userFacts } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { loadGroup, membershipStream } from '../../../shared/streams';

/**
 * AddMember for many people of one group at once (the user import): the group stream is read
 * once, the people are looked up in one call, each person's membership is decided by the
 * membership decider as AddMember decides it, and all memberships are appended in one
 * transaction (the runner's `runAll`; a membership that exists already is decided again on its
 * own). Per person: null, or the refusal as the HTTP error AddMember would answer. Waits for the
 * groups read model once.
 */
export async function addMembers(deps: OrganizationDeps, c: Caller, groupId: string, userIds: readonly string[]): Promise<Map<string, Error | null>> {
  const group = await loadGroup(deps, c, groupId);
  const people = await deps.identity.getUserSummaries(userIds);
  const now = deps.k.clock.now();
  const empty = { state: { member: null }, version: 0, recorded: [] };
  const specs = userIds.map((userId) => ({
    ...membershipStream(c, groupId, userId),
    // new people have no membership stream; an existing one fails the joint append and is decided again alone
    loaded: empty,
    command: { type: 'AddMember', group: group.state, actor: c.actor, member: userFacts(people.get(userId)), now } as const,
  }));
  const results = await deps.k.commands.runAll(specs, ['organization.groups', 'organization.people']);
  return new Map(userIds.map((id, i) => {
    const r = results[i]!;
    return [id, r.ok ? null : r.error];
  }));
}
