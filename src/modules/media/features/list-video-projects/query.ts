import type { VideoProjectView } from '../../../../shared/contracts/media';
import { listVideoProjects as projectsOf } from '../../read/library/queries';
import type { Actor } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { projectView } from '../../shared/views';

/** The company's video editor projects, most recently saved first. */
export async function listVideoProjects(d: MediaDeps, actor: Actor): Promise<VideoProjectView[]> {
  return (await projectsOf(d.k.db, actor.companyId)).map((p) => projectView(d, p));
}
