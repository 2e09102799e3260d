/** Texts of the legal pages (spec section 2). German first; every feature t() also accepts the shared `common.*` keys. */
import { defineFeatureTexts, type FeatureT, type Shape } from '../../lib/feature-texts';

const de = {
  back: 'Zurück zur Startseite',
  germanOnly: 'Dieser Rechtstext liegt nur auf Deutsch vor.',
  placeholderNote: 'Hinweis: Angaben in eckigen Klammern [Platzhalter: …] sind Platzhalter und müssen vor dem Produktivbetrieb durch die tatsächlichen Angaben des Betreibers ersetzt werden.',
  updated: 'Stand: [Platzhalter: Datum der letzten Aktualisierung]',
  privacy: {
    title: 'Datenschutzerklärung',
    intro: 'Mit dieser Datenschutzerklärung informieren wir Sie darüber, welche personenbezogenen Daten wir bei der Nutzung der Plattform Unterweisung Pro verarbeiten, zu welchen Zwecken dies geschieht und welche Rechte Ihnen nach der Datenschutz-Grundverordnung (DSGVO) zustehen.',
  },
  imprint: {
    title: 'Impressum',
    intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    draftBadge: 'Test-/Entwicklungsversion',
    draftNotice: 'Test-/Entwicklungsversion: Diese AGB sind ein Entwurf für den Test- und Entwicklungsbetrieb und noch nicht rechtsverbindlich.',
    intro: 'Allgemeine Geschäftsbedingungen für die Nutzung der Software-as-a-Service-Plattform Unterweisung Pro durch Unternehmen.',
  },
};

/** The legal texts exist in German only: English shows them with an English notice and labels. */
const en: Shape<typeof de> = {
  ...de,
  back: 'Back to start page',
  germanOnly: 'This legal text is only available in German.',
  terms: { ...de.terms, draftBadge: 'Test/development version' },
};

/** Registered under 'legal': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useLegalT } = defineFeatureTexts('legal', de, en);
export type LegalT = FeatureT<typeof de>;
