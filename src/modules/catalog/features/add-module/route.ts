import { route, decode } from '../../../../platform/http';
import { contentSchemaFor } from '../../shared/content';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { TRAINING_ID_MISSING } from '../../shared/errors';
import { trainingIdParam } from '../../shared/params';
import { addModule } from './handler';
import { ModuleBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const addModuleRoute = route(
  {
    method: 'POST',
    path: '/api/training-modules',
    summary: 'Add a module (text, video, quiz, …) to a training.',
    body: ModuleBody,
    status: 201,
    permission: P('write', 'trainingEdit'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const body = input.body();
    if (!body.trainingId) throw TRAINING_ID_MISSING();
    const content = decode(contentSchemaFor(body.type), body.content);
    return addModule(deps, c, { trainingId: trainingIdParam(body.trainingId), type: body.type, title: body.title, language: body.language, orderIndex: body.orderIndex, isActive: body.isActive, content });
  },
);
