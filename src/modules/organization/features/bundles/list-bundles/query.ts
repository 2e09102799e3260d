import { BUNDLE_PAGE_SIZE } from '../../../../../shared/rules';
import type { BundlePage, Ownership } from '../../../../../shared/contracts/organization';
import { listBundlesPage } from '../../../read/bundles/queries';
import { requireScreen } from '../../../shared/access';
import { bundleViews } from '../../../shared/bundle-views';
import type { Caller, OrganizationDeps } from '../../../shared/deps';

/** One page of the company's bundles, filtered by search and the caller's ownership (owner, co-owner). */
export async function listBundlesPageView(deps: OrganizationDeps, c: Caller, q: { search: string; ownership: Ownership; page: number }): Promise<BundlePage> {
  requireScreen(c, 'bundles');
  const { rows, total } = await listBundlesPage(deps.k.db, { ...q, companyId: c.companyId, userId: c.actor.userId, pageSize: BUNDLE_PAGE_SIZE });
  return { bundles: await bundleViews(deps, c, rows), totalCount: total, totalPages: Math.max(1, Math.ceil(total / BUNDLE_PAGE_SIZE)), page: q.page, pageSize: BUNDLE_PAGE_SIZE };
}
