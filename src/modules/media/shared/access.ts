import { forbidden, gatedRoutes, unauthorized, type Principal } from '../../../platform/http';
import { mediaPolicy, type Role } from '../../../shared/policy';
import { P } from '../../../shared/route-permissions';
import { toHttpError } from './errors';
import type { MediaPorts } from './ports';
import { principalIds, type CompanyId, type UserId } from '../../../shared/contracts/ids';

/** A signed-in user of a company, as the media slices need them. */
export interface Actor {
  readonly userId: UserId;
  readonly companyId: CompanyId;
  readonly principal: Principal;
}

/** Any signed-in user of a company (reading single media items, which then decide by reach). */
export function requireUser(principal: Principal | null): Actor {
  if (!principal) throw unauthorized();
  if (!principal.tenantId) throw forbidden();
  return { ...principalIds({ tenantId: principal.tenantId, userId: principal.userId }), principal };
}

/** Uploads and video projects: whoever may build trainings (`mediaPolicy.upload`). */
export function requireUploader(principal: Principal | null): Actor {
  const actor = requireUser(principal);
  if (!mediaPolicy.upload(actor.principal.role)) throw forbidden();
  return actor;
}

/** The company's media library (lists of videos and video projects): the media edit level (`mediaPolicy.library`), others 403. */
export function requireLibrary(principal: Principal | null): Actor {
  const actor = requireUser(principal);
  if (!mediaPolicy.library(actor.principal.role)) throw toHttpError('NotAllowedToBrowseMedia');
  return actor;
}

/** The declarer of the media library's routes: `mediaUpload`, kept by requireLibrary before the handler, which gets the actor. */
export const libraryRoute = gatedRoutes(P('mediaUpload'), (ctx) => requireLibrary(ctx.state.principal));

/**
 * May the actor read the stored media at `path` (unsigned)? The media edit level reads every one of
 * its company; everyone else only what a training they may see or an infolog message they may read
 * shows (least privilege, issue 14 item 5).
 */
export async function mayReadMedia(ports: MediaPorts, actor: Actor, path: string): Promise<boolean> {
  if (mediaPolicy.library(actor.principal.role)) return true;
  const reader = { companyId: actor.companyId, actor: { userId: actor.userId, role: actor.principal.role as Role } };
  return (await ports.trainings.showsFileTo(reader, path)) || (await ports.infolog.showsVideoTo(reader, path));
}
