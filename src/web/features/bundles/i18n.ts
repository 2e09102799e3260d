/**
 * Texts of the bundles screen (spec sections 2, 4, 5 and 8), German first. They are added to the
 * app's i18next instance at module load under `bundlesUi.*` (src/web/i18n/*.json stay untouched);
 * `useBundlesT()` only accepts keys that exist here, and the English object must have the same
 * keys (checked by the compiler through `Shape`).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { currentLanguage } from '../../i18n';

const de = {
  common: {
    error: 'Fehler',
    cancel: 'Abbrechen',
    close: 'Schließen',
    retry: 'Erneut versuchen',
    unknownOwner: 'Unbekannt',
    loadError: 'Die Daten konnten nicht geladen werden.',
  },
  page: {
    title: 'Bundles',
    subtitle: 'Schulungen zu Paketen bündeln und gemeinsam zuweisen.',
    newBundle: 'Neues Bundle',
    searchPlaceholder: 'Bundles durchsuchen …',
    searchLabel: 'Bundles durchsuchen',
    filterLabel: 'Filter',
    ownership: {
      alle: 'Alle',
      owner: 'Eigene',
      coowner: 'Co-Owner',
    },
    resultCount_one: '{{count}} Bundle',
    resultCount_other: '{{count}} Bundles',
    resetFilters: 'Filter zurücksetzen',
    loadErrorTitle: 'Bundles konnten nicht geladen werden',
    noResultsTitle: 'Keine Bundles gefunden',
    noResultsText: 'Kein Bundle passt zu Ihrer Suche oder Ihrem Filter. Passen Sie die Suche an oder setzen Sie den Filter zurück.',
    emptyTitle: 'Noch keine Bundles',
    emptyText: 'Fassen Sie mehrere Schulungen zu einem Bundle zusammen, um sie Einheiten gemeinsam zuzuweisen.',
  },
  card: {
    noDescription: 'Keine Beschreibung',
    owner: 'Eigentümer',
    coOwners: 'Co-Owner',
    noCoOwners: 'Keine Co-Owner',
    trainings_one: '{{count}} Schulung',
    trainings_other: '{{count}} Schulungen',
    createdAt: 'Erstellt am {{date}}',
    youOwn: 'Eigenes',
    youCoOwn: 'Co-Owner',
    view: 'Ansehen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
  },
  view: {
    title: 'Bundle: {{name}}',
    trainingsHeading: 'Schulungen in diesem Bundle',
    empty: 'Dieses Bundle enthält keine Schulungen.',
    loadError: 'Die Schulungen des Bundles konnten nicht geladen werden.',
    position: 'Position {{position}}',
    required: 'Pflicht',
    optional: 'Optional',
    recertification: 'Rezertifizierung',
    recertificationEvery: 'Rezertifizierung alle {{period}}',
    noDescription: 'Keine Beschreibung',
    edit: 'Bearbeiten',
  },
  status: {
    draft: 'Entwurf',
    published: 'Veröffentlicht',
    archived: 'Archiviert',
  },
  difficulty: {
    beginner: 'Einsteiger',
    intermediate: 'Fortgeschritten',
    advanced: 'Experte',
  },
  periods: {
    '1_month': '1 Monat',
    '3_months': '3 Monate',
    '6_months': '6 Monate',
    '9_months': '9 Monate',
    '1_year': '1 Jahr',
    '2_years': '2 Jahre',
    '3_years': '3 Jahre',
    months_one: '{{count}} Monat',
    months_other: '{{count}} Monate',
    years_one: '{{count}} Jahr',
    years_other: '{{count}} Jahre',
  },
  editor: {
    createTitle: 'Neues Bundle erstellen',
    editTitle: 'Bundle bearbeiten',
    intro: 'Wählen Sie die Schulungen des Bundles aus. Die Reihenfolge der Auswahl ist die Reihenfolge im Bundle.',
    name: 'Name',
    namePlaceholder: 'z. B. Sicherheitsunterweisung Baustelle',
    description: 'Beschreibung',
    descriptionPlaceholder: 'Wofür ist dieses Bundle gedacht? (optional)',
    trainings: 'Schulungen',
    searchTrainings: 'Schulungen durchsuchen …',
    searchTrainingsLabel: 'Schulungen durchsuchen',
    available: 'Verfügbare Schulungen',
    selected: 'Ausgewählt ({{count}})',
    selectedEmpty: 'Noch keine Schulung ausgewählt. Haken Sie links die gewünschten Schulungen an.',
    noTrainings: 'In Ihrem Unternehmen gibt es noch keine Schulungen.',
    noTrainingsMatch: 'Keine Schulung passt zur Suche.',
    trainingsLoadError: 'Die Schulungen konnten nicht geladen werden.',
    moveUp: 'Nach oben',
    moveDown: 'Nach unten',
    remove: 'Entfernen',
    moveUpNamed: '{{title}} nach oben verschieben',
    moveDownNamed: '{{title}} nach unten verschieben',
    removeNamed: '{{title}} entfernen',
    create: 'Bundle erstellen',
    save: 'Änderungen speichern',
    saving: 'Speichere...',
    nameRequired: 'Bundle-Name ist erforderlich',
    trainingsRequired: 'Mindestens eine Schulung ist erforderlich',
    created: 'Bundle erstellt',
    createdText: 'Das Bundle „{{name}}“ wurde erstellt.',
    updated: 'Bundle aktualisiert',
    updatedText: 'Das Bundle „{{name}}“ wurde gespeichert.',
    createFailed: 'Fehler beim Erstellen des Bundles',
    updateFailed: 'Fehler beim Aktualisieren des Bundles',
  },
  delete: {
    confirmTitle: 'Bundle löschen?',
    confirmText: 'Das Bundle „{{name}}“ wird endgültig gelöscht und aus allen Gruppen entfernt, denen es zugewiesen ist. Die enthaltenen Schulungen selbst bleiben erhalten.',
    confirmOk: 'Bundle löschen',
    success: 'Bundle gelöscht',
    successText: 'Das Bundle „{{name}}“ wurde gelöscht.',
    failed: 'Fehler beim Löschen des Bundles',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof de> = {
  common: {
    error: 'Error',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    unknownOwner: 'Unknown',
    loadError: 'The data could not be loaded.',
  },
  page: {
    title: 'Bundles',
    subtitle: 'Bundle trainings into packages and assign them together.',
    newBundle: 'New bundle',
    searchPlaceholder: 'Search bundles …',
    searchLabel: 'Search bundles',
    filterLabel: 'Filter',
    ownership: {
      alle: 'All',
      owner: 'Own',
      coowner: 'Co-owner',
    },
    resultCount_one: '{{count}} bundle',
    resultCount_other: '{{count}} bundles',
    resetFilters: 'Reset filters',
    loadErrorTitle: 'Bundles could not be loaded',
    noResultsTitle: 'No bundles found',
    noResultsText: 'No bundle matches your search or filter. Change the search or reset the filter.',
    emptyTitle: 'No bundles yet',
    emptyText: 'Combine several trainings into a bundle to assign them to units together.',
  },
  card: {
    noDescription: 'No description',
    owner: 'Owner',
    coOwners: 'Co-owners',
    noCoOwners: 'No co-owners',
    trainings_one: '{{count}} training',
    trainings_other: '{{count}} trainings',
    createdAt: 'Created on {{date}}',
    youOwn: 'Own',
    youCoOwn: 'Co-owner',
    view: 'View',
    edit: 'Edit',
    delete: 'Delete',
  },
  view: {
    title: 'Bundle: {{name}}',
    trainingsHeading: 'Trainings in this bundle',
    empty: 'This bundle contains no trainings.',
    loadError: 'The trainings of the bundle could not be loaded.',
    position: 'Position {{position}}',
    required: 'Required',
    optional: 'Optional',
    recertification: 'Recertification',
    recertificationEvery: 'Recertification every {{period}}',
    noDescription: 'No description',
    edit: 'Edit',
  },
  status: {
    draft: 'Draft',
    published: 'Published',
    archived: 'Archived',
  },
  difficulty: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  periods: {
    '1_month': '1 month',
    '3_months': '3 months',
    '6_months': '6 months',
    '9_months': '9 months',
    '1_year': '1 year',
    '2_years': '2 years',
    '3_years': '3 years',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
  },
  editor: {
    createTitle: 'Create new bundle',
    editTitle: 'Edit bundle',
    intro: 'Choose the trainings of the bundle. The order in which you select them is the order in the bundle.',
    name: 'Name',
    namePlaceholder: 'e.g. Construction site safety briefing',
    description: 'Description',
    descriptionPlaceholder: 'What is this bundle for? (optional)',
    trainings: 'Trainings',
    searchTrainings: 'Search trainings …',
    searchTrainingsLabel: 'Search trainings',
    available: 'Available trainings',
    selected: 'Selected ({{count}})',
    selectedEmpty: 'No training selected yet. Tick the trainings you want on the left.',
    noTrainings: 'Your company has no trainings yet.',
    noTrainingsMatch: 'No training matches the search.',
    trainingsLoadError: 'The trainings could not be loaded.',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Remove',
    moveUpNamed: 'Move {{title}} up',
    moveDownNamed: 'Move {{title}} down',
    removeNamed: 'Remove {{title}}',
    create: 'Create bundle',
    save: 'Save changes',
    saving: 'Saving...',
    nameRequired: 'Bundle name is required',
    trainingsRequired: 'At least one training is required',
    created: 'Bundle created',
    createdText: 'The bundle “{{name}}” has been created.',
    updated: 'Bundle updated',
    updatedText: 'The bundle “{{name}}” has been saved.',
    createFailed: 'Error creating bundle',
    updateFailed: 'Error updating bundle',
  },
  delete: {
    confirmTitle: 'Delete bundle?',
    confirmText: 'The bundle “{{name}}” will be deleted permanently and removed from all groups it is assigned to. The trainings it contains are kept.',
    confirmOk: 'Delete bundle',
    success: 'Bundle deleted',
    successText: 'The bundle “{{name}}” has been deleted.',
    failed: 'Error deleting bundle',
  },
};

/** Root key of this feature's texts in the 'translation' namespace. */
const ROOT = 'bundlesUi';

export const bundlesTranslations = {
  de: { [ROOT]: de },
  en: { [ROOT]: en },
} as const;

// Registered once at module load; deep merge, never overwriting keys someone else defined.
i18n.addResourceBundle('de', 'translation', bundlesTranslations.de, true, false);
i18n.addResourceBundle('en', 'translation', bundlesTranslations.en, true, false);

type StripPlural<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${StripPlural<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of this feature, relative to 'bundlesUi'. */
export type BundlesKey = Leaves<typeof de>;
export type BundlesT = (key: BundlesKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** t() for this feature's keys (typed against the German texts above) plus the active language. */
export function useBundlesT(): { t: BundlesT; language: 'de' | 'en' } {
  const { t, i18n: instance } = useTranslation();
  const loose = t as unknown as LooseT;
  const bt = useCallback<BundlesT>((key, options) => loose(`${ROOT}.${key}`, options), [loose]);
  const language = instance.resolvedLanguage === 'en' ? 'en' : instance.resolvedLanguage === 'de' ? 'de' : currentLanguage();
  return { t: bt, language };
}
