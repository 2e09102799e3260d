/**
 * Texts of the users page (spec sections 2, 5, 8), German first. They are added to the app's
 * i18next instance at module load under `users.*`; `useUsersT()` only accepts keys that exist here
 * (the global typed `t()` knows de.json only). Role names come from the global `roles.*`.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';

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
    retry: 'Erneut versuchen',
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
    delete: 'Löschen',
    forUser: '{{action}}: {{name}}',
    deleteConfirmTitle: 'Benutzer löschen?',
    deleteConfirmText: 'Möchten Sie {{name}} wirklich löschen? Die Person kann sich danach nicht mehr anmelden und verschwindet aus der Liste.',
    deleteConfirmOk: 'Löschen',
    cancel: 'Abbrechen',
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
    cancel: 'Abbrechen',
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
    submit: 'Speichern',
    submitting: 'Speichere...',
    success: 'Benutzer aktualisiert',
    successText: 'Die Änderungen an {{name}} wurden gespeichert.',
    noChanges: 'Es wurden keine Änderungen vorgenommen',
    failed: 'Fehler beim Aktualisieren des Benutzers',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

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
    retry: 'Try again',
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
    delete: 'Delete',
    forUser: '{{action}}: {{name}}',
    deleteConfirmTitle: 'Delete user?',
    deleteConfirmText: 'Do you really want to delete {{name}}? They will no longer be able to sign in and will disappear from the list.',
    deleteConfirmOk: 'Delete',
    cancel: 'Cancel',
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
    cancel: 'Cancel',
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
    submit: 'Save',
    submitting: 'Saving...',
    success: 'User updated',
    successText: 'The changes to {{name}} were saved.',
    noChanges: 'No changes were made',
    failed: 'Error updating user',
  },
};

export const usersTranslations = { de, en } as const;

i18n.addResourceBundle('de', 'translation', { users: de }, true, false);
i18n.addResourceBundle('en', 'translation', { users: en }, true, false);

type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Plural keys are used without their suffix (`page.count` with `{count}`). */
type StripPlural<K extends string> = K extends `${infer B}_one` | `${infer B}_other` ? B : K;

/** Every key of the users texts, e.g. `actions.deleteFailed`. */
export type UsersKey = StripPlural<Keys<typeof de>>;
export type UsersT = (key: UsersKey, params?: Record<string, string | number>) => string;

/** `t()` for the users texts (keys relative to `users.`). */
export function useUsersT(): UsersT {
  const { t } = useTranslation();
  return useCallback<UsersT>((key, params) => (t as unknown as (k: string, o?: Record<string, unknown>) => string)(`users.${key}`, params), [t]);
}
