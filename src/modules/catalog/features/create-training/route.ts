import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { cleanLocalized, withImage } from '../../shared/params';
import { createTraining } from './handler';
import { CreateTrainingBody } from './schema';

export function createTrainingRoute(r: AppRouter, deps: CatalogDeps): void {
  r.post('/trainings', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(CreateTrainingBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createTraining(deps, c, withImage({ ...body, title: cleanLocalized(body.title), description: cleanLocalized(body.description) }));
  });
}
