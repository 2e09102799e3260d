import type { TagView } from '../../../shared/contracts/catalog';
import { listCompanyTags, withDefaultTags } from '../read/tags/queries';
import type { Caller, CatalogDeps } from './deps';
import { toHttpError } from './errors';

/** The company's own live tags (kept until the tag read model changes). */
export async function companyTags({ k, caches }: CatalogDeps, companyId: string): Promise<TagView[]> {
  return [...(await caches.companyTags.get(companyId, () => listCompanyTags(k.db, companyId)))];
}

/** The default vocabulary plus the company's tags. */
export async function allTags(deps: CatalogDeps, companyId: string): Promise<TagView[]> {
  return withDefaultTags(await companyTags(deps, companyId));
}

/** One company tag as the API shows it (after creating or changing it); 404 otherwise. */
export async function companyTag(deps: CatalogDeps, c: Caller, tagId: string): Promise<TagView> {
  const tag = (await companyTags(deps, c.companyId)).find((t) => t.id === tagId);
  if (!tag) throw toHttpError('TagNotFound');
  return tag;
}
