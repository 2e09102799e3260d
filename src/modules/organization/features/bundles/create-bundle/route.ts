import { route } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { createBundle } from './handler';
import { CreateBundleBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const createBundleRoute = route(
  {
    method: 'POST',
    path: '/api/training-bundles',
    summary: 'Create a bundle; the caller becomes its owner.',
    body: CreateBundleBody,
    status: 201,
    permission: P('manageBundles'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const b = input.body();
    return createBundle(deps, callerIn(ctx), b.name, b.description);
  },
);
