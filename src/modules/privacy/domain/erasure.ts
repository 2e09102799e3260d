import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { privacyPolicy, type Role } from '../../../shared/policy';
import type { PrivacyEvent } from './events';

type Redacted = Extract<PrivacyEvent, { type: 'privacy.PersonalDataRedacted' }>['data'];

/** A person's erasures so far: the first pseudonymisation answers every later request. */
export type ErasureState = { readonly pseudonymised: Redacted | null };

/** What the job or a request knows of the person when it pseudonymises them. */
export interface ErasureSubject {
  readonly userId: string;
  readonly role: Role;
  /** Active and not deleted: still working here. */
  readonly active: boolean;
  readonly underLegalHold: boolean;
  /** When they joined (the first record of them) and their date of birth, if known. */
  readonly joinedAt: string;
  readonly dateOfBirth: string | null;
}

export interface PseudonymiseCommand {
  readonly type: 'Pseudonymise';
  readonly subject: ErasureSubject;
  readonly pseudonym: string;
  readonly reason: string;
  readonly requestedBy: string | null;
  readonly now: Date;
  readonly redactions: Redacted['redactions'];
}

export type ErasureError = 'CannotEraseRoot' | 'UnderLegalHold' | 'PersonActive';

/**
 * The date of birth goes with the pseudonymisation unless the person was under 18 at some time
 * while here: their recertification periods depended on it (issue 16 item 6), so it stays with the
 * evidence until the evidence is erased.
 */
export function dropsDateOfBirth(dateOfBirth: string | null, joinedAt: string): boolean {
  if (dateOfBirth === null) return true;
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return true;
  const adultFrom = `${String(y + 18).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return adultFrom <= joinedAt.slice(0, 10);
}

/**
 * Pseudonymising one person (issue 35 items 2, 4 and 8; ADR 0033): never root (a company keeps its
 * root), never someone under legal hold, never someone still active (deactivate first); a second
 * request changes nothing and answers the first one.
 */
export const erasureDecider: Decider<PseudonymiseCommand, PrivacyEvent, ErasureState, ErasureError> = {
  initialState: { pseudonymised: null },
  evolve(state, event) {
    if (event.type === 'privacy.PersonalDataRedacted' && event.data.stage === 'pseudonymised' && state.pseudonymised === null) return { pseudonymised: event.data };
    return state;
  },
  decide(command, state): DecideResult<PrivacyEvent, ErasureError> {
    if (state.pseudonymised !== null) return accept();
    const s = command.subject;
    if (!privacyPolicy.erasable(s.role)) return reject('CannotEraseRoot');
    if (s.underLegalHold) return reject('UnderLegalHold');
    if (s.active) return reject('PersonActive');
    return accept({
      type: 'privacy.PersonalDataRedacted',
      data: {
        subjectId: s.userId,
        pseudonym: command.pseudonym,
        stage: 'pseudonymised',
        reason: command.reason,
        requestedBy: command.requestedBy,
        redactedAt: command.now.toISOString(),
        dateOfBirthDropped: dropsDateOfBirth(s.dateOfBirth, s.joinedAt),
        redactions: command.redactions,
      },
    });
  },
};
