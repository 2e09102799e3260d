import { drainBody, route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { editableTraining } from '../../shared/xliff';
import { importTranslations } from './handler';
import { readXliffBody } from './schema';

export const importTranslationsRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/translations',
    summary:
      'Import a translated XLIFF file of this training (multipart `file`, or the XML as body): texts only, into its target language version; another training’s file, unknown or missing units are refused. Answers what changed and the translation status; the version is unreviewed until marked again (issue 34).',
    upload: 'multipart/form-data',
    permission: P('write', 'trainingEdit'),
  },
  async (ctx, deps: CatalogDeps) => {
    let c;
    let row;
    try {
      // who may comes before a byte of the file is read
      c = callerIn(ctx);
      row = await editableTraining(deps, c, trainingIdParam(ctx.params.id));
    } catch (err) {
      drainBody(ctx.req);
      throw err;
    }
    return importTranslations(deps, c, row, await readXliffBody(ctx));
  },
);
