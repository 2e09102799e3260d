import { verifyPassword } from '../../passwords';
import { tenantOf, type IdentityDeps } from '../../shared/deps';
import { loadUser } from '../../shared/streams';

/**
 * Checks a signed-in user's password again (explicit confirmation, e.g. of a completed
 * instruction). Limited like sign-ins, so it cannot be used to guess passwords.
 */
export async function confirmPassword({ k, limits }: IdentityDeps, companyId: string | null, userId: string, password: string): Promise<boolean> {
  await limits.confirm.hit(`confirm:${userId}`);
  const { state } = await loadUser(k, tenantOf(companyId), userId);
  if (state.status !== 'registered') return false;
  const ok = await verifyPassword(password, state.passwordHash);
  if (ok) await limits.confirm.reset(`confirm:${userId}`);
  return ok;
}
