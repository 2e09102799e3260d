import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { setTrainingTags } from './handler';
import { TagIdsBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const setTrainingTagsRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/tags',
    summary: 'Set the tags of a training.',
    body: TagIdsBody,
    permission: P('write', 'trainingEdit'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const body = input.body();
    return setTrainingTags(deps, c, trainingIdParam(ctx.params.id), body.tagIds);
  },
);
