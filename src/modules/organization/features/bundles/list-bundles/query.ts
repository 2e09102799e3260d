import type { BundleView, Ownership } from '../../../../../shared/contracts/organization';
import { listBundles } from '../../../read/bundles';
import { requireScreen } from '../../../shared/access';
import { bundleViews } from '../../../shared/bundle-views';
import type { Caller, OrganizationDeps } from '../../../shared/deps';

/** The company's bundles matching a search; 'coowner' finds none (bundles have no co-owners yet). */
export async function listBundleViews(deps: OrganizationDeps, c: Caller, q: { search: string; ownership: Ownership }): Promise<BundleView[]> {
  requireScreen(c, 'bundles');
  const s = q.search.trim().toLowerCase();
  const rows = (await listBundles(deps.k.db, c.companyId)).filter(
    (b) => (!s || `${b.name} ${b.description}`.toLowerCase().includes(s)) && (q.ownership !== 'owner' || b.ownerId === c.actor.userId) && q.ownership !== 'coowner',
  );
  return bundleViews(deps, c, rows);
}
