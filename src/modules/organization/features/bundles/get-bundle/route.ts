import { objectRoute } from '../../../shared/deps';
import { bundleView } from '../../../shared/bundle-views';
import { P } from '../../../../../shared/route-permissions';

export const getBundleRoute = objectRoute(
  {
    method: 'GET',
    path: '/api/training-bundles/:id',
    summary: 'One bundle.',
    permission: P('bundles'),
  },
  bundleView,
);
