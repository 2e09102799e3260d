import { gatedRoutes, sessionCaller, sessionCallerIf, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import type { JsonBody } from '../../../platform/http';
import type { ReadCache, ValidWindow } from '../../../platform/projections';
import type { MyTraining } from '../../../shared/contracts/learning';
import { learnerPolicy } from '../../../shared/policy';
import type { LearningPorts } from './ports';
import { pathTrainingId, type Caller } from '../../../shared/contracts/ids';
import { P } from '../../../shared/route-permissions';

/** What every slice of the learning module gets: the kernel, the ports to other modules (shared/ports.ts) and the read caches; built in ../wiring.ts. */
export interface LearningDeps extends LearningPorts {
  readonly k: Kernel;
  /** Each learner's assignments with their status (image URLs not yet signed), until the read models or the clock change them. */
  readonly assignments?: ReadCache<TimedAssignments>;
  /** My Learning pages as sent (JSON bytes), by learner, query and language, in the same window and while their signed image URLs stay the same. */
  readonly myLearningPages?: ReadCache<TimedBody>;
}

/** An answer serialized once, and the instants between which it stays right. */
export interface TimedBody extends ValidWindow {
  readonly body: JsonBody;
}

/** A learner's assigned trainings and the instants between which their status stays as it is. */
export interface TimedAssignments extends ValidWindow {
  readonly trainings: readonly MyTraining[];
}

export type { Caller };

/** The signed-in company user a request runs for (401 without a session, 403 for the platform operator). */
export const callerOf = sessionCaller;

/** The caller of a learner's own route (My Learning, the player): 403 for roles without learning of their own (the auditor). */
export const learnerOf = (principal: Principal | null): Caller =>
  sessionCallerIf(principal, (role) => learnerPolicy.learns(role), { de: 'Prüfer/innen haben keinen eigenen Lernbereich.', en: 'Auditors have no learning of their own.' });

/** The declarer of a learner's routes on one training (`:id`, the player): `learnTraining`, kept by learnerOf before the handler, which gets the learner and the training's id. */
export const learnerRoute = gatedRoutes(P('trainingPlayer', 'learnTraining'), (ctx) => ({ learner: learnerOf(ctx.state.principal), trainingId: pathTrainingId(ctx) }));
