import type { Lang } from '../../../src/platform/i18n';
import { num, q, str, type LineInput } from './sentence-parts';
import type { Sentences } from './sentences';

type PrivacyKind = 'privacy.policy_changed' | 'privacy.legal_hold_placed' | 'privacy.legal_hold_lifted' | 'privacy.personal_data_redacted';

/**
 * Data protection (issue 35): the policy's changes with their new values, legal holds placed and
 * lifted with the person held, a person's pseudonymisation with its reason and the erasure of their
 * evidence after the retention period (ADR 0033; the row's person is the one concerned).
 */
export const PRIVACY_SENTENCES: Record<PrivacyKind, Sentences> = {
  'privacy.policy_changed': {
    de: (l, n) => `${n.actor} hat die Datenschutz-Einstellungen geändert${colon(policyChanges(l, 'de'))}`,
    en: (l, n) => `${n.actor} changed the data-protection settings${colon(policyChanges(l, 'en'))}`,
  },
  'privacy.legal_hold_placed': {
    de: (l, n) => `${n.actor} hat für ${n.user} eine Aufbewahrungssperre gesetzt (Grund: ${q(str(l.data.reason) ?? '')})`,
    en: (l, n) => `${n.actor} placed a legal hold on ${n.user} (reason: ${q(str(l.data.reason) ?? '')})`,
  },
  'privacy.legal_hold_lifted': {
    de: (_, n) => `${n.actor} hat die Aufbewahrungssperre für ${n.user} aufgehoben`,
    en: (_, n) => `${n.actor} lifted the legal hold on ${n.user}`,
  },
  'privacy.personal_data_redacted': {
    de: (l) => (l.data.stage === 'erased' ? 'Nachweise nach Ablauf der Aufbewahrungsfrist gelöscht' : `Personenbezogene Daten pseudonymisiert (Grund: ${q(str(l.data.reason) ?? '')})`),
    en: (l) => (l.data.stage === 'erased' ? 'Evidence erased after the retention period' : `Personal data pseudonymised (reason: ${q(str(l.data.reason) ?? '')})`),
  },
};

const colon = (s: string) => (s ? `: ${s}` : '');

type Unit = 'years' | 'months' | 'days';

/** Each field of the policy: its name and the unit of its number (none: the on/off switch). */
const POLICY_FIELDS: Record<string, { readonly de: string; readonly en: string; readonly unit?: Unit }> = {
  evidenceYears: { de: 'Unterweisungsnachweise', en: 'evidence of instruction', unit: 'years' },
  quizAttemptsMonths: { de: 'Quiz-Versuche', en: 'quiz attempts', unit: 'months' },
  watchIntervalsMonths: { de: 'Sehzeiten', en: 'watch intervals', unit: 'months' },
  questionsMonths: { de: 'Fragen an Unterweisende', en: 'questions', unit: 'months' },
  readReceiptsMonths: { de: 'Lesebestätigungen', en: 'read receipts', unit: 'months' },
  signInHistoryMonths: { de: 'Anmeldeverlauf', en: 'sign-in history', unit: 'months' },
  leaverGraceDays: { de: 'Frist nach dem Ausscheiden', en: 'grace period after leaving', unit: 'days' },
  worksCouncilMode: { de: 'Betriebsratsmodus', en: 'works-council mode' },
};

const UNITS: Record<Lang, Record<Unit, readonly [one: string, many: string]>> = {
  de: { years: ['Jahr', 'Jahre'], months: ['Monat', 'Monate'], days: ['Tag', 'Tage'] },
  en: { years: ['year', 'years'], months: ['month', 'months'], days: ['day', 'days'] },
};

/** "Unterweisungsnachweise 5 Jahre, Betriebsratsmodus an": each changed field with its new value, in the order of the event. */
function policyChanges(l: LineInput, lang: Lang): string {
  const changed = Array.isArray(l.data.changed) ? (l.data.changed as unknown[]).filter((f): f is string => typeof f === 'string') : [];
  return changed
    .map((f) => {
      const field = POLICY_FIELDS[f];
      if (!field) return f;
      const v = l.data[f];
      if (!field.unit) return typeof v === 'boolean' ? `${field[lang]} ${v ? (lang === 'de' ? 'an' : 'on') : lang === 'de' ? 'aus' : 'off'}` : field[lang];
      const k = num(v);
      return k === null ? field[lang] : `${field[lang]} ${k} ${UNITS[lang][field.unit][k === 1 ? 0 : 1]}`;
    })
    .join(', ');
}
