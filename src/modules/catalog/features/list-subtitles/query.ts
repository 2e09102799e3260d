import type { SubtitleTrackDetails } from '../../../../shared/contracts/catalog';
import { moduleSubtitles } from '../../read/trainings/queries';
import { editableModule } from '../../shared/access';
import type { Caller, CatalogDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { signSubtitles } from '../../shared/views';

/**
 * The subtitle tracks of a video module, for those who edit its training: every track, also one
 * of a language the training no longer has (learners are not given it), with signed URLs.
 */
export async function subtitleTracks(deps: CatalogDeps, c: Caller, moduleId: string): Promise<SubtitleTrackDetails[]> {
  const { module } = await editableModule(deps, c, moduleId);
  if (module.type !== 'video') throw toHttpError('SubtitlesNeedVideoModule');
  return signSubtitles((url) => deps.ports.media.signUrl(url), await moduleSubtitles(deps.k.db, c.companyId, moduleId));
}
