/** Texts of the person history tab ("Personenverlauf"), German first, registered under 'auditHistory'. */
import { defineFeatureTexts, type Shape } from '../../../lib/feature-texts';

const de = {
  tab: 'Personenverlauf',
  intro: 'Alles zur Unterweisung einer Person: jede Schulung in jedem Durchgang, wer sie wann über welche Einheit zugewiesen hat, Fristen, Fortschritt, Abschluss mit Nachweis und Gültigkeit.',
  pick: 'Person',
  pickPlaceholder: 'Person suchen (Name oder E-Mail)',
  searching: 'Suche …',
  nothingFound: 'Niemand gefunden',
  choose: 'Wählen Sie eine Person, um ihren Verlauf zu sehen.',
  loadFailed: 'Der Verlauf konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  trainingsHeading: 'Schulungen',
  personHeading: 'Einheiten und Rollen',
  noTrainings: 'Dieser Person wurde noch keine Schulung zugewiesen.',
  noEvents: 'Keine Ereignisse.',
  deleted: 'gelöscht',
  cycle: 'Durchgang {{n}}',
  completedAt: 'abgeschlossen am {{date}}',
  openCycle: 'nicht abgeschlossen',
  awaitingPractical: 'online abgeschlossen, wartet auf Praxisteil',
  validUntil: 'gültig bis {{date}}',
  validForever: 'gültig ohne Ablauf',
  deliveredLanguage: 'Sprache: {{name}}',
  languageNotRecorded: 'nicht erfasst',
  evidence: 'Nachweis öffnen',
  evidenceFailed: 'Der Nachweis konnte nicht geöffnet werden.',
  truncated: 'Der Verlauf ist sehr lang; die ältesten Einträge fehlen.',
  trainingsCount_one: '{{count}} Schulung',
  trainingsCount_other: '{{count}} Schulungen',
};

const en: Shape<typeof de> = {
  tab: 'Person history',
  intro: "Everything about one person's instruction: every training in every cycle, who assigned it when through which unit, deadlines, progress, completion with evidence and validity.",
  pick: 'Person',
  pickPlaceholder: 'Search a person (name or e-mail)',
  searching: 'Searching …',
  nothingFound: 'No one found',
  choose: 'Pick a person to see their history.',
  loadFailed: 'The history could not be loaded.',
  retry: 'Try again',
  trainingsHeading: 'Trainings',
  personHeading: 'Units and roles',
  noTrainings: 'No training has been assigned to this person yet.',
  noEvents: 'No events.',
  deleted: 'deleted',
  cycle: 'Cycle {{n}}',
  completedAt: 'completed on {{date}}',
  openCycle: 'not completed',
  awaitingPractical: 'online part completed, awaiting the practical part',
  validUntil: 'valid until {{date}}',
  validForever: 'valid without expiry',
  deliveredLanguage: 'Language: {{name}}',
  languageNotRecorded: 'not recorded',
  evidence: 'Open evidence',
  evidenceFailed: 'The evidence could not be opened.',
  truncated: 'The history is very long; the oldest entries are missing.',
  trainingsCount_one: '{{count}} training',
  trainingsCount_other: '{{count}} trainings',
};

/** Registered under 'auditHistory': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useHistoryT } = defineFeatureTexts('auditHistory', de, en);

/** The tab's label outside React (the tab registry). */
export const historyTabLabel = (lang: 'de' | 'en'): string => (lang === 'de' ? de.tab : en.tab);
