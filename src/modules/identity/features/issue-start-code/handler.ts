import type { Principal } from '../../../../platform/http';
import type { StartCodeAnswer } from '../../../../shared/contracts/identity';
import { hashPassword } from '../../passwords';
import type { IdentityDeps } from '../../shared/deps';
import { generateStartCode, START_CODE_VALID_DAYS } from '../../shared/start-codes';
import { manageUser, userAdminCaller } from '../../shared/user-admin';

/**
 * POST /api/users/{id}/start-code: a one-time code for a person with a personnel number, valid 14
 * days, replacing any earlier one. Who may is who may edit the person (the user management table).
 * Only its hash is stored; the answer is the one place the code is ever shown. The command writes
 * the hash where sign-in reads it before answering, so the code works at once even while the read
 * models lag (and the answer is never a 202 that would lose the code).
 */
export async function issueStartCode(d: IdentityDeps, principal: Principal | null, userId: string): Promise<StartCodeAnswer> {
  const c = userAdminCaller(principal);
  const code = generateStartCode();
  const codeHash = await hashPassword(code, d.k.config.startCodeHashCost);
  const outcome = await manageUser(d, c, userId, (actor, now) => ({ type: 'IssueStartCode', actor, codeHash, validDays: START_CODE_VALID_DAYS, now }), { answerWhileBehind: true });
  const issued = outcome.events.find((e) => e.type === 'identity.StartCodeIssued');
  if (issued?.type !== 'identity.StartCodeIssued') throw new Error('IssueStartCode stored no StartCodeIssued');
  return { code, expiresAt: issued.data.expiresAt };
}
