import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { updateProfile } from './handler';
import { ProfileBody } from './schema';

export function updateProfileRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.patch('/user/profile', async (ctx) => {
    const principal = requireUser(ctx.state.principal);
    ctx.body = await updateProfile(d, principal, decode(ProfileBody, ctx.request.body));
  });
}
