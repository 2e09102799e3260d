import { handleCommand, loadState, newId } from '../../../platform/eventstore';
import { companyPrincipal, type Principal } from '../../../platform/http';
import { commandMetadata, type Kernel } from '../../../platform/kernel';
import { localizedText, type Lang } from '../../../platform/i18n';
import { MY_TRAININGS_PAGE_SIZE, trainingPolicy, type Role } from '../../../shared/policy';
import { getTraining, getTrainingsByIds, isGalleryImage, listAllTags, listModules, type ModuleRow, type TagView, type TrainingRow } from '../../catalog';
import { getUserSummaries, getUserView } from '../../identity';
import { assignedTrainingIds, sharesManagedGroup, userAssignments } from '../../organization';
import { enrolmentDecider, type EnrolmentCommand, type EnrolmentState } from '../domain/enrolment';
import { learningEvents, streams, streamTypes, type CompletionSnapshot } from '../domain/events';
import { coveredSeconds, type Interval } from '../domain/intervals';
import { deadlineOverdue, isValid } from '../domain/status';
import { getCompletion, getCompletionOfEnrolment, latestEnrolment, learningState, userCompletions, type CompletionRow, type EnrolmentRow } from '../read/queries';
import { toHttpError, type LearningError } from './errors';
import {
  activeModules,
  evidenceUrl,
  learnerStatus,
  moduleProgressView,
  planOf,
  playerModule,
  stepOf,
  type Action,
  type ModuleProgressView,
  type PlayerModule,
  type StepView,
} from './views';

export interface LearningPorts {
  /** Signs a stored media path for the browser. */
  sign(url: string): string;
  /** Checks the signed-in user's password again (explicit confirmation). */
  confirmPassword(k: Kernel, companyId: string, userId: string, password: string): Promise<boolean>;
}

export interface Caller {
  readonly userId: string;
  readonly role: Role;
  readonly companyId: string;
  readonly principal: Principal;
}

/** The statement the employee confirms by re-entering the password. */
export const CONFIRMATION = { de: 'Ich habe die Unterweisung verstanden', en: 'I have understood the instruction' } as const;

export type ProgressReport =
  | { kind: 'video'; moduleId: string; intervals: Interval[]; position: number; duration: number | null; completed: boolean }
  | { kind: 'text'; moduleId: string }
  | { kind: 'quiz'; moduleId: string; answers: number[][] };

export interface ProgressView {
  trainingId: string;
  enrolmentId: string | null;
  cycle: number;
  status: ReturnType<typeof learnerStatus>['status'];
  step: StepView;
  training: {
    id: string;
    title: unknown;
    description: unknown;
    imageUrl: string | null;
    ownerName: string;
    requiresRecertification: boolean;
    recertificationPeriod: string | null;
    contentVersion: string;
  };
  modules: PlayerModule[];
  progress: { modules: Record<string, ModuleProgressView> };
  currentModuleId: string | null;
  evaluation: { passed: boolean; percent: number; correct: number; total: number; at: string } | null;
  completion: { id: string; completedAt: string; percent: number; evidenceUrl: string } | null;
  previousCompletion: { id: string; completedAt: string; dueDate: string | null; evidenceUrl: string } | null;
}

export interface MyTraining {
  id: string;
  title: unknown;
  description: unknown;
  imageUrl: string | null;
  category: string | null;
  difficulty: string | null;
  duration: number | null;
  isRequired: boolean;
  requiresRecertification: boolean;
  recertificationPeriod: string | null;
  tags: TagView[];
  moduleCount: number;
  isDeleted: boolean;
  groups: { groupId: string; groupName: string; deadline: string | null }[];
  deadline: string | null;
  deadlineOverdue: boolean;
  status: ReturnType<typeof learnerStatus>['status'];
  progressPercent: number;
  startedAt: string | null;
  completedAt: string | null;
  dueDate: string | null;
  dueDisplay: ReturnType<typeof learnerStatus>['dueDisplay'];
  completionId: string | null;
  action: Action;
}

export interface MyTrainingsQuery {
  search: string;
  status: 'all' | 'open' | 'completed';
  tags: string[];
  page: number;
  limit: number;
}

export class LearningService {
  constructor(
    private readonly k: Kernel,
    private readonly ports: LearningPorts,
  ) {}

  caller(principal: Principal | null): Caller {
    const p = companyPrincipal(principal);
    return { userId: p.userId, role: p.role as Role, companyId: p.tenantId, principal: p };
  }

  private fail(error: LearningError): never {
    throw toHttpError(error);
  }

  private image(url: string | null): string | null {
    return url && !isGalleryImage(url) ? this.ports.sign(url) : url;
  }

  /** A training the caller may take: every company training for library roles, assigned ones for employees. */
  private async visibleTraining(c: Caller, trainingId: string): Promise<TrainingRow> {
    const t = await getTraining(this.k.db, c.companyId, trainingId);
    if (!t || t.isDeleted) this.fail('TrainingNotFound');
    if (!trainingPolicy.browseLibrary(c.role) && !(await assignedTrainingIds(this.k.db, c.companyId, c.userId)).includes(t.id)) this.fail('TrainingNotFound');
    return t;
  }

  private async loadCycle(c: Caller, row: EnrolmentRow): Promise<EnrolmentState> {
    const { state } = await loadState(this.k.store, learningEvents, enrolmentDecider.evolve, enrolmentDecider.initialState, c.companyId, row.streamId);
    return state;
  }

  private async run(c: Caller, streamId: string, command: EnrolmentCommand): Promise<EnrolmentState> {
    const result = await handleCommand({
      store: this.k.store,
      codec: learningEvents,
      decider: enrolmentDecider,
      tenantId: c.companyId,
      streamId,
      streamType: streamTypes.enrolment,
      command,
      metadata: commandMetadata(c.companyId, c.principal),
    });
    if (!result.ok) this.fail(result.error);
    // A bare video report changes nothing the read model answers with; everything else is waited for.
    const changesReadModel = result.events.some((e) => e.type !== 'learning.ModuleProgressRecorded');
    if (result.position && changesReadModel) await this.k.projections.waitFor(result.position, ['learning.enrolments']);
    return result.state;
  }

  /** POST /trainings/{id}/start: the current cycle, or a new one once the recertification window is open. */
  async start(c: Caller, trainingId: string): Promise<ProgressView> {
    const t = await this.visibleTraining(c, trainingId);
    const modules = activeModules(await listModules(this.k.db, [t.id]));
    const learning = await this.learningOf(c, t.id);
    const { latest } = learning;
    const status = learnerStatus(t, latest, learning.lastCompletion, this.k.clock.now());
    const cycle = !latest ? 1 : latest.step === 'completed' && status.renewable ? latest.cycle + 1 : latest.cycle;
    // Nothing to start: the current cycle runs, or it is completed and not yet due for renewal.
    if (latest && cycle === latest.cycle) return this.progress(c, t.id, { training: t, modules, learning });
    await this.run(c, streams.enrolment(c.userId, t.id, cycle), {
      type: 'StartTraining',
      enrolmentId: newId(),
      companyId: c.companyId,
      userId: c.userId,
      trainingId: t.id,
      cycle,
      contentVersion: t.contentVersion,
      plan: planOf(modules),
      now: this.k.clock.now(),
    });
    return this.progress(c, t.id, { training: t, modules });
  }

  /** The caller's latest cycle and latest completion of one training (read model). */
  private async learningOf(c: Caller, trainingId: string): Promise<{ latest: EnrolmentRow | undefined; lastCompletion: CompletionRow | undefined }> {
    const { enrolments, completions } = await learningState(this.k.db, c.companyId, [c.userId], [trainingId]);
    return { latest: enrolments.get(`${c.userId}:${trainingId}`), lastCompletion: completions.get(`${c.userId}:${trainingId}`) };
  }

  /** GET /trainings/{id}/progress: the current cycle as the player shows it. */
  async progress(
    c: Caller,
    trainingId: string,
    known: { training?: TrainingRow; modules?: ModuleRow[]; state?: EnrolmentState; learning?: Awaited<ReturnType<LearningService['learningOf']>> } = {},
  ): Promise<ProgressView> {
    const t = known.training ?? (await this.visibleTraining(c, trainingId));
    const modules = known.modules ?? activeModules(await listModules(this.k.db, [t.id]));
    const state = known.state;
    const { latest, lastCompletion } = known.learning ?? (await this.learningOf(c, t.id));
    const current = state ?? (latest ? await this.loadCycle(c, latest) : null);
    const started = current && current.status === 'started' ? current : null;
    const status = learnerStatus(t, latest, lastCompletion, this.k.clock.now());
    const owner = (await getUserSummaries(this.k.db, [t.ownerId])).get(t.ownerId);
    const progress: Record<string, ModuleProgressView> = {};
    for (const m of modules) progress[m.id] = moduleProgressView(m, started?.modules[m.id]);
    const previous = lastCompletion && lastCompletion.enrolmentId !== started?.enrolmentId ? lastCompletion : undefined;
    return {
      trainingId: t.id,
      enrolmentId: started?.enrolmentId ?? null,
      cycle: started?.cycle ?? 0,
      status: status.status,
      step: stepOf(current),
      training: {
        id: t.id,
        title: t.title,
        description: t.description,
        imageUrl: this.image(t.imageUrl),
        ownerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
        requiresRecertification: t.requiresRecertification,
        recertificationPeriod: t.recertificationPeriod,
        contentVersion: t.contentVersion,
      },
      modules: modules.map((m) => playerModule(m, (u) => this.ports.sign(u))),
      progress: { modules: progress },
      currentModuleId: modules.find((m) => !progress[m.id]!.completed)?.id ?? null,
      evaluation: started?.evaluation ?? null,
      completion: started?.completion
        ? { id: started.completion.completionId, completedAt: started.completion.completedAt, percent: started.completion.percent, evidenceUrl: evidenceUrl(started.completion.completionId) }
        : null,
      previousCompletion: previous
        ? { id: previous.completionId, completedAt: previous.completedAt, dueDate: status.dueDate, evidenceUrl: evidenceUrl(previous.completionId) }
        : null,
    };
  }

  private async currentCycle(c: Caller, t: TrainingRow): Promise<EnrolmentRow> {
    const latest = await latestEnrolment(this.k.db, c.companyId, c.userId, t.id);
    if (!latest) this.fail('NotStarted');
    return latest;
  }

  /**
   * PATCH /trainings/{id}/progress: a video report, a text module read, or quiz answers; `toReport`
   * reads the body in the light of the module's type.
   */
  async record(c: Caller, trainingId: string, moduleId: string, toReport: (type: ModuleRow['type'] | null) => ProgressReport): Promise<ProgressView> {
    const t = await this.visibleTraining(c, trainingId);
    const modules = activeModules(await listModules(this.k.db, [t.id]));
    const report = toReport(modules.find((m) => m.id === moduleId)?.type ?? null);
    const plan = planOf(modules);
    const latest = await this.currentCycle(c, t);
    const now = this.k.clock.now();
    const command: EnrolmentCommand =
      report.kind === 'video'
        ? { type: 'RecordVideoProgress', moduleId: report.moduleId, intervals: report.intervals, position: report.position, clientDuration: report.duration, claimsCompleted: report.completed, plan, now }
        : report.kind === 'text'
          ? { type: 'CompleteModule', moduleId: report.moduleId, plan, now }
          : { type: 'AnswerQuiz', moduleId: report.moduleId, answers: report.answers, plan, now };
    const state = await this.run(c, latest.streamId, command);
    return this.progress(c, t.id, { training: t, modules, state });
  }

  /** POST /trainings/{id}/complete: the explicit confirmation with the password; records the evidence. */
  async complete(c: Caller, trainingId: string, password: string, lang: Lang): Promise<{ completion: NonNullable<ProgressView['completion']>; progress: ProgressView }> {
    const t = await this.visibleTraining(c, trainingId);
    const latest = await this.currentCycle(c, t);
    const state = await this.loadCycle(c, latest);
    if (state.status !== 'started') this.fail('NotStarted');
    if (state.step === 'completed') this.fail('AlreadyCompleted');
    if (state.step !== 'passed') this.fail('NotPassed');
    const passwordValid = await this.ports.confirmPassword(this.k, c.companyId, c.userId, password);
    const modules = activeModules(await listModules(this.k.db, [t.id]));
    const [me, people] = await Promise.all([getUserView(this.k.db, c.userId), getUserSummaries(this.k.db, [t.ownerId])]);
    const owner = people.get(t.ownerId);
    const snapshot: CompletionSnapshot = {
      companyName: me?.company?.name ?? '',
      employeeName: me ? `${me.firstName} ${me.lastName}` : '',
      employeeEmail: me?.email ?? '',
      trainingTitle: t.title,
      ownerId: t.ownerId,
      ownerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
      modules: modules.map((m) => {
        const p = state.modules[m.id];
        return {
          id: m.id,
          type: m.type,
          title: m.title,
          watchedSeconds: m.type === 'video' ? Math.round(coveredSeconds(p?.watched ?? [])) : null,
          duration: m.type === 'video' ? (p?.duration ?? null) : null,
          watchTime: p?.position ?? 0,
        };
      }),
    };
    const completionId = newId();
    const after = await this.run(c, latest.streamId, {
      type: 'CompleteTraining',
      completionId,
      passwordValid,
      confirmation: CONFIRMATION[lang],
      snapshot,
      now: this.k.clock.now(),
    });
    const progress = await this.progress(c, t.id, { training: t, modules, state: after });
    return { completion: progress.completion!, progress };
  }

  /**
   * Every assigned training of a user with its status at read time (bounded by that user's
   * assignments, not the tenant): My Learning pages it, the dashboard counts it.
   */
  async allAssignments(c: Caller, userId: string): Promise<MyTraining[]> {
    const now = this.k.clock.now();
    const rows = await userAssignments(this.k.db, c.companyId, userId);
    const byTraining = new Map<string, { groupId: string; groupName: string; deadline: string | null }[]>();
    for (const a of rows) {
      const list = byTraining.get(a.trainingId) ?? [];
      if (!list.some((g) => g.groupId === a.groupId)) list.push({ groupId: a.groupId, groupName: a.groupName, deadline: a.deadline });
      byTraining.set(a.trainingId, list);
    }
    const ids = [...byTraining.keys()];
    const [trainings, tags, learning] = await Promise.all([
      getTrainingsByIds(this.k.db, c.companyId, ids),
      listAllTags(this.k.db, c.companyId),
      learningState(this.k.db, c.companyId, [userId], ids),
    ]);
    const tagById = new Map(tags.map((tag) => [tag.id, tag]));
    return trainings.map((t): MyTraining => {
      const key = `${userId}:${t.id}`;
      const enrolment = learning.enrolments.get(key);
      const completion = learning.completions.get(key);
      const s = learnerStatus(t, enrolment, completion, now);
      const groups = byTraining.get(t.id) ?? [];
      const deadlines = groups.flatMap((g) => (g.deadline ? [g.deadline] : [])).sort();
      const deadline = deadlines[0] ?? null;
      const progressPercent = s.inProgress && enrolment ? Math.min(100, Math.round((enrolment.modulesCompleted / Math.max(1, t.activeModuleCount)) * 100)) : isValid(s.status) ? 100 : 0;
      return {
        id: t.id,
        title: t.title,
        description: t.description,
        imageUrl: this.image(t.imageUrl),
        category: t.category,
        difficulty: t.difficulty,
        duration: t.duration,
        isRequired: t.isRequired,
        requiresRecertification: t.requiresRecertification,
        recertificationPeriod: t.recertificationPeriod,
        tags: t.tagIds.flatMap((id) => (tagById.has(id) ? [tagById.get(id)!] : [])),
        moduleCount: t.activeModuleCount,
        isDeleted: t.isDeleted,
        groups,
        deadline,
        deadlineOverdue: deadlineOverdue(deadline, s.status, now),
        status: s.status,
        progressPercent,
        startedAt: s.inProgress && enrolment ? enrolment.startedAt : null,
        completedAt: completion?.completedAt ?? null,
        dueDate: s.dueDate,
        dueDisplay: s.dueDisplay,
        completionId: completion?.completionId ?? null,
        action: s.action,
      };
    });
  }

  /** GET /api/user/my-trainings (and another user's): search, status, tags, one page. */
  async assignments(c: Caller, userId: string, q: MyTrainingsQuery, lang: Lang) {
    const all = await this.allAssignments(c, userId);
    const isOpen = (m: MyTraining) => m.status !== 'completed';
    const needle = q.search.trim().toLocaleLowerCase('de');
    const matchesSearch = (m: MyTraining) =>
      !needle || [localizedText(m.title, lang), localizedText(m.description, lang), localizedText(m.title, 'de'), localizedText(m.title, 'en')].some((s) => s.toLocaleLowerCase('de').includes(needle));
    const matchesTags = (m: MyTraining) => q.tags.length === 0 || q.tags.every((id) => m.tags.some((tag) => tag.id === id));
    const searched = all.filter((m) => matchesSearch(m) && matchesTags(m));
    const counts = { all: searched.length, open: searched.filter(isOpen).length, completed: searched.filter((m) => !isOpen(m)).length };
    const filtered = searched.filter((m) => q.status === 'all' || (q.status === 'open' ? isOpen(m) : !isOpen(m)));
    filtered.sort(
      (a, b) =>
        Number(!isOpen(a)) - Number(!isOpen(b)) ||
        (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') ||
        localizedText(a.title, lang).localeCompare(localizedText(b.title, lang), lang),
    );
    const limit = Math.min(Math.max(q.limit, 1), 100);
    const totalPages = Math.max(1, Math.ceil(filtered.length / limit));
    const usedTags = new Map<string, TagView>();
    for (const m of all) for (const tag of m.tags) usedTags.set(tag.id, tag);
    return {
      trainings: filtered.slice((q.page - 1) * limit, q.page * limit),
      totalCount: filtered.length,
      totalPages,
      page: q.page,
      pageSize: limit,
      counts,
      tags: [...usedTags.values()].sort((a, b) => localizedText(a.name, lang).localeCompare(localizedText(b.name, lang), lang)),
    };
  }

  async completions(c: Caller, userId: string, page: number, limit: number) {
    const now = this.k.clock.now();
    const size = Math.min(Math.max(limit, 1), 100);
    const { rows, total } = await userCompletions(this.k.db, c.companyId, userId, page, size);
    const trainings = new Map((await getTrainingsByIds(this.k.db, c.companyId, [...new Set(rows.map((r) => r.trainingId))])).map((t) => [t.id, t]));
    return {
      completions: rows.map((r) => {
        const t = trainings.get(r.trainingId);
        const s = t ? learnerStatus(t, undefined, r, now) : null;
        return {
          id: r.completionId,
          trainingId: r.trainingId,
          title: t?.title ?? r.snapshot.trainingTitle,
          cycle: r.cycle,
          completedAt: r.completedAt,
          percent: r.percent,
          contentVersion: r.contentVersion,
          dueDate: s?.dueDate ?? null,
          status: (s && s.status !== 'assigned' && s.status !== 'in_progress' ? s.status : 'completed') as 'completed' | 'recertification_required' | 'expired',
          isDeleted: !t || t.isDeleted,
          evidenceUrl: evidenceUrl(r.completionId),
          progress: { modules: Object.fromEntries(r.snapshot.modules.map((m) => [m.id, { completed: true, watchTime: m.watchTime }])) },
        };
      }),
      totalCount: total,
      totalPages: Math.max(1, Math.ceil(total / size)),
      page,
    };
  }

  /**
   * Another user's learning is visible to the user, root and admin of the company, and owners or
   * co-owners of a group the user is a member of; for everybody else the user does not exist (404).
   */
  async assertMayViewLearner(c: Caller, userId: string): Promise<void> {
    if (userId === c.userId) return;
    const target = (await getUserSummaries(this.k.db, [userId])).get(userId);
    if (!target || target.companyId !== c.companyId) this.fail('UserNotFound');
    if (c.role === 'root' || c.role === 'admin') return;
    if (!(await sharesManagedGroup(this.k.db, c.companyId, c.userId, userId))) this.fail('UserNotFound');
  }

  /** A completion the caller may read the evidence of. */
  async evidence(c: Caller, completionId: string): Promise<CompletionRow> {
    const row = await getCompletion(this.k.db, c.companyId, completionId);
    if (!row) this.fail('CompletionNotFound');
    try {
      await this.assertMayViewLearner(c, row.userId);
    } catch {
      this.fail('CompletionNotFound');
    }
    return row;
  }

  /** The completion recorded for one enrolment (tests, audits). */
  completionOfEnrolment(c: Caller, enrolmentId: string): Promise<CompletionRow | undefined> {
    return getCompletionOfEnrolment(this.k.db, c.companyId, enrolmentId);
  }

  static readonly defaultQuery: MyTrainingsQuery = { search: '', status: 'all', tags: [], page: 1, limit: MY_TRAININGS_PAGE_SIZE };
}
