import type { TagView } from '../../../shared/contracts/catalog';
import { listCompanyTags } from '../read/queries';
import type { Caller, CatalogDeps } from './deps';
import { toHttpError } from './errors';

/** One company tag as the API shows it (after creating or changing it); 404 otherwise. */
export async function companyTag(deps: CatalogDeps, c: Caller, tagId: string): Promise<TagView> {
  const tag = (await listCompanyTags(deps.k.db, c.companyId)).find((t) => t.id === tagId);
  if (!tag) throw toHttpError('TagNotFound');
  return tag;
}
