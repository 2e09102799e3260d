import { route } from '../../../../platform/http';
import { forTraining, type CatalogDeps } from '../../shared/deps';
import { cleanLocalized, withImage } from '../../shared/params';
import { updateTraining } from './handler';
import { UpdateTrainingBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const updateTrainingRoute = route(
  {
    method: 'PATCH',
    path: '/api/trainings/:id',
    summary: 'Edit a training: details, status, recertification, language versions.',
    body: UpdateTrainingBody,
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps, input) =>
    forTraining(ctx, () => input.body(), (c, id, { defaultLanguage, contentLanguages, ...body }) => {
      const languages = defaultLanguage !== undefined || contentLanguages !== undefined ? { defaultLanguage, contentLanguages } : undefined;
      const changes = withImage({
        ...body,
        ...(body.title !== undefined ? { title: cleanLocalized(body.title) } : {}),
        ...(body.description !== undefined ? { description: cleanLocalized(body.description) } : {}),
      });
      return updateTraining(deps, c, id, changes, languages);
    }),
);
