import type { Kernel } from '../../../platform/kernel';
import type { JsonBody } from '../../../platform/http';
import { ReadCache, type ValidWindow } from '../../../platform/projections';
import type { TagView } from '../../../shared/contracts/catalog';
import type { TrainingRow } from './trainings/queries';

/**
 * Catalogue data read on every library page, kept in this process until the catalog's read
 * models change (`ReadCache`): a command that waits for `catalog.tags` or `catalog.trainings`
 * (every tag and training command does) is seen by the very next request. Another process of the
 * product learns of the change on the NOTIFY that follows the append (within 1 s if one is lost);
 * no entry is older than 5 s.
 */
export interface CatalogCaches {
  /** By company: its own live tags (the default vocabulary is added in code). */
  readonly companyTags: ReadCache<TagView[]>;
  /** By the library query: one page of trainings and the total. */
  readonly libraryPages: ReadCache<{ rows: TrainingRow[]; total: number }>;
  /**
   * By caller and library query: the whole answer as JSON bytes, as long as the catalog, the
   * people named in it and the caller's assignments stay as they are and its signed image URLs
   * stay the same (`otherReadModels`: identity's and organization's, from the ports).
   */
  readonly libraryBodies: ReadCache<TimedBody>;
}

/** An answer serialized once, and the instants between which it stays right. */
export interface TimedBody extends ValidWindow {
  readonly body: JsonBody;
}

export function catalogCaches(k: Kernel, otherReadModels: readonly string[]): CatalogCaches {
  return {
    companyTags: new ReadCache(k.projections, ['catalog.tags']),
    libraryPages: new ReadCache(k.projections, ['catalog.trainings'], { maxEntries: 2000 }),
    libraryBodies: new ReadCache(k.projections, ['catalog.trainings', 'catalog.tags', ...otherReadModels], { maxEntries: 2000 }),
  };
}
