import { describe, expect, it } from 'vitest';
import { AREA_ROLES } from './policy';
import { isRoutePermission, OBJECT_RULES, P, routeAccess, routeAllows, routeMatrix } from './route-permissions';

describe('the route × role table', () => {
  it('takes the roles of a route from the area of policy.ts', () => {
    expect(routeAccess(P('manageGroups'))).toEqual({ public: false, roles: [...AREA_ROLES.manageGroups] });
    expect(routeAccess(P('audit'))!.roles).toEqual([...AREA_ROLES.audit]);
    expect(routeAccess(P('public'))).toMatchObject({ public: true });
    expect(routeAccess(P('signed-in', undefined, 'One’s own account.'))).toMatchObject({ public: false, rule: 'One’s own account.' });
  });

  it('applies the per-object rules of policy.ts to the caller’s relation', () => {
    // delete a group: root and the owner
    const deleteGroup = P('write', 'groupStrict');
    expect(routeAllows(deleteGroup, 'manager', 'own')).toBe(true);
    expect(routeAllows(deleteGroup, 'manager', 'other')).toBe(false);
    expect(routeAllows(deleteGroup, 'admin', 'other')).toBe(false);
    expect(routeAllows(deleteGroup, 'root', 'other')).toBe(true);
    // a group's details: members too, and the auditor as company-wide reader
    const groupDetails = P('company', 'groupDetails');
    expect(routeAllows(groupDetails, 'non-managing', 'member')).toBe(true);
    expect(routeAllows(groupDetails, 'non-managing', 'other')).toBe(false);
    expect(routeAllows(groupDetails, 'auditor', 'other')).toBe(true);
    // a training an employee is not assigned
    expect(routeAllows(P('library', 'trainingRead'), 'non-managing', 'other')).toBe(false);
    expect(routeAllows(P('library', 'trainingRead'), 'non-managing', 'member')).toBe(true);
    expect(routeAccess(P('write', 'trainingDelete'))!.rule).toBe(OBJECT_RULES.trainingDelete.text);
  });

  it('knows only its own gates and object rules', () => {
    expect(isRoutePermission(P('write', 'groupEdit'))).toBe(true);
    expect(isRoutePermission({ gate: 'public' })).toBe(true);
    expect(isRoutePermission({ gate: 'everyone' })).toBe(false);
    expect(isRoutePermission({ gate: 'write', object: 'noSuchRule' })).toBe(false);
    expect(isRoutePermission(undefined)).toBe(false);
    expect(routeAccess({ gate: 'everyone' })).toBeUndefined();
  });

  it('makes a row per declared route and refuses a permission it does not know', () => {
    const rows = routeMatrix([
      { method: 'GET', path: '/api/a', permission: P('company') },
      { method: 'DELETE', path: '/api/a/:id', permission: P('write', 'groupStrict') },
    ]);
    expect(rows).toEqual({ 'GET /api/a': { gate: 'company' }, 'DELETE /api/a/:id': { gate: 'write', object: 'groupStrict' } });
    expect(() => routeMatrix([{ method: 'GET', path: '/api/b', permission: { gate: 'nobody' } }])).toThrow('GET /api/b: not a permission of the route table');
  });
});
