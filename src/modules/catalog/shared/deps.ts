import { sessionCaller, route, type AppState, type RouteDeclaration, type RouteSpec } from '../../../platform/http';
import { callerActor, type Kernel } from '../../../platform/kernel';
import type { Caller, TrainingId } from '../../../shared/contracts/ids';
import { catalogEvents, streams, streamTypes } from '../domain/events';
import type { CatalogCaches } from '../read/caches';
import { tagDecider } from '../domain/tag';
import { trainingDecider } from '../domain/training';
import { toHttpError } from './errors';
import { trainingIdParam } from './params';
import type { CatalogPorts } from './ports';

/** What every slice of the catalog gets: the kernel, the other modules' ports and the module's read caches. */
export interface CatalogDeps {
  readonly k: Kernel;
  readonly ports: CatalogPorts;
  readonly caches: CatalogCaches;
}

export type { Caller };

export const callerOf = sessionCaller;

/** The caller of a Koa request. */
export const callerIn = (ctx: { state: AppState }): Caller => callerOf(ctx.state.principal);

/**
 * A request about the training in the path (`:id`): the caller first (a refusal comes first), then the
 * request's body or query (`read`), then the training id (400 when it is no UUID), handed to `run`.
 */
export function forTraining<I, R>(
  ctx: { state: AppState; params: { id?: string } },
  read: () => I,
  run: (caller: Caller, trainingId: TrainingId, input: I) => R,
): R {
  const caller = callerIn(ctx);
  const input = read();
  return run(caller, trainingIdParam(ctx.params.id), input);
}

/** Declares a route on the training in the path (`:id`), without input: `serve` answers for the caller and the training's id, resolved as `forTraining` does. */
export const trainingRoute = <P>(spec: RouteSpec<undefined, undefined, P>, serve: (deps: CatalogDeps, c: Caller, trainingId: TrainingId) => unknown): RouteDeclaration<CatalogDeps, P> =>
  route(spec, (ctx, deps: CatalogDeps) => forTraining(ctx, () => undefined, (c, id) => serve(deps, c, id)));

/** The actor of the caller's commands, for `k.commands.run`. */
export const commandActorOf = callerActor;

/** The stream of one training as `k.commands.run` needs it; commands wait for the training read model. */
export const trainingStream = (trainingId: string) =>
  ({
    decider: trainingDecider,
    codec: catalogEvents,
    streamId: streams.training(trainingId),
    streamType: streamTypes.training,
    waitFor: ['catalog.trainings'],
    fail: toHttpError,
  }) as const;

/** The stream of one company tag as `k.commands.run` needs it; commands wait for the tag read model. */
export const tagStream = (tagId: string) =>
  ({ decider: tagDecider, codec: catalogEvents, streamId: streams.tag(tagId), streamType: streamTypes.tag, waitFor: ['catalog.tags'], fail: toHttpError }) as const;
