import { decode, type AppRouter } from '../../../../platform/http';
import { contentSchemaFor } from '../../shared/content';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { TRAINING_ID_MISSING } from '../../shared/errors';
import { trainingIdParam } from '../../shared/params';
import { addModule } from './handler';
import { ModuleBody } from './schema';

export function addModuleRoute(r: AppRouter, deps: CatalogDeps): void {
  r.post('/training-modules', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(ModuleBody, ctx.request.body);
    if (!body.trainingId) throw TRAINING_ID_MISSING();
    const content = decode(contentSchemaFor(body.type), body.content);
    ctx.status = 201;
    ctx.body = await addModule(deps, c, { trainingId: trainingIdParam(body.trainingId), type: body.type, title: body.title, orderIndex: body.orderIndex, isActive: body.isActive, content });
  });
}
