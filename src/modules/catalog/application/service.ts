import { handleCommand, newId } from '../../../platform/eventstore';
import { companyPrincipal, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { LIBRARY_PAGE_SIZE, trainingPolicy, type Role } from '../../../shared/policy';
import { getUserSummaries, searchCompanyUsers, type UserSummary } from '../../identity';
import { catalogEvents, streams, streamTypes, type ModuleContent, type ModuleType, type TagFields, type TrainingDetails, type TrainingDetailsChange } from '../domain/events';
import { tagDecider } from '../domain/tag';
import { trainingDecider, type Actor, type TrainingCommand } from '../domain/training';
import { DEFAULT_TAG_IDS, isGalleryImage } from '../domain/vocabulary';
import { findModule, getTraining, listAllTags, listCompanyTags, listModules, listTrainings, type ModuleRow, type TagView, type TrainingRow } from '../read/queries';
import { DEFAULT_TAG_NOT_DELETABLE, VIDEO_NOT_OURS, toHttpError } from './errors';

/** What catalog needs from the media module (wired in src/app.ts). */
export interface MediaAccess {
  /** A video stored for this company, by its (signed or unsigned) URL; undefined otherwise. */
  findVideo(companyId: string, url: string): Promise<{ mediaId: string; path: string; posterPath: string | null; duration: number | null } | undefined>;
  /** An image stored for this company, by URL; undefined otherwise. */
  findImage(companyId: string, url: string): Promise<{ path: string } | undefined>;
  /** A URL the browser can load (signed, valid for hours). */
  sign(url: string): string;
}

/** Trainings assigned to a user (organization module, wired in src/app.ts). */
export interface AssignmentLookup {
  assignedTrainingIds(companyId: string, userId: string): Promise<string[]>;
}

/** Names of bundles that contain a training (organization module). */
export interface BundleLookup {
  bundleNamesContaining(companyId: string, trainingId: string): Promise<string[]>;
}

export interface CatalogPorts {
  media: MediaAccess;
  assignments: AssignmentLookup;
  bundles: BundleLookup;
}

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface ModuleView {
  id: string;
  trainingId: string;
  type: ModuleType;
  title: string;
  orderIndex: number;
  isActive: boolean;
  content: ModuleContent;
}

export interface TrainingView extends Omit<TrainingRow, 'tagIds'> {
  owner: { firstName: string; lastName: string } | null;
  coOwnerDetails: PersonRef[];
  tags: TagView[];
  permissions: { edit: boolean; delete: boolean; manageCoOwners: boolean };
  modules?: ModuleView[];
}

interface Caller {
  actor: Actor;
  companyId: string;
}


export class CatalogService {
  constructor(
    private readonly k: Kernel,
    private readonly ports: CatalogPorts,
  ) {}

  caller(principal: Principal | null): Caller {
    const p = companyPrincipal(principal);
    return { actor: { userId: p.userId, role: p.role as Role }, companyId: p.tenantId };
  }

  private meta(c: Caller, commandId = newId()) {
    return { actorId: c.actor.userId, tenantId: c.companyId, commandId, correlationId: commandId, causationId: null };
  }

  private async runTraining(c: Caller, trainingId: string, command: TrainingCommand): Promise<void> {
    const result = await handleCommand({
      store: this.k.store,
      codec: catalogEvents,
      decider: trainingDecider,
      tenantId: c.companyId,
      streamId: streams.training(trainingId),
      streamType: streamTypes.training,
      command,
      metadata: this.meta(c),
    });
    if (!result.ok) throw toHttpError(result.error);
    await this.k.projections.waitFor(result.position, ['catalog.trainings']);
  }

  private async mayView(c: Caller, row: TrainingRow): Promise<boolean> {
    if (trainingPolicy.browseLibrary(c.actor.role)) return true;
    return (await this.ports.assignments.assignedTrainingIds(c.companyId, c.actor.userId)).includes(row.id);
  }

  /** A training the caller may see, or 404 (also for other companies' ids). */
  private async visibleTraining(c: Caller, id: string): Promise<TrainingRow> {
    const row = await getTraining(this.k.db, c.companyId, id);
    if (!row || !(await this.mayView(c, row))) throw toHttpError('TrainingNotFound');
    return row;
  }

  /** A gallery image, or an image stored for this company (kept as its unsigned path). */
  private async resolveImage<T extends { imageUrl?: string | null | undefined }>(c: Caller, d: T): Promise<T> {
    const url = d.imageUrl;
    if (!url || isGalleryImage(url)) return d;
    const image = await this.ports.media.findImage(c.companyId, url);
    if (!image) throw VIDEO_NOT_OURS();
    return { ...d, imageUrl: image.path };
  }

  /** Video content must name a video stored for this company; stored as unsigned paths. */
  private async resolveContent(c: Caller, type: ModuleType, content: ModuleContent | undefined): Promise<ModuleContent | undefined> {
    if (type !== 'video' || !content || !('videoUrl' in content) || !content.videoUrl.trim()) return content;
    const video = await this.ports.media.findVideo(c.companyId, content.videoUrl);
    if (!video) throw VIDEO_NOT_OURS();
    return {
      ...content,
      videoUrl: video.path,
      mediaId: video.mediaId,
      ...(video.posterPath ? { posterUrl: video.posterPath } : {}),
      ...(video.duration !== null ? { duration: video.duration } : {}),
    };
  }

  private signContent(content: ModuleContent): ModuleContent {
    if ('videoUrl' in content) {
      return { ...content, videoUrl: this.ports.media.sign(content.videoUrl), ...(content.posterUrl ? { posterUrl: this.ports.media.sign(content.posterUrl) } : {}) };
    }
    return content;
  }

  /**
   * A module as the API shows it. Only those who may edit the training see which quiz answers are
   * correct; learners get them from the learning module once they have answered.
   */
  private toModuleView(m: ModuleRow, mayEdit: boolean): ModuleView {
    let content = this.signContent(m.content);
    if (!mayEdit && 'questions' in content) {
      content = { questions: content.questions.map((q) => ({ question: q.question, answers: q.answers.map((a) => ({ text: a.text, isCorrect: false })) })) };
    }
    return { id: m.id, trainingId: m.trainingId, type: m.type, title: m.title, orderIndex: m.orderIndex, isActive: m.isActive, content };
  }

  private async views(c: Caller, rows: readonly TrainingRow[], withModules: boolean): Promise<TrainingView[]> {
    const people = await getUserSummaries(this.k.db, rows.flatMap((r) => [r.ownerId, ...r.coOwners]));
    const tags = new Map((await listAllTags(this.k.db, c.companyId)).map((t) => [t.id, t]));
    const modules = withModules ? await listModules(this.k.db, rows.map((r) => r.id)) : [];
    const ref = (u: UserSummary): PersonRef => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });
    return rows.map(({ tagIds, ...r }) => {
      const owner = people.get(r.ownerId);
      const f = { role: c.actor.role, userId: c.actor.userId, ownerId: r.ownerId, coOwnerIds: r.coOwners };
      const view: TrainingView = {
        ...r,
        imageUrl: r.imageUrl && !isGalleryImage(r.imageUrl) ? this.ports.media.sign(r.imageUrl) : r.imageUrl,
        owner: owner ? { firstName: owner.firstName, lastName: owner.lastName } : null,
        coOwnerDetails: r.coOwners.flatMap((id) => {
          const u = people.get(id);
          return u ? [ref(u)] : [];
        }),
        tags: tagIds.flatMap((id) => {
          const t = tags.get(id);
          return t ? [t] : [];
        }),
        permissions: { edit: trainingPolicy.edit(f), delete: trainingPolicy.delete(f), manageCoOwners: trainingPolicy.manageCoOwners(f) },
      };
      if (withModules) view.modules = modules.filter((m) => m.trainingId === r.id).map((m) => this.toModuleView(m, view.permissions.edit));
      return view;
    });
  }

  async library(
    c: Caller,
    q: { tags: string[]; search: string; ownership: 'alle' | 'owner' | 'coowner'; page: number },
  ): Promise<{ trainings: TrainingView[]; totalCount: number; totalPages: number; page: number; pageSize: number }> {
    const browse = trainingPolicy.browseLibrary(c.actor.role);
    const onlyIds = browse ? undefined : await this.ports.assignments.assignedTrainingIds(c.companyId, c.actor.userId);
    const query = browse
      ? { ...q, companyId: c.companyId, userId: c.actor.userId, pageSize: LIBRARY_PAGE_SIZE }
      : { tags: [], search: '', ownership: 'alle' as const, page: q.page, companyId: c.companyId, userId: c.actor.userId, pageSize: LIBRARY_PAGE_SIZE };
    const { rows, total } = await listTrainings(this.k.db, { ...query, tagIds: query.tags, onlyIds });
    const totalPages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
    return { trainings: await this.views(c, rows, false), totalCount: total, totalPages, page: q.page, pageSize: LIBRARY_PAGE_SIZE };
  }

  async get(c: Caller, id: string): Promise<TrainingView> {
    const row = await this.visibleTraining(c, id);
    return (await this.views(c, [row], true))[0]!;
  }

  async modules(c: Caller, id: string): Promise<ModuleView[]> {
    const row = await this.visibleTraining(c, id);
    const mayEdit = trainingPolicy.edit({ role: c.actor.role, userId: c.actor.userId, ownerId: row.ownerId, coOwnerIds: row.coOwners });
    return (await listModules(this.k.db, [id])).map((m) => this.toModuleView(m, mayEdit));
  }

  async create(c: Caller, input: TrainingDetails): Promise<TrainingView> {
    const details = await this.resolveImage(c, input);
    const trainingId = newId();
    await this.runTraining(c, trainingId, { type: 'CreateTraining', actor: c.actor, trainingId, companyId: c.companyId, details, now: this.k.clock.now() });
    return this.get(c, trainingId);
  }

  async update(c: Caller, id: string, input: TrainingDetailsChange): Promise<TrainingView> {
    await this.visibleTraining(c, id);
    const changes = await this.resolveImage(c, input);
    await this.runTraining(c, id, { type: 'ChangeTrainingDetails', actor: c.actor, changes, now: this.k.clock.now() });
    return this.get(c, id);
  }

  async remove(c: Caller, id: string): Promise<void> {
    await this.visibleTraining(c, id);
    const bundleNames = await this.ports.bundles.bundleNamesContaining(c.companyId, id);
    await this.runTraining(c, id, { type: 'DeleteTraining', actor: c.actor, bundleNames, now: this.k.clock.now() });
  }

  async addModule(c: Caller, input: { trainingId: string; type: ModuleType; title: string; orderIndex: number; content: ModuleContent; isActive: boolean }): Promise<ModuleView> {
    await this.visibleTraining(c, input.trainingId);
    const content = (await this.resolveContent(c, input.type, input.content)) ?? input.content;
    const moduleId = newId();
    await this.runTraining(c, input.trainingId, {
      type: 'AddModule',
      actor: c.actor,
      module: { moduleId, type: input.type, title: input.title, orderIndex: input.orderIndex, isActive: input.isActive, content },
      now: this.k.clock.now(),
    });
    return this.moduleView(c, input.trainingId, moduleId);
  }

  private async moduleView(c: Caller, trainingId: string, moduleId: string): Promise<ModuleView> {
    const m = (await this.modules(c, trainingId)).find((x) => x.id === moduleId);
    if (!m) throw toHttpError('ModuleNotFound');
    return m;
  }

  private async moduleTraining(c: Caller, moduleId: string): Promise<{ trainingId: string; type: ModuleType }> {
    const found = await findModule(this.k.db, c.companyId, moduleId);
    if (!found) throw toHttpError('ModuleNotFound');
    await this.visibleTraining(c, found.trainingId);
    const m = (await listModules(this.k.db, [found.trainingId])).find((x) => x.id === moduleId)!;
    return { trainingId: found.trainingId, type: m.type };
  }

  async moduleType(c: Caller, moduleId: string): Promise<ModuleType> {
    return (await this.moduleTraining(c, moduleId)).type;
  }

  async updateModule(c: Caller, moduleId: string, patch: { title?: string | undefined; content?: ModuleContent | undefined; isActive?: boolean | undefined; orderIndex?: number | undefined }): Promise<ModuleView> {
    const { trainingId, type } = await this.moduleTraining(c, moduleId);
    const content = await this.resolveContent(c, type, patch.content);
    await this.runTraining(c, trainingId, { type: 'UpdateModule', actor: c.actor, moduleId, ...patch, content, now: this.k.clock.now() });
    return this.moduleView(c, trainingId, moduleId);
  }

  async removeModule(c: Caller, moduleId: string): Promise<void> {
    const { trainingId } = await this.moduleTraining(c, moduleId);
    await this.runTraining(c, trainingId, { type: 'RemoveModule', actor: c.actor, moduleId, now: this.k.clock.now() });
  }

  async rearrange(c: Caller, trainingId: string, updates: { id: string; orderIndex: number; isActive: boolean }[], deletedModuleIds: string[]): Promise<ModuleView[]> {
    await this.visibleTraining(c, trainingId);
    await this.runTraining(c, trainingId, {
      type: 'RearrangeModules',
      actor: c.actor,
      updates: updates.map((u) => ({ moduleId: u.id, orderIndex: u.orderIndex, isActive: u.isActive })),
      removedModuleIds: deletedModuleIds,
      now: this.k.clock.now(),
    });
    return this.modules(c, trainingId);
  }

  async trainingTags(c: Caller, trainingId: string): Promise<TagView[]> {
    return (await this.get(c, trainingId)).tags;
  }

  async setTrainingTags(c: Caller, trainingId: string, tagIds: string[]): Promise<TagView[]> {
    await this.visibleTraining(c, trainingId);
    const known = new Set((await listAllTags(this.k.db, c.companyId)).map((t) => t.id));
    await this.runTraining(c, trainingId, { type: 'SetTrainingTags', actor: c.actor, tagIds, knownTagIds: known, now: this.k.clock.now() });
    return this.trainingTags(c, trainingId);
  }

  async addCoOwner(c: Caller, trainingId: string, userId: string): Promise<TrainingView> {
    await this.visibleTraining(c, trainingId);
    const u = (await getUserSummaries(this.k.db, [userId])).get(userId);
    const candidate = u ? { userId: u.id, companyId: u.companyId, role: u.role, isActive: u.isActive } : null;
    await this.runTraining(c, trainingId, { type: 'AddCoOwner', actor: c.actor, candidate, now: this.k.clock.now() });
    return this.get(c, trainingId);
  }

  async removeCoOwner(c: Caller, trainingId: string, userId: string): Promise<void> {
    await this.visibleTraining(c, trainingId);
    await this.runTraining(c, trainingId, { type: 'RemoveCoOwner', actor: c.actor, userId, now: this.k.clock.now() });
  }

  async coOwnerCandidates(c: Caller, trainingId: string, search: string): Promise<PersonRef[]> {
    const row = await this.visibleTraining(c, trainingId);
    if (!trainingPolicy.manageCoOwners({ role: c.actor.role, userId: c.actor.userId, ownerId: row.ownerId, coOwnerIds: row.coOwners })) {
      throw toHttpError('OnlyOwnerManagesCoOwners');
    }
    const users = await searchCompanyUsers(this.k.db, c.companyId, { search, roles: ['root', 'admin', 'manager'], excludeIds: [row.ownerId, ...row.coOwners], limit: 20 });
    return users.map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email }));
  }

  // --- tags ---

  allTags(c: Caller): Promise<TagView[]> {
    return listAllTags(this.k.db, c.companyId);
  }

  companyTags(c: Caller): Promise<TagView[]> {
    this.requireTagManager(c);
    return listCompanyTags(this.k.db, c.companyId);
  }

  private requireTagManager(c: Caller): void {
    if (!trainingPolicy.browseLibrary(c.actor.role)) throw toHttpError('NotAllowedToManageTags');
  }

  private async runTag(c: Caller, tagId: string, command: Parameters<typeof tagDecider.decide>[0]): Promise<void> {
    const result = await handleCommand({
      store: this.k.store,
      codec: catalogEvents,
      decider: tagDecider,
      tenantId: c.companyId,
      streamId: streams.tag(tagId),
      streamType: streamTypes.tag,
      command,
      metadata: this.meta(c),
    });
    if (!result.ok) throw toHttpError(result.error);
    await this.k.projections.waitFor(result.position, ['catalog.tags']);
  }

  private async companyTag(c: Caller, tagId: string): Promise<TagView> {
    if (DEFAULT_TAG_IDS.has(tagId)) throw DEFAULT_TAG_NOT_DELETABLE();
    const tag = (await listCompanyTags(this.k.db, c.companyId)).find((t) => t.id === tagId);
    if (!tag) throw toHttpError('TagNotFound');
    return tag;
  }

  async createTag(c: Caller, fields: TagFields): Promise<TagView> {
    const tagId = newId();
    await this.runTag(c, tagId, { type: 'CreateTag', actor: c.actor, tagId, companyId: c.companyId, fields, now: this.k.clock.now() });
    return this.companyTag(c, tagId);
  }

  async updateTag(c: Caller, tagId: string, fields: Partial<TagFields>): Promise<TagView> {
    this.requireTagManager(c);
    await this.companyTag(c, tagId);
    await this.runTag(c, tagId, { type: 'UpdateTag', actor: c.actor, fields, now: this.k.clock.now() });
    return this.companyTag(c, tagId);
  }

  async deleteTag(c: Caller, tagId: string): Promise<void> {
    this.requireTagManager(c);
    await this.companyTag(c, tagId);
    await this.runTag(c, tagId, { type: 'DeleteTag', actor: c.actor, now: this.k.clock.now() });
  }
}
