import type { Queryable } from '../../../platform/db';
import { findMediaByFile } from '../read/library/queries';
import { mediaPath, parseMediaPath } from '../storage/paths';

/** A stored video or image of a company, found by its URL. */
export interface StoredMediaRef {
  readonly mediaId: string;
  readonly kind: 'video' | 'image';
  /** Unsigned path of the file. */
  readonly path: string;
  /** Unsigned path of the poster (videos). */
  readonly posterPath: string | null;
  readonly duration: number | null;
  readonly title: string;
  readonly mimeType: string;
}

/**
 * Looks a URL up among the media stored for a company (read model). Undefined when the URL is
 * not a stored file, belongs to another company, or is a poster rather than the media itself.
 */
export async function findCompanyMedia(db: Queryable, companyId: string, urlOrPath: string): Promise<StoredMediaRef | undefined> {
  const ref = parseMediaPath(urlOrPath);
  if (!ref || ref.companyId !== companyId) return undefined;
  const row = await findMediaByFile(db, companyId, ref.fileName);
  if (!row || row.fileName !== ref.fileName) return undefined;
  return {
    mediaId: row.id,
    kind: row.kind,
    path: mediaPath(row.companyId, row.fileName),
    posterPath: row.posterFileName ? mediaPath(row.companyId, row.posterFileName) : null,
    duration: row.duration,
    title: row.title,
    mimeType: row.mimeType,
  };
}
