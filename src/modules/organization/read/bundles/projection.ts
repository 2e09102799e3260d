import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import { organizationEvents, streams, type OrganizationEvent } from '../../domain/events';

async function applyBundle(tx: Queryable, e: OrganizationEvent, r: RecordedEvent): Promise<void> {
  const id = streams.bundle.idOf(r.streamId);
  if (e.type === 'organization.BundleCreated') {
    const d = e.data;
    await tx.query(
      `INSERT INTO org_bundles (id, company_id, owner_id, name, description, created_at, version) VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (id) DO NOTHING`,
      [id, d.companyId, d.ownerId, d.name, d.description, d.createdAt, r.streamVersion],
    );
    return;
  }
  const { rows } = await tx.query('UPDATE org_bundles SET version = $2 WHERE id = $1 AND version < $2 RETURNING id', [id, r.streamVersion]);
  if (rows.length === 0) return;
  switch (e.type) {
    case 'organization.BundleDetailsChanged':
      await tx.query('UPDATE org_bundles SET name = $2, description = $3 WHERE id = $1', [id, e.data.name, e.data.description]);
      return;
    case 'organization.BundleTrainingsSet':
      await tx.query('DELETE FROM org_bundle_trainings WHERE bundle_id = $1', [id]);
      for (const [i, t] of e.data.trainingIds.entries()) {
        await tx.query('INSERT INTO org_bundle_trainings (bundle_id, training_id, order_index) VALUES ($1,$2,$3)', [id, t, i]);
      }
      return;
    case 'organization.BundleDeleted':
      await tx.query('UPDATE org_bundles SET is_deleted = true WHERE id = $1', [id]);
      return;
    case 'organization.BundleCoOwnerAdded':
      await tx.query('UPDATE org_bundles SET co_owners = array_append(array_remove(co_owners, $2::text), $2::text) WHERE id = $1', [id, e.data.userId]);
      return;
    case 'organization.BundleCoOwnerRemoved':
      await tx.query('UPDATE org_bundles SET co_owners = array_remove(co_owners, $2::text) WHERE id = $1', [id, e.data.userId]);
      return;
    default:
      return;
  }
}

const BUNDLE_TYPES = [
  'organization.BundleCreated',
  'organization.BundleDetailsChanged',
  'organization.BundleTrainingsSet',
  'organization.BundleDeleted',
  'organization.BundleCoOwnerAdded',
  'organization.BundleCoOwnerRemoved',
];

export const bundlesProjection: Projection = tableProjection({
  name: 'organization.bundles',
  version: 1,
  eventTypes: BUNDLE_TYPES,
  tables: ['org_bundle_trainings', 'org_bundles'],
  codec: organizationEvents,
  applyEvent: applyBundle,
});
