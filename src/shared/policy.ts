/**
 * The permission table of spec section 6, in one place. The server enforces it; the web app
 * imports the same table to show or hide controls. Pure TypeScript, no dependencies. The business
 * constants (limits, page sizes, deadlines, pass mark) are in `rules.ts`.
 */
export type Role = 'master' | 'root' | 'admin' | 'manager' | 'non-managing' | 'auditor';

/**
 * The auditor ('Prüfer/in', issue 12) reads the whole company (trainings, units, bundles, people,
 * reports, the audit workspace) and changes nothing: no write area below names them, and every
 * ownership rule requires `write` as well, so an owner whose role became auditor edits nothing.
 */
export const ROLES: readonly Role[] = ['master', 'root', 'admin', 'manager', 'non-managing', 'auditor'];

/** Navigation areas (seeing) and write permissions (changing), and who has them. */
export const AREA_ROLES = {
  master: ['master'],
  dashboard: ['root', 'admin', 'manager', 'non-managing', 'auditor'],
  /**
   * The library screen /trainings and `GET /api/trainings`: every company user. What it lists is
   * `allTrainings`: every training of the company, or for the others (employees) only the trainings
   * assigned to them, without filters (spec section 2).
   */
  library: ['root', 'admin', 'manager', 'non-managing', 'auditor'],
  /** See every training of the company, with filters (others see the assigned ones only). */
  allTrainings: ['root', 'admin', 'manager', 'auditor'],
  /** See the bundles screen. */
  bundles: ['root', 'admin', 'manager', 'auditor'],
  /** See the users page (list and details). */
  users: ['root', 'admin', 'manager', 'auditor'],
  /** See the groups (units) screen: groups, members, trainings, progress of the visible groups. */
  groups: ['root', 'admin', 'manager', 'auditor'],
  myLearning: ['root', 'admin', 'manager', 'non-managing'],
  /** Change anything in the company at all (every ownership rule requires it too): all but the read-only auditor. */
  write: ['root', 'admin', 'manager', 'non-managing'],
  tagManagement: ['root', 'admin', 'manager'],
  /** Create trainings and be a training's co-owner. */
  createTraining: ['root', 'admin', 'manager'],
  /** Create groups (units) and be a group's co-owner. */
  manageGroups: ['root', 'admin', 'manager'],
  /** Create bundles and edit them (with ownership). */
  manageBundles: ['root', 'admin', 'manager'],
  companyProfile: ['root'],
  /** See the company's login code (issue 33: printed on start letters and badges): root and admin. */
  companyLoginCode: ['root', 'admin'],
  /** Upload media (videos, images) and use the video editor. */
  mediaUpload: ['root', 'admin', 'manager'],
  /** The training player and the learner's own learning. */
  trainingPlayer: ['root', 'admin', 'manager', 'non-managing'],
  /** Company-wide figures (dashboard statistics over every unit, other learners without a shared unit, every unit's reports). */
  companyStatistics: ['root', 'admin', 'auditor'],
  /** The audit workspace (issue 12): as-of compliance, person history, audit trail, log verification. */
  audit: ['root', 'admin', 'auditor'],
  /** The company's notification settings (reminder and escalation days, switches) and their preview (issue 16). */
  notificationSettings: ['root', 'admin'],
  /** Plan and conduct classroom instruction sessions, and give instructions in them (issue 32). */
  instructionSessions: ['root', 'admin', 'manager'],
  /** See the classroom sessions, their lists and documents (the auditor reads, changes nothing). */
  instructionSessionsRead: ['root', 'admin', 'manager', 'auditor'],
  /** Register, list and revoke the company's kiosks (shared tablets on site, issue 33 item 5). */
  kiosks: ['root', 'admin'],
  /** The company's data protection (issue 35): retention policy and works-council mode (read), legal holds. Only root changes the policy. */
  dataProtection: ['root', 'admin'],
  /**
   * Per-person learning details of others beside status, deadline and completion date (quiz scores,
   * attempts, time watched, last sign-in) while the company's works-council mode is on (issue 35,
   * item 6): root, admins, and the auditor, who keeps what compliance needs.
   */
  learningDetailsUnderWorksCouncil: ['root', 'admin', 'auditor'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

export function mayAccess(role: Role | string | undefined, area: Area): boolean {
  return !!role && (AREA_ROLES[area] as readonly string[]).includes(role);
}

/** The platform operator's area (master backoffice); no company of its own. */
export const isPlatformOperator = (role: Role | string | undefined): boolean => mayAccess(role, 'master');

/** A user who belongs to a company (everyone but the platform operator). */
export const isCompanyUser = (role: Role | string | undefined): boolean => !!role && role !== 'master' && (ROLES as readonly string[]).includes(role);

/** Relation of a user to a training (or group, bundle). */
export interface OwnershipFacts {
  readonly role: Role | string;
  readonly userId: string;
  readonly ownerId: string;
  readonly coOwnerIds: readonly string[];
}

const isOwner = (f: OwnershipFacts) => f.ownerId === f.userId;
const isCoOwner = (f: OwnershipFacts) => f.coOwnerIds.includes(f.userId);
/** May change anything at all (everyone of a company but the auditor). */
const writes = (role: Role | string | undefined) => mayAccess(role, 'write');

/** Training actions of spec section 6. */
export const trainingPolicy = {
  /** Edit training and open the builder: root, owner, co-owner. */
  edit: (f: OwnershipFacts) => writes(f.role) && (f.role === 'root' || isOwner(f) || isCoOwner(f)),
  /** Delete training: root or owner. */
  delete: (f: OwnershipFacts) => writes(f.role) && (f.role === 'root' || isOwner(f)),
  /** Manage co-owners: owner only. */
  manageCoOwners: (f: OwnershipFacts) => writes(f.role) && isOwner(f),
  /** See every training of the company in the library (others see assigned ones only). */
  browseLibrary: (role: Role | string) => mayAccess(role, 'allTrainings'),
  /** Create trainings. */
  create: (role: Role | string) => mayAccess(role, 'createTraining'),
  /** May become a co-owner of a training. */
  coOwnerEligible: (role: Role | string) => mayAccess(role, 'createTraining'),
  /**
   * May be a training's responsible instructor ('Ansprechperson', issue 16 item 5): the roles that
   * create trainings, so the instructor has the library to answer questions from (ADR 0024).
   */
  instructorEligible: (role: Role | string) => mayAccess(role, 'createTraining'),
};

/** Ownership facts of a training with its responsible instructor (the owner unless another was named). */
export interface InstructorFacts extends OwnershipFacts {
  readonly instructorId: string;
}

const isInstructor = (f: InstructorFacts) => f.instructorId === f.userId;

/**
 * Questions to the instructor (issue 16, item 5; ADR 0024). A learner asks about a training they
 * may take (the player's access: `learnerPolicy.learns` and the training visible to them); the
 * instructor, the owner, co-owners and root answer (those responsible for the training's content;
 * never the auditor); they and the company-wide readers (admin, auditor) read every question of
 * the training, everybody else their own.
 */
export const questionPolicy = {
  answer: (f: InstructorFacts) => writes(f.role) && (f.role === 'root' || isOwner(f) || isCoOwner(f) || isInstructor(f)),
  readAll: (f: InstructorFacts) => questionPolicy.answer(f) || mayAccess(f.role, 'companyStatistics'),
};

/**
 * Learners' data of another person (their assignments, completions, evidence): root and admin
 * company-wide; owners and co-owners of a unit the person is in (`sharesManagedUnit`).
 */
export const learnerPolicy = {
  viewOther: (role: Role | string, sharesManagedUnit: boolean) => mayAccess(role, 'companyStatistics') || sharesManagedUnit,
  /** Dashboard statistics over the whole company (others: their own units and learning). */
  companyWideStatistics: (role: Role | string) => mayAccess(role, 'companyStatistics'),
  /** Has learning of their own (My Learning, the player, group membership): not the auditor. */
  learns: (role: Role | string | undefined) => mayAccess(role, 'trainingPlayer'),
};

/** Company details (name, logo, language, login code): root only. */
export const companyPolicy = {
  editProfile: (role: Role | string) => mayAccess(role, 'companyProfile'),
  /** The login code in `user.company.loginCode` (root changes it with the profile). */
  seesLoginCode: (role: Role | string) => mayAccess(role, 'companyLoginCode'),
};

/** Data protection (issue 35). */
export const privacyPolicy = {
  /** Read the policy, place and lift legal holds: root and admin. */
  manageLegalHolds: (role: Role | string) => mayAccess(role, 'dataProtection'),
  readPolicy: (role: Role | string) => mayAccess(role, 'dataProtection'),
  /** Pseudonymise a person on request (GDPR Art. 17): root and admin. */
  erasePerson: (role: Role | string) => mayAccess(role, 'dataProtection'),
  /** Whether a person of this role may be pseudonymised at all: never root (the company keeps its root account). */
  erasable: (role: Role | string) => role !== 'root',
  /** Change the retention periods and the works-council switch: root only. */
  changePolicy: (role: Role | string) => mayAccess(role, 'companyProfile'),
  /** The works council's aggregate report: whoever sees company-wide figures. */
  worksCouncilReport: (role: Role | string) => mayAccess(role, 'companyStatistics'),
  /**
   * Whether the caller sees another person's learning details (quiz scores, attempts, time watched,
   * last sign-in): always, unless the company's works-council mode is on; then only root, admins and
   * the auditor. One's own details are always one's own.
   */
  seesLearningDetails: (role: Role | string, worksCouncilMode: boolean) => !worksCouncilMode || mayAccess(role, 'learningDetailsUnderWorksCouncil'),
};

/** Notifications (issue 16): everyone sees their own; marking them read is a change (not the auditor). */
export const notificationPolicy = {
  /** The company's notification settings and the preview of what they send: root and admin. */
  manageSettings: (role: Role | string) => mayAccess(role, 'notificationSettings'),
  markRead: (role: Role | string) => writes(role),
};

/**
 * Media (issue 14, item 5, least privilege). The edit level of media is whoever may upload
 * (`mediaUpload`): they list the company's videos and video projects, read any of its media items
 * and read stored files without a signature. Everyone else reads a media item only when a training
 * they may see or an infolog message they may read shows it (the catalog and the infolog decide
 * that), and stored files only through the signed URLs those answers carry.
 */
export const mediaPolicy = {
  upload: (role: Role | string | undefined) => mayAccess(role, 'mediaUpload'),
  /** The company's media library: lists, any media item, stored files without a signature. */
  library: (role: Role | string | undefined) => mayAccess(role, 'mediaUpload'),
};

/**
 * Blended trainings (issue 16, item 7): who signs off a learner's in-person part ('Praxisteil').
 * The training's owner, co-owners and responsible instructor (issue 16, item 5), and the company's
 * admins and root; never the auditor.
 */
export const practicalPartPolicy = {
  /** The training's responsible instructor (ADR 0024) signs off too. */
  signOff: (f: OwnershipFacts & { readonly instructorId?: string }) =>
    writes(f.role) && (f.role === 'root' || f.role === 'admin' || isOwner(f) || isCoOwner(f) || f.instructorId === f.userId),
  /** Whether the role can sign off any practical part at all (owners come from the roles that create trainings): others are refused before their body is read. */
  signsOffAny: (role: Role | string) => writes(role) && mayAccess(role, 'createTraining'),
};

/**
 * Classroom instruction sessions (Präsenzunterweisung, issue 32). Root, admin and managers plan
 * them (owners and co-owners of a training come from these roles); the instructor must be an active
 * one of them (a person with authority to give instructions). A session is conducted (opened,
 * signed, closed, corrected) by its instructor, whoever planned it, root, admin, and the training's
 * owner and co-owners.
 */
export const instructionPolicy = {
  plan: (role: Role | string) => mayAccess(role, 'instructionSessions'),
  instructorEligible: (role: Role | string) => mayAccess(role, 'instructionSessions'),
  read: (role: Role | string) => mayAccess(role, 'instructionSessionsRead'),
  conduct: (f: InstructorFacts & { readonly plannedBy: string }) =>
    mayAccess(f.role, 'instructionSessions') && (f.role === 'root' || f.role === 'admin' || isOwner(f) || isCoOwner(f) || isInstructor(f) || f.plannedBy === f.userId),
};

/**
 * Groups (units), spec section 6 with both readings resolved (docs/api/organization.md):
 * edit level = root, admin, owner, co-owners; strict level (co-owner management, delete) =
 * root and owner, the reading both the server and the card check agree on.
 */
const groupEdit = (f: OwnershipFacts) => writes(f.role) && (f.role === 'root' || f.role === 'admin' || isOwner(f) || isCoOwner(f));

export const groupPolicy = {
  create: (role: Role | string) => mayAccess(role, 'manageGroups'),
  edit: groupEdit,
  manageCoOwners: (f: OwnershipFacts) => writes(f.role) && (f.role === 'root' || isOwner(f)),
  delete: (f: OwnershipFacts) => writes(f.role) && (f.role === 'root' || isOwner(f)),
  /** May become a co-owner of a group. */
  coOwnerEligible: (role: Role | string) => mayAccess(role, 'manageGroups'),
  /** Read a group's reports (progress and its PDF, infolog and its read status): the edit level and company-wide readers (auditor). */
  viewReports: (f: OwnershipFacts) => groupEdit(f) || mayAccess(f.role, 'companyStatistics'),
  /**
   * Read a group's details (`GET /api/user-groups/{id}`, issue 14 item 5): its members, the edit
   * level and company-wide readers (the auditor, who reads every group). Others get 403.
   */
  viewDetails: (f: OwnershipFacts, isMember: boolean) => isMember || groupEdit(f) || mayAccess(f.role, 'companyStatistics'),
};

/**
 * Bundles: the screen for root, admin, manager, auditor (read-only); create for root, admin,
 * manager. Co-owners as for trainings (issue 13, item 6): edit (name, description, trainings) for
 * root, the owner and co-owners; delete for root and the owner; co-owners are managed by the owner.
 */
export const bundlePolicy = {
  create: (role: Role | string) => mayAccess(role, 'manageBundles'),
  edit: (f: OwnershipFacts) => mayAccess(f.role, 'manageBundles') && (f.role === 'root' || isOwner(f) || isCoOwner(f)),
  delete: (f: OwnershipFacts) => mayAccess(f.role, 'manageBundles') && (f.role === 'root' || isOwner(f)),
  /** Manage co-owners: the owner only (as for trainings). */
  manageCoOwners: (f: OwnershipFacts) => mayAccess(f.role, 'manageBundles') && isOwner(f),
  /** May become a co-owner of a bundle. */
  coOwnerEligible: (role: Role | string) => mayAccess(role, 'manageBundles'),
};

/**
 * While a user must change a password someone else chose (a temporary password, an invitation's
 * password), the server answers only these routes for them; every other one is 403
 * `password_change_required` (issue 14, item 2). The web app keeps the password dialog open.
 */
export const ROUTES_WHILE_PASSWORD_CHANGE_REQUIRED: readonly string[] = ['PATCH /api/user/change-password', 'GET /api/auth/me', 'POST /api/auth/logout'];

/**
 * While a person signed in with a start code has not set a PIN, the server answers only these
 * routes for them; every other one is 403 `pin_setup_required` (issue 33, item 3).
 */
export const ROUTES_WHILE_PIN_SETUP_REQUIRED: readonly string[] = ['PATCH /api/user/pin', 'GET /api/auth/me', 'POST /api/auth/logout'];
