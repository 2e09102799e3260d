import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import { accessEndsAt } from '../../domain/access-end';
import { PERSONAL_DATA_REDACTED } from '../../../../shared/contracts/privacy';
import { pseudonymiseUser, redeemStartCode, setBadge, setOwnPassword, setPin, setRole, setStartCode } from './statements';
import { streams, type IdentityEvent } from '../../domain/events';
import { identityAndErasureEvents, type ErasureEvent } from '../erasure-event';

function userIdOf(r: RecordedEvent): string {
  return streams.user.idOf(r.streamId);
}

/** Users read model: profile, credentials for login, last login. */
export const usersProjection: Projection = tableProjection({
  name: 'identity.users',
  // 2: role_version (the role as of a stream version, written by role changes before they answer), PasswordRehashed
  // 3: start codes, PINs (written only by the commands before: a rebuild lost them) and badges
  version: 3,
  eventTypes: [
    'identity.UserRegistered',
    'identity.ProfileUpdated',
    'identity.PasswordChanged',
    'identity.PasswordRehashed',
    'identity.TemporaryPasswordIssued',
    'identity.TemporaryPasswordRedeemed',
    'identity.UserLoggedIn',
    'identity.UserInvited',
    'identity.UserRoleChanged',
    'identity.UserAccessEndChanged',
    'identity.UserDateOfBirthChanged',
    'identity.PersonnelNumberChanged',
    'identity.UserDeactivated',
    'identity.UserActivated',
    'identity.UserDeleted',
    'identity.UserLanguageChanged',
    'identity.ContentLanguageChanged',
    'identity.InvitationLinkIssued',
    'identity.InvitationLinkRedeemed',
    'identity.StartCodeIssued',
    'identity.StartCodeRedeemed',
    'identity.PinSet',
    'identity.BadgeIssued',
    // issue 35 (ADR 0033): the person's names, address, number (and date of birth) become the pseudonymised values
    PERSONAL_DATA_REDACTED,
  ],
  tables: ['idn_users'],
  codec: identityAndErasureEvents,
  applyEvent: applyUser,
});

async function applyUser(tx: Queryable, e: IdentityEvent | ErasureEvent, r: RecordedEvent): Promise<void> {
  switch (e.type) {
    case PERSONAL_DATA_REDACTED:
      await pseudonymiseUser(tx, r.tenantId, e.data);
      return;
    case 'identity.UserRegistered': {
      const d = e.data;
      await tx.query(
        `INSERT INTO idn_users (id, company_id, email, first_name, last_name, role, gdpr_consent, password_hash, created_at, language, role_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [d.userId, d.companyId, d.email, d.firstName, d.lastName, d.role, d.gdprConsent, d.passwordHash, d.registeredAt, d.language ?? null, r.streamVersion],
      );
      return;
    }
    case 'identity.UserInvited': {
      const d = e.data;
      // the given password is temporary: it must be changed at the first sign-in (nobody without e-mail signs in with one)
      await tx.query(
        `INSERT INTO idn_users (id, company_id, email, first_name, last_name, role, is_active, gdpr_consent, password_hash, must_change_password, invited_by, created_at,
                                language, invitation_pending, role_version, personnel_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $3 <> '', $10, $11, $12, $13, $14, $15) ON CONFLICT (id) DO NOTHING`,
        [
          d.userId, d.companyId, d.email, d.firstName, d.lastName, d.role, d.isActive, d.gdprConsent, d.passwordHash, d.invitedBy, d.invitedAt, d.language ?? null,
          // no e-mail: nobody to invite (the person signs in with a start code, issue 33)
          d.email !== '', r.streamVersion, d.personnelNumber ?? null,
        ],
      );
      return;
    }
    case 'identity.UserLanguageChanged':
      await tx.query('UPDATE idn_users SET language = $2 WHERE id = $1', [userIdOf(r), e.data.language]);
      return;
    case 'identity.ContentLanguageChanged':
      await tx.query('UPDATE idn_users SET content_language = $2 WHERE id = $1', [userIdOf(r), e.data.contentLanguage]);
      return;
    case 'identity.PersonnelNumberChanged':
      await tx.query('UPDATE idn_users SET personnel_number = $2 WHERE id = $1', [userIdOf(r), e.data.personnelNumber]);
      return;
    case 'identity.StartCodeIssued':
      await setStartCode(tx, userIdOf(r), e.data.codeHash, e.data.expiresAt, r.streamVersion);
      return;
    case 'identity.StartCodeRedeemed':
      await redeemStartCode(tx, userIdOf(r), r.streamVersion);
      return;
    case 'identity.PinSet':
      await setPin(tx, userIdOf(r), e.data.pinHash, r.streamVersion);
      return;
    case 'identity.BadgeIssued':
      await setBadge(tx, userIdOf(r), e.data.badgeHash, e.data.issuedAt, r.streamVersion);
      return;
    case 'identity.InvitationLinkIssued':
      // a newer link replaces the previous one (applied twice: the same values again)
      await tx.query('UPDATE idn_users SET invitation_token_hash = $2, invitation_expires_at = $3 WHERE id = $1', [e.data.userId, e.data.tokenHash, e.data.expiresAt]);
      return;
    case 'identity.InvitationLinkRedeemed':
      await tx.query('UPDATE idn_users SET invitation_token_hash = NULL, invitation_expires_at = NULL WHERE id = $1', [e.data.userId]);
      return;
    case 'identity.UserRoleChanged':
      await setRole(tx, userIdOf(r), e.data.role, r.streamVersion);
      return;
    case 'identity.PasswordRehashed':
      await tx.query('UPDATE idn_users SET password_hash = $2 WHERE id = $1', [userIdOf(r), e.data.passwordHash]);
      return;
    case 'identity.UserAccessEndChanged': {
      const until = e.data.accessUntil;
      await tx.query('UPDATE idn_users SET access_until = $2, access_ends_at = $3 WHERE id = $1', [userIdOf(r), until, until === null ? null : accessEndsAt(until).toISOString()]);
      return;
    }
    case 'identity.UserDateOfBirthChanged':
      await tx.query('UPDATE idn_users SET date_of_birth = $2 WHERE id = $1', [userIdOf(r), e.data.dateOfBirth]);
      return;
    case 'identity.UserDeactivated':
      await tx.query('UPDATE idn_users SET is_active = false, deactivated_at = $2 WHERE id = $1', [userIdOf(r), e.data.deactivatedAt]);
      return;
    case 'identity.UserActivated':
      await tx.query('UPDATE idn_users SET is_active = true, deactivated_at = NULL WHERE id = $1', [userIdOf(r)]);
      return;
    case 'identity.UserDeleted':
      // the row stays (names in history); deleted_at takes it out of lists, sign-in and e-mail uniqueness
      await tx.query('UPDATE idn_users SET deleted_at = COALESCE(deleted_at, $2) WHERE id = $1', [userIdOf(r), e.data.deletedAt]);
      return;
    case 'identity.ProfileUpdated':
      await tx.query('UPDATE idn_users SET first_name = $2, last_name = $3, email = $4 WHERE id = $1', [userIdOf(r), e.data.firstName, e.data.lastName, e.data.email]);
      return;
    case 'identity.PasswordChanged':
      await setOwnPassword(tx, userIdOf(r), e.data.passwordHash);
      return;
    case 'identity.TemporaryPasswordIssued':
      await tx.query('UPDATE idn_users SET temp_password_hash = $2, temp_password_expires = $3 WHERE id = $1', [userIdOf(r), e.data.passwordHash, e.data.expiresAt]);
      return;
    case 'identity.TemporaryPasswordRedeemed':
      // idempotent: a second application finds no temporary password left and changes nothing
      await tx.query(
        `UPDATE idn_users SET password_hash = temp_password_hash, temp_password_hash = NULL, temp_password_expires = NULL, must_change_password = true
          WHERE id = $1 AND temp_password_hash IS NOT NULL`,
        [userIdOf(r)],
      );
      return;
    case 'identity.UserLoggedIn':
      await tx.query('UPDATE idn_users SET last_login = GREATEST(COALESCE(last_login, $2), $2) WHERE id = $1', [e.data.userId, e.data.loggedInAt]);
      return;
    default:
      return;
  }
}
