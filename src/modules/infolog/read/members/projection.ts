import type { Projection } from '../../../../platform/projections';
import { groupIdOf, organizationEvents } from '../../../organization';

/** Group memberships as organization publishes them (table in `ddl.ts`). */
export const membersProjection: Projection = {
  name: 'infolog.members',
  version: 1,
  eventTypes: ['organization.MemberAdded', 'organization.MemberRemoved'],
  // a changelog read right after a membership change counts the new member (as organization's list does)
  awaitedByEveryCommand: true,
  async reset(tx) {
    await tx.query('TRUNCATE inf_members');
  },
  async apply(events, tx) {
    for (const r of events) {
      const e = organizationEvents.decode(r);
      if (e.type === 'organization.MemberAdded') {
        await tx.query('INSERT INTO inf_members (group_id, user_id, company_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [groupIdOf(r.streamId, e.data), e.data.userId, r.tenantId]);
      } else if (e.type === 'organization.MemberRemoved') {
        await tx.query('DELETE FROM inf_members WHERE group_id = $1 AND user_id = $2', [groupIdOf(r.streamId, e.data), e.data.userId]);
      }
    }
  },
};

