/**
 * The vocabulary of the route × role table (issue 14, "Make it systematic"; issue 30: the table's
 * rows live in the route declarations). Derived from the permission table (policy.ts) and the user
 * management table (user-policy.ts) rather than repeating their rules: a route's declaration names
 * its gate (an area: the roles) and, where the answer depends on the object in its path, the
 * per-object rule of policy.ts by name. The OpenAPI document and /api/docs show it, and
 * tests/integration/route-matrix.api.test.ts calls every route as every role and compares the
 * answers with it. Pure TypeScript, no dependencies.
 */
import { AREA_ROLES, ROLES, bundlePolicy, groupPolicy, instructionPolicy, learnerPolicy, mediaPolicy, practicalPartPolicy, questionPolicy, trainingPolicy, type Area, type InstructorFacts, type OwnershipFacts, type Role } from './policy';
import { USER_MANAGEMENT } from './user-policy';

/**
 * How the caller relates to the object the path names: `own` (owner of the training, group or
 * bundle; the person is in a group the caller owns), `member` (member of the group; the training
 * is assigned to the caller; the completion is the caller's own), `other` (none of that).
 */
export type Relation = 'own' | 'member' | 'other';
export const RELATIONS: readonly Relation[] = ['own', 'member', 'other'];

/** Who may call at all: no session, any session, any company user (not the operator), or the roles of an area of policy.ts. */
export type Gate = 'public' | 'signed-in' | 'company' | Area;

/** A rule on the object of the path, on top of the gate; its text says it in words. */
export interface ObjectRule {
  readonly text: string;
  readonly allows: (role: Role, relation: Relation) => boolean;
}

const facts = (role: Role, relation: Relation): OwnershipFacts => ({ role, userId: 'caller', ownerId: relation === 'own' ? 'caller' : 'someone', coOwnerIds: [] });
const instructorFacts = (role: Role, relation: Relation): InstructorFacts => ({ ...facts(role, relation), instructorId: 'someone' });
const rule = (text: string, allows: (role: Role, relation: Relation) => boolean): ObjectRule => ({ text, allows });

/** The per-object rules, each one of policy.ts. */
export const OBJECT_RULES = {
  trainingRead: rule('Employees: only trainings assigned to them.', (role, rel) => trainingPolicy.browseLibrary(role) || rel !== 'other'),
  trainingEdit: rule('Per training: root, the owner and co-owners.', (role, rel) => trainingPolicy.edit(facts(role, rel))),
  trainingDelete: rule('Per training: root and the owner.', (role, rel) => trainingPolicy.delete(facts(role, rel))),
  trainingCoOwners: rule('Per training: the owner only.', (role, rel) => trainingPolicy.manageCoOwners(facts(role, rel))),
  practicalSignOff: rule('Per training: root, admin, the owner and co-owners (blended trainings: the in-person part).', (role, rel) => practicalPartPolicy.signOff(facts(role, rel))),
  questionsRead: rule('Per training: those who answer its questions and company-wide readers all of them; a learner who may take it their own.', (role, rel) =>
    questionPolicy.readAll(instructorFacts(role, rel)) || (learnerPolicy.learns(role) && (trainingPolicy.browseLibrary(role) || rel !== 'other')),
  ),
  questionAnswer: rule('Per question: root, the training’s owner, co-owners and instructor.', (role, rel) => questionPolicy.answer(instructorFacts(role, rel))),
  learnTraining: rule('Only trainings assigned to the caller (or, for the library roles, any training).', (role, rel) => trainingPolicy.browseLibrary(role) || rel !== 'other'),
  groupDetails: rule('Per group: its members, root, admin, the owner, co-owners, and company-wide readers.', (role, rel) => groupPolicy.viewDetails(facts(role, rel), rel === 'member')),
  groupEdit: rule('Per group: root, admin, the owner and co-owners.', (role, rel) => groupPolicy.edit(facts(role, rel))),
  groupStrict: rule('Per group: root and the owner.', (role, rel) => groupPolicy.delete(facts(role, rel))),
  groupReports: rule('Per group: root, admin, the owner, co-owners and company-wide readers (auditor).', (role, rel) => groupPolicy.viewReports(facts(role, rel))),
  groupInfolog: rule('Per group: its members and whoever reads its reports.', (role, rel) => rel === 'member' || groupPolicy.viewReports(facts(role, rel))),
  groupMember: rule('Per group: its current members only (others 404).', (role, rel) => learnerPolicy.learns(role) && rel === 'member'),
  bundleEdit: rule('Per bundle: root, the owner and co-owners.', (role, rel) => bundlePolicy.edit(facts(role, rel))),
  bundleDelete: rule('Per bundle: root and the owner.', (role, rel) => bundlePolicy.delete(facts(role, rel))),
  bundleCoOwners: rule('Per bundle: the owner only.', (role, rel) => bundlePolicy.manageCoOwners(facts(role, rel))),
  learnerOther: rule('Per person: oneself, company-wide readers, or owners and co-owners of a group the person is in.', (role, rel) => rel === 'member' || learnerPolicy.viewOther(role, rel === 'own')),
  ownCompletion: rule('Per completion: the learner, or whoever may see their learning.', (role, rel) => rel === 'member' || learnerPolicy.viewOther(role, rel === 'own')),
  mediaShown: rule('The media edit level any of the company’s; others only what a training or message they may see shows (`member`: through a signed URL for files).', (role, rel) =>
    mediaPolicy.library(role) || rel === 'member',
  ),
  sessionConduct: rule('Per session: root, admin, its instructor, whoever planned it, the training’s owner and co-owners.', (role, rel) =>
    instructionPolicy.conduct({ ...instructorFacts(role, rel), plannedBy: 'someone' }),
  ),
  userAct: rule('Per user: by the user management table (root and admin on non-root others, manager on managers and employees; never oneself).', (role) =>
    USER_MANAGEMENT[role].act.includes('non-managing'),
  ),
  userDelete: rule('Per user: by the user management table (never oneself).', (role) => USER_MANAGEMENT[role].delete.includes('non-managing')),
} as const;

export type ObjectRuleName = keyof typeof OBJECT_RULES;

export interface RoutePermission {
  readonly gate: Gate;
  readonly object?: ObjectRuleName;
  /** What else decides, in words (own account, signed links). */
  readonly note?: string;
}

/** A route's permission, as its declaration names it: `P('write', 'groupEdit')`, `P('public', undefined, 'The token says whose.')`. */
export const P = (gate: Gate, object?: ObjectRuleName, note?: string): RoutePermission => ({ gate, ...(object ? { object } : {}), ...(note ? { note } : {}) });

const GATES = new Set<string>(['public', 'signed-in', 'company', ...Object.keys(AREA_ROLES)]);

/** Whether a declaration's permission is one of this table (a gate it knows, an object rule by name). */
export function isRoutePermission(p: unknown): p is RoutePermission {
  if (typeof p !== 'object' || p === null) return false;
  const { gate, object } = p as { gate?: unknown; object?: unknown };
  return typeof gate === 'string' && GATES.has(gate) && (object === undefined || (typeof object === 'string' && object in OBJECT_RULES));
}

/** A route as its declaration names it (src/platform/http `route`): the matrix is made from these. */
export interface DeclaredRoute {
  readonly method: string;
  readonly path: string;
  readonly permission: unknown;
}

/**
 * The route x role table (a row per declared route, `METHOD /path`): what the route matrix test
 * calls every route as every role against. Throws on a permission this table does not know.
 */
export function routeMatrix(routes: readonly DeclaredRoute[]): Readonly<Record<string, RoutePermission>> {
  const rows: Record<string, RoutePermission> = {};
  for (const r of routes) {
    if (!isRoutePermission(r.permission)) throw new Error(`${r.method} ${r.path}: not a permission of the route table`);
    rows[`${r.method} ${r.path}`] = r.permission;
  }
  return rows;
}

const gateAllows = (gate: Gate, role: Role): boolean =>
  gate === 'public' || gate === 'signed-in' ? true : gate === 'company' ? role !== 'master' : (AREA_ROLES[gate] as readonly Role[]).includes(role);

/** Whether `role` may call a route with permission `p` on an object it relates to as `relation`. */
export function routeAllows(p: RoutePermission, role: Role, relation: Relation = 'own'): boolean {
  return gateAllows(p.gate, role) && (!p.object || OBJECT_RULES[p.object].allows(role, relation));
}

/** The roles that may call a route with this permission on some object, the per-object rule in words, and whether it is public (`undefined`: not a permission of this table). */
export function routeAccess(p: unknown): { public: boolean; roles: Role[]; rule?: string } | undefined {
  if (!isRoutePermission(p)) return undefined;
  const roles = ROLES.filter((role) => RELATIONS.some((rel) => routeAllows(p, role, rel)));
  const rule = [p.object ? OBJECT_RULES[p.object].text : '', p.note ?? ''].filter(Boolean).join(' ');
  return { public: p.gate === 'public', roles, ...(rule ? { rule } : {}) };
}
