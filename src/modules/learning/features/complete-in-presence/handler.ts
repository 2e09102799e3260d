import { newId, type AppendRequest, type EventMetadata } from '../../../../platform/eventstore';
import type { CompanyId, TrainingId, UserId } from '../../../../shared/contracts/ids';
import { enrolmentDecider, initialEnrolment, type EnrolmentState } from '../../domain/enrolment';
import { learningEvents, streamTypes, streams, type CompletionSnapshot, type LearningEvent, type PresenceRecord } from '../../domain/events';
import { latestCycles } from '../../read/enrolments/queries';
import type { LearningDeps } from '../../shared/deps';
import type { LearnerModule, LearnerTraining, Person } from '../../shared/ports';
import { deliveredText } from '../../../../shared/contracts/localized';

/** What a closed classroom session asks of learning (issue 32): complete the training for everyone who signed. */
export interface PresenceCompletionInput {
  readonly companyId: CompanyId;
  readonly trainingId: TrainingId;
  /** Who signed, with the hash of their signature (null on a paper list: the scan's hash stands for it). */
  readonly participants: readonly { readonly userId: UserId; readonly signatureSha256: string | null }[];
  readonly method: 'presence' | 'presence-paper';
  readonly session: Omit<PresenceRecord, 'signatureSha256'>;
  readonly confirmation: string;
  readonly closedBy: UserId;
  readonly completedAt: Date;
}

/** A participant's completion as it will be appended: a new completion, or the sign-off of a blended cycle's practical part. */
export interface PresenceOutcome {
  readonly userId: string;
  readonly completionId: string | null;
  readonly kind: 'completed' | 'practical-signed-off';
}

/** No participant walks forward through more cycles than this looking for one to complete (a read model far behind). */
const MAX_CYCLE_STEPS = 20;

const fullName = (p: Pick<Person, 'firstName' | 'lastName'> | undefined) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');

/**
 * The appends that complete the training for every participant of a closed session, each on the
 * participant's enrolment stream with its expected version, decided by the enrolment decider
 * (`CompleteInPresence`). They are appended in one transaction with the session's close (the command
 * runner's `alsoAppend`): a failed close appends nothing, and a stream changed meanwhile retries all.
 */
export async function presenceAppends(d: LearningDeps, input: PresenceCompletionInput, metadata: EventMetadata): Promise<{ appends: AppendRequest[]; outcomes: PresenceOutcome[] }> {
  const inPlay = await d.catalog.trainingWithActiveModules(input.companyId, input.trainingId);
  if (!inPlay) throw new Error(`presence completion: training ${input.trainingId} not found`);
  const { training, modules: active } = inPlay;
  const userIds = input.participants.map((p) => p.userId);
  const [people, account, latest] = await Promise.all([
    d.identity.getUserSummaries([...userIds, training.ownerId, training.instructorId, input.closedBy]),
    userIds[0] ? d.identity.getUserView(userIds[0]) : Promise.resolve(undefined),
    latestCycles(d.k.db, input.companyId, userIds, training.id),
  ]);
  const appends: AppendRequest[] = [];
  const outcomes: PresenceOutcome[] = [];
  for (const p of input.participants) {
    const snapshot = snapshotOf(training, active, people, account?.company?.name ?? '', p.userId);
    let cycle = latest.get(p.userId) ?? 1;
    for (let step = 0; ; step++) {
      const streamId = streams.enrolment(p.userId, training.id, cycle);
      const recorded = await d.k.store.readStream(input.companyId, streamId);
      const state = recorded.reduce<EnrolmentState>((s, r) => enrolmentDecider.evolve(s, learningEvents.decode(r)), initialEnrolment);
      const completionId = newId();
      const decision = enrolmentDecider.decide(
        {
          type: 'CompleteInPresence',
          enrolmentId: newId(),
          companyId: input.companyId,
          userId: p.userId,
          trainingId: training.id,
          cycle,
          contentVersion: training.contentVersion,
          completionId,
          method: input.method,
          presence: { ...input.session, signatureSha256: p.signatureSha256 },
          confirmation: input.confirmation,
          snapshot,
          closedBy: input.closedBy,
          closedByName: fullName(people.get(input.closedBy)),
          completedAt: input.completedAt,
        },
        state,
      );
      if (decision.ok) {
        appends.push({
          tenantId: input.companyId,
          streamId,
          streamType: streamTypes.enrolment,
          expectedVersion: recorded.length,
          events: decision.events.map((e: LearningEvent) => learningEvents.encode(e)),
          metadata,
        });
        const completes = decision.events.some((e) => e.type === 'learning.TrainingCompleted');
        outcomes.push({ userId: p.userId, completionId: completes ? completionId : state.status === 'started' ? (state.completion?.completionId ?? null) : null, kind: completes ? 'completed' : 'practical-signed-off' });
        break;
      }
      // the cycle is completed and counts: the session completes the next one
      if (step >= MAX_CYCLE_STEPS) throw new Error(`presence completion: no open cycle for ${p.userId} after ${MAX_CYCLE_STEPS} steps`);
      cycle += 1;
    }
  }
  return { appends, outcomes };
}

/** The evidence's frozen facts: company, participant, training, owner and instructor, the modules presented. */
function snapshotOf(t: LearnerTraining, modules: readonly LearnerModule[], people: ReadonlyMap<string, Person>, companyName: string, userId: string): CompletionSnapshot {
  const me = people.get(userId);
  return {
    companyName,
    employeeName: fullName(me),
    employeeEmail: me?.email ?? '',
    trainingTitle: t.title,
    ownerId: t.ownerId,
    ownerName: fullName(people.get(t.ownerId)),
    instructorId: t.instructorId,
    instructorName: fullName(people.get(t.instructorId)),
    modules: modules.map((m) => ({ id: m.id, type: m.type, title: deliveredText(m.title, t.defaultLanguage, t.defaultLanguage), watchedSeconds: null, duration: null, watchTime: 0 })),
  };
}
