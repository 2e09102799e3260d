import { route } from '../../../../platform/http';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { libraryBody } from './query';
import { LibraryQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

export const listLibraryRoute = route(
  {
    method: 'GET',
    path: '/api/trainings',
    summary: 'The library: every training of the company with filters, or for employees the trainings assigned to them.',
    query: LibraryQuery,
    permission: P('library', undefined, 'Employees see only the trainings assigned to them.'),
  },
  (ctx, deps: CatalogDeps, input) => libraryBody(deps, callerIn(ctx), input.query()),
);
