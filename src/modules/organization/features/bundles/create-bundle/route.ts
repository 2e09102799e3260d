import { organizationRoute } from '../../../shared/deps';
import { createBundle } from './handler';
import { CreateBundleBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const createBundleRoute = organizationRoute(
  {
    method: 'POST',
    path: '/api/training-bundles',
    summary: 'Create a bundle; the caller becomes its owner.',
    body: CreateBundleBody,
    status: 201,
    permission: P('manageBundles'),
  },
  (deps, { caller, body }) => createBundle(deps, caller, body.name, body.description),
);
