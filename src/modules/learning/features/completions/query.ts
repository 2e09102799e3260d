import type { CompletionsPage } from '../../../../shared/contracts/learning';
import { birthDate, getCompletion, userCompletions, type CompletionRow } from '../../read/enrolments/queries';
import { assertMayViewLearner } from '../../shared/access';
import type { Caller, LearningDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { evidenceUrl, learnerStatus, practicalView } from '../../shared/learner-view';
import type { CompanyId, UserId } from '../../../../shared/contracts/ids';
import type { LearnerTraining } from '../../shared/ports';
import { cycleQuestions } from '../../read/questions/queries';
import { questionViews } from '../../shared/questions';
import type { EvidenceQuestions } from './evidence-pdf';

/** Questions an evidence lists at most (the rest are counted). */
const EVIDENCE_QUESTIONS = 50;

/** A user's completions, newest first, with their status now; without `details` no quiz score and no time watched (works-council mode). */
export async function completions(d: LearningDeps, companyId: CompanyId, userId: UserId, page: number, limit: number, details = true): Promise<CompletionsPage> {
  const now = d.k.clock.now();
  const size = Math.min(Math.max(limit, 1), 100);
  const [{ rows, total }, dateOfBirth] = await Promise.all([userCompletions(d.k.db, companyId, userId, page, size), birthDate(d.k.db, companyId, userId)]);
  const trainings = new Map((await d.catalog.trainingsByIds(companyId, [...new Set(rows.map((r) => r.trainingId))])).map((t): [string, LearnerTraining] => [t.id, t]));
  return {
    completions: rows.map((r) => {
      const t = trainings.get(r.trainingId);
      // a blended training's completion counts (and has its evidence) once its practical part is signed off
      const pending = r.countsFrom === null;
      const s = t && !pending ? learnerStatus(t, undefined, r, now, dateOfBirth) : null;
      return {
        id: r.completionId,
        trainingId: r.trainingId,
        title: t?.title ?? r.snapshot.trainingTitle,
        cycle: r.cycle,
        completedAt: r.completedAt,
        ...(details ? { percent: r.percent } : {}),
        contentVersion: r.contentVersion,
        dueDate: s?.dueDate ?? null,
        status: pending ? 'awaiting_practical' : s && (s.status === 'recertification_required' || s.status === 'expired') ? s.status : 'completed',
        isDeleted: !t || t.isDeleted,
        evidenceUrl: pending ? null : evidenceUrl(r.completionId),
        ...(r.practical !== undefined ? { practical: r.practical && practicalView(r.practical) } : {}),
        method: r.method,
        session: r.presence && { id: r.presence.sessionId, location: r.presence.location, startsAt: r.presence.startsAt, durationMinutes: r.presence.durationMinutes, instructorName: r.presence.instructorName },
        progress: { modules: Object.fromEntries(r.snapshot.modules.map((m) => [m.id, details ? { completed: true, watchTime: m.watchTime } : { completed: true }])) },
      };
    }),
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / size)),
    page,
  };
}

/** A completion the caller may read the evidence of (their own, or a learner they may view). */
export async function evidenceOf(d: LearningDeps, c: Caller, completionId: string): Promise<CompletionRow> {
  const row = await getCompletion(d.k.db, c.companyId, completionId);
  if (!row) throw toHttpError('CompletionNotFound');
  try {
    await assertMayViewLearner(d, c, row.userId);
  } catch {
    throw toHttpError('CompletionNotFound');
  }
  // a blended training's evidence is issued once its practical part is signed off
  if (row.countsFrom === null) throw toHttpError('PracticalPartPending');
  return row;
}

/** The learner's questions to the instructor in the completion's cycle, with their answers (issue 16, item 5). */
export async function evidenceQuestions(d: LearningDeps, row: CompletionRow): Promise<EvidenceQuestions> {
  const { rows, total } = await cycleQuestions(d.k.db, { companyId: row.companyId, userId: row.userId, trainingId: row.trainingId, cycle: row.cycle, limit: EVIDENCE_QUESTIONS });
  const name = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : '–');
  const items = (await questionViews(d, rows)).map((q) => ({
    text: q.text,
    askedAt: q.askedAt,
    answers: q.answers.map((a) => ({ text: a.text, answeredAt: a.answeredAt, answeredBy: name(a.answeredBy) })),
  }));
  return { items, total };
}
