import { callerIn, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { trainingDetails } from '../../shared/views';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const trainingTagsRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id/tags',
    summary: 'The tags of a training.',
    permission: P('library', 'trainingRead'),
  },
  async (ctx, deps: CatalogDeps) => (await trainingDetails(deps, callerIn(ctx), trainingIdParam(ctx.params.id))).tags,
);
