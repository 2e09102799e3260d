import type { MemberView } from '../../../../../shared/contracts/organization';
import { findGroup, userFacts } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { memberViews } from '../../../shared/group-views';
import type { PersonSummary } from '../../../shared/ports';
import { groupStream } from '../../../shared/streams';

/** AddMember, by user id or by e-mail address; answers the new member. */
export async function addMember(deps: OrganizationDeps, c: Caller, id: string, by: { userId?: string | undefined; email?: string | undefined }): Promise<MemberView> {
  await findGroup(deps, c, id);
  let user: PersonSummary | undefined;
  if (by.userId) user = (await deps.identity.people([by.userId])).get(by.userId);
  else if (by.email) user = await deps.identity.personByEmail(c.companyId, by.email);
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'AddMember', actor: c.actor, member: userFacts(user), now: deps.k.clock.now() } });
  return (await memberViews(deps, c, id)).find((m) => m.id === user!.id)!;
}
