import { forbidden, unauthorized, type Principal } from '../../../platform/http';
import { mediaPolicy } from '../../../shared/policy';

/** A signed-in user of a company, as the media slices need them. */
export interface Actor {
  readonly userId: string;
  readonly companyId: string;
  readonly principal: Principal;
}

/** Any signed-in user of a company (reading media, video projects). */
export function requireUser(principal: Principal | null): Actor {
  if (!principal) throw unauthorized();
  if (!principal.tenantId) throw forbidden();
  return { userId: principal.userId, companyId: principal.tenantId, principal };
}

/** Uploads and video projects: whoever may build trainings (`mediaPolicy.upload`). */
export function requireUploader(principal: Principal | null): Actor {
  const actor = requireUser(principal);
  if (!mediaPolicy.upload(actor.principal.role)) throw forbidden();
  return actor;
}
