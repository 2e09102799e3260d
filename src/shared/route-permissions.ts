/**
 * The route × role table (issue 14, "Make it systematic"): for every route of the API, who may call
 * it. Derived from the permission table (policy.ts) and the user management table (user-policy.ts)
 * rather than repeating their rules: a route names its area (the roles) and, where the answer
 * depends on the object in its path, the per-object rule of policy.ts. The OpenAPI document and
 * /api/docs show it, and tests/integration/route-matrix.api.test.ts calls every route as every role
 * and compares the answers with it. Pure TypeScript, no dependencies.
 */
import { AREA_ROLES, ROLES, bundlePolicy, groupPolicy, learnerPolicy, mediaPolicy, practicalPartPolicy, questionPolicy, trainingPolicy, type Area, type InstructorFacts, type OwnershipFacts, type Role } from './policy';
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

const P = (gate: Gate, object?: ObjectRuleName, note?: string): RoutePermission => ({ gate, ...(object ? { object } : {}), ...(note ? { note } : {}) });

/** Every route, `METHOD /path` as registered. A route missing here fails the route matrix test. */
export const ROUTE_PERMISSIONS: Readonly<Record<string, RoutePermission>> = {
  'GET /api/health': P('public'),
  'GET /api/openapi.json': P('public'),
  'GET /api/docs': P('public'),
  // identity
  'POST /api/auth/register': P('public'),
  'POST /api/auth/login': P('public'),
  'POST /api/auth/logout': P('signed-in'),
  'POST /api/auth/forgot-password': P('public'),
  'GET /api/auth/invitation/:token': P('public', undefined, 'The invitation token says whose password is set.'),
  'POST /api/auth/invitation/:token': P('public', undefined, 'The invitation token says whose password is set.'),
  'GET /api/auth/me': P('signed-in'),
  'PATCH /api/user/profile': P('signed-in', undefined, 'One’s own account.'),
  'PATCH /api/user/change-password': P('signed-in', undefined, 'One’s own account.'),
  'PATCH /api/company/profile': P('companyProfile'),
  'GET /api/users': P('users'),
  'POST /api/users/import': P('manageGroups'),
  'POST /api/users': P('manageGroups', undefined, 'Which roles may be given: the user management table.'),
  'POST /api/users/:id/invitation': P('manageGroups', 'userAct'),
  'PATCH /api/users/:id': P('manageGroups', 'userAct'),
  'PATCH /api/users/:id/deactivate': P('manageGroups', 'userAct'),
  'PATCH /api/users/:id/activate': P('manageGroups', 'userAct'),
  'DELETE /api/users/:id': P('manageGroups', 'userDelete'),
  // catalog
  'GET /api/trainings': P('library', undefined, 'Employees see only the trainings assigned to them.'),
  'GET /api/trainings/:id': P('library', 'trainingRead'),
  'POST /api/trainings': P('createTraining'),
  'PATCH /api/trainings/:id': P('write', 'trainingEdit'),
  'DELETE /api/trainings/:id': P('write', 'trainingDelete'),
  'GET /api/trainings/:id/modules': P('library', 'trainingRead'),
  'POST /api/training-modules': P('write', 'trainingEdit'),
  'PATCH /api/training-modules/:id': P('write', 'trainingEdit'),
  'DELETE /api/training-modules/:id': P('write', 'trainingEdit'),
  'PATCH /api/trainings/:id/modules/batch-update': P('write', 'trainingEdit'),
  'GET /api/trainings/:id/tags': P('library', 'trainingRead'),
  'POST /api/trainings/:id/tags': P('write', 'trainingEdit'),
  'GET /api/trainings/:id/co-owner-candidates': P('write', 'trainingCoOwners'),
  'POST /api/trainings/:id/co-owners': P('write', 'trainingCoOwners'),
  'DELETE /api/trainings/:id/co-owners/:userId': P('write', 'trainingCoOwners'),
  'GET /api/trainings/:id/instructor-candidates': P('write', 'trainingEdit'),
  'PUT /api/trainings/:id/instructor': P('write', 'trainingEdit'),
  'GET /api/training-tags': P('company'),
  'GET /api/company/training-tags': P('tagManagement'),
  'POST /api/company/training-tags': P('tagManagement'),
  'PATCH /api/company/training-tags/:id': P('tagManagement'),
  'DELETE /api/company/training-tags/:id': P('tagManagement'),
  // media
  'POST /api/video-projects/upload': P('mediaUpload'),
  'POST /api/media/images': P('mediaUpload'),
  'POST /api/video-projects': P('mediaUpload'),
  'GET /api/video-projects': P('mediaUpload'),
  'GET /api/media/videos': P('mediaUpload'),
  'GET /api/media/items/:id': P('company', 'mediaShown'),
  'GET /api/media/files/:companyId/:fileName': P('public', 'mediaShown', 'A valid signature (`exp`, `sig`) from an answer that showed the file; without one, the media edit level of the company.'),
  // organization
  'GET /api/user-groups': P('groups'),
  'POST /api/user-groups': P('manageGroups'),
  'GET /api/user-groups/:id': P('company', 'groupDetails'),
  'PATCH /api/user-groups/:id': P('write', 'groupEdit'),
  'DELETE /api/user-groups/:id': P('write', 'groupStrict'),
  'GET /api/user-groups/:id/members': P('groups', undefined, 'Every group of the company (spec: the Members button for all on the groups screen).'),
  'GET /api/user-groups/:id/member-candidates': P('write', 'groupEdit'),
  'POST /api/user-groups/:id/members': P('write', 'groupEdit'),
  'DELETE /api/user-groups/:id/members/:userId': P('write', 'groupEdit'),
  'GET /api/user-groups/:id/trainings': P('groups', undefined, 'Every group of the company (spec: the Trainings button for all on the groups screen).'),
  'POST /api/user-groups/:id/trainings': P('write', 'groupEdit'),
  'DELETE /api/user-groups/:id/trainings/:trainingId': P('write', 'groupEdit'),
  'PATCH /api/group-trainings/:trainingId/deadline': P('write', 'groupEdit'),
  'GET /api/user-groups/:id/co-owner-candidates': P('write', 'groupStrict'),
  'POST /api/user-groups/:id/co-owners': P('write', 'groupStrict'),
  'DELETE /api/user-groups/:id/co-owners/:userId': P('write', 'groupStrict'),
  'GET /api/user-groups/:id/bundles': P('groups', 'groupEdit', 'Unlike members and trainings, the edit level only (the auditor gets 403).'),
  'POST /api/user-groups/:id/bundles': P('write', 'groupEdit'),
  'DELETE /api/user-groups/:id/bundles/:bundleId': P('write', 'groupEdit'),
  'GET /api/training-bundles': P('bundles'),
  'POST /api/training-bundles': P('manageBundles'),
  'GET /api/training-bundles/:id': P('bundles'),
  'PATCH /api/training-bundles/:id': P('manageBundles', 'bundleEdit'),
  'DELETE /api/training-bundles/:id': P('manageBundles', 'bundleDelete'),
  'GET /api/training-bundles/:id/trainings': P('bundles'),
  'POST /api/training-bundles/:id/trainings': P('manageBundles', 'bundleEdit'),
  'PUT /api/training-bundles/:id/trainings': P('manageBundles', 'bundleEdit'),
  'DELETE /api/training-bundles/:id/trainings/:trainingId': P('manageBundles', 'bundleEdit'),
  'GET /api/training-bundles/:id/co-owner-candidates': P('manageBundles', 'bundleCoOwners'),
  'POST /api/training-bundles/:id/co-owners': P('manageBundles', 'bundleCoOwners'),
  'DELETE /api/training-bundles/:id/co-owners/:userId': P('manageBundles', 'bundleCoOwners'),
  // infolog
  'GET /api/user-groups/:id/changelog': P('company', 'groupInfolog'),
  'POST /api/user-groups/:id/changelog': P('write', 'groupEdit'),
  'GET /api/changelog/:id': P('company', 'groupInfolog'),
  'POST /api/changelog/:id/read': P('company', 'groupMember'),
  'GET /api/changelog/:id/read-status': P('company', 'groupReports'),
  'GET /api/user/changelog-groups': P('company'),
  'GET /api/user/all-changelog': P('company'),
  // notifications (issue 16)
  'GET /api/notifications': P('company', undefined, 'The caller’s own notifications.'),
  'POST /api/notifications/read': P('write', undefined, 'The caller’s own notifications.'),
  'GET /api/notifications/settings': P('notificationSettings'),
  'PATCH /api/notifications/settings': P('notificationSettings'),
  'GET /api/notifications/preview': P('notificationSettings'),
  // learning
  'POST /api/trainings/:id/start': P('trainingPlayer', 'learnTraining'),
  'GET /api/trainings/:id/progress': P('trainingPlayer', 'learnTraining'),
  'PATCH /api/trainings/:id/progress': P('trainingPlayer', 'learnTraining'),
  'POST /api/trainings/:id/complete': P('trainingPlayer', 'learnTraining'),
  'GET /api/user/my-trainings': P('myLearning'),
  'GET /api/user-assignments/:userId': P('company', 'learnerOther'),
  'GET /api/user/completions': P('myLearning'),
  'GET /api/user-completions/:userId': P('company', 'learnerOther'),
  'GET /api/completions/:id/evidence.pdf': P('company', 'ownCompletion'),
  'POST /api/trainings/:id/participants/:userId/practical-sign-off': P('write', 'practicalSignOff'),
  'POST /api/trainings/:id/questions': P('trainingPlayer', 'learnTraining'),
  'GET /api/trainings/:id/questions': P('company', 'questionsRead', 'Who answers, admin and auditor: every question with the asker; a learner: their own.'),
  'POST /api/training-questions/:id/answers': P('write', 'questionAnswer'),
  // contact and the operator's backoffice
  'POST /api/contact': P('public'),
  'GET /api/master/contact-requests': P('master'),
  'PATCH /api/master/contact-requests/:id': P('master'),
  'GET /api/master/stats': P('master'),
  'GET /api/master/companies': P('master'),
  'GET /api/master/companies/:id': P('master'),
  'DELETE /api/master/companies/:id': P('master'),
  // audit workspace, group progress, dashboard (cross-module read models)
  'GET /api/audit/verify': P('audit'),
  'GET /api/audit/event-types': P('audit'),
  'GET /api/audit/events': P('audit'),
  'GET /api/audit/events.csv': P('audit'),
  'GET /api/audit/events.xlsx': P('audit'),
  'GET /api/audit/people/:userId/history': P('audit'),
  'GET /api/audit/compliance': P('audit'),
  'GET /api/audit/compliance.csv': P('audit'),
  'GET /api/audit/compliance.xlsx': P('audit'),
  'GET /api/audit/compliance.pdf': P('audit'),
  'GET /api/audit/compliance/trend': P('audit'),
  'GET /api/user-groups/:id/progress': P('groups', 'groupReports'),
  'GET /api/user-groups/:id/progress/report.pdf': P('groups', 'groupReports'),
  'GET /api/dashboard/stats': P('dashboard'),
};

const gateAllows = (gate: Gate, role: Role): boolean =>
  gate === 'public' || gate === 'signed-in' ? true : gate === 'company' ? role !== 'master' : (AREA_ROLES[gate] as readonly Role[]).includes(role);

/** Whether `role` may call the route on an object it relates to as `relation` (`undefined`: the route is not in the table). */
export function routeAllows(route: string, role: Role, relation: Relation = 'own'): boolean | undefined {
  const p = ROUTE_PERMISSIONS[route];
  if (!p) return undefined;
  return gateAllows(p.gate, role) && (!p.object || OBJECT_RULES[p.object].allows(role, relation));
}

/** The roles that may call the route on some object, the per-object rule in words, and whether it is public. */
export function routeAccess(route: string): { public: boolean; roles: Role[]; rule?: string } | undefined {
  const p = ROUTE_PERMISSIONS[route];
  if (!p) return undefined;
  const roles = ROLES.filter((role) => RELATIONS.some((rel) => routeAllows(route, role, rel)));
  const rule = [p.object ? OBJECT_RULES[p.object].text : '', p.note ?? ''].filter(Boolean).join(' ');
  return { public: p.gate === 'public', roles, ...(rule ? { rule } : {}) };
}
