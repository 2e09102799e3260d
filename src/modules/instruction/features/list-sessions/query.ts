import { asTrainingId } from '../../../../shared/contracts/ids';
import { INSTRUCTION_SESSIONS_PAGE_SIZE, type InstructionSessionList } from '../../../../shared/contracts/instruction';
import { listSessions, type SessionStatusFilter } from '../../read/sessions/queries';
import type { Caller, InstructionDeps } from '../../shared/deps';
import { summaryOf } from '../../shared/view';

/** GET /instruction-sessions: one page of the company's sessions, latest start first. */
export async function sessionList(d: InstructionDeps, c: Caller, q: { status: SessionStatusFilter; from?: string | undefined; to?: string | undefined; page: number }): Promise<InstructionSessionList> {
  const pageSize = INSTRUCTION_SESSIONS_PAGE_SIZE;
  const { rows, total } = await listSessions(d.k.db, { companyId: c.companyId, status: q.status, from: q.from ? new Date(q.from) : null, to: q.to ? new Date(q.to) : null, page: q.page, pageSize });
  const [trainings, people] = await Promise.all([
    d.ports.catalog.trainingsByIds(c.companyId, [...new Set(rows.map((r) => asTrainingId(r.trainingId)))]),
    d.ports.people.getUserSummaries([...new Set(rows.map((r) => r.instructorId))]),
  ]);
  const titles = new Map(trainings.map((t) => [t.id as string, t.title]));
  return { sessions: rows.map((r) => summaryOf(r, titles.get(r.trainingId) ?? '', people)), total, page: q.page, pageSize };
}
