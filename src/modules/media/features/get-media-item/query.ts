import type { MediaItemView } from '../../../../shared/contracts/media';
import { getMedia } from '../../read/queries';
import type { Actor } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { imageView, videoView } from '../../shared/views';

/** One stored video or image of the company. */
export async function getMediaItem(d: MediaDeps, actor: Actor, id: string): Promise<MediaItemView> {
  const row = await getMedia(d.k.db, actor.companyId, id);
  if (!row) throw toHttpError('MediaNotFound');
  return row.kind === 'video' ? videoView(d, row) : imageView(d, row);
}
