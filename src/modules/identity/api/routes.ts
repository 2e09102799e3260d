import Router from '@koa/router';
import { Schema } from 'effect';
import { Email, badRequest, decode, msg, requiredText, Trimmed, type AppContext, type AppState } from '../../../platform/http';
import type { IdentityService } from '../application/service';
import { addUserRoutes } from './users';

const PasswordTooShort = {
  de: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  en: 'The password must be at least 6 characters long.',
};
const Password = Schema.String.pipe(
  Schema.minLength(6, { message: msg(PasswordTooShort) }),
  Schema.maxLength(200, { message: msg({ de: 'Das Passwort darf höchstens 200 Zeichen lang sein.', en: 'The password may be at most 200 characters long.' }) }),
);
const requiredField = (de: string, en: string) => requiredText({ de: `${de} ist erforderlich.`, en: `${en} is required.` }, 100);

const RegisterBody = Schema.Struct({
  companyName: requiredField('Der Firmenname', 'The company name'),
  companyEmail: Email,
  firstName: requiredField('Der Vorname', 'The first name'),
  lastName: requiredField('Der Nachname', 'The last name'),
  email: Email,
  password: Password,
  gdprConsent: Schema.Boolean,
});

const LoginBody = Schema.Struct({
  email: Email,
  password: Schema.String.pipe(Schema.minLength(1, { message: msg({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' }) })),
});

const ForgotBody = Schema.Struct({
  email: Trimmed.pipe(
    Schema.minLength(1, { message: msg({ de: 'Bitte geben Sie Ihre E-Mail-Adresse ein', en: 'Please enter your email address' }) }),
    Schema.compose(Email),
  ),
});

const AllFields = { de: 'Alle Felder müssen ausgefüllt werden', en: 'All fields must be filled in' };
const ProfileBody = Schema.Struct({
  firstName: requiredText(AllFields, 100),
  lastName: requiredText(AllFields, 100),
  email: Trimmed.pipe(Schema.minLength(1, { message: msg(AllFields) }), Schema.compose(Email)),
});

const ChangePasswordBody = Schema.Struct({
  currentPassword: Schema.String.pipe(
    Schema.minLength(1, { message: msg({ de: 'Alle Passwort-Felder müssen ausgefüllt werden', en: 'All password fields must be filled in' }) }),
  ),
  newPassword: Schema.String.pipe(
    Schema.minLength(6, { message: msg({ de: 'Neues Passwort muss mindestens 6 Zeichen lang sein', en: 'New password must be at least 6 characters long' }) }),
    Schema.maxLength(200),
  ),
});

const CompanyBody = Schema.Struct({
  name: requiredText({ de: 'Firmenname ist erforderlich', en: 'Company name is required' }, 200),
  address: Schema.optionalWith(
    Trimmed.pipe(Schema.maxLength(1000, { message: msg({ de: 'Die Adresse ist zu lang.', en: 'The address is too long.' }) })),
    { default: () => '' },
  ),
});

function ip(ctx: AppContext): string {
  return ctx.ip || 'unknown';
}

/** Auth, profile and users calls of spec section 7. */
export function identityRoutes(service: IdentityService): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });

  r.post('/auth/register', async (ctx) => {
    const body = decode(RegisterBody, ctx.request.body);
    if (!body.gdprConsent) {
      throw badRequest('gdpr_consent_required', { de: 'Bitte stimmen Sie den Datenschutzbestimmungen zu.', en: 'Please accept the privacy policy.' });
    }
    ctx.status = 201;
    ctx.body = await service.register(body, ip(ctx));
  });

  r.post('/auth/login', async (ctx) => {
    const body = decode(LoginBody, ctx.request.body);
    ctx.body = await service.login(body.email, body.password, ip(ctx));
  });

  r.post('/auth/logout', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    await service.logout(principal);
    ctx.status = 204;
  });

  r.post('/auth/forgot-password', async (ctx) => {
    const body = decode(ForgotBody, ctx.request.body);
    await service.forgotPassword(body.email, ip(ctx), ctx.state.lang);
    ctx.body = {
      message: ctx.state.lang === 'de' ? 'Prüfen Sie Ihr E-Mail-Postfach für das temporäre Passwort' : 'Check your inbox for the temporary password',
    };
  });

  r.get('/auth/me', async (ctx) => {
    ctx.body = await service.me(service.requireUser(ctx.state.principal));
  });

  r.patch('/user/profile', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    ctx.body = await service.updateProfile(principal, decode(ProfileBody, ctx.request.body));
  });

  r.patch('/user/change-password', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    const body = decode(ChangePasswordBody, ctx.request.body);
    await service.changePassword(principal, body.currentPassword, body.newPassword);
    ctx.body = { message: ctx.state.lang === 'de' ? 'Passwort wurde erfolgreich geändert' : 'Password changed successfully' };
  });

  r.patch('/company/profile', async (ctx) => {
    const principal = service.requireUser(ctx.state.principal);
    ctx.body = await service.updateCompanyProfile(principal, decode(CompanyBody, ctx.request.body));
  });

  addUserRoutes(r, service);

  return r;
}
