/** Texts of the audit trail tab ("Protokoll"), German first, registered under 'auditTrail'. */
import { defineFeatureTexts, type Shape } from '../../../lib/feature-texts';

const de = {
  tab: 'Protokoll',
  intro: 'Alle Ereignisse des Unternehmens als lesbare Zeilen, neueste zuerst. Namen stehen so, wie sie zum Zeitpunkt des Ereignisses hießen.',
  filters: {
    label: 'Filter des Protokolls',
    period: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    person: 'Person',
    personPlaceholder: 'Person suchen',
    training: 'Schulung',
    trainingPlaceholder: 'Schulung suchen',
    unit: 'Einheit',
    unitPlaceholder: 'Einheit suchen',
    type: 'Ereignisart',
    typePlaceholder: 'Alle Ereignisarten',
    reset: 'Filter zurücksetzen',
    searching: 'Suche …',
    nothingFound: 'Nichts gefunden',
  },
  export: {
    label: 'Export mit den aktuellen Filtern',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    started: 'Der Export wird heruntergeladen.',
    failed: 'Der Export ist fehlgeschlagen.',
  },
  table: {
    caption: 'Protokoll der Ereignisse',
    at: 'Zeitpunkt',
    type: 'Ereignis',
    text: 'Beschreibung',
    actor: 'Ausgeführt von',
    system: 'System',
    empty: 'Keine Ereignisse für diese Filter.',
    loadFailed: 'Das Protokoll konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    count_one: '{{count}} Ereignis',
    count_other: '{{count}} Ereignisse',
  },
};

const en: Shape<typeof de> = {
  tab: 'Audit trail',
  intro: "Every event of the company as a readable line, newest first. Names appear as they were at the time of the event.",
  filters: {
    label: 'Audit trail filters',
    period: 'Period',
    from: 'From',
    to: 'To',
    person: 'Person',
    personPlaceholder: 'Search a person',
    training: 'Training',
    trainingPlaceholder: 'Search a training',
    unit: 'Unit',
    unitPlaceholder: 'Search a unit',
    type: 'Event type',
    typePlaceholder: 'All event types',
    reset: 'Reset filters',
    searching: 'Searching …',
    nothingFound: 'Nothing found',
  },
  export: {
    label: 'Export with the current filters',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    started: 'The export is being downloaded.',
    failed: 'The export failed.',
  },
  table: {
    caption: 'Audit trail of events',
    at: 'Time',
    type: 'Event',
    text: 'Description',
    actor: 'Done by',
    system: 'System',
    empty: 'No events for these filters.',
    loadFailed: 'The audit trail could not be loaded.',
    retry: 'Try again',
    count_one: '{{count}} event',
    count_other: '{{count}} events',
  },
};

/** Registered under 'auditTrail': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useTrailT } = defineFeatureTexts('auditTrail', de, en);

/** The tab's label outside React (the tab registry). */
export const trailTabLabel = (lang: 'de' | 'en'): string => (lang === 'de' ? de.tab : en.tab);
