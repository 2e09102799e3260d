import type { Kernel } from '../../../platform/kernel';
import type { UserView } from '../../../shared/contracts/identity';
import { getUserView } from '../read/queries';
import { toHttpError } from './errors';

/** The signed-in user as the client sees them (with the company), or 404. */
export async function userView(k: Kernel, userId: string): Promise<UserView> {
  const view = await getUserView(k.db, userId);
  if (!view) throw toHttpError('UserNotFound');
  return view;
}
