import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { editableTraining } from '../../shared/xliff';
import { exportTranslations } from './handler';
import { ExportQuery, XLIFF_CONTENT_TYPE } from './schema';

export const exportTranslationsRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id/translations.xlf',
    summary: 'The training’s texts as XLIFF 2.0 for translators (issue 34): the default language as source, `target` (a language version other than the default) as target; unit ids are the stable paths of the texts.',
    query: ExportQuery,
    produces: 'application/xliff+xml',
    permission: P('write', 'trainingEdit'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    // who may comes before what was asked: a refusal is a 403 or 404, never a 400
    const row = await editableTraining(deps, callerIn(ctx), trainingIdParam(ctx.params.id));
    const file = await exportTranslations(deps, row, input.query().target);
    ctx.body = file.xml;
    ctx.set('Content-Type', XLIFF_CONTENT_TYPE);
    ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    ctx.set('Cache-Control', 'private, no-store');
  },
);
