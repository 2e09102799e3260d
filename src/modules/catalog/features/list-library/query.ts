import type { LibraryPage } from '../../../../shared/contracts/catalog';
import { JsonBody } from '../../../../platform/http';
import { getInWindow } from '../../../../platform/projections';
import { trainingPolicy } from '../../../../shared/policy';
import { LIBRARY_PAGE_SIZE } from '../../../../shared/rules';
import { listTrainings } from '../../read/trainings/queries';
import type { Caller, CatalogDeps } from '../../shared/deps';
import { trainingViews } from '../../shared/views';
import type { LibraryQuery } from './schema';

/**
 * One page of the library. Managing users filter, search and page through every training of the
 * company; others page through the trainings assigned to them, unfiltered.
 */
export async function libraryPage(deps: CatalogDeps, c: Caller, q: LibraryQuery): Promise<LibraryPage> {
  const browse = trainingPolicy.browseLibrary(c.actor.role);
  const onlyIds = browse ? undefined : await deps.ports.assignments.assignedTrainingIds(c.companyId, c.actor.userId);
  const filters = browse ? { tagIds: q.tags, search: q.search, ownership: q.ownership } : { tagIds: [], search: '', ownership: 'alle' as const };
  const query = { ...filters, page: q.page, companyId: c.companyId, userId: c.actor.userId, pageSize: LIBRARY_PAGE_SIZE, onlyIds };
  const key = JSON.stringify([query.companyId, query.userId, query.ownership, query.tagIds, query.search, query.page, query.pageSize, onlyIds ?? null]);
  const { rows, total } = await deps.caches.libraryPages.get(key, () => listTrainings(deps.k.db, query));
  const totalPages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  return { trainings: await trainingViews(deps, c, rows, false), totalCount: total, totalPages, page: q.page, pageSize: LIBRARY_PAGE_SIZE };
}

/**
 * The library page as the JSON bytes of the answer, serialized once per caller and query and
 * kept while nothing it shows changes (see `CatalogCaches.libraryBodies`).
 */
export async function libraryBody(deps: CatalogDeps, c: Caller, q: LibraryQuery): Promise<JsonBody> {
  const key = JSON.stringify([c.companyId, c.actor.userId, c.actor.role, q.ownership, q.tags, q.search, q.page]);
  const load = async () => {
    const from = deps.k.clock.now().getTime();
    const until = deps.ports.media.signedUrlsChangeAt();
    return { from, until, body: JsonBody.of(await libraryPage(deps, c, q)) };
  };
  return (await getInWindow(deps.caches.libraryBodies, key, load, () => deps.k.clock.now().getTime())).body;
}
