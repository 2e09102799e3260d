import { route } from '../../../../platform/http';
import { forTraining, type CatalogDeps } from '../../shared/deps';
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
  (ctx, deps: CatalogDeps, input) => forTraining(ctx, () => input.body(), (c, id, body) => setTrainingTags(deps, c, id, body.tagIds)),
);
