/**
 * The audit trail's public event names (the `type` filter and the `type` of each item): stable
 * names an auditor or a client can rely on, one per internal event type the trail records. The
 * internal type strings of the modules may change with their schema; these names do not.
 */
export const TRAIL_KINDS = {
  'identity.CompanyRegistered': 'company.registered',
  'identity.CompanyProfileUpdated': 'company.profile_changed',
  'identity.CompanyLoginCodeSet': 'company.login_code_changed',
  'identity.UserRegistered': 'user.registered',
  'identity.UserInvited': 'user.invited',
  'identity.ProfileUpdated': 'user.profile_changed',
  'identity.UserRoleChanged': 'user.role_changed',
  'identity.UserDeactivated': 'user.deactivated',
  'identity.UserActivated': 'user.activated',
  'identity.UserDeleted': 'user.deleted',
  'identity.TemporaryPasswordIssued': 'user.temporary_password_issued',
  'identity.UserDateOfBirthChanged': 'user.date_of_birth_changed',
  'identity.PersonnelNumberChanged': 'user.personnel_number_changed',
  'identity.StartCodeIssued': 'user.start_code_issued',
  'identity.PinSet': 'user.pin_set',
  'identity.BadgeIssued': 'user.badge_issued',
  'identity.SignInLockedRepeatedly': 'user.sign_in_locked',
  'identity.KioskRegistered': 'kiosk.registered',
  'identity.KioskPaired': 'kiosk.paired',
  'identity.KioskRevoked': 'kiosk.revoked',
  'catalog.TrainingCreated': 'training.created',
  'catalog.TrainingDetailsChanged': 'training.changed',
  'catalog.TrainingDeleted': 'training.deleted',
  'catalog.ModuleAdded': 'training.module_added',
  'catalog.ModuleUpdated': 'training.module_changed',
  'catalog.ModuleRemoved': 'training.module_removed',
  'catalog.ModulesRearranged': 'training.modules_rearranged',
  'catalog.CoOwnerAdded': 'training.co_owner_added',
  'catalog.CoOwnerRemoved': 'training.co_owner_removed',
  'organization.GroupCreated': 'group.created',
  'organization.GroupDetailsChanged': 'group.changed',
  'organization.GroupDeleted': 'group.deleted',
  'organization.MemberAdded': 'group.member_added',
  'organization.MemberRemoved': 'group.member_removed',
  'organization.TrainingAssigned': 'group.training_assigned',
  'organization.TrainingUnassigned': 'group.training_unassigned',
  'organization.DeadlineSet': 'group.deadline_set',
  'organization.BundleAssigned': 'group.bundle_assigned',
  'organization.BundleUnassigned': 'group.bundle_unassigned',
  'organization.GroupCoOwnerAdded': 'group.co_owner_added',
  'organization.GroupCoOwnerRemoved': 'group.co_owner_removed',
  'organization.BundleCreated': 'bundle.created',
  'organization.BundleDetailsChanged': 'bundle.changed',
  'organization.BundleTrainingsSet': 'bundle.trainings_set',
  'organization.BundleDeleted': 'bundle.deleted',
  'learning.TrainingStarted': 'learning.started',
  'learning.ModuleCompleted': 'learning.module_completed',
  'learning.QuizPassed': 'learning.quiz_passed',
  'learning.QuizFailed': 'learning.quiz_failed',
  'learning.TrainingCompleted': 'learning.completed',
  'learning.PracticalPartSignedOff': 'learning.practical_part_signed_off',
  'instruction.SessionPlanned': 'instruction.session_planned',
  'instruction.ParticipantAdded': 'instruction.participant_added',
  'instruction.ParticipantRemoved': 'instruction.participant_removed',
  'instruction.SessionOpened': 'instruction.session_opened',
  'instruction.ParticipantSigned': 'instruction.participant_signed',
  'instruction.SignatureWithdrawn': 'instruction.signature_withdrawn',
  'instruction.SessionClosed': 'instruction.session_closed',
  'instruction.SessionCorrected': 'instruction.session_corrected',
  'infolog.MessagePosted': 'info.posted',
  'infolog.MessageRead': 'info.read',
  'media.VideoStored': 'media.video_stored',
  'media.ImageStored': 'media.image_stored',
} as const;

export type TrailEventType = keyof typeof TRAIL_KINDS;
export type TrailKind = (typeof TRAIL_KINDS)[TrailEventType];

/** Every public name, in catalog order. */
export const TRAIL_KIND_NAMES: readonly TrailKind[] = Object.values(TRAIL_KINDS);

export const isTrailKind = (s: string): s is TrailKind => (TRAIL_KIND_NAMES as readonly string[]).includes(s);
