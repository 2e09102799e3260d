import { newId } from '../../../../platform/eventstore';
import { commandActor } from '../../../../platform/kernel';
import type { VideoProjectView } from '../../../../shared/contracts/media';
import { mediaEvents, streams, streamTypes, type ProjectData } from '../../domain/events';
import { videoProjectDecider } from '../../domain/video-project';
import { findMediaByFile, getVideoProject } from '../../read/library/queries';
import { parseMediaPath } from '../../storage/paths';
import type { Actor } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { projectView } from '../../shared/views';

/** Saves a new video editor project; its video must be a stored video of the company. */
export async function saveVideoProject(d: MediaDeps, actor: Actor, input: { name: string; videoUrl: string; projectData: ProjectData }): Promise<VideoProjectView> {
  const ref = parseMediaPath(input.videoUrl);
  const stored = ref && ref.companyId === actor.companyId ? await findMediaByFile(d.k.db, actor.companyId, ref.fileName) : undefined;
  const projectId = newId();
  await d.k.commands.run({
    decider: videoProjectDecider,
    codec: mediaEvents,
    streamId: streams.videoProject(projectId),
    streamType: streamTypes.videoProject,
    actor: commandActor(actor.companyId, actor.principal),
    command: {
      type: 'SaveVideoProject',
      projectId,
      companyId: actor.companyId,
      name: input.name,
      videoPath: ref?.path ?? '',
      videoBelongsToCompany: stored?.kind === 'video' && stored.fileName === ref?.fileName,
      videoDuration: stored?.kind === 'video' ? stored.duration : null,
      projectData: input.projectData,
      savedBy: actor.userId,
      now: d.k.clock.now(),
    },
    waitFor: ['media.videoProjects'],
    fail: toHttpError,
  });
  const saved = await getVideoProject(d.k.db, actor.companyId, projectId);
  if (!saved) throw new Error(`video project ${projectId} not in the read model after waiting`);
  return projectView(d, saved);
}
