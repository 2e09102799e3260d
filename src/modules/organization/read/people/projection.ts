import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import { pseudonymisedFields } from '../../../../shared/contracts/privacy';
import { ERASURE_EVENT_TYPES, erasureOf } from '../../../../shared/erasure-event';
import { personSortKey } from '../../../../shared/sort-key';
import { identityEvents, identityStreams } from '../../../identity';

const PEOPLE_TYPES = [
  'identity.UserRegistered',
  'identity.UserInvited',
  'identity.ProfileUpdated',
  'identity.UserRoleChanged',
  'identity.UserDeactivated',
  'identity.UserActivated',
  'identity.UserDeleted',
  // a person pseudonymised (ADR 0033): the names and the address a rebuild from the rewritten log gives
  ...ERASURE_EVENT_TYPES,
];

const userIdOf = (r: RecordedEvent) => identityStreams.user.idOf(r.streamId);

/** Plain idempotent SQL per event: an upsert or an update to the event's values. */
async function apply(tx: Queryable, r: RecordedEvent): Promise<void> {
  const erasure = erasureOf(r);
  if (erasure) {
    const p = pseudonymisedFields(erasure.pseudonym);
    await tx.query('UPDATE org_people SET first_name = $2, last_name = $3, email = $4, sort_key = $5 WHERE user_id = $1', [
      erasure.subjectId,
      p.firstName,
      p.lastName,
      p.email,
      personSortKey(p),
    ]);
    return;
  }
  const e = identityEvents.decode(r);
  switch (e.type) {
    case 'identity.UserRegistered':
    case 'identity.UserInvited': {
      const d = e.data;
      if (d.companyId === null) return; // the platform operator belongs to no company
      const isActive = e.type === 'identity.UserInvited' ? e.data.isActive : true;
      await tx.query(
        `INSERT INTO org_people (user_id, company_id, first_name, last_name, email, role, is_active, sort_key) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)
         ON CONFLICT (user_id) DO NOTHING`,
        [d.userId, d.companyId, d.firstName, d.lastName, d.email, d.role, isActive, personSortKey(d)],
      );
      return;
    }
    case 'identity.ProfileUpdated':
      await tx.query('UPDATE org_people SET first_name = $2, last_name = $3, email = $4, sort_key = $5 WHERE user_id = $1', [
        userIdOf(r),
        e.data.firstName,
        e.data.lastName,
        e.data.email,
        personSortKey(e.data),
      ]);
      return;
    case 'identity.UserRoleChanged':
      await tx.query('UPDATE org_people SET role = $2 WHERE user_id = $1', [userIdOf(r), e.data.role]);
      return;
    case 'identity.UserDeactivated':
    case 'identity.UserActivated':
      await tx.query('UPDATE org_people SET is_active = $2 WHERE user_id = $1', [userIdOf(r), e.type === 'identity.UserActivated']);
      return;
    case 'identity.UserDeleted':
      await tx.query('UPDATE org_people SET is_deleted = true, is_active = false WHERE user_id = $1', [userIdOf(r)]);
      return;
    default:
      return;
  }
}

export const peopleProjection: Projection = {
  name: 'organization.people',
  version: 1,
  eventTypes: PEOPLE_TYPES,
  // member lists show a name edited or a user invited a moment ago, whatever command came next
  awaitedByEveryCommand: true,
  async reset(tx) {
    await tx.query('DELETE FROM org_people');
  },
  async apply(events, tx) {
    for (const r of events) await apply(tx, r);
  },
};
