import type { Queryable } from '../../../../platform/db';
import { ownedPage, toOwned, type OwnedPageQuery, type OwnedRow, type RawOwned } from '../owned-page';

export interface BundleRow extends OwnedRow {
  trainingIds: string[];
}

interface RawBundle extends RawOwned {
  training_ids: string[] | null;
}

const BUNDLE_SELECT = `SELECT b.id, b.company_id, b.owner_id, b.co_owners, b.name, b.description, b.created_at,
  (SELECT array_agg(bt.training_id ORDER BY bt.order_index) FROM org_bundle_trainings bt WHERE bt.bundle_id = b.id) AS training_ids`;

const toBundle = (r: RawBundle): BundleRow => ({ ...toOwned(r), trainingIds: r.training_ids ?? [] });

/** The company's bundles among `ids`, newest first. */
export async function listBundles(q: Queryable, companyId: string, ids: readonly string[]): Promise<BundleRow[]> {
  const { rows } = await q.query<RawBundle>(
    `${BUNDLE_SELECT} FROM org_bundles b WHERE b.company_id = $1 AND NOT b.is_deleted AND b.id = ANY($2::text[])
      ORDER BY b.created_at DESC, b.id`,
    [companyId, [...ids]],
  );
  return rows.map(toBundle);
}

/** One page of the company's bundles, newest first, filtered by search (name, description) and the user's ownership. */
export async function listBundlesPage(q: Queryable, o: OwnedPageQuery & { ownership: 'alle' | 'owner' | 'coowner' }): Promise<{ rows: BundleRow[]; total: number }> {
  const { rows, total } = await ownedPage<RawBundle>(q, { table: 'org_bundles', alias: 'b', select: BUNDLE_SELECT }, o);
  return { rows: rows.map(toBundle), total };
}

export async function groupBundles(q: Queryable, groupId: string): Promise<{ bundleId: string; assignedAt: string; deadline: string | null }[]> {
  const { rows } = await q.query<{ bundle_id: string; assigned_at: Date | string; deadline: Date | string | null }>(
    `SELECT gb.bundle_id, gb.assigned_at, gb.deadline FROM org_group_bundles gb JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted
      WHERE gb.group_id = $1 ORDER BY gb.assigned_at`,
    [groupId],
  );
  return rows.map((r) => ({ bundleId: r.bundle_id, assignedAt: new Date(r.assigned_at).toISOString(), deadline: r.deadline ? new Date(r.deadline).toISOString() : null }));
}

export async function bundleNamesContaining(q: Queryable, companyId: string, trainingId: string): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT b.name FROM org_bundle_trainings bt JOIN org_bundles b ON b.id = bt.bundle_id AND NOT b.is_deleted
      WHERE bt.training_id = $1 AND b.company_id = $2 ORDER BY b.name`,
    [trainingId, companyId],
  );
  return rows.map((r) => r.name);
}
