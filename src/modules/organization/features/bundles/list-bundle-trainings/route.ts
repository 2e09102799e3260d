import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { bundleTrainingViews } from '../../../shared/bundle-views';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const listBundleTrainingsRoute = route(
  {
    method: 'GET',
    path: '/api/training-bundles/:id/trainings',
    summary: 'The trainings of a bundle.',
    permission: P('bundles'),
  },
  (ctx, deps: OrganizationDeps) => bundleTrainingViews(deps, callerIn(ctx), param(ctx)),
);
