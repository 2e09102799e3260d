import { organizationRoute } from '../../../shared/deps';
import { addBundleTraining } from './handler';
import { AddBundleTrainingBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const addBundleTrainingRoute = organizationRoute(
  {
    method: 'POST',
    path: '/api/training-bundles/:id/trainings',
    summary: 'Add a training to a bundle.',
    body: AddBundleTrainingBody,
    status: 201,
    permission: P('manageBundles', 'bundleEdit'),
  },
  (deps, { caller, id, body }) => addBundleTraining(deps, caller, id, body.trainingId, body.orderIndex),
);
