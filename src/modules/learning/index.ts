import type { Queryable } from '../../platform/db';
import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { learningRoutes } from './api/routes';
import { LearningService, type LearningPorts } from './application/service';
import { learningProjections } from './read/projections';
import { learningState } from './read/queries';
import { learningMigrations } from './read/schema';

export { LearningService } from './application/service';
export type { LearningPorts, ProgressView, MyTraining } from './application/service';
export { trainingStatus, isValid as isValidStatus, type LearningStatus } from './domain/status';
export { isValidCompletion } from './application/views';
export { learningState } from './read/queries';

/**
 * What group reports need: per member and training the start of the current cycle and the latest
 * completion.
 */
export async function learnerProgress(
  q: Queryable,
  companyId: string,
  userIds: readonly string[],
  trainingIds: readonly string[],
): Promise<Map<string, { startedAt: string | null; completedAt: string | null }>> {
  const { enrolments, completions } = await learningState(q, companyId, userIds, trainingIds);
  const out = new Map<string, { startedAt: string | null; completedAt: string | null }>();
  for (const key of new Set([...enrolments.keys(), ...completions.keys()])) {
    const e = enrolments.get(key);
    out.set(key, { startedAt: e && e.step !== 'completed' ? e.startedAt : null, completedAt: completions.get(key)?.completedAt ?? null });
  }
  return out;
}

/** Enrolments (StartTraining, CompleteModule, quiz evaluation, completion) and evidence of instruction. */
export function learningModule(ports: LearningPorts): ModuleDefinition & { service(k: Kernel): LearningService } {
  let service: LearningService | undefined;
  const get = (k: Kernel) => (service ??= new LearningService(k, ports));
  return {
    name: 'learning',
    migrations: learningMigrations,
    projections: learningProjections,
    service: get,
    routes: (k) => learningRoutes(k, get(k)),
    async purgeTenant(tx, companyId) {
      await tx.query('DELETE FROM learn_completions WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM learn_enrolments WHERE company_id = $1', [companyId]);
    },
  };
}
