import { objectRoute } from '../../../shared/deps';
import { bundleTrainingViews } from '../../../shared/bundle-views';
import { P } from '../../../../../shared/route-permissions';

export const listBundleTrainingsRoute = objectRoute(
  {
    method: 'GET',
    path: '/api/training-bundles/:id/trainings',
    summary: 'The trainings of a bundle.',
    permission: P('bundles'),
  },
  bundleTrainingViews,
);
