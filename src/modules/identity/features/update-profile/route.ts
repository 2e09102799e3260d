import { route, decode } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { updateProfile } from './handler';
import { languageOnly, LanguageBody, ProfileBody } from './schema';
import { P } from '../../../../shared/route-permissions';

/**
 * PATCH /api/user/profile: `{ firstName, lastName, email }` as before (all three, each filled),
 * `{ language }` and `{ contentLanguage }` alone, or any of them together.
 */
export const updateProfileRoute = route(
  {
    method: 'PATCH',
    path: '/api/user/profile',
    summary: 'Change one’s own name, e-mail, language or content language.',
    body: ProfileBody,
    permission: P('signed-in', undefined, 'One’s own account.'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const principal = requireUser(ctx.state.principal);
    const languages = decode(LanguageBody, ctx.request.body ?? {});
    const profile = languageOnly(ctx.request.body) ? null : input.body();
    return updateProfile(d, principal, profile, languages);
  },
);
