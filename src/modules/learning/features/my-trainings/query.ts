import { localizedText, type Lang } from '../../../../platform/i18n';
import type { LearningTag, MyTraining, MyTrainingsPage } from '../../../../shared/contracts/learning';
import { JsonBody } from '../../../../platform/http';
import { getInWindow } from '../../../../platform/projections';
import { deadlineChangesAt, deadlineOverdue } from '../../domain/status';
import { birthDate, learningState } from '../../read/enrolments/queries';
import type { LearningDeps, TimedAssignments } from '../../shared/deps';
import { learnerStatus } from '../../shared/learner-view';
import type { MyTrainingsQuery } from './schema';
import type { CompanyId, TrainingId, UserId } from '../../../../shared/contracts/ids';
import { browserImageUrl } from '../../../catalog';

type GroupRef = MyTraining['groups'][number];

/**
 * Every assigned training of a user with its status at read time (bounded by that user's
 * assignments, not the tenant), kept until the read models change or the clock reaches the next
 * instant at which a status, a due display or a deadline turns. Image URLs are kept unsigned and
 * signed per page (`myTrainingsBody`).
 */
const timedAssignments = (d: LearningDeps, companyId: CompanyId, userId: UserId): Promise<TimedAssignments> =>
  getInWindow(d.assignments, `${companyId}:${userId}`, () => loadAssignments(d, companyId, userId), () => d.k.clock.now().getTime());

async function loadAssignments(d: LearningDeps, companyId: CompanyId, userId: UserId): Promise<TimedAssignments> {
  const now = d.k.clock.now();
  let until: number | null = null;
  const turnsAt = (at: number | null) => {
    if (at !== null && (until === null || at < until)) until = at;
  };
  const byTraining = new Map<TrainingId, GroupRef[]>();
  for (const a of await d.organization.userAssignments(companyId, userId)) {
    const list = byTraining.get(a.trainingId) ?? [];
    if (!list.some((g) => g.groupId === a.groupId)) list.push({ groupId: a.groupId, groupName: a.groupName, deadline: a.deadline });
    byTraining.set(a.trainingId, list);
  }
  const ids = [...byTraining.keys()];
  const [trainings, tags, learning, dateOfBirth] = await Promise.all([
    d.catalog.trainingsByIds(companyId, ids),
    d.catalog.allTags(companyId),
    learningState(d.k.db, companyId, [userId], ids),
    birthDate(d.k.db, companyId, userId),
  ]);
  const tagById = new Map(tags.map((tag) => [tag.id, tag]));
  const list = trainings.map((t): MyTraining => {
    const key = `${userId}:${t.id}`;
    const enrolment = learning.enrolments.get(key);
    const completion = learning.completions.get(key);
    const s = learnerStatus(t, enrolment, completion, now, dateOfBirth);
    const valid = s.status === 'completed' || s.status === 'recertification_required';
    const groups = byTraining.get(t.id) ?? [];
    const deadline = groups.flatMap((g) => (g.deadline ? [g.deadline] : [])).sort()[0] ?? null;
    turnsAt(s.changesAt);
    turnsAt(deadlineChangesAt(deadline, now));
    const progressPercent =
      s.inProgress && enrolment ? Math.min(100, Math.round((enrolment.modulesCompleted / Math.max(1, t.activeModuleCount)) * 100)) : valid || s.awaitingPractical ? 100 : 0;
    return {
      id: t.id,
      title: t.title,
      description: t.description,
      imageUrl: t.imageUrl,
      category: t.category,
      difficulty: t.difficulty,
      duration: t.duration,
      isRequired: t.isRequired,
      requiresRecertification: t.requiresRecertification,
      recertificationPeriod: t.recertificationPeriod,
      tags: t.tagIds.flatMap((id) => (tagById.has(id) ? [tagById.get(id)!] : [])),
      moduleCount: t.activeModuleCount,
      languages: [t.defaultLanguage, ...t.contentLanguages.filter((l) => l !== t.defaultLanguage)],
      isDeleted: t.isDeleted,
      groups,
      deadline,
      deadlineOverdue: deadlineOverdue(deadline, s.status, now),
      status: s.status,
      progressPercent,
      startedAt: s.inProgress && enrolment ? enrolment.startedAt : null,
      // when the latest completion counts from (a blended training's: its sign-off)
      completedAt: completion?.countsFrom ?? null,
      dueDate: s.dueDate,
      dueDisplay: s.dueDisplay,
      completionId: completion?.completionId ?? null,
      completionMethod: completion?.method ?? null,
      action: s.action,
      requiresPracticalPart: t.requiresPracticalPart,
      awaitingPracticalPart: s.awaitingPractical,
      recertificationMonths: s.recertificationMonths,
      recertificationReason: s.shortenedForMinor ? 'under_18' : null,
    };
  });
  return { from: now.getTime(), until, trainings: list };
}

/**
 * GET /api/user/my-trainings (and another user's) as sent: the page serialized once and kept
 * while the learner's assignments stay as they are (read models and clock, see `allAssignments`)
 * and its signed image URLs stay the same.
 */
export async function myTrainingsBody(d: LearningDeps, companyId: CompanyId, userId: UserId, q: MyTrainingsQuery, lang: Lang): Promise<JsonBody> {
  const key = JSON.stringify([companyId, userId, lang, q.search, q.status, q.tags, q.page, q.limit]);
  const load = async () => {
    const from = d.k.clock.now().getTime();
    const timed = await timedAssignments(d, companyId, userId);
    const signed = d.media.signedUrlsChangeAt();
    return { from, until: timed.until === null ? signed : Math.min(timed.until, signed), body: JsonBody.of(myTrainingsPage(d, timed.trainings, q, lang)) };
  };
  return (await getInWindow(d.myLearningPages, key, load, () => d.k.clock.now().getTime())).body;
}

/** One page of a learner's assignments: search, status, tags. */
function myTrainingsPage(d: LearningDeps, all: readonly MyTraining[], q: MyTrainingsQuery, lang: Lang): MyTrainingsPage {
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
  const usedTags = new Map<string, LearningTag>();
  for (const m of all) for (const tag of m.tags) usedTags.set(tag.id, tag);
  return {
    trainings: filtered.slice((q.page - 1) * limit, q.page * limit).map((m) => ({ ...m, imageUrl: browserImageUrl(m.imageUrl, d.media.signUrl) })),
    totalCount: filtered.length,
    totalPages: Math.max(1, Math.ceil(filtered.length / limit)),
    page: q.page,
    pageSize: limit,
    counts,
    tags: [...usedTags.values()].sort((a, b) => localizedText(a.name, lang).localeCompare(localizedText(b.name, lang), lang)),
  };
}
