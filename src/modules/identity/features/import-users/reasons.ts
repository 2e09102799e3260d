import { format, type Lang, type Localized } from '../../../../platform/i18n';
import { CONTENT_LANGUAGES } from '../../../../shared/languages';
import type { ImportReason, ImportReasonCode } from '../../domain/user-import';

const LANGUAGES = CONTENT_LANGUAGES.join(', ');

/** Why a row is refused, skipped or noted, German and English ({name}: parameters). */
const REASONS: Readonly<Record<ImportReasonCode, Localized>> = {
  email_missing: { de: 'E-Mail-Adresse fehlt.', en: 'Email address is missing.' },
  personnel_number_invalid: {
    de: 'Ungültige Personalnummer „{value}“ (1 bis 20 Buchstaben, Ziffern, „-“, „/“ oder „.“).',
    en: 'Invalid personnel number "{value}" (1 to 20 letters, digits, "-", "/" or ".").',
  },
  email_required_for_role: { de: 'Ohne E-Mail-Adresse kann nur ein Mitarbeiter-Konto angelegt werden.', en: 'Only an employee account can be created without an email address.' },
  email_invalid: { de: 'Ungültige E-Mail-Adresse.', en: 'Invalid email address.' },
  first_name_missing: { de: 'Vorname fehlt.', en: 'First name is missing.' },
  last_name_missing: { de: 'Nachname fehlt.', en: 'Last name is missing.' },
  name_too_long: { de: 'Vor- oder Nachname ist zu lang (höchstens {max} Zeichen).', en: 'First or last name is too long (at most {max} characters).' },
  duplicate_in_file: { de: 'Doppelt in der Datei (wie Zeile {row}).', en: 'Duplicate in the file (same as row {row}).' },
  already_exists: { de: 'bereits vorhanden', en: 'already exists' },
  email_taken: { de: 'Diese E-Mail-Adresse ist bereits registriert.', en: 'This email address is already registered.' },
  role_unknown: { de: 'Unbekannte Rolle „{role}“.', en: 'Unknown role "{role}".' },
  role_not_allowed: { de: 'Die Rolle „{role}“ dürfen Sie nicht vergeben.', en: 'You may not assign the role "{role}".' },
  language_unknown: {
    de: `Unbekannte Sprache „{language}“ (erlaubt: ${LANGUAGES} oder der Name der Sprache).`,
    en: `Unknown language "{language}" (allowed: ${LANGUAGES} or the name of the language).`,
  },
  unit_unknown: { de: 'Die Einheit „{unit}“ gibt es nicht.', en: 'The unit "{unit}" does not exist.' },
  unit_create_not_allowed: {
    de: 'Die Einheit „{unit}“ gibt es nicht, und Sie dürfen keine Einheiten anlegen.',
    en: 'The unit "{unit}" does not exist, and you may not create units.',
  },
  unit_ambiguous: { de: 'Mehrere Einheiten heißen „{unit}“.', en: 'Several units are called "{unit}".' },
  unit_not_editable: { de: 'Sie dürfen der Einheit „{unit}“ keine Mitglieder hinzufügen.', en: 'You may not add members to the unit "{unit}".' },
  role_cannot_join_units: { de: 'Prüfer/innen können keiner Einheit angehören.', en: 'Auditors cannot be members of a unit.' },
  units_will_be_created: { de: 'Neue Einheit wird angelegt: {units}', en: 'New unit will be created: {units}' },
};

/** Reasons that arise while importing (not in the preview). */
export const IMPORT_NOTES = {
  unitsCreated: { de: 'Neue Einheit angelegt: {units}', en: 'New unit created: {units}' },
  unitFailed: { de: 'Benutzer angelegt, aber nicht zur Einheit „{unit}“ hinzugefügt: {message}', en: 'User created, but not added to the unit "{unit}": {message}' },
} as const satisfies Record<string, Localized>;

export const reasonText = (reason: ImportReason, lang: Lang): string => format(REASONS[reason.code][lang], reason.params);
