import type { CompletionsPage } from '../../../../shared/contracts/learning';
import { getCompletion, userCompletions, type CompletionRow } from '../../read/queries';
import { assertMayViewLearner } from '../../shared/access';
import type { Caller, LearningDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { evidenceUrl, learnerStatus } from '../../shared/status';

/** A user's completions, newest first, with their status now. */
export async function completions(d: LearningDeps, companyId: string, userId: string, page: number, limit: number): Promise<CompletionsPage> {
  const now = d.k.clock.now();
  const size = Math.min(Math.max(limit, 1), 100);
  const { rows, total } = await userCompletions(d.k.db, companyId, userId, page, size);
  const trainings = new Map((await d.catalog.trainings(companyId, [...new Set(rows.map((r) => r.trainingId))])).map((t) => [t.id, t]));
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
        status: s && s.status !== 'assigned' && s.status !== 'in_progress' ? s.status : 'completed',
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

/** A completion the caller may read the evidence of (their own, or a learner they may view). */
export async function evidenceOf(d: LearningDeps, c: Caller, completionId: string): Promise<CompletionRow> {
  const row = await getCompletion(d.k.db, c.companyId, completionId);
  if (!row) throw toHttpError('CompletionNotFound');
  try {
    await assertMayViewLearner(d, c, row.userId);
  } catch {
    throw toHttpError('CompletionNotFound');
  }
  return row;
}
