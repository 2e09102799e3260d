import type { RecordedEvent } from '../../../src/platform/eventstore';
import { identityEvents, identityStreams } from '../../../src/modules/identity';
import { infologEvents } from '../../../src/modules/infolog';
import { mediaEvents } from '../../../src/modules/media';
import { privacyEvents } from '../../../src/modules/privacy';
import { PSEUDONYM_FIRST_NAME } from '../../../src/shared/contracts/privacy';
import { idIn, type NameBook } from './name-book';

/** What one event contributes to a row besides the names, which trailRows (project.ts) then fills in. */
export interface Subject {
  at?: string;
  userId?: string | null;
  trainingId?: string | null;
  groupId?: string | null;
  bundleId?: string | null;
  cycle?: number | null;
  data?: Record<string, unknown>;
  /** A rename: applied to the book after the row took the names as they were before. */
  after?: () => void;
}

export function identity(book: NameBook, r: RecordedEvent): Subject | null {
  const e = identityEvents.decode(r);
  const userId = idIn(identityStreams.user, r.streamId);
  switch (e.type) {
    case 'identity.CompanyRegistered':
      return { at: e.data.registeredAt, data: { name: e.data.name } };
    case 'identity.CompanyProfileUpdated':
      return { data: { name: e.data.name } };
    case 'identity.CompanyLoginCodeSet':
      return { at: e.data.setAt, data: { loginCode: e.data.loginCode, previouslySet: e.data.previousLoginCode !== null } };
    case 'identity.UserRegistered':
    case 'identity.UserInvited': {
      book.people.set(e.data.userId, { companyId: e.data.companyId ?? r.tenantId, firstName: e.data.firstName, lastName: e.data.lastName });
      const at = e.type === 'identity.UserInvited' ? e.data.invitedAt : e.data.registeredAt;
      return { at, userId: e.data.userId, data: { role: e.data.role, email: e.data.email, personnelNumber: (e.type === 'identity.UserInvited' ? e.data.personnelNumber : undefined) ?? null } };
    }
    case 'identity.ProfileUpdated': {
      const before = book.people.get(userId);
      const after = () => {
        if (before) book.people.set(userId, { ...before, firstName: e.data.firstName, lastName: e.data.lastName });
      };
      return { userId, data: { firstName: e.data.firstName, lastName: e.data.lastName, email: e.data.email }, after };
    }
    case 'identity.UserRoleChanged':
      return { at: e.data.changedAt, userId, data: { role: e.data.role, previousRole: e.data.previousRole } };
    case 'identity.UserDeactivated':
      return { at: e.data.deactivatedAt, userId };
    case 'identity.UserActivated':
      return { at: e.data.activatedAt, userId };
    case 'identity.UserDeleted':
      return { at: e.data.deletedAt, userId };
    case 'identity.TemporaryPasswordIssued':
      return { at: e.data.issuedAt, userId };
    // the code and the PIN are never in the trail: only that a start code was made (and until when it works) and that a PIN was set
    case 'identity.StartCodeIssued':
      return { at: e.data.issuedAt, userId, data: { expiresAt: e.data.expiresAt } };
    case 'identity.PinSet':
      return { at: e.data.setAt, userId };
    // the badge token never: only that a new badge was made (the earlier one stopped working then)
    case 'identity.BadgeIssued':
      return { at: e.data.issuedAt, userId };
    // somebody kept guessing at the account (issue 33, item 6): how many attempts in a row, whether on a kiosk; what was typed never
    case 'identity.SignInLockedRepeatedly':
      return { at: e.data.lockedAt, userId, data: { attemptsInARow: e.data.attemptsInARow, onKiosk: e.data.kioskId !== null, told: e.data.noticeTo.length } };
    // kiosks (issue 33, item 5): the device by name; pairing codes and device tokens never
    case 'identity.KioskRegistered':
      return { at: e.data.registeredAt, data: { kioskId: e.data.kioskId, name: e.data.name, units: e.data.groupIds.length } };
    case 'identity.KioskPaired':
      return { at: e.data.pairedAt, data: { kioskId: idIn(identityStreams.kiosk, r.streamId), name: e.data.name } };
    case 'identity.KioskRevoked':
      return { at: e.data.revokedAt, data: { kioskId: idIn(identityStreams.kiosk, r.streamId), name: e.data.name } };
    case 'identity.UserDateOfBirthChanged':
      // the date itself is for root and admin only, and auditors read the trail: only whether one is set now and was before
      return { at: e.data.changedAt, userId, data: { set: e.data.dateOfBirth !== null, previouslySet: e.data.previousDateOfBirth !== null } };
    case 'identity.PersonnelNumberChanged':
      return { at: e.data.changedAt, userId, data: { personnelNumber: e.data.personnelNumber, previousPersonnelNumber: e.data.previousPersonnelNumber } };
    // the language trainings are given to the person in (issue 34)
    case 'identity.ContentLanguageChanged':
      return { at: e.data.changedAt, userId, data: { contentLanguage: e.data.contentLanguage } };
    default:
      return null;
  }
}

export function infolog(book: NameBook, r: RecordedEvent): Subject | null {
  const e = infologEvents.decode(r);
  switch (e.type) {
    case 'infolog.MessagePosted':
      book.messages.set(e.data.messageId, { companyId: e.data.companyId, name: e.data.title });
      return { at: e.data.postedAt, groupId: e.data.groupId, data: { messageId: e.data.messageId, title: e.data.title, recipients: e.data.recipientIds.length, video: e.data.video !== null } };
    case 'infolog.MessageRead':
      return { at: e.data.readAt, groupId: e.data.groupId, userId: e.data.userId, data: { messageId: e.data.messageId, title: book.messages.get(e.data.messageId)?.name ?? null } };
    default:
      return null;
  }
}

export function media(r: RecordedEvent): Subject | null {
  const e = mediaEvents.decode(r);
  switch (e.type) {
    case 'media.VideoStored':
      return { at: e.data.storedAt, data: { mediaId: e.data.mediaId, title: e.data.title, duration: e.data.duration } };
    case 'media.ImageStored':
      return { at: e.data.storedAt, data: { mediaId: e.data.mediaId, name: e.data.originalName } };
    default:
      return null;
  }
}

/**
 * Data protection (issue 35): every change of the policy with who and when (the whole policy as it
 * now is and which fields changed), the legal holds on the person they concern, and a person's
 * pseudonymisation or erasure (ADR 0033) on their row, under their pseudonym already (as a rebuild
 * from the rewritten log names them; erasure.ts gives their earlier rows the same).
 */
export function privacy(book: NameBook, r: RecordedEvent): Subject | null {
  const e = privacyEvents.decode(r);
  switch (e.type) {
    case 'privacy.PolicyChanged': {
      // the whole policy as it now is and which fields changed; the actor comes from the metadata
      const { companyId: _company, changedBy: _by, changedAt, ...data } = e.data;
      return { at: changedAt, data };
    }
    // the person held is the row's person (the trail's person filter finds the hold); the reason as given
    case 'privacy.LegalHoldPlaced':
      return { at: e.data.placedAt, userId: e.data.userId, data: { reason: e.data.reason } };
    case 'privacy.LegalHoldLifted':
      return { at: e.data.liftedAt, userId: e.data.userId };
    case 'privacy.PersonalDataRedacted': {
      const { subjectId: userId, pseudonym, stage, reason, redactedAt, redactions } = e.data;
      const before = book.people.get(userId);
      if (before) book.people.set(userId, { ...before, firstName: PSEUDONYM_FIRST_NAME, lastName: pseudonym });
      return { at: redactedAt, userId, data: { stage, reason, events: redactions.length } };
    }
    default:
      return null;
  }
}
