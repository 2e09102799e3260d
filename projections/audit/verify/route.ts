import type Router from '@koa/router';
import { findChainLink, verifyChain, type ChainVerification } from '../../../src/platform/audit-chain';
import type { ChainVerificationAnswer } from '../../../src/shared/contracts/audit';
import { decodeQuery, type AppState } from '../../../src/platform/http';
import { auditCaller } from '../shared/access';
import type { AuditDeps } from '../shared/deps';
import { VerifyQuery } from './schema';

export type VerifyAnswer = ChainVerificationAnswer;

/**
 * GET /api/audit/verify[?head=<hash>]: recomputes the caller's company chain (keyset batches) and,
 * given an older head (from a PDF), says whether the chain still contains it. Concurrent calls of
 * one company share one run.
 */
export function verifyRoute(r: Router<AppState>, d: AuditDeps): void {
  const running = new Map<string, Promise<ChainVerification>>();
  const verifyOnce = (companyId: string) => {
    let run = running.get(companyId);
    if (!run) {
      run = verifyChain(d.k.db, companyId).finally(() => running.delete(companyId));
      running.set(companyId, run);
    }
    return run;
  };

  r.get('/verify', async (ctx) => {
    const q = decodeQuery(VerifyQuery, ctx);
    const { companyId } = auditCaller(ctx.state.principal);
    const [result, found] = await Promise.all([verifyOnce(companyId), q.head ? findChainLink(d.k.db, companyId, q.head) : Promise.resolve(undefined)]);
    const { companyId: _company, ...rest } = result;
    void _company;
    const body: VerifyAnswer = found === undefined ? rest : { ...rest, headFound: found !== null, foundHead: found };
    ctx.body = body;
  });
}
