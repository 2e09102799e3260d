import type { MemberView } from '../../../../../shared/contracts/organization';
import { userFacts } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { memberView } from '../../../shared/group-views';
import type { PersonSummary } from '../../../shared/ports';
import { loadGroup, membershipStream } from '../../../shared/streams';

/**
 * AddMember, by user id or by e-mail address; answers the new member. Reads the group stream (its
 * rules and legacy members) and the person's membership stream, both bounded: the cost does not
 * grow with the group (ADR 0007).
 */
export async function addMember(deps: OrganizationDeps, c: Caller, id: string, by: { userId?: string | undefined; email?: string | undefined }): Promise<MemberView> {
  const group = await loadGroup(deps, c, id);
  let user: PersonSummary | undefined;
  if (by.userId) user = (await deps.identity.getUserSummaries([by.userId])).get(by.userId);
  else if (by.email) user = await deps.identity.findUserByEmail(c.companyId, by.email);
  const command = { type: 'AddMember', group: group.state, actor: c.actor, member: userFacts(user), now: deps.k.clock.now() } as const;
  const { events } = await deps.k.commands.run({ ...membershipStream(c, id, user?.id), command });
  const added = events.find((e) => e.type === 'organization.MemberAdded');
  return memberView(user!, added?.type === 'organization.MemberAdded' ? added.data.addedAt : command.now.toISOString());
}
