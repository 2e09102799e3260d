import { findChainLink, verifyChain, type ChainVerification } from '../../../src/platform/audit-chain';
import type { ChainVerificationAnswer } from '../../../src/shared/contracts/audit';
import { route } from '../../../src/platform/http';
import { P } from '../../../src/shared/route-permissions';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { VerifyQuery } from './schema';

export type VerifyAnswer = ChainVerificationAnswer;

/**
 * GET /api/audit/verify[?head=<hash>]: recomputes the caller's company chain (keyset batches) and,
 * given an older head (from a PDF), says whether the chain still contains it. Concurrent calls of
 * one company share one run.
 */
const running = new WeakMap<AuditDeps, Map<string, Promise<ChainVerification>>>();

/** One run per company at a time, per running product. */
function verifyOnce(d: AuditDeps, companyId: string): Promise<ChainVerification> {
  let runs = running.get(d);
  if (!runs) running.set(d, (runs = new Map()));
  let run = runs.get(companyId);
  if (!run) {
    const mine = runs;
    run = verifyChain(d.k.db, companyId).finally(() => mine.delete(companyId));
    runs.set(companyId, run);
  }
  return run;
}

export const verifyRoute = route(
  { method: 'GET', path: '/api/audit/verify', summary: 'Verify the tamper-evident log of the company (hash chain).', query: VerifyQuery, permission: P('audit') },
  async (ctx, d: AuditDeps, input) => {
    const q = input.query();
    const { companyId } = auditCaller(ctx.state.principal);
    const [result, found] = await Promise.all([verifyOnce(d, companyId), q.head ? findChainLink(d.k.db, companyId, q.head) : Promise.resolve(undefined)]);
    const { companyId: _company, ...rest } = result;
    void _company;
    const body: VerifyAnswer = found === undefined ? rest : { ...rest, headFound: found !== null, foundHead: found };
    return body;
  },
);
