import type { Confirmation } from '../../../../shared/contracts/identity';
import { verifyPassword } from '../../passwords';
import { tenantOf, type IdentityDeps } from '../../shared/deps';
import { loadUser } from '../../shared/streams';

/**
 * Checks a signed-in user's password, or PIN (issue 33: people without e-mail), again: explicit
 * confirmation, e.g. of a completed instruction. Limited like sign-ins, so it cannot be used to guess.
 */
export async function confirmSecret({ k, limits }: IdentityDeps, companyId: string | null, userId: string, secret: Confirmation): Promise<boolean> {
  await limits.confirm.hit(`confirm:${userId}`);
  const { state } = await loadUser(k, tenantOf(companyId), userId);
  if (state.status !== 'registered') return false;
  const ok = 'pin' in secret ? await verifyPassword(secret.pin, state.pinHash) : await verifyPassword(secret.password, state.passwordHash);
  if (ok) await limits.confirm.reset(`confirm:${userId}`);
  return ok;
}
