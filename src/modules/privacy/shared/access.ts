import { forbidden, gatedRoutes } from '../../../platform/http';
import { privacyPolicy } from '../../../shared/policy';
import { P } from '../../../shared/route-permissions';
import { callerOf } from './deps';
import { toHttpError } from './errors';

const ROOT_AND_ADMINS = { de: 'Nur Root und Admins sehen die Datenschutz-Einstellungen des Unternehmens.', en: 'Only root and admins see the company’s data-protection settings.' };

/** GETs of data protection and the legal holds: root and admins (403 for the others, before any input is looked at). */
export const dataProtectionRoute = gatedRoutes(P('dataProtection'), (ctx) => {
  const c = callerOf(ctx.state);
  if (!privacyPolicy.readPolicy(c.actor.role)) throw forbidden(ROOT_AND_ADMINS);
  return c;
});

/** Legal holds: root and admins. */
export const legalHoldRoute = gatedRoutes(P('dataProtection'), (ctx) => {
  const c = callerOf(ctx.state);
  if (!privacyPolicy.manageLegalHolds(c.actor.role)) throw toHttpError('HoldNotAllowed');
  return c;
});

/** Changing the policy: root only (the decider checks it again). */
export const policyChangeRoute = gatedRoutes(P('companyProfile'), (ctx) => {
  const c = callerOf(ctx.state);
  if (!privacyPolicy.changePolicy(c.actor.role)) throw toHttpError('NotAllowed');
  return c;
});

/** A person's data export for them: root and admins (the person themself uses GET /api/user/data-export). */
export const personDataRoute = gatedRoutes(P('dataProtection'), (ctx) => {
  const c = callerOf(ctx.state);
  if (!privacyPolicy.manageLegalHolds(c.actor.role))
    throw forbidden({ de: 'Nur Root und Admins geben die Daten einer Person heraus.', en: 'Only root and admins hand out a person’s data.' });
  return c;
});

/** Pseudonymising a person on request: root and admins. */
export const eraseRoute = gatedRoutes(P('dataProtection'), (ctx) => {
  const c = callerOf(ctx.state);
  if (!privacyPolicy.erasePerson(c.actor.role)) throw toHttpError('EraseNotAllowed');
  return c;
});
