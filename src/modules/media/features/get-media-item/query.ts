import type { MediaItemView } from '../../../../shared/contracts/media';
import { getMedia } from '../../read/library/queries';
import { mediaPath } from '../../storage/paths';
import { mayReadMedia, type Actor } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import type { MediaPorts } from '../../shared/ports';
import { imageView, videoView } from '../../shared/views';

/**
 * One stored video or image of the company: for the media edit level any; for everyone else only
 * one that a training they may see or an infolog message they may read shows (404 otherwise, as
 * for an unknown id: the item does not exist for them).
 */
export async function getMediaItem(d: MediaDeps, ports: MediaPorts, actor: Actor, id: string): Promise<MediaItemView> {
  const row = await getMedia(d.k.db, actor.companyId, id);
  if (!row || !(await mayReadMedia(ports, actor, mediaPath(row.companyId, row.fileName)))) throw toHttpError('MediaNotFound');
  return row.kind === 'video' ? videoView(d, row) : imageView(d, row);
}
