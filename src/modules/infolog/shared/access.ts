import { groupPolicy } from '../../../shared/policy';
import { mayPost, type GroupFacts } from '../domain/message';
import { getMessage, groupIdsShowingVideo, type MessageRow } from '../read/messages/queries';
import type { Caller } from './caller';
import { GROUP_NOT_FOUND, MESSAGE_NOT_FOUND } from './errors';
import type { InfologDeps, InfologGroup } from './ports';
import type { GroupId } from '../../../shared/contracts/ids';

export const groupFacts = (g: InfologGroup): GroupFacts => ({ id: g.id, companyId: g.companyId, ownerId: g.ownerId, coOwners: g.coOwners });

/** The edit level of a group (root, admin, owner, co-owner): post, view read status. */
export const mayEdit = (c: Caller, g: InfologGroup): boolean => mayPost(c.actor, groupFacts(g));

/** Who asks, as the read rules need it. */
type Reader = Pick<Caller, 'actor' | 'companyId'>;

/** Read status and the infolog of any group: the edit level and company-wide readers (the auditor, read-only). */
export const mayViewReports = (c: Reader, g: InfologGroup): boolean =>
  groupPolicy.viewReports({ role: c.actor.role, userId: c.actor.userId, ownerId: g.ownerId, coOwnerIds: g.coOwners });

/** The group's infolog is visible to its members, its edit level and company-wide readers. */
export async function mayRead(d: InfologDeps, c: Reader, g: InfologGroup): Promise<boolean> {
  return mayViewReports(c, g) || (await d.ports.groups.isGroupMember(g.id, c.actor.userId));
}

/** True when a message the reader may read (in the infolog of one of its groups) shows the stored video: the media module asks. */
export async function showsVideoTo(d: InfologDeps, c: Reader, path: string): Promise<boolean> {
  for (const groupId of await groupIdsShowingVideo(d.k.db, c.companyId, path)) {
    const g = await d.ports.groups.group(c.companyId, groupId);
    if (g && (await mayRead(d, c, g))) return true;
  }
  return false;
}

/** A group of the caller's company, or 404. */
export async function loadGroup(d: InfologDeps, c: Caller, groupId: GroupId): Promise<InfologGroup> {
  const g = await d.ports.groups.group(c.companyId, groupId);
  if (!g) throw GROUP_NOT_FOUND();
  return g;
}

/** A message of the caller's company (with the caller's read time) and its group, either possibly missing. */
export async function findMessage(d: InfologDeps, c: Caller, messageId: string): Promise<{ m: MessageRow | undefined; g: InfologGroup | undefined }> {
  const m = await getMessage(d.k.db, c.companyId, messageId, c.actor.userId);
  const g = m ? await d.ports.groups.group(c.companyId, m.groupId) : undefined;
  return { m, g };
}

/** A message whose group still exists, or 404. */
export async function loadMessage(d: InfologDeps, c: Caller, messageId: string): Promise<{ m: MessageRow; g: InfologGroup }> {
  const { m, g } = await findMessage(d, c, messageId);
  if (!m || !g) throw MESSAGE_NOT_FOUND();
  return { m, g };
}
