import { callerActor } from '../../../platform/kernel';
import type { LoadedStream } from '../../../platform/eventstore';
import { asTrainingId, type Caller } from '../../../shared/contracts/ids';
import { instructionPolicy, learnerPolicy } from '../../../shared/policy';
import type { PersonSummary } from '../../../shared/contracts/identity';
import { instructionEvents, streamTypes, streams, type InstructionEvent } from '../domain/events';
import { sessionDecider, type SessionActor, type SessionCommand, type SessionState } from '../domain/session';
import { SESSIONS_READ_MODEL } from '../read/sessions/projection';
import type { InstructionDeps } from './deps';
import { toHttpError } from './errors';
import type { SessionTraining } from './ports';
import type { CommandSpec } from '../../../platform/eventstore';

/** Someone the company may instruct: an active user of the company with learning of their own. */
export const mayTakePart = (p: PersonSummary | undefined, companyId: string): p is PersonSummary => !!p && p.companyId === companyId && p.isActive && learnerPolicy.learns(p.role);

/** A training of the caller's company that is not deleted, or 404. */
export async function liveTraining(d: InstructionDeps, c: Caller, trainingId: string): Promise<SessionTraining> {
  const [t] = await d.ports.catalog.trainingsByIds(c.companyId, [asTrainingId(trainingId)]);
  if (!t || t.isDeleted) throw toHttpError('TrainingNotFound');
  return t;
}

/** Who the caller is to a session: may plan (the role), may conduct (policy.ts, with the training's owners and the session's instructor and planner). */
export function actorOf(c: Caller, t: SessionTraining, s: { readonly instructorId: string; readonly plannedBy: string } | null): SessionActor {
  const role = c.actor.role;
  const facts = { role, userId: c.actor.userId, ownerId: t.ownerId, coOwnerIds: t.coOwners, instructorId: s?.instructorId ?? '', plannedBy: s?.plannedBy ?? '' };
  return { userId: c.actor.userId, mayPlan: instructionPolicy.plan(role), mayConduct: instructionPolicy.conduct(facts) };
}

/** A session of the caller's company, loaded from its stream with its training, or 404. */
export async function loadSession(d: InstructionDeps, c: Caller, sessionId: string): Promise<{ loaded: LoadedStream<SessionState>; training: SessionTraining; streamId: string }> {
  const streamId = streams.session(sessionId);
  const loaded = await d.k.commands.load(c.companyId, streamId, sessionDecider, instructionEvents);
  if (loaded.state.status === 'none' || loaded.state.companyId !== c.companyId) throw toHttpError('SessionNotFound');
  const [training] = await d.ports.catalog.trainingsByIds(c.companyId, [asTrainingId(loaded.state.trainingId)]);
  if (!training) throw toHttpError('TrainingNotFound');
  return { loaded, training, streamId };
}

/**
 * Runs one command on a session through the command runner; the command is made from the state it
 * is decided on (a retry after a conflict decides again with the actor's rights on the new state).
 * Waits for the sessions' read model (and, with `alsoAppend`, for learning's and compliance's: a
 * close completes trainings that My Learning, the reports and the dashboards show).
 */
export async function runSession(
  d: InstructionDeps,
  c: Caller,
  target: { loaded?: LoadedStream<SessionState>; training: SessionTraining; streamId: string },
  command: (actor: SessionActor, state: SessionState) => SessionCommand,
  also?: Pick<CommandSpec<SessionCommand, InstructionEvent, SessionState, string>, 'alsoAppend'>,
): Promise<void> {
  await d.k.commands.run({
    decider: sessionDecider,
    codec: instructionEvents,
    streamType: streamTypes.session,
    streamId: target.streamId,
    actor: callerActor(c),
    loaded: target.loaded,
    command: (state: SessionState) => command(actorOf(c, target.training, state.status === 'none' ? null : state), state),
    waitFor: also?.alsoAppend ? [SESSIONS_READ_MODEL, ...d.ports.learning.completionReadModels] : [SESSIONS_READ_MODEL],
    fail: toHttpError,
    ...(also ?? {}),
  });
}
