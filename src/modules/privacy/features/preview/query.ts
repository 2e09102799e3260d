import type { DataProtectionPreview } from '../../../../shared/contracts/privacy';
import { heldUserIds, storedPolicy } from '../../read/queries';
import type { Caller, PrivacyDeps } from '../../shared/deps';

const DAY_MS = 86_400_000;

/**
 * GET /api/data-protection/preview: who the job would pseudonymise now (left before now minus the
 * grace period, not under legal hold, never root) and their records by class. Reads only indexes:
 * the leavers by the day they left, their records by person.
 */
export async function dataProtectionPreview(d: PrivacyDeps, c: Caller, page: number, limit: number): Promise<DataProtectionPreview> {
  const now = d.k.clock.now();
  const policy = await storedPolicy(d.k.db, c.companyId);
  const leftBefore = new Date(now.getTime() - policy.leaverGraceDays * DAY_MS);
  const held = await heldUserIds(d.k.db, c.companyId);
  const [due, dueWithHeld, pageRows] = await Promise.all([
    d.ports.people.leaverIds(c.companyId, leftBefore, held),
    held.length === 0 ? Promise.resolve(null) : d.ports.people.leaverIds(c.companyId, leftBefore, []),
    d.ports.people.leavers(c.companyId, { leftBefore, excludeIds: held, limit, offset: (page - 1) * limit }),
  ]);
  const [learning, classroomSessions, readReceipts, signIns] = await Promise.all([
    d.ports.learning.counts(c.companyId, due),
    d.ports.instruction.participationCount(due),
    d.ports.infolog.readReceiptCount(due),
    d.ports.people.signInCount(due),
  ]);
  const graceMs = policy.leaverGraceDays * DAY_MS;
  return {
    asOf: now.toISOString(),
    leaverGraceDays: policy.leaverGraceDays,
    evidenceYears: policy.evidenceYears,
    leftBefore: leftBefore.toISOString(),
    leavers: pageRows.map((r) => ({
      userId: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      personnelNumber: r.personnelNumber,
      leftAt: r.leftAt,
      dueSince: new Date(new Date(r.leftAt).getTime() + graceMs).toISOString(),
    })),
    totalCount: due.length,
    page,
    totalPages: Math.max(1, Math.ceil(due.length / limit)),
    heldCount: dueWithHeld === null ? 0 : dueWithHeld.length - due.length,
    records: { evidence: learning.completions, classroomSessions, questions: learning.questions, readReceipts, signIns },
  };
}
