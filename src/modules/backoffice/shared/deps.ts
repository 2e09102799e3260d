import { forbidden, gatedRoutes, HttpError, unauthorized, type Principal } from '../../../platform/http';
import type { Kernel, ModuleDefinition } from '../../../platform/kernel';
import { isPlatformOperator } from '../../../shared/policy';
import { P } from '../../../shared/route-permissions';
import type { BackofficePorts } from './ports';

/** What every backoffice slice gets. */
export interface BackofficeDeps {
  readonly k: Kernel;
  readonly ports: BackofficePorts;
  /** Every module of the product (to purge a deleted company's data); the composition root supplies them. */
  readonly modules: () => readonly ModuleDefinition[];
}

/** The platform operator, or 401/403. */
export function requireOperator(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  if (!isPlatformOperator(principal.role)) throw forbidden({ de: 'Nur für den Plattformbetrieb (Master).', en: 'For the platform operator (master) only.' });
  return principal;
}

/** The declarer of the operator's routes: `P('master')`, kept by requireOperator before the handler, which gets the operator. */
export const operatorRoute = gatedRoutes(P('master'), (ctx) => requireOperator(ctx.state.principal));

/** Erasing a company's events is done in PostgreSQL's log; on KurrentDB it is not available (ADR 0021). */
export const erasureUnavailable = () =>
  new HttpError(409, 'erasure_unavailable', {
    de: 'Unternehmen können mit KurrentDB als Ereignisspeicher nicht gelöscht werden: ihre Ereignisse würden bleiben.',
    en: 'Companies cannot be deleted with KurrentDB as the event store: their events would remain.',
  });
export const companyNotFound = () => new HttpError(404, 'company_not_found', { de: 'Unternehmen nicht gefunden.', en: 'Company not found.' });
