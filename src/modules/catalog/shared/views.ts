import type { ModuleView, PersonRef, SubtitleTrackView, TrainingDetailsView, TrainingListItem } from '../../../shared/contracts/catalog';
import { questionPolicy, trainingPolicy } from '../../../shared/policy';
import type { ModuleContent } from '../domain/events';
import { listModules, type ModuleRow, type TrainingRow } from '../read/trainings/queries';
import { ownershipOf, visibleTraining } from './access';
import type { Caller, CatalogDeps } from './deps';
import { toHttpError } from './errors';
import { signedImageUrl } from './media';
import { allTags } from './tags';

/** A video's file and poster signed for the browser (the main video and each dubbed version alike). */
const signVideo = <V extends { readonly videoUrl: string; readonly posterUrl?: string | undefined }>(sign: (url: string) => string, v: V): V => ({
  ...v,
  videoUrl: sign(v.videoUrl),
  ...(v.posterUrl ? { posterUrl: sign(v.posterUrl) } : {}),
});

function signContent(sign: (url: string) => string, content: ModuleContent): ModuleContent {
  if ('videoUrl' in content) {
    const dubbed = content.dubbedVideos;
    return { ...signVideo(sign, content), ...(dubbed ? { dubbedVideos: Object.fromEntries(Object.entries(dubbed).map(([l, v]) => [l, signVideo(sign, v)])) } : {}) };
  }
  return content;
}

/**
 * A module as the API shows it. Only those who may edit the training see which quiz answers are
 * correct; learners get them from the learning module once they have answered.
 */
function toModuleView(deps: CatalogDeps, m: ModuleRow, mayEdit: boolean): ModuleView {
  const sign = (url: string) => deps.ports.media.signUrl(url);
  let content = signContent(sign, m.content);
  if (!mayEdit && 'questions' in content) {
    content = { questions: content.questions.map((q) => ({ question: q.question, answers: q.answers.map((a) => ({ text: a.text, isCorrect: false })) })) };
  }
  const view = { id: m.id, trainingId: m.trainingId, type: m.type, title: m.title, orderIndex: m.orderIndex, isActive: m.isActive, content };
  return m.subtitles ? { ...view, subtitles: signSubtitles(sign, m.subtitles) } : view;
}

/** Subtitle tracks with their files' URLs signed for `<track src>`. */
export function signSubtitles<T extends SubtitleTrackView>(sign: (url: string) => string, tracks: readonly T[]): T[] {
  return tracks.map((t) => ({ ...t, url: sign(t.url) }));
}

// Every field of a row is shown (tagIds as tags): a new row field fails here until listItem shows it.
type Unshown = Exclude<keyof TrainingRow, keyof TrainingListItem | 'tagIds'>;
const _everyFieldShown: [Unshown] extends [never] ? true : never = true;

type Extras = Pick<TrainingListItem, 'imageUrl' | 'owner' | 'instructor' | 'coOwnerDetails' | 'tags' | 'permissions'>;

/** A row as a list item, field by field (an object rest/spread per row costs more than the rest of the page). */
const listItem = (r: TrainingRow, x: Extras): TrainingListItem => ({
  id: r.id,
  companyId: r.companyId,
  ownerId: r.ownerId,
  instructorId: r.instructorId,
  coOwners: r.coOwners,
  title: r.title,
  description: r.description,
  status: r.status,
  isRequired: r.isRequired,
  requiresRecertification: r.requiresRecertification,
  recertificationPeriod: r.recertificationPeriod,
  imageId: r.imageId,
  imageUrl: x.imageUrl,
  category: r.category,
  difficulty: r.difficulty,
  duration: r.duration,
  requiresPracticalPart: r.requiresPracticalPart,
  moduleCount: r.moduleCount,
  activeModuleCount: r.activeModuleCount,
  contentVersion: r.contentVersion,
  defaultLanguage: r.defaultLanguage,
  contentLanguages: r.contentLanguages,
  isDeleted: r.isDeleted,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  owner: x.owner,
  instructor: x.instructor,
  coOwnerDetails: x.coOwnerDetails,
  tags: x.tags,
  permissions: x.permissions,
});

/** Trainings as the API shows them: owner and co-owner names, tags, the caller's permissions, optionally the modules. */
export async function trainingViews(deps: CatalogDeps, c: Caller, rows: readonly TrainingRow[], withModules: boolean): Promise<TrainingListItem[]> {
  const { k, ports } = deps;
  const [people, tagList] = await Promise.all([ports.people.getUserSummaries(rows.flatMap((r) => [r.ownerId, r.instructorId, ...r.coOwners])), allTags(deps, c.companyId)]);
  const tags = new Map(tagList.map((t) => [t.id, t]));
  const modules = withModules ? await listModules(k.db, rows.map((r) => r.id)) : [];
  return rows.map((r) => {
    const owner = people.get(r.ownerId);
    const f = ownershipOf(c, r);
    const permissions = {
      edit: trainingPolicy.edit(f),
      delete: trainingPolicy.delete(f),
      manageCoOwners: trainingPolicy.manageCoOwners(f),
      answerQuestions: questionPolicy.answer({ ...f, instructorId: r.instructorId }),
    };
    const instructor = people.get(r.instructorId);
    const view = listItem(r, {
      imageUrl: signedImageUrl(deps, r.imageUrl),
      owner: owner ? { firstName: owner.firstName, lastName: owner.lastName } : null,
      instructor: instructor ? { id: instructor.id, firstName: instructor.firstName, lastName: instructor.lastName, email: instructor.email } : null,
      coOwnerDetails: r.coOwners.flatMap((id): PersonRef[] => {
        const u = people.get(id);
        return u ? [{ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email }] : [];
      }),
      tags: r.tagIds.flatMap((id) => {
        const t = tags.get(id);
        return t ? [t] : [];
      }),
      permissions,
    });
    if (!withModules) return view;
    return { ...view, modules: modules.filter((m) => m.trainingId === r.id).map((m) => toModuleView(deps, m, permissions.edit)) };
  });
}

/** One training the caller may see, with its modules (GET /api/trainings/{id}). */
export async function trainingDetails(deps: CatalogDeps, c: Caller, id: string): Promise<TrainingDetailsView> {
  const row = await visibleTraining(deps, c, id);
  return (await trainingViews(deps, c, [row], true))[0] as TrainingDetailsView;
}

/** The modules of a training the caller may see, in order. */
export async function trainingModules(deps: CatalogDeps, c: Caller, id: string): Promise<ModuleView[]> {
  const row = await visibleTraining(deps, c, id);
  const mayEdit = trainingPolicy.edit(ownershipOf(c, row));
  return (await listModules(deps.k.db, [id])).map((m) => toModuleView(deps, m, mayEdit));
}

/** One module of a training as the API shows it (after adding or changing it). */
export async function moduleView(deps: CatalogDeps, c: Caller, trainingId: string, moduleId: string): Promise<ModuleView> {
  const m = (await trainingModules(deps, c, trainingId)).find((x) => x.id === moduleId);
  if (!m) throw toHttpError('ModuleNotFound');
  return m;
}
