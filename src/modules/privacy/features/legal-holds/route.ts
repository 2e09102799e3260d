import type { PrivacyDeps } from '../../shared/deps';
import { legalHoldRoute } from '../../shared/access';
import { legalHolds, liftLegalHold, placeLegalHold } from './handlers';
import { LegalHoldsQuery, PlaceLegalHoldBody } from './schema';

export const placeLegalHoldRoute = legalHoldRoute(
  {
    method: 'POST',
    path: '/api/users/:id/legal-hold',
    summary: 'Places a legal hold on a person {reason} (root, admins): never pseudonymised or erased while it stands; 201 with the hold, 409 if one stands.',
    body: PlaceLegalHoldBody,
    status: 201,
  },
  (c, d: PrivacyDeps, input, ctx) => placeLegalHold(d, c, ctx.params.id ?? '', input.body().reason),
);

export const liftLegalHoldRoute = legalHoldRoute(
  {
    method: 'DELETE',
    path: '/api/users/:id/legal-hold',
    summary: 'Lifts a person’s legal hold (root, admins); 204, 404 when none stands.',
    status: 204,
  },
  async (c, d: PrivacyDeps, _input, ctx) => {
    await liftLegalHold(d, c, ctx.params.id ?? '');
  },
);

export const legalHoldsRoute = legalHoldRoute(
  {
    method: 'GET',
    path: '/api/data-protection/legal-holds',
    summary: 'The company’s standing legal holds, newest first, paged (root, admins).',
    query: LegalHoldsQuery,
  },
  (c, d: PrivacyDeps, input) => {
    const q = input.query();
    return legalHolds(d, c, q.page, q.limit);
  },
);
