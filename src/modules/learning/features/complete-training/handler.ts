import { newId } from '../../../../platform/eventstore';
import type { Lang } from '../../../../platform/i18n';
import type { CompletionResult } from '../../../../shared/contracts/learning';
import { completionBlocker, type EnrolmentState } from '../../domain/enrolment';
import type { CompletionSnapshot } from '../../domain/events';
import { coveredSeconds } from '../../domain/intervals';
import type { Caller, LearningDeps } from '../../shared/deps';
import { currentEnrolment, runEnrolment } from '../../shared/enrolment';
import { toHttpError } from '../../shared/errors';
import type { LearnerModule, LearnerTraining } from '../../shared/ports';
import { progressView } from '../../shared/learner-view';
import { versionFor } from '../../shared/version';
import type { TrainingId } from '../../../../shared/contracts/ids';
import type { Confirmation } from '../../../../shared/contracts/identity';
import { deliveredText } from '../../../../shared/contracts/localized';

/** The statement the employee confirms by re-entering the password (or the PIN). */
export const CONFIRMATION = { de: 'Ich habe die Unterweisung verstanden', en: 'I have understood the instruction' } as const;

/** POST /trainings/{id}/complete: the explicit confirmation with the password or the PIN; records the evidence. */
export async function completeTraining(d: LearningDeps, c: Caller, trainingId: TrainingId, secret: Confirmation, lang: Lang): Promise<CompletionResult> {
  // Load: the training the caller may take, its active modules and the current cycle.
  const current = await currentEnrolment(d, c, trainingId);
  // Decide: whether the cycle can be completed at all, before the password or PIN is checked (a check counts against its limit).
  const blocker = completionBlocker(current.cycle.state);
  if (blocker) throw toHttpError(blocker);
  const secretValid = await d.identity.confirmSecret(c.companyId, c.actor.userId, secret);
  const { language } = await versionFor(d, c, current.training, current.cycle.state);
  const snapshot = await snapshotOf(d, c, current.training, current.modules, current.cycle.state, language);
  // Append: the decider gets the verdict on the password or PIN and the evidence; the runner appends and waits for the read model.
  const after = await runEnrolment(
    d,
    c,
    current.streamId,
    {
      type: 'CompleteTraining',
      completionId: newId(),
      confirmedBy: 'pin' in secret ? 'pin' : 'password',
      secretValid,
      confirmation: CONFIRMATION[lang],
      snapshot,
      requiresPracticalPart: current.training.requiresPracticalPart,
      language,
      now: d.k.clock.now(),
    },
    current.cycle,
  );
  // Answer: the cycle as the player shows it, with its completion.
  const progress = await progressView(d, c, current, after);
  return { completion: progress.completion!, progress };
}

/** What the evidence of instruction records: company, employee, training, owner and instructor, modules as worked through. */
async function snapshotOf(d: LearningDeps, c: Caller, t: LearnerTraining, modules: readonly LearnerModule[], state: EnrolmentState, language: string): Promise<CompletionSnapshot> {
  const [me, people] = await Promise.all([d.identity.getUserView(c.actor.userId), d.identity.getUserSummaries([t.ownerId, t.instructorId])]);
  const owner = people.get(t.ownerId);
  const instructor = people.get(t.instructorId);
  const progress = state.status === 'started' ? state.modules : {};
  return {
    companyName: me?.company?.name ?? '',
    employeeName: me ? `${me.firstName} ${me.lastName}` : '',
    employeeEmail: me?.email ?? '',
    trainingTitle: t.title,
    ownerId: t.ownerId,
    ownerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
    instructorId: t.instructorId,
    instructorName: instructor ? `${instructor.firstName} ${instructor.lastName}` : '',
    modules: modules.map((m) => {
      const p = progress[m.id];
      return {
        id: m.id,
        type: m.type,
        title: deliveredText(m.title, language, t.defaultLanguage),
        watchedSeconds: m.type === 'video' ? Math.round(coveredSeconds(p?.watched ?? [])) : null,
        duration: m.type === 'video' ? (p?.duration ?? null) : null,
        watchTime: p?.position ?? 0,
      };
    }),
  };
}
