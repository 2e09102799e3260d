import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { cleanLocalized, trainingIdParam, withImage } from '../../shared/params';
import { updateTraining } from './handler';
import { UpdateTrainingBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const updateTrainingRoute = route(
  {
    method: 'PATCH',
    path: '/api/trainings/:id',
    summary: 'Edit a training: details, status, recertification.',
    body: UpdateTrainingBody,
    permission: P('write', 'trainingEdit'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const body = input.body();
    const changes = withImage({
      ...body,
      ...(body.title !== undefined ? { title: cleanLocalized(body.title) } : {}),
      ...(body.description !== undefined ? { description: cleanLocalized(body.description) } : {}),
    });
    return updateTraining(deps, c, trainingIdParam(ctx.params.id), changes);
  },
);
