import { trainingPolicy } from '../../../shared/policy';
import type { ModuleType } from '../domain/events';
import type { CoOwnerCandidate } from '../domain/training';
import { findModule, getTraining, listModules, trainingIdsShowingFile, type ModuleRow, type TrainingRow } from '../read/trainings/queries';
import type { Caller, CatalogDeps } from './deps';
import { toHttpError } from './errors';

/** Managing users see every training of the company; others only the ones assigned to them. */
async function mayViewAny(deps: CatalogDeps, c: Caller, trainingIds: readonly string[]): Promise<boolean> {
  if (trainingIds.length === 0) return false;
  if (trainingPolicy.browseLibrary(c.actor.role)) return true;
  const assigned = new Set<string>(await deps.ports.assignments.assignedTrainingIds(c.companyId, c.actor.userId));
  return trainingIds.some((id) => assigned.has(id));
}

const mayView = (deps: CatalogDeps, c: Caller, row: TrainingRow): Promise<boolean> => mayViewAny(deps, c, [row.id]);

/** True when a training the caller may see shows the stored file (cover image or active video module): the media module asks. */
export async function showsFileTo(deps: CatalogDeps, c: Caller, path: string): Promise<boolean> {
  return mayViewAny(deps, c, await trainingIdsShowingFile(deps.k.db, c.companyId, path));
}

/** A training the caller may see, or 404 (also for other companies' ids). */
export async function visibleTraining(deps: CatalogDeps, c: Caller, id: string): Promise<TrainingRow> {
  const row = await getTraining(deps.k.db, c.companyId, id);
  if (!row || !(await mayView(deps, c, row))) throw toHttpError('TrainingNotFound');
  return row;
}

/** The training of a module the caller may see, with the module's type (and the training's and the module's rows); 404 otherwise. */
export async function visibleModule(deps: CatalogDeps, c: Caller, moduleId: string): Promise<{ trainingId: string; type: ModuleType; training: TrainingRow; module: ModuleRow }> {
  const found = await findModule(deps.k.db, c.companyId, moduleId);
  if (!found) throw toHttpError('ModuleNotFound');
  const training = await visibleTraining(deps, c, found.trainingId);
  // removed meanwhile by a concurrent request: not found, as it would be a moment later
  const m = (await listModules(deps.k.db, [found.trainingId])).find((x) => x.id === moduleId);
  if (!m) throw toHttpError('ModuleNotFound');
  return { trainingId: found.trainingId, type: m.type, training, module: m };
}

/** A module of a training the caller may edit (404 when they cannot see it, 403 when they may only see it). */
export async function editableModule(deps: CatalogDeps, c: Caller, moduleId: string): Promise<{ trainingId: string; training: TrainingRow; module: ModuleRow }> {
  const found = await visibleModule(deps, c, moduleId);
  if (!trainingPolicy.edit(ownershipOf(c, found.training))) throw toHttpError('NotAllowedToEditTraining');
  return found;
}

/** Facts the training policy decides on, for the caller and one training. */
export const ownershipOf = (c: Caller, row: Pick<TrainingRow, 'ownerId' | 'coOwners'>) => ({ role: c.actor.role, userId: c.actor.userId, ownerId: row.ownerId, coOwnerIds: row.coOwners });

/** A person as the training decider judges a co-owner or instructor candidate (null: no such user). */
export async function candidateOf(deps: CatalogDeps, userId: string): Promise<CoOwnerCandidate | null> {
  const u = (await deps.ports.people.getUserSummaries([userId])).get(userId);
  return u ? { userId: u.id, companyId: u.companyId, role: u.role, isActive: u.isActive } : null;
}
