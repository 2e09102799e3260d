import { describe, expect, it } from 'vitest';
import { AREA_ROLES } from './policy';
import { OBJECT_RULES, RELATIONS, ROUTE_PERMISSIONS, routeAccess, routeAllows } from './route-permissions';

describe('the route × role table', () => {
  it('takes the roles of a route from the area of policy.ts', () => {
    expect(routeAccess('POST /api/user-groups')).toEqual({ public: false, roles: [...AREA_ROLES.manageGroups] });
    expect(routeAccess('GET /api/audit/events')!.roles).toEqual([...AREA_ROLES.audit]);
    expect(routeAccess('POST /api/auth/login')).toMatchObject({ public: true });
    expect(routeAccess('GET /api/nothing')).toBeUndefined();
    expect(routeAllows('GET /api/nothing', 'root')).toBeUndefined();
  });

  it('applies the per-object rules of policy.ts to the caller’s relation', () => {
    // delete a group: root and the owner
    expect(routeAllows('DELETE /api/user-groups/:id', 'manager', 'own')).toBe(true);
    expect(routeAllows('DELETE /api/user-groups/:id', 'manager', 'other')).toBe(false);
    expect(routeAllows('DELETE /api/user-groups/:id', 'admin', 'other')).toBe(false);
    expect(routeAllows('DELETE /api/user-groups/:id', 'root', 'other')).toBe(true);
    // a group's details: members too, and the auditor as company-wide reader
    expect(routeAllows('GET /api/user-groups/:id', 'non-managing', 'member')).toBe(true);
    expect(routeAllows('GET /api/user-groups/:id', 'non-managing', 'other')).toBe(false);
    expect(routeAllows('GET /api/user-groups/:id', 'auditor', 'other')).toBe(true);
    // a training an employee is not assigned
    expect(routeAllows('GET /api/trainings/:id', 'non-managing', 'other')).toBe(false);
    expect(routeAllows('GET /api/trainings/:id', 'non-managing', 'member')).toBe(true);
    expect(routeAccess('DELETE /api/trainings/:id')!.rule).toBe(OBJECT_RULES.trainingDelete.text);
  });

  it('lets the read-only auditor write nothing but its own session and account', () => {
    const own = ['POST /api/auth/logout', 'PATCH /api/user/profile', 'PATCH /api/user/change-password'];
    const writes = Object.keys(ROUTE_PERMISSIONS).filter((r) => !r.startsWith('GET ') && ROUTE_PERMISSIONS[r]!.gate !== 'public' && !own.includes(r));
    expect(writes.length).toBeGreaterThan(50);
    for (const r of writes) for (const rel of RELATIONS) expect(routeAllows(r, 'auditor', rel), `${r} (${rel})`).toBe(false);
  });

  it('gives the platform operator only its own routes and the public ones', () => {
    const master = Object.keys(ROUTE_PERMISSIONS).filter((r) => RELATIONS.some((rel) => routeAllows(r, 'master', rel)));
    expect(master.filter((r) => !r.includes('/api/master/') && ROUTE_PERMISSIONS[r]!.gate !== 'public')).toEqual([
      'POST /api/auth/logout',
      'GET /api/auth/me',
      'PATCH /api/user/profile',
      'PATCH /api/user/change-password',
    ]);
  });
});
