import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addBundleTraining } from './handler';
import { AddBundleTrainingBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const addBundleTrainingRoute = route(
  {
    method: 'POST',
    path: '/api/training-bundles/:id/trainings',
    summary: 'Add a training to a bundle.',
    body: AddBundleTrainingBody,
    status: 201,
    permission: P('manageBundles', 'bundleEdit'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const b = input.body();
    return addBundleTraining(deps, callerIn(ctx), param(ctx), b.trainingId, b.orderIndex);
  },
);
