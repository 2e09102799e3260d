import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { replaceBundleTrainings } from './handler';
import { ReplaceBundleTrainingsBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const replaceBundleTrainingsRoute = route(
  {
    method: 'PUT',
    path: '/api/training-bundles/:id/trainings',
    summary: 'Replace the trainings of a bundle.',
    body: ReplaceBundleTrainingsBody,
    permission: P('manageBundles', 'bundleEdit'),
  },
  (ctx, deps: OrganizationDeps, input) => replaceBundleTrainings(deps, callerIn(ctx), param(ctx), input.body().trainingIds),
);
