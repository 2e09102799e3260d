import { HttpError, type AppContext, type Principal } from '../../../platform/http';
import { mayAccess, type Role } from '../../../shared/policy';
import { companyCaller, type Caller } from '../../../shared/contracts/ids';
import { hashToken } from '../passwords';
import { findKioskByDevice, type KioskDevice } from '../read/kiosks/queries';
import { requireUser, type IdentityDeps } from './deps';
import { KIOSK_NOT_PAIRED, KIOSKS_DENIED } from './errors';

/** The header a paired kiosk sends its device token in (issue 33, item 5). */
export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';

export const kioskNotPaired = (): HttpError => new HttpError(401, 'kiosk_not_paired', KIOSK_NOT_PAIRED);

/**
 * The kiosk the request comes from: null without the header; 401 `kiosk_not_paired` when the
 * header names no paired kiosk, or a revoked one. The token grants nothing else: it only lets the
 * sign-in calls skip the company code and counts their failures per kiosk.
 */
export async function kioskOfRequest(d: IdentityDeps, ctx: AppContext): Promise<KioskDevice | null> {
  const token = ctx.get(KIOSK_DEVICE_HEADER).trim();
  if (token === '') return null;
  if (token.length > 200) throw kioskNotPaired();
  const kiosk = await findKioskByDevice(d.k.db, hashToken(token));
  if (!kiosk) throw kioskNotPaired();
  return kiosk;
}

/** Root and admins of a company manage its kiosks: 401 without a session, 403 for every other role. */
export function kioskAdminCaller(principal: Principal | null): Caller {
  const p = requireUser(principal);
  if (!p.tenantId || !mayAccess(p.role, 'kiosks')) throw new HttpError(403, 'access_denied', KIOSKS_DENIED);
  return companyCaller(p.tenantId, p.userId, p.role as Role);
}
