/** Texts of the profile dialog (spec section 2). German first; every feature t() also accepts the shared `common.*` keys. */
import { defineFeatureTexts, type Shape } from '../../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

const de = {
  title: 'Profil bearbeiten',
  tabs: {
    personal: 'Persönliche Daten',
    password: 'Passwort ändern',
    company: 'Unternehmen',
  },
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    companyName: 'Firmenname',
    companyAddress: 'Adresse',
    loginCode: 'Anmeldecode',
    contentLanguage: 'Inhaltssprache',
  },
  saving: 'Speichere...',
  changePassword: 'Passwort ändern',
  changing: 'Ändere...',
  myData: {
    title: 'Meine Daten',
    text: 'Alles, was über Sie gespeichert ist, als Datei (Auskunft nach Art. 15 DSGVO): Konto, Anmeldungen, Einheiten, Schulungen mit Nachweisen, Fragen, Benachrichtigungen.',
    download: 'Meine Daten herunterladen',
    failed: 'Ihre Daten konnten nicht heruntergeladen werden.',
  },
  personal: {
    allRequired: 'Alle Felder müssen ausgefüllt werden',
    failed: 'Fehler beim Aktualisieren des Profils',
    success: 'Profil wurde erfolgreich aktualisiert',
    contentLanguageHelp: 'Ihre Schulungen werden in dieser Sprache gezeigt, wo es sie darin gibt.',
  },
  password: {
    allRequired: 'Alle Passwort-Felder müssen ausgefüllt werden',
    mismatch: 'Neues Passwort und Bestätigung stimmen nicht überein',
    tooShort: 'Neues Passwort muss mindestens 6 Zeichen lang sein',
    failed: 'Fehler beim Ändern des Passworts',
    success: 'Passwort wurde erfolgreich geändert',
    minLengthHint: 'Mindestens 6 Zeichen.',
    forcedTitle: 'Bitte vergeben Sie ein neues Passwort',
    forcedDescription: 'Sie haben sich mit einem temporären Passwort angemeldet. Geben Sie es als aktuelles Passwort ein und wählen Sie ein neues, bevor Sie fortfahren.',
    forcedLogoutHint: 'Lieber später? Sie können sich auch abmelden.',
  },
  company: {
    nameRequired: 'Firmenname ist erforderlich',
    failed: 'Fehler beim Aktualisieren der Firmeninformationen',
    success: 'Firmeninformationen wurden erfolgreich aktualisiert',
    addressHint: 'Optional, mehrzeilig (z. B. Straße, PLZ und Ort).',
    loginCodeHint: 'Beschäftigte ohne E-Mail melden sich mit diesem Code und ihrer Personalnummer an. 6 bis 10 Großbuchstaben und Ziffern.',
    loginCodeInvalid: 'Der Anmeldecode besteht aus 6 bis 10 Großbuchstaben und Ziffern.',
  },
};

/** The German texts' shape: what every other language fills. */
export type Texts = typeof de;

const en: Shape<typeof de> = {
  title: 'Edit profile',
  tabs: {
    personal: 'Personal data',
    password: 'Change password',
    company: 'Company',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    companyName: 'Company name',
    companyAddress: 'Address',
    loginCode: 'Login code',
    contentLanguage: 'Content language',
  },
  saving: 'Saving...',
  changePassword: 'Change password',
  changing: 'Changing...',
  myData: {
    title: 'My data',
    text: 'Everything stored about you, as a file (right of access, Art. 15 GDPR): account, sign-ins, units, trainings with their evidence, questions, notifications.',
    download: 'Download my data',
    failed: 'Your data could not be downloaded.',
  },
  personal: {
    allRequired: 'All fields must be filled in',
    failed: 'Error updating the profile',
    success: 'Profile updated successfully',
    contentLanguageHelp: 'Your trainings are shown in this language where they exist in it.',
  },
  password: {
    allRequired: 'All password fields must be filled in',
    mismatch: 'New password and confirmation do not match',
    tooShort: 'New password must be at least 6 characters long',
    failed: 'Error changing the password',
    success: 'Password changed successfully',
    minLengthHint: 'At least 6 characters.',
    forcedTitle: 'Please choose a new password',
    forcedDescription: 'You signed in with a temporary password. Enter it as your current password and choose a new one before you continue.',
    forcedLogoutHint: 'Not now? You can also log out.',
  },
  company: {
    nameRequired: 'Company name is required',
    failed: 'Error updating the company information',
    success: 'Company information updated successfully',
    addressHint: 'Optional, multiple lines (e.g. street, postcode and city).',
    loginCodeHint: 'Staff without email sign in with this code and their personnel number. 6 to 10 capital letters and digits.',
    loginCodeInvalid: 'The login code consists of 6 to 10 capital letters and digits.',
  },
};

/** Registered under 'profile': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useProfileT } = defineFeatureTexts('profile', de, en, { tr, pl, ro, uk, ru, ar });
