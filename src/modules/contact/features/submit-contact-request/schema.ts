import { Schema } from 'effect';
import { Email, msg, Trimmed } from '../../../../platform/http';
import type { Localized } from '../../../../platform/i18n';
import { CONTACT_MESSAGE_MAX, EMPLOYEE_RANGES } from '../../../../shared/contracts/contact';

const tooLong = (max: number): Localized => ({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` });

/** A required text, trimmed; blank or missing gives `missing`. */
const required = (missing: Localized, max: number, maxMessage: Localized = tooLong(max)) =>
  Schema.propertySignature(Trimmed.pipe(Schema.minLength(1, { message: msg(missing) }), Schema.maxLength(max, { message: msg(maxMessage) }))).annotations({
    missingMessage: msg(missing),
  });

/** An optional field: absent or null is null; '' (also blank after trimming) stays '' and is stored as null. */
const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(Schema.NullOr(schema), { default: () => null });

/** Digits with an optional leading +, spaces, dashes, slashes, dots and parentheses; 5 to 20 digits. */
const digits = (s: string) => s.replace(/[^0-9]/g, '').length;
const Phone = Trimmed.pipe(
  Schema.filter((s) => s === '' || (/^\+?[0-9()\s./-]+$/.test(s) && digits(s) >= 5 && digits(s) <= 20), {
    message: msg({
      de: 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, optional mit +, Leerzeichen oder Bindestrichen).',
      en: 'Please enter a valid phone number (digits, optionally with +, spaces or dashes).',
    }),
  }),
);

/** One of the form's choices (or '' for none). */
const Employees = Schema.String.pipe(
  Schema.filter((s) => s === '' || (EMPLOYEE_RANGES as readonly string[]).includes(s), {
    message: msg({ de: 'Bitte wählen Sie eine der angebotenen Unternehmensgrößen.', en: 'Please choose one of the company sizes offered.' }),
  }),
);

const CONSENT: Localized = { de: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu', en: 'Please agree to the processing of your details' };
const EMAIL_MISSING: Localized = { de: 'Bitte geben Sie Ihre E-Mail-Adresse ein', en: 'Please enter your email address' };

/** POST /api/contact (issue 13, item 9): the spec's fields; messages as the landing form says them. */
export const ContactBody = Schema.Struct({
  firstName: required({ de: 'Bitte geben Sie Ihren Vornamen ein', en: 'Please enter your first name' }, 100),
  lastName: required({ de: 'Bitte geben Sie Ihren Nachnamen ein', en: 'Please enter your last name' }, 100),
  email: Schema.propertySignature(Trimmed.pipe(Schema.minLength(1, { message: msg(EMAIL_MISSING) }), Schema.compose(Email))).annotations({ missingMessage: msg(EMAIL_MISSING) }),
  company: optional(Trimmed.pipe(Schema.maxLength(200, { message: msg(tooLong(200)) }))),
  phone: optional(Phone),
  employees: optional(Employees),
  message: required({ de: 'Bitte geben Sie eine Nachricht ein', en: 'Please enter a message' }, CONTACT_MESSAGE_MAX, {
    de: `Die Nachricht darf höchstens ${CONTACT_MESSAGE_MAX} Zeichen lang sein.`,
    en: `The message may be at most ${CONTACT_MESSAGE_MAX} characters long.`,
  }),
  gdprConsent: Schema.propertySignature(Schema.Boolean.annotations({ message: msg(CONSENT) })).annotations({ missingMessage: msg(CONSENT) }),
});
export type ContactInput = typeof ContactBody.Type;
