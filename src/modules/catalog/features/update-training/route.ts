import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { cleanLocalized, trainingIdParam, withImage } from '../../shared/params';
import { updateTraining } from './handler';
import { UpdateTrainingBody } from './schema';

export function updateTrainingRoute(r: AppRouter, deps: CatalogDeps): void {
  r.patch('/trainings/:id', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(UpdateTrainingBody, ctx.request.body);
    const changes = withImage({
      ...body,
      ...(body.title !== undefined ? { title: cleanLocalized(body.title) } : {}),
      ...(body.description !== undefined ? { description: cleanLocalized(body.description) } : {}),
    });
    ctx.body = await updateTraining(deps, c, trainingIdParam(ctx.params.id), changes);
  });
}
