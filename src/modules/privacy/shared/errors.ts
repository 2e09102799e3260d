import { errorTable } from '../../../platform/http';
import { LEGAL_HOLD_REASON_MAX, RETENTION_LIMITS } from '../../../shared/contracts/privacy';
import type { ErasureError } from '../domain/erasure';
import type { LegalHoldError } from '../domain/legal-hold';
import type { PolicyError } from '../domain/policy';

const { evidenceYears: y, months: m, leaverGraceDays: g } = RETENTION_LIMITS;

/** The one place where the module's named failures become HTTP errors. */
export const toHttpError = errorTable<PolicyError | LegalHoldError | ErasureError | 'EraseNotAllowed' | 'NotRewritable'>({
  NotAllowed: [403, 'forbidden', { de: 'Nur Root ändert die Datenschutz-Einstellungen des Unternehmens.', en: 'Only root changes the company’s data-protection settings.' }],
  InvalidEvidenceYears: [
    400,
    'invalid_evidence_years',
    { de: `Unterweisungsnachweise: eine ganze Zahl von ${y.min} bis ${y.max} Jahren (mindestens ${y.min}, DGUV Information 211-005).`, en: `Evidence of instruction: a whole number of ${y.min} to ${y.max} years (at least ${y.min}, DGUV Information 211-005).` },
    { field: 'evidenceYears' },
  ],
  InvalidMonths: [400, 'invalid_retention_months', { de: `Aufbewahrungsfristen in Monaten: ganze Zahlen von ${m.min} bis ${m.max}.`, en: `Retention periods in months: whole numbers from ${m.min} to ${m.max}.` }],
  InvalidGraceDays: [400, 'invalid_leaver_grace_days', { de: `Frist nach dem Ausscheiden: eine ganze Zahl von ${g.min} bis ${g.max} Tagen.`, en: `Grace period after leaving: a whole number of ${g.min} to ${g.max} days.` }, { field: 'leaverGraceDays' }],
  HoldNotAllowed: [403, 'forbidden', { de: 'Nur Root und Admins verwalten Aufbewahrungssperren.', en: 'Only root and admins manage legal holds.' }],
  AlreadyHeld: [409, 'legal_hold_exists', { de: 'Für diese Person besteht bereits eine Aufbewahrungssperre.', en: 'This person is already under a legal hold.' }],
  EraseNotAllowed: [403, 'forbidden', { de: 'Nur Root und Admins pseudonymisieren Personen.', en: 'Only root and admins pseudonymise people.' }],
  CannotEraseRoot: [409, 'cannot_erase_root', { de: 'Root kann nicht pseudonymisiert werden: Das Unternehmen braucht seinen Root-Zugang.', en: 'Root cannot be pseudonymised: the company needs its root account.' }],
  UnderLegalHold: [
    409,
    'legal_hold',
    { de: 'Für diese Person besteht eine Aufbewahrungssperre. Heben Sie sie zuerst auf.', en: 'This person is under a legal hold. Lift it first.' },
  ],
  PersonActive: [
    409,
    'person_active',
    { de: 'Die Person ist noch aktiv. Deaktivieren Sie sie zuerst.', en: 'This person is still active. Deactivate them first.' },
  ],
  NotRewritable: [
    409,
    'erasure_unavailable',
    { de: 'Mit diesem Ereignisspeicher (KurrentDB) ist keine Pseudonymisierung möglich.', en: 'Pseudonymisation is not available with this event store (KurrentDB).' },
  ],
  NotHeld: [404, 'legal_hold_not_found', { de: 'Für diese Person besteht keine Aufbewahrungssperre.', en: 'This person is not under a legal hold.' }],
});

export const REASON_MESSAGE = { de: `Bitte geben Sie einen Grund mit 1 bis ${LEGAL_HOLD_REASON_MAX} Zeichen an.`, en: `Please give a reason of 1 to ${LEGAL_HOLD_REASON_MAX} characters.` };
export const PERSON_NOT_FOUND = { de: 'Person nicht gefunden.', en: 'Person not found.' };
