/** Texts of the audit workspace's log verification tab ("Prüfkette"), German first. */
import { defineFeatureTexts, type Shape } from '../../../lib/feature-texts';

const de = {
  tab: 'Prüfkette',
  intro:
    'Jedes Ereignis des Protokolls ist in einer Hash-Kette Ihres Unternehmens versiegelt. Die Prüfung rechnet die Kette nach: Jede Veränderung, jedes eingefügte und jedes gelöschte Ereignis wird benannt.',
  verifyAgain: 'Erneut prüfen',
  loading: 'Die Kette wird nachgerechnet …',
  loadError: 'Die Prüfung konnte nicht ausgeführt werden.',
  ok: {
    title: 'Protokoll unversehrt',
    text: 'Alle {{checked}} versiegelten Einträge stimmen mit der Kette überein.',
  },
  broken: {
    title_one: 'Protokoll verändert: {{count}} Bruch',
    title_other: 'Protokoll verändert: {{count}} Brüche',
    text: 'Der erste Bruch steht oben. Die Einträge wurden nach dem Versiegeln in der Datenbank geändert, eingefügt oder gelöscht.',
    more: 'Es werden die ersten {{shown}} von {{count}} Brüchen gezeigt.',
  },
  facts: {
    label: 'Ergebnis der Prüfung',
    checked: 'Geprüfte Einträge',
    erased_one: 'davon {{count}} Ereignis auf Antrag/nach Frist pseudonymisiert (Art. 17 DSGVO)',
    erased_other: 'davon {{count}} Ereignisse auf Antrag/nach Frist pseudonymisiert (Art. 17 DSGVO)',
    pending: 'Noch nicht versiegelt',
    pendingHint: 'wird in Sekunden versiegelt, zählt nicht als Bruch',
    head: 'Aktueller Kettenkopf',
    headNone: 'Noch kein Ereignis versiegelt.',
    headMeta: 'Nr. {{seq}}, Stand {{at}}',
    copy: 'Kettenkopf kopieren',
    copied: 'Kopiert',
  },
  breaks: {
    title: 'Erste Brüche',
    seq: 'Nr.',
    event: 'Ereignis',
    what: 'Befund',
    kinds: { altered: 'Verändert', inserted: 'Eingefügt', deleted: 'Gelöscht' },
    reasons: {
      changed: 'Geändert: {{fields}}',
      no_link: 'Ereignis ohne Kettenglied',
      out_of_order: 'Kettenglied außerhalb der Reihenfolge',
      missing_event: 'Ereignis fehlt im Protokoll',
      missing_link: 'Kettenglieder fehlen ab Nr. {{seq}}',
    },
    fields: {
      company: 'Unternehmen',
      position: 'Position',
      stream: 'Stream',
      version: 'Version',
      type: 'Typ',
      time: 'Zeitpunkt',
      data: 'Daten',
      metadata: 'Metadaten',
      link: 'Kettenglied',
    },
  },
  old: {
    title: 'Kettenkopf von einem Dokument prüfen',
    text: 'Nachweise und Fortschrittsberichte drucken den Kettenkopf beim Erstellen („Prüfkette: …“). Ist er noch in der Kette, wurde das Protokoll bis dahin weder verändert noch gekürzt.',
    label: 'Kettenkopf (16 bis 64 Hexadezimalziffern)',
    placeholder: 'z. B. 1a2b3c4d5e6f7a8b',
    submit: 'Kopf prüfen',
    invalid: 'Bitte 16 bis 64 Hexadezimalziffern (0–9, a–f) eingeben, wie auf dem Dokument gedruckt.',
    found: 'Enthalten: Glied Nr. {{seq}}, Stand {{at}}.',
    foundBroken: 'Das Glied Nr. {{seq}} ist enthalten, aber die Kette hat Brüche (siehe oben).',
    notFound: 'Nicht enthalten: Dieser Kopf gehört nicht (mehr) zur Kette Ihres Unternehmens.',
  },
};

const en: Shape<typeof de> = {
  tab: 'Log verification',
  intro: 'Every event of the log is sealed in your company’s hash chain. Verification recomputes the chain and names every altered, inserted and deleted event.',
  verifyAgain: 'Verify again',
  loading: 'Recomputing the chain …',
  loadError: 'The verification could not be run.',
  ok: {
    title: 'Log intact',
    text: 'All {{checked}} sealed entries match the chain.',
  },
  broken: {
    title_one: 'Log altered: {{count}} break',
    title_other: 'Log altered: {{count}} breaks',
    text: 'The first break is listed first. Entries were changed, inserted or deleted in the database after they were sealed.',
    more: 'Showing the first {{shown}} of {{count}} breaks.',
  },
  facts: {
    label: 'Verification result',
    checked: 'Entries checked',
    erased_one: 'of which {{count}} event redacted for data protection (Art. 17 GDPR)',
    erased_other: 'of which {{count}} events redacted for data protection (Art. 17 GDPR)',
    pending: 'Not sealed yet',
    pendingHint: 'sealed within seconds, not counted as a break',
    head: 'Current chain head',
    headNone: 'No event sealed yet.',
    headMeta: 'no. {{seq}}, as of {{at}}',
    copy: 'Copy chain head',
    copied: 'Copied',
  },
  breaks: {
    title: 'First breaks',
    seq: 'No.',
    event: 'Event',
    what: 'Finding',
    kinds: { altered: 'Altered', inserted: 'Inserted', deleted: 'Deleted' },
    reasons: {
      changed: 'Changed: {{fields}}',
      no_link: 'Event without a link',
      out_of_order: 'Link out of commit order',
      missing_event: 'Event missing from the log',
      missing_link: 'Links missing from no. {{seq}}',
    },
    fields: {
      company: 'company',
      position: 'position',
      stream: 'stream',
      version: 'version',
      type: 'type',
      time: 'time',
      data: 'data',
      metadata: 'metadata',
      link: 'link',
    },
  },
  old: {
    title: 'Check a chain head from a document',
    text: 'Evidence and progress reports print the chain head when they are made ("Verification chain: …"). If it is still in the chain, the log up to it has been neither altered nor truncated.',
    label: 'Chain head (16 to 64 hexadecimal digits)',
    placeholder: 'e.g. 1a2b3c4d5e6f7a8b',
    submit: 'Check head',
    invalid: 'Please enter 16 to 64 hexadecimal digits (0–9, a–f), as printed on the document.',
    found: 'Contained: link no. {{seq}}, as of {{at}}.',
    foundBroken: 'Link no. {{seq}} is contained, but the chain has breaks (see above).',
    notFound: 'Not contained: this head is not (or no longer) part of your company’s chain.',
  },
};

/** Registered under 'auditVerify': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useVerifyT } = defineFeatureTexts('auditVerify', de, en);

/** The tab's label in a language (for the tab registry, outside React). */
export const verifyTabLabel = (lang: 'de' | 'en'): string => (lang === 'de' ? de : en).tab;
export type VerifyT = ReturnType<typeof useVerifyT>['t'];
