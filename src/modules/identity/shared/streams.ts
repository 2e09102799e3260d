import type { AppendRequest, CommandActor, Decider, EventMetadata, LoadedStream } from '../../../platform/eventstore';
import type { Kernel } from '../../../platform/kernel';
import { companyDecider } from '../domain/company';
import { identityEvents, streams, streamTypes, type IdentityEvent } from '../domain/events';
import { kioskDecider } from '../domain/kiosk';
import { sessionDecider } from '../domain/session';
import { userDecider, type UserState } from '../domain/user';
import { toHttpError } from './errors';

/** The runner's view of one user's stream (spread into `k.commands.run`). */
export const userStream = (userId: string) => ({
  decider: userDecider,
  codec: identityEvents,
  streamId: streams.user(userId),
  streamType: streamTypes.user,
  fail: toHttpError,
});

export const companyStream = (companyId: string) => ({
  decider: companyDecider,
  codec: identityEvents,
  streamId: streams.company(companyId),
  streamType: streamTypes.company,
  fail: toHttpError,
});

export const kioskStream = (kioskId: string) => ({
  decider: kioskDecider,
  codec: identityEvents,
  streamId: streams.kiosk(kioskId),
  streamType: streamTypes.kiosk,
  fail: toHttpError,
});

export const sessionStream = (sessionId: string) => ({
  decider: sessionDecider,
  codec: identityEvents,
  streamId: streams.session(sessionId),
  streamType: streamTypes.session,
  fail: toHttpError,
});

/**
 * Reads one user's stream in a tenant: another company's user is simply not found. Pass the
 * result to `k.commands.run` as `loaded` so that the command does not read it again.
 */
export function loadUser(k: Kernel, tenantId: string, userId: string): Promise<LoadedStream<UserState>> {
  return k.commands.load(tenantId, streams.user(userId), userDecider, identityEvents);
}

/** The actor of a command nobody is signed in for (registration, sign-in, forgotten password). */
export const actorOf = (tenantId: string, actorId: string | null, commandId?: string): CommandActor => ({ tenantId, actorId, ...(commandId ? { commandId } : {}) });

/**
 * The append that opens a NEW stream of another aggregate in the same transaction as a command
 * (a company's first user, a session started at sign-in): decided against the initial state.
 */
export function newStreamAppend<C, S, F>(
  stream: { readonly decider: Decider<C, IdentityEvent, S, F>; readonly streamId: string; readonly streamType: string; readonly fail: (f: F) => Error },
  command: C,
  metadata: EventMetadata,
): AppendRequest {
  const decision = stream.decider.decide(command, stream.decider.initialState);
  if (!decision.ok) throw stream.fail(decision.error);
  return {
    tenantId: metadata.tenantId,
    streamId: stream.streamId,
    streamType: stream.streamType,
    expectedVersion: 'no_stream',
    events: decision.events.map((e) => identityEvents.encode(e)),
    metadata,
  };
}

/** The stream of an aggregate the command creates under a new id: nothing to read before deciding. */
export const unopened = <S>(decider: { readonly initialState: S }): LoadedStream<S> => ({ state: decider.initialState, version: 0, recorded: [] });
