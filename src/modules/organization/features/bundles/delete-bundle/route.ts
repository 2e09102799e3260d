import { objectRoute } from '../../../shared/deps';
import { deleteBundle } from './handler';
import { P } from '../../../../../shared/route-permissions';

export const deleteBundleRoute = objectRoute(
  {
    method: 'DELETE',
    path: '/api/training-bundles/:id',
    summary: 'Delete a bundle.',
    status: 204,
    permission: P('manageBundles', 'bundleDelete'),
  },
  deleteBundle,
);
