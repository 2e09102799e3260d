import { errorTable } from '../../../platform/http';
import type { BundleError } from '../domain/bundle';
import type { GroupError } from '../domain/group';
import type { MembershipError } from '../domain/membership';

/** Failures of organization's reads that are no decider's rule (the policy table decides them). */
export type ReadFailure = 'NotAllowedToViewGroup';

/** The one place where organization's named failures become HTTP errors. */
export const toHttpError = errorTable<GroupError | MembershipError | BundleError | ReadFailure>({
  GroupNotFound: [404, 'group_not_found', { de: 'Gruppe nicht gefunden.', en: 'Group not found.' }],
  GroupAlreadyExists: [409, 'group_exists', { de: 'Diese Gruppe existiert bereits.', en: 'This group exists already.' }],
  NotAllowedToCreateGroups: [403, 'forbidden', { de: 'Nur Root, Admins und Manager dürfen Gruppen anlegen.', en: 'Only root, admins and managers may create groups.' }],
  NotAllowedToEditGroup: [403, 'forbidden', { de: 'Nur Root, Admins, der Besitzer und Co-Owner dürfen diese Gruppe bearbeiten.', en: 'Only root, admins, the owner and co-owners may edit this group.' }],
  NotAllowedToViewGroup: [403, 'forbidden', { de: 'Nur Mitglieder, Root, Admins, der Besitzer und Co-Owner dürfen diese Gruppe sehen.', en: 'Only members, root, admins, the owner and co-owners may see this group.' }],
  NotAllowedToManageGroupCoOwners: [403, 'forbidden', { de: 'Nur Root und der Besitzer dürfen Co-Owner dieser Gruppe verwalten.', en: 'Only root and the owner may manage the co-owners of this group.' }],
  NotAllowedToDeleteGroup: [403, 'forbidden', { de: 'Nur Root und der Besitzer dürfen diese Gruppe löschen.', en: 'Only root and the owner may delete this group.' }],
  GroupNameRequired: [400, 'group_name_required', { de: 'Der Gruppenname ist erforderlich.', en: 'The group name is required.' }],
  MemberNotFound: [404, 'member_not_found', { de: 'Benutzer mit dieser E-Mail nicht gefunden', en: 'No user with this email address found' }],
  MemberCannotLearn: [409, 'member_cannot_learn', { de: 'Prüfer/innen lernen nicht selbst und können keiner Einheit als Mitglied angehören.', en: 'Auditors have no learning of their own and cannot be members of a unit.' }],
  AlreadyMember: [409, 'already_member', { de: 'Dieser Benutzer ist bereits Mitglied der Gruppe.', en: 'This user is already a member of the group.' }],
  NotAMember: [404, 'not_a_member', { de: 'Dieser Benutzer ist kein Mitglied der Gruppe.', en: 'This user is not a member of the group.' }],
  TrainingNotFound: [404, 'training_not_found', { de: 'Schulung nicht gefunden.', en: 'Training not found.' }],
  TrainingAlreadyAssigned: [409, 'training_already_assigned', { de: 'Diese Schulung ist der Gruppe bereits zugewiesen.', en: 'This training is already assigned to the group.' }],
  TrainingNotAssigned: [404, 'training_not_assigned', { de: 'Diese Schulung ist der Gruppe nicht zugewiesen.', en: 'This training is not assigned to the group.' }],
  DeadlineWeeksOutOfRange: [400, 'deadline_weeks', { de: 'Die Frist muss zwischen 1 und 4 Wochen liegen.', en: 'The deadline must be between 1 and 4 weeks.' }],
  CoOwnerNotFound: [404, 'user_not_found', { de: 'Benutzer nicht gefunden.', en: 'User not found.' }],
  CoOwnerIsOwner: [400, 'co_owner_is_owner', { de: 'Der Besitzer kann nicht Co-Owner sein.', en: 'The owner cannot be a co-owner.' }],
  AlreadyCoOwner: [409, 'already_co_owner', { de: 'Dieser Benutzer ist bereits Co-Owner.', en: 'This user is a co-owner already.' }],
  CoOwnerNotEligible: [400, 'co_owner_not_eligible', { de: 'Nur aktive Root-, Admin- und Manager-Benutzer können Co-Owner sein.', en: 'Only active root, admin and manager users can be co-owners.' }],
  CoOwnerLimitReached: [409, 'co_owner_limit', { de: 'Maximal 5 Co-Owner pro Gruppe.', en: 'At most 5 co-owners per group.' }],
  NotACoOwner: [404, 'not_a_co_owner', { de: 'Dieser Benutzer ist kein Co-Owner.', en: 'This user is not a co-owner.' }],
  BundleNotFound: [404, 'bundle_not_found', { de: 'Bundle nicht gefunden.', en: 'Bundle not found.' }],
  BundleAlreadyAssigned: [409, 'bundle_already_assigned', { de: 'Dieses Bundle ist der Gruppe bereits zugewiesen.', en: 'This bundle is already assigned to the group.' }],
  BundleLimitReached: [409, 'bundle_limit', { de: 'Eine Gruppe kann höchstens 100 Bundles zugewiesen bekommen.', en: 'A group can have a maximum of 100 bundles assigned.' }],
  BundleNotAssigned: [404, 'bundle_not_assigned', { de: 'Dieses Bundle ist der Gruppe nicht zugewiesen.', en: 'This bundle is not assigned to the group.' }],
  BundleAlreadyExists: [409, 'bundle_exists', { de: 'Dieses Bundle existiert bereits.', en: 'This bundle exists already.' }],
  NotAllowedToCreateBundles: [403, 'forbidden', { de: 'Keine Berechtigung, Bundles zu verwalten.', en: 'No permission to manage bundles.' }],
  NotAllowedToEditBundle: [403, 'forbidden', { de: 'Nur Root, der Besitzer und Co-Owner dürfen dieses Bundle ändern.', en: 'Only root, the owner and co-owners may change this bundle.' }],
  NotAllowedToDeleteBundle: [403, 'forbidden', { de: 'Nur Root und der Besitzer dürfen dieses Bundle löschen.', en: 'Only root and the owner may delete this bundle.' }],
  NotAllowedToManageBundleCoOwners: [403, 'forbidden', { de: 'Nur der Besitzer darf Co-Owner verwalten.', en: 'Only the owner may manage co-owners.' }],
  BundleCoOwnerLimitReached: [409, 'co_owner_limit', { de: 'Maximal 5 Co-Owner pro Bundle.', en: 'At most 5 co-owners per bundle.' }],
  BundleNameRequired: [400, 'bundle_name_required', { de: 'Bundle-Name ist erforderlich', en: 'Bundle name is required' }],
  AtLeastOneTrainingRequired: [400, 'bundle_needs_training', { de: 'Mindestens eine Schulung ist erforderlich', en: 'At least one training is required' }],
  BundleTrainingNotFound: [404, 'training_not_found', { de: 'Schulung nicht gefunden.', en: 'Training not found.' }],
});
