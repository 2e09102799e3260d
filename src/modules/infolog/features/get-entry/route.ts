import { callerOf, idParam } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { getEntry } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** GET /api/changelog/{id}. */
export const getEntryRoute = route(
  {
    method: 'GET',
    path: '/api/changelog/:id',
    summary: 'One message.',
    permission: P('company', 'groupInfolog'),
  },
  (ctx, d: InfologDeps) => getEntry(d, callerOf(ctx.state), idParam(ctx)),
);
