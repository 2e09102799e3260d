import { asGroupId } from '../../../../shared/contracts/ids';
import { DUE_STATUSES, INSTRUCTION_CANDIDATES_PAGE_SIZE, type InstructionCandidatePage } from '../../../../shared/contracts/instruction';
import { groupPolicy } from '../../../../shared/policy';
import type { Caller, InstructionDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { liveTraining } from '../../shared/session-run';
import type { CandidatesInput } from './schema';

/**
 * GET /instruction-sessions/candidates: the members of the chosen units with their status for the
 * training, paged by name; `dueOnly` keeps those not validly completed ("nur Fällige"). Units the
 * caller may not read the reports of are not found.
 */
export async function candidates(d: InstructionDeps, c: Caller, q: CandidatesInput): Promise<InstructionCandidatePage> {
  const training = await liveTraining(d, c, q.trainingId);
  const groupIds = [...new Set(q.groupIds.split(',').filter(Boolean))];
  const units = await Promise.all(groupIds.map((id) => d.ports.units.group(c.companyId, asGroupId(id))));
  for (const u of units) {
    if (!u || !groupPolicy.viewReports({ role: c.actor.role, userId: c.actor.userId, ownerId: u.ownerId, coOwnerIds: u.coOwners })) throw toHttpError('GroupNotFound');
  }
  const pageSize = INSTRUCTION_CANDIDATES_PAGE_SIZE;
  const { rows, total } = await d.ports.units.candidates({
    groupIds,
    trainingId: training.id,
    now: d.k.clock.now(),
    statuses: q.dueOnly === 'true' ? DUE_STATUSES : null,
    offset: (q.page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    candidates: rows.map((r) => ({ id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email, status: r.status })),
    total,
    page: q.page,
    pageSize,
  };
}
