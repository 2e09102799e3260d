import { route } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { editUser } from './handler';
import { EditBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const editUserRoute = route(
  {
    method: 'PATCH',
    path: '/api/users/:id',
    summary: 'Edit a user: name, e-mail, role, access end, date of birth, personnel number, content language, UI language.',
    body: EditBody,
    permission: P('manageGroups', 'userAct'),
  },
  (ctx, d: IdentityDeps, input) => editUser(d, requireUser(ctx.state.principal), ctx.params.id ?? '', input.body({})),
);
