import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { reviewLanguage } from './handler';
import { P } from '../../../../shared/route-permissions';

export const reviewLanguageRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/translation-status/:language/review',
    summary: 'Mark a language version of the training reviewed; a later change of its texts makes it unreviewed again (issue 34).',
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps) => reviewLanguage(deps, callerOf(ctx.state.principal), trainingIdParam(ctx.params.id), ctx.params.language ?? ''),
);
