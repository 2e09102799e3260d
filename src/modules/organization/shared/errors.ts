import { HttpError, httpError } from '../../../platform/http';
import type { BundleError } from '../domain/bundle';
import type { GroupError } from '../domain/group';
import type { MembershipError } from '../domain/membership';

const e = httpError;

/** Failures of organization's reads that are no decider's rule (the policy table decides them). */
export type ReadFailure = 'NotAllowedToViewGroup';

/** The one place where organization's named failures become HTTP errors. */
export function toHttpError(error: GroupError | MembershipError | BundleError | ReadFailure): HttpError {
  switch (error) {
    case 'GroupNotFound':
      return e(404, 'group_not_found', 'Gruppe nicht gefunden.', 'Group not found.');
    case 'GroupAlreadyExists':
      return e(409, 'group_exists', 'Diese Gruppe existiert bereits.', 'This group exists already.');
    case 'NotAllowedToCreateGroups':
      return e(403, 'forbidden', 'Nur Root, Admins und Manager dürfen Gruppen anlegen.', 'Only root, admins and managers may create groups.');
    case 'NotAllowedToEditGroup':
      return e(403, 'forbidden', 'Nur Root, Admins, der Besitzer und Co-Owner dürfen diese Gruppe bearbeiten.', 'Only root, admins, the owner and co-owners may edit this group.');
    case 'NotAllowedToViewGroup':
      return e(403, 'forbidden', 'Nur Mitglieder, Root, Admins, der Besitzer und Co-Owner dürfen diese Gruppe sehen.', 'Only members, root, admins, the owner and co-owners may see this group.');
    case 'NotAllowedToManageGroupCoOwners':
      return e(403, 'forbidden', 'Nur Root und der Besitzer dürfen Co-Owner dieser Gruppe verwalten.', 'Only root and the owner may manage the co-owners of this group.');
    case 'NotAllowedToDeleteGroup':
      return e(403, 'forbidden', 'Nur Root und der Besitzer dürfen diese Gruppe löschen.', 'Only root and the owner may delete this group.');
    case 'GroupNameRequired':
      return e(400, 'group_name_required', 'Der Gruppenname ist erforderlich.', 'The group name is required.');
    case 'MemberNotFound':
      return e(404, 'member_not_found', 'Benutzer mit dieser E-Mail nicht gefunden', 'No user with this email address found');
    case 'MemberCannotLearn':
      return e(
        409,
        'member_cannot_learn',
        'Prüfer/innen lernen nicht selbst und können keiner Einheit als Mitglied angehören.',
        'Auditors have no learning of their own and cannot be members of a unit.',
      );
    case 'AlreadyMember':
      return e(409, 'already_member', 'Dieser Benutzer ist bereits Mitglied der Gruppe.', 'This user is already a member of the group.');
    case 'NotAMember':
      return e(404, 'not_a_member', 'Dieser Benutzer ist kein Mitglied der Gruppe.', 'This user is not a member of the group.');
    case 'TrainingNotFound':
      return e(404, 'training_not_found', 'Schulung nicht gefunden.', 'Training not found.');
    case 'TrainingAlreadyAssigned':
      return e(409, 'training_already_assigned', 'Diese Schulung ist der Gruppe bereits zugewiesen.', 'This training is already assigned to the group.');
    case 'TrainingNotAssigned':
      return e(404, 'training_not_assigned', 'Diese Schulung ist der Gruppe nicht zugewiesen.', 'This training is not assigned to the group.');
    case 'DeadlineWeeksOutOfRange':
      return e(400, 'deadline_weeks', 'Die Frist muss zwischen 1 und 4 Wochen liegen.', 'The deadline must be between 1 and 4 weeks.');
    case 'CoOwnerNotFound':
      return e(404, 'user_not_found', 'Benutzer nicht gefunden.', 'User not found.');
    case 'CoOwnerIsOwner':
      return e(400, 'co_owner_is_owner', 'Der Besitzer kann nicht Co-Owner sein.', 'The owner cannot be a co-owner.');
    case 'AlreadyCoOwner':
      return e(409, 'already_co_owner', 'Dieser Benutzer ist bereits Co-Owner.', 'This user is a co-owner already.');
    case 'CoOwnerNotEligible':
      return e(400, 'co_owner_not_eligible', 'Nur aktive Root-, Admin- und Manager-Benutzer können Co-Owner sein.', 'Only active root, admin and manager users can be co-owners.');
    case 'CoOwnerLimitReached':
      return e(409, 'co_owner_limit', 'Maximal 5 Co-Owner pro Gruppe.', 'At most 5 co-owners per group.');
    case 'NotACoOwner':
      return e(404, 'not_a_co_owner', 'Dieser Benutzer ist kein Co-Owner.', 'This user is not a co-owner.');
    case 'BundleNotFound':
      return e(404, 'bundle_not_found', 'Bundle nicht gefunden.', 'Bundle not found.');
    case 'BundleAlreadyAssigned':
      return e(409, 'bundle_already_assigned', 'Dieses Bundle ist der Gruppe bereits zugewiesen.', 'This bundle is already assigned to the group.');
    case 'BundleLimitReached':
      return e(409, 'bundle_limit', 'Eine Gruppe kann höchstens 100 Bundles zugewiesen bekommen.', 'A group can have a maximum of 100 bundles assigned.');
    case 'BundleNotAssigned':
      return e(404, 'bundle_not_assigned', 'Dieses Bundle ist der Gruppe nicht zugewiesen.', 'This bundle is not assigned to the group.');
    case 'BundleAlreadyExists':
      return e(409, 'bundle_exists', 'Dieses Bundle existiert bereits.', 'This bundle exists already.');
    case 'NotAllowedToCreateBundles':
      return e(403, 'forbidden', 'Keine Berechtigung, Bundles zu verwalten.', 'No permission to manage bundles.');
    case 'NotAllowedToEditBundle':
      return e(403, 'forbidden', 'Nur Root, der Besitzer und Co-Owner dürfen dieses Bundle ändern.', 'Only root, the owner and co-owners may change this bundle.');
    case 'NotAllowedToDeleteBundle':
      return e(403, 'forbidden', 'Nur Root und der Besitzer dürfen dieses Bundle löschen.', 'Only root and the owner may delete this bundle.');
    case 'NotAllowedToManageBundleCoOwners':
      return e(403, 'forbidden', 'Nur der Besitzer darf Co-Owner verwalten.', 'Only the owner may manage co-owners.');
    case 'BundleCoOwnerLimitReached':
      return e(409, 'co_owner_limit', 'Maximal 5 Co-Owner pro Bundle.', 'At most 5 co-owners per bundle.');
    case 'BundleNameRequired':
      return e(400, 'bundle_name_required', 'Bundle-Name ist erforderlich', 'Bundle name is required');
    case 'AtLeastOneTrainingRequired':
      return e(400, 'bundle_needs_training', 'Mindestens eine Schulung ist erforderlich', 'At least one training is required');
    case 'BundleTrainingNotFound':
      return e(404, 'training_not_found', 'Schulung nicht gefunden.', 'Training not found.');
    default: {
      const never: never = error;
      return never;
    }
  }
}
