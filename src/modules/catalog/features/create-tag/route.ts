import { route } from '../../../../platform/http';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { createTag } from './handler';
import { CreateTagBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const createTagRoute = route(
  {
    method: 'POST',
    path: '/api/company/training-tags',
    summary: 'Create a company tag.',
    body: CreateTagBody,
    status: 201,
    permission: P('tagManagement'),
  },
  (ctx, deps: CatalogDeps, input) => createTag(deps, callerIn(ctx), input.body()),
);
