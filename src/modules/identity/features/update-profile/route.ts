import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { updateProfile } from './handler';
import { languageOnly, LanguageBody, ProfileBody } from './schema';

/**
 * PATCH /api/user/profile: `{ firstName, lastName, email }` as before (all three, each filled),
 * `{ language }` alone, or both together.
 */
export function updateProfileRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.patch('/user/profile', async (ctx) => {
    const principal = requireUser(ctx.state.principal);
    const { language } = decode(LanguageBody, ctx.request.body ?? {});
    const profile = languageOnly(ctx.request.body) ? null : decode(ProfileBody, ctx.request.body);
    ctx.body = await updateProfile(d, principal, profile, language ?? null);
  });
}
