import { registration } from './app';
import { signatureDataUrl } from './png';
import type { Caller, World } from './route-world';
import type { Relation } from '../../src/shared/route-permissions';

/**
 * The concrete calls of one route for one caller: which object of the seeded world each path id
 * names, the caller's relation to it, and a body that passes validation (so the answer is the
 * permission's, not a 400). Which routes there are comes from the app's route declarations
 * (`appDeclarations` of ./routes); this file only knows how to fill in a path and a body.
 */

export interface Call {
  readonly relation: Relation;
  readonly path: string;
  readonly body: unknown;
}

interface Target {
  relation: Relation;
  id: string;
  module?: string;
  group?: string;
}

/** Routes whose DELETE removes the object itself: each call gets a fresh one, so every caller meets a live object. */
const DESTROYS = new Set(['/api/trainings/:id', '/api/training-modules/:id', '/api/user-groups/:id', '/api/training-bundles/:id', '/api/users/:id', '/api/company/training-tags/:id', '/api/master/companies/:id']);

type Kind = 'training' | 'module' | 'group' | 'bundle' | 'message' | 'learner' | 'completion' | 'question' | 'session' | 'single';

function kindOf(method: string, path: string): Kind {
  if (/^\/api\/trainings\/:id/.test(path) || (method === 'POST' && path === '/api/training-modules')) return 'training';
  if (/^\/api\/training-modules\/:id/.test(path)) return 'module';
  if (/^\/api\/user-groups\/:id/.test(path) || /^\/api\/group-trainings\//.test(path)) return 'group';
  if (/^\/api\/training-bundles\/:id/.test(path)) return 'bundle';
  if (/^\/api\/changelog\/:id/.test(path)) return 'message';
  if (/^\/api\/user-(assignments|completions)\/:userId/.test(path)) return 'learner';
  if (/^\/api\/completions\/:id/.test(path)) return 'completion';
  if (/^\/api\/training-questions\/:id/.test(path)) return 'question';
  if (/^\/api\/instruction-sessions\/:id/.test(path)) return 'session';
  return 'single';
}

/** The objects of a kind the caller meets, by relation. */
function targets(w: World, c: Caller, kind: Kind): Target[] {
  const own = w.own[c.role];
  const isEmployee = c.role === 'non-managing';
  const out: Target[] = [];
  const foreignGroup = isEmployee ? w.own.root! : w.other; // the employee is a member of Olaf's group
  switch (kind) {
    case 'training':
      if (own) out.push({ relation: 'own', id: own.training, module: own.module });
      if (isEmployee) out.push({ relation: 'member', id: w.assigned.training, module: w.assigned.module });
      out.push({ relation: 'other', id: w.other.training, module: w.other.module });
      break;
    case 'module':
    case 'question':
    case 'session':
      // a module, a question about a training, a session planned and instructed: the caller's own, or another manager's
      if (own) out.push({ relation: 'own', id: own[kind] });
      out.push({ relation: 'other', id: w.other[kind] });
      break;
    case 'group':
    case 'message':
    case 'bundle': {
      const field = kind === 'bundle' ? 'bundle' : kind === 'group' ? 'group' : 'message';
      if (own) out.push({ relation: 'own', id: own[field], group: own.group });
      if (isEmployee && kind !== 'bundle') out.push({ relation: 'member', id: w.other[field], group: w.other.group });
      out.push({ relation: 'other', id: kind === 'bundle' ? w.other.bundle : foreignGroup[field], group: foreignGroup.group });
      break;
    }
    case 'learner':
      if (own) out.push({ relation: 'own', id: w.people.tina.id });
      if (c.id) out.push({ relation: 'member', id: c.id });
      out.push({ relation: 'other', id: w.people.udo.id });
      break;
    case 'completion':
      out.push({ relation: isEmployee ? 'member' : 'other', id: w.completion });
      break;
    case 'single':
      out.push({ relation: 'other', id: '' });
  }
  return out;
}

let unique = 0;

function bodyFor(route: string, w: World, c: Caller, t: Target): unknown {
  const n = ++unique;
  const p = w.people;
  const bodies: Record<string, unknown> = {
    'POST /api/auth/register': registration(),
    'POST /api/auth/login': { email: c.email, password: c.password },
    'POST /api/auth/forgot-password': { email: 'niemand@nirgends.de' },
    'POST /api/auth/invitation/:token': { password: 'neuesPasswort1' },
    'PATCH /api/user/profile': { language: 'de' },
    'PATCH /api/user/change-password': { currentPassword: c.password, newPassword: 'anderesPasswort1' },
    'PATCH /api/company/profile': { name: 'Matrix GmbH' },
    'POST /api/users': { email: `neu${n}@matrix.de`, firstName: 'Nina', lastName: 'Neu', password: 'start123', role: 'non-managing' },
    'PATCH /api/users/:id': { firstName: 'Geändert' },
    'POST /api/trainings': { title: `Neu ${n}`, description: 'x' },
    'PATCH /api/trainings/:id': { title: 'Geändert' },
    'POST /api/training-modules': { trainingId: t.id, type: 'text', title: 'Neu', orderIndex: 1, content: { text: 'x' } },
    'PATCH /api/training-modules/:id': { title: 'Geändert' },
    'PATCH /api/trainings/:id/modules/batch-update': { moduleUpdates: [{ id: t.module, orderIndex: 0, isActive: true }] },
    'POST /api/trainings/:id/tags': { tagIds: ['default-brandschutz'] },
    'POST /api/trainings/:id/co-owners': { userId: p.coOwner.id },
    'PUT /api/trainings/:id/instructor': { userId: p.coOwner.id },
    'POST /api/trainings/:id/questions': { text: `Frage ${n}?` },
    'POST /api/training-questions/:id/answers': { text: `Antwort ${n}.` },
    'POST /api/company/training-tags': { name: { de: `Neu ${n}` } },
    'PATCH /api/company/training-tags/:id': { name: { de: `Geändert ${n}` } },
    'POST /api/video-projects': { name: 'Projekt', sourceUrl: '/api/media/files/x/y.webm', project: {} },
    'POST /api/user-groups': { name: `Neue Einheit ${n}` },
    'PATCH /api/user-groups/:id': { name: 'Geändert' },
    'POST /api/user-groups/:id/members': { userId: p.nina.id },
    'POST /api/user-groups/:id/trainings': { trainingId: w.payload.training, weeks: 2 },
    'PATCH /api/group-trainings/:trainingId/deadline': { groupId: t.group ?? t.id, weeks: 3 },
    'POST /api/user-groups/:id/co-owners': { userId: p.coOwner.id },
    'POST /api/user-groups/:id/bundles': { bundleId: w.payload.bundle, weeks: 2 },
    'POST /api/training-bundles': { name: `Neu ${n}` },
    'PATCH /api/training-bundles/:id': { name: 'Geändert' },
    'POST /api/training-bundles/:id/trainings': { trainingId: w.payload.training },
    'PUT /api/training-bundles/:id/trainings': { trainingIds: [w.payload.training] },
    'POST /api/training-bundles/:id/co-owners': { userId: p.coOwner.id },
    'POST /api/user-groups/:id/changelog': { title: 'Neu', message: 'x' },
    'PATCH /api/trainings/:id/progress': { moduleId: t.module, completed: true },
    'PUT /api/trainings/:id/language': { language: 'de' },
    'POST /api/trainings/:id/complete': { password: c.password },
    'POST /api/trainings/:id/participants/:userId/practical-sign-off': { date: '2026-11-24', place: 'Halle', instructorName: 'Olaf' },
    'POST /api/instruction-sessions': { trainingId: w.payload.training, startsAt: '2026-11-24T09:00:00.000Z', durationMinutes: 30, location: 'Halle', instructorId: p.olaf.id, participantIds: [p.tina.id] },
    'POST /api/instruction-sessions/:id/participants': { userId: p.nina.id },
    'POST /api/instruction-sessions/:id/signatures': { userId: p.tina.id, signature: signatureDataUrl(n), confirmed: true },
    'DELETE /api/instruction-sessions/:id/signatures/:userId': { reason: 'Versehen' },
    'POST /api/instruction-sessions/:id/close': { instructorSignature: signatureDataUrl(n) },
    'POST /api/instruction-sessions/:id/corrections': { reason: 'Ort', correction: 'Halle 2' },
    'POST /api/contact': { firstName: 'Karl', lastName: 'Kunde', email: 'karl@kunde.de', message: 'Hallo', gdprConsent: true },
    'PATCH /api/master/contact-requests/:id': { done: true },
    'PATCH /api/notifications/settings': { reminderDays: [7, 1], escalationDays: [7, 14] },
    'POST /api/notifications/read': {},
  };
  return bodies[route];
}

async function fresh(w: World, c: Caller, path: string, t: Target): Promise<string> {
  const owner = t.relation === 'own' ? c : w.people.olaf;
  if (path === '/api/trainings/:id') return w.fresh.training(owner);
  if (path === '/api/training-modules/:id') return w.fresh.module(t.relation === 'own' ? w.own[c.role]!.training : w.other.training, owner);
  if (path === '/api/user-groups/:id') return w.fresh.group(owner);
  if (path === '/api/training-bundles/:id') return w.fresh.bundle(owner);
  if (path === '/api/users/:id') return w.fresh.user();
  if (path === '/api/company/training-tags/:id') return w.fresh.tag();
  return w.fresh.company();
}

/**
 * The calls of `METHOD /path` for the caller, one per relation the caller has to such objects. A
 * delete the table allows gets a fresh object (`allowed`); a refused one meets the shared object,
 * so a wrong 2xx shows as a mismatch.
 */
export async function callsFor(w: World, c: Caller, method: string, path: string, allowed: (relation: Relation) => boolean): Promise<Call[]> {
  const route = `${method} ${path}`;
  const out: Call[] = [];
  for (const t of targets(w, c, kindOf(method, path))) {
    let id = t.id;
    if (method === 'DELETE' && DESTROYS.has(path) && allowed(t.relation)) id = await fresh(w, c, path, t);
    const single: Record<string, string> = {
      '/api/users/': w.people.tina.id,
      '/api/company/training-tags/': w.tag,
      '/api/master/companies/': w.company.id,
      '/api/master/contact-requests/': w.contactRequest,
      '/api/media/items/': '00000000-0000-4000-8000-000000000000',
      '/api/audit/people/': w.people.tina.id,
      '/api/auth/invitation/': 'ungueltig',
      '/api/kiosks/': w.kiosk,
    };
    const prefix = Object.keys(single).find((k) => path.startsWith(k));
    const main = id || (prefix ? single[prefix]! : '');
    const filled = path
      .replace(/\/(members|co-owners)\/:userId/, (_m, what: string) => `/${what}/${what === 'members' ? w.people.nina.id : w.people.coOwner.id}`)
      .replace('/participants/:userId', `/participants/${w.people.tina.id}`)
      .replace('/signatures/:userId', `/signatures/${w.people.tina.id}`)
      .replace(':trainingId', w.payload.training)
      .replace(':bundleId', w.payload.bundle)
      .replace(':companyId', w.company.id)
      .replace(':fileName', 'nichts.png')
      .replace(':language', 'de')
      .replace(/:(id|userId|token)/, main);
    out.push({ relation: t.relation, path: filled, body: bodyFor(route, w, c, t) });
  }
  return out;
}
