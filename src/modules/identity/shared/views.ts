import type { UserView } from '../../../shared/contracts/identity';
import { getUserView } from '../read/users/queries';
import type { IdentityDeps } from './deps';
import { toHttpError } from './errors';

/** The signed-in user as the client sees them (with the company), or 404. */
export async function userView({ k, caches }: IdentityDeps, userId: string): Promise<UserView> {
  const view = await caches.userViews.get(userId, () => getUserView(k.db, userId));
  if (!view) throw toHttpError('UserNotFound');
  return view;
}
