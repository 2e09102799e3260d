import { Schema } from 'effect';
import { Email, msg, Trimmed } from '../../../../platform/http';

/** POST /api/auth/forgot-password */
export const ForgotBody = Schema.Struct({
  email: Trimmed.pipe(
    Schema.minLength(1, { message: msg({ de: 'Bitte geben Sie Ihre E-Mail-Adresse ein', en: 'Please enter your email address' }) }),
    Schema.compose(Email),
  ),
});
