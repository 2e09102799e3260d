import { newId } from '../../../../platform/eventstore';
import type { Lang } from '../../../../platform/i18n';
import type { InstructionSessionView } from '../../../../shared/contracts/instruction';
import { instructionPolicy } from '../../../../shared/policy';
import { streams } from '../../domain/events';
import type { Caller, InstructionDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { liveTraining, mayTakePart, runSession } from '../../shared/session-run';
import { sessionView } from '../../shared/view';
import type { PlanInput } from './schema';

/** POST /instruction-sessions: a planned session of a training of the company with its instructor and list. */
export async function planSession(d: InstructionDeps, c: Caller, input: PlanInput, lang: Lang): Promise<InstructionSessionView> {
  if (!instructionPolicy.plan(c.actor.role)) throw toHttpError('NotAllowedToPlan');
  const training = await liveTraining(d, c, input.trainingId);
  const participantIds = [...new Set(input.participantIds)];
  const people = await d.ports.people.getUserSummaries([input.instructorId, ...participantIds]);
  const instructor = people.get(input.instructorId);
  if (!instructor || instructor.companyId !== c.companyId) throw toHttpError('InstructorNotFound');
  if (participantIds.some((id) => !mayTakePart(people.get(id), c.companyId))) throw toHttpError('PersonNotFound');
  const sessionId = newId();
  await runSession(d, c, { training, streamId: streams.session(sessionId) }, (actor) => ({
    type: 'PlanSession',
    actor,
    sessionId,
    companyId: c.companyId,
    trainingId: training.id,
    startsAt: new Date(input.startsAt),
    durationMinutes: input.durationMinutes,
    location: input.location,
    instructor: { userId: instructor.id, eligible: instructor.isActive && instructionPolicy.instructorEligible(instructor.role) },
    participantIds,
    notes: input.notes ?? null,
    now: d.k.clock.now(),
  }));
  return sessionView(d, c, sessionId, lang);
}
