/**
 * Texts of the users page (spec sections 2, 5, 8), German first, registered under `users.*`;
 * `useUsersT()` accepts the keys here and the shared `common.*` keys (role names: `common.roles.*`).
 */
import { defineFeatureTexts, type FeatureT, type Leaves, type Shape } from '../../lib/feature-texts';

const de = {
  page: {
    title: 'Benutzerverwaltung',
    subtitle: 'Mitarbeitende einladen, Rollen vergeben und Konten verwalten.',
    invite: 'Benutzer einladen',
    searchPlaceholder: 'Nach Name oder E-Mail suchen …',
    searchLabel: 'Benutzer suchen',
    roleFilterLabel: 'Rolle',
    allRoles: 'Alle Rollen',
    count_one: '{{count}} Benutzer',
    count_other: '{{count}} Benutzer',
    emptyTitle: 'Keine Benutzer gefunden',
    emptyText: 'Passen Sie die Suche oder den Rollenfilter an.',
    resetFilters: 'Filter zurücksetzen',
    loadErrorTitle: 'Benutzer konnten nicht geladen werden',
  },
  table: {
    label: 'Benutzerliste',
    user: 'Benutzer',
    role: 'Rolle',
    lastLogin: 'Letzte Anmeldung',
    status: 'Status',
    actions: 'Aktionen',
    never: 'nie',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    you: 'Sie',
    noActions: 'Keine Aktionen verfügbar',
  },
  actions: {
    edit: 'Bearbeiten',
    deactivate: 'Deaktivieren',
    activate: 'Aktivieren',
    forUser: '{{action}}: {{name}}',
    deleteConfirmTitle: 'Benutzer löschen?',
    deleteConfirmText: 'Möchten Sie {{name}} wirklich löschen? Die Person kann sich danach nicht mehr anmelden und verschwindet aus der Liste.',
    deactivated: 'Benutzer deaktiviert',
    deactivatedText: '{{name}} kann sich nicht mehr anmelden.',
    activated: 'Benutzer aktiviert',
    activatedText: '{{name}} kann sich wieder anmelden.',
    deleted: 'Benutzer gelöscht',
    deletedText: '{{name}} wurde gelöscht.',
    deactivateFailed: 'Fehler beim Deaktivieren des Benutzers',
    activateFailed: 'Fehler beim Aktivieren des Benutzers',
    deleteFailed: 'Fehler beim Löschen des Benutzers',
  },
  form: {
    email: 'E-Mail-Adresse',
    firstName: 'Vorname',
    lastName: 'Nachname',
    password: 'Temporäres Passwort',
    generate: 'Generieren',
    generateLabel: 'Temporäres Passwort generieren',
    role: 'Rolle',
    fillAllFields: 'Bitte füllen Sie alle Felder aus.',
    passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  invite: {
    title: 'Benutzer einladen',
    intro: 'Die Person erhält eine E-Mail mit dem temporären Passwort und einem Link zur Anmeldung. Bei der ersten Anmeldung muss sie das Passwort ändern.',
    submit: 'Einladen',
    submitting: 'Lade ein...',
    success: 'Benutzer eingeladen',
    successText: 'Die Einladung wurde an {{email}} gesendet.',
    mailFailed: 'Die Einladungs-E-Mail konnte nicht gesendet werden. Bitte teilen Sie das temporäre Passwort selbst mit.',
    failed: 'Fehler beim Einladen des Benutzers',
  },
  edit: {
    title: 'Benutzer bearbeiten',
    submitting: 'Speichere...',
    success: 'Benutzer aktualisiert',
    successText: 'Die Änderungen an {{name}} wurden gespeichert.',
    noChanges: 'Es wurden keine Änderungen vorgenommen',
    failed: 'Fehler beim Aktualisieren des Benutzers',
  },
};

const en: Shape<typeof de> = {
  page: {
    title: 'User management',
    subtitle: 'Invite staff, assign roles and manage accounts.',
    invite: 'Invite user',
    searchPlaceholder: 'Search by name or email …',
    searchLabel: 'Search users',
    roleFilterLabel: 'Role',
    allRoles: 'All roles',
    count_one: '{{count}} user',
    count_other: '{{count}} users',
    emptyTitle: 'No users found',
    emptyText: 'Adjust the search or the role filter.',
    resetFilters: 'Reset filters',
    loadErrorTitle: 'Users could not be loaded',
  },
  table: {
    label: 'User list',
    user: 'User',
    role: 'Role',
    lastLogin: 'Last login',
    status: 'Status',
    actions: 'Actions',
    never: 'never',
    active: 'Active',
    inactive: 'Inactive',
    you: 'You',
    noActions: 'No actions available',
  },
  actions: {
    edit: 'Edit',
    deactivate: 'Deactivate',
    activate: 'Activate',
    forUser: '{{action}}: {{name}}',
    deleteConfirmTitle: 'Delete user?',
    deleteConfirmText: 'Do you really want to delete {{name}}? They will no longer be able to sign in and will disappear from the list.',
    deactivated: 'User deactivated',
    deactivatedText: '{{name}} can no longer sign in.',
    activated: 'User activated',
    activatedText: '{{name}} can sign in again.',
    deleted: 'User deleted',
    deletedText: '{{name}} was deleted.',
    deactivateFailed: 'Error deactivating user',
    activateFailed: 'Error activating user',
    deleteFailed: 'Error deleting user',
  },
  form: {
    email: 'Email address',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Temporary password',
    generate: 'Generate',
    generateLabel: 'Generate temporary password',
    role: 'Role',
    fillAllFields: 'Please fill in all fields.',
    passwordTooShort: 'The password must be at least 6 characters long.',
    emailInvalid: 'Please enter a valid email address.',
  },
  invite: {
    title: 'Invite user',
    intro: 'They receive an email with the temporary password and a sign-in link, and must change the password at their first sign-in.',
    submit: 'Invite',
    submitting: 'Inviting...',
    success: 'User invited',
    successText: 'The invitation was sent to {{email}}.',
    mailFailed: 'The invitation email could not be sent. Please pass on the temporary password yourself.',
    failed: 'Error inviting user',
  },
  edit: {
    title: 'Edit user',
    submitting: 'Saving...',
    success: 'User updated',
    successText: 'The changes to {{name}} were saved.',
    noChanges: 'No changes were made',
    failed: 'Error updating user',
  },
};

const texts = defineFeatureTexts('users', de, en);

export const usersTranslations = texts.translations;
/** Every key of the users texts (plural suffixes folded). */
export type UsersKey = Leaves<typeof de>;
export type UsersT = FeatureT<typeof de>;

/** `t()` for the users texts (keys relative to `users.`, plus `common.*`). */
export function useUsersT(): UsersT {
  return texts.useFeatureT().t;
}
