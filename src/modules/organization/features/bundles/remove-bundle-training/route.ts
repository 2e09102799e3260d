import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeBundleTraining } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const removeBundleTrainingRoute = route(
  {
    method: 'DELETE',
    path: '/api/training-bundles/:id/trainings/:trainingId',
    summary: 'Remove a training from a bundle.',
    status: 204,
    permission: P('manageBundles', 'bundleEdit'),
  },
  (ctx, deps: OrganizationDeps) => removeBundleTraining(deps, callerIn(ctx), param(ctx), param(ctx, 'trainingId')),
);
