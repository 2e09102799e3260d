/**
 * The permission table of spec section 6, in one place. The server enforces it; the web app
 * imports the same table to show or hide controls. Pure TypeScript, no dependencies.
 */
export type Role = 'master' | 'root' | 'admin' | 'manager' | 'non-managing';

export const ROLES: readonly Role[] = ['master', 'root', 'admin', 'manager', 'non-managing'];

/** Navigation areas and who may open them. */
export const AREA_ROLES = {
  master: ['master'],
  dashboard: ['root', 'admin', 'manager', 'non-managing'],
  library: ['root', 'admin', 'manager'],
  bundles: ['root', 'admin', 'manager'],
  users: ['root', 'admin', 'manager'],
  groups: ['root', 'admin', 'manager'],
  myLearning: ['root', 'admin', 'manager', 'non-managing'],
  tagManagement: ['root', 'admin', 'manager'],
  createTraining: ['root', 'admin', 'manager'],
  companyProfile: ['root'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

export function mayAccess(role: Role | string | undefined, area: Area): boolean {
  return !!role && (AREA_ROLES[area] as readonly string[]).includes(role);
}

/** Relation of a user to a training (or group, bundle). */
export interface OwnershipFacts {
  readonly role: Role | string;
  readonly userId: string;
  readonly ownerId: string;
  readonly coOwnerIds: readonly string[];
}

const isOwner = (f: OwnershipFacts) => f.ownerId === f.userId;
const isCoOwner = (f: OwnershipFacts) => f.coOwnerIds.includes(f.userId);

/** Training actions of spec section 6. */
export const trainingPolicy = {
  /** Edit training and open the builder: root, owner, co-owner. */
  edit: (f: OwnershipFacts) => f.role === 'root' || isOwner(f) || isCoOwner(f),
  /** Delete training: root or owner. */
  delete: (f: OwnershipFacts) => f.role === 'root' || isOwner(f),
  /** Manage co-owners: owner only. */
  manageCoOwners: (f: OwnershipFacts) => isOwner(f),
  /** See every training of the company in the library (others see assigned ones only). */
  browseLibrary: (role: Role | string) => mayAccess(role, 'library'),
};

export const MAX_CO_OWNERS = 5;
export const LIBRARY_PAGE_SIZE = 15;
