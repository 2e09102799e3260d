import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { cleanLocalized, languagesOf, withImage } from '../../shared/params';
import { createTraining } from './handler';
import { CreateTrainingBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const createTrainingRoute = route(
  {
    method: 'POST',
    path: '/api/trainings',
    summary: 'Create a training (draft); the caller becomes its owner.',
    body: CreateTrainingBody,
    status: 201,
    permission: P('createTraining'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const { defaultLanguage, contentLanguages, ...body } = input.body();
    const languages = defaultLanguage !== undefined || contentLanguages !== undefined ? languagesOf(defaultLanguage, contentLanguages) : undefined;
    return createTraining(deps, c, withImage({ ...body, title: cleanLocalized(body.title), description: cleanLocalized(body.description) }), languages);
  },
);
