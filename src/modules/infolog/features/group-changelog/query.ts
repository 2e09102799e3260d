import type { GroupChangelogPage } from '../../../../shared/contracts/infolog';
import { listMessages } from '../../read/messages/queries';
import { loadGroup, mayEdit, mayViewReports } from '../../shared/access';
import type { Caller } from '../../shared/caller';
import { entriesOf, pageOf } from '../../shared/entries';
import { NOT_ALLOWED_TO_READ_GROUP } from '../../shared/errors';
import type { InfologDeps } from '../../shared/ports';
import type { GroupId } from '../../../../shared/contracts/ids';

/** The group's infolog for members, the edit level and company-wide readers (the auditor reads, never posts). */
export async function groupChangelog(d: InfologDeps, c: Caller, groupId: GroupId, q: { page: number; limit: number }): Promise<GroupChangelogPage> {
  const g = await loadGroup(d, c, groupId);
  const canEdit = mayEdit(c, g);
  const canView = mayViewReports(c, g);
  if (!canView && !(await d.ports.groups.isGroupMember(g.id, c.actor.userId))) throw NOT_ALLOWED_TO_READ_GROUP();
  const { rows, total } = await listMessages(d.k.db, {
    companyId: c.companyId,
    userId: c.actor.userId,
    groupIds: [g.id],
    search: '',
    unread: false,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const entries = await entriesOf(d, c, rows, new Map([[g.id, g.name]]));
  return { ...pageOf(entries, total, q.page, q.limit), canPost: canEdit, canViewReadStatus: canView };
}
