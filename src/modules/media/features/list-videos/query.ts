import type { VideoView } from '../../../../shared/contracts/media';
import { listMedia } from '../../read/library/queries';
import type { Actor } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { videoView } from '../../shared/views';

/** The company's stored videos, newest first. */
export async function listVideos(d: MediaDeps, actor: Actor): Promise<VideoView[]> {
  return (await listMedia(d.k.db, actor.companyId, 'video')).map((r) => videoView(d, r));
}
