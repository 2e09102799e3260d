import type Router from '@koa/router';
import { Schema } from 'effect';
import { Email, badRequest, decode, msg, requiredText, type AppState } from '../../../platform/http';
import { Role } from '../domain/events';
import { FILL_ALL_FIELDS } from '../application/errors';
import type { IdentityService } from '../application/service';

const PasswordTooShort = { de: 'Das Passwort muss mindestens 6 Zeichen lang sein.', en: 'The password must be at least 6 characters long.' };
const InvalidRole = { de: 'Bitte wählen Sie eine gültige Rolle.', en: 'Please choose a valid role.' };
const ROLES: readonly string[] = Role.literals;
/** A role name; anything else is 'Please choose a valid role.' (whether the caller may give it is the policy's call). */
const RoleField = Schema.String.pipe(Schema.filter((s): s is Role => ROLES.includes(s), { message: msg(InvalidRole) }));

/** The four text fields of an invitation (spec section 5): missing or blank is 'Please fill in all fields.'. */
const INVITE_TEXT_FIELDS = ['email', 'firstName', 'lastName', 'password'] as const;

const InviteBody = Schema.Struct({
  email: Email,
  firstName: requiredText(FILL_ALL_FIELDS, 100),
  lastName: requiredText(FILL_ALL_FIELDS, 100),
  password: Schema.String.pipe(
    Schema.minLength(6, { message: msg(PasswordTooShort) }),
    Schema.maxLength(200, { message: msg({ de: 'Das Passwort darf höchstens 200 Zeichen lang sein.', en: 'The password may be at most 200 characters long.' }) }),
  ),
  role: Schema.optionalWith(RoleField, { default: () => 'non-managing' as const }),
  isActive: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  gdprConsent: Schema.optionalWith(Schema.Boolean, { default: () => false }),
});

/** Only the changed fields are sent (spec section 5); a blank name is refused. */
const EditBody = Schema.Struct({
  firstName: Schema.optional(requiredText(FILL_ALL_FIELDS, 100)),
  lastName: Schema.optional(requiredText(FILL_ALL_FIELDS, 100)),
  email: Schema.optional(Email),
  role: Schema.optional(RoleField),
});

const InvalidPage = { de: 'Die Seitenzahl ist ungültig.', en: 'The page number is invalid.' };
const ListQuery = Schema.Struct({
  search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200)), { default: () => '' }),
  role: Schema.optional(Schema.Union(Schema.Literal('', 'all'), RoleField)),
  page: Schema.optionalWith(
    Schema.NumberFromString.pipe(Schema.int({ message: msg(InvalidPage) }), Schema.between(1, 1_000_000, { message: msg(InvalidPage) })).annotations({
      message: msg(InvalidPage),
    }),
    { default: () => 1 },
  ),
});

function requireInviteFields(body: unknown): void {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const field of INVITE_TEXT_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') throw badRequest('fill_all_fields', FILL_ALL_FIELDS, { field });
  }
}

/** The first value of a query parameter given once or repeated. */
function queryObject(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (first !== undefined) out[k] = first;
  }
  return out;
}

function userIdParam(id: string | undefined): string {
  return id ?? '';
}

/** Users calls of spec section 7. */
export function addUserRoutes(r: Router<AppState>, service: IdentityService): void {
  r.get('/users', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    const q = decode(ListQuery, queryObject(ctx.query));
    const role = q.role === '' || q.role === 'all' ? undefined : q.role;
    ctx.body = await service.users.list(principal, { search: q.search, role, page: q.page });
  });

  r.post('/users', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    requireInviteFields(ctx.request.body);
    const body = decode(InviteBody, ctx.request.body);
    const { user, invitationSent } = await service.users.invite(principal, body, ctx.state.lang);
    ctx.status = 201;
    ctx.body = { ...user, invitationSent };
  });

  r.patch('/users/:id', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    const body = decode(EditBody, ctx.request.body ?? {});
    ctx.body = await service.users.edit(principal, userIdParam(ctx.params.id), body);
  });

  r.patch('/users/:id/deactivate', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    ctx.body = await service.users.deactivate(principal, userIdParam(ctx.params.id));
  });

  r.patch('/users/:id/activate', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    ctx.body = await service.users.activate(principal, userIdParam(ctx.params.id));
  });

  r.delete('/users/:id', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    await service.users.delete(principal, userIdParam(ctx.params.id));
    ctx.status = 204;
  });
}
