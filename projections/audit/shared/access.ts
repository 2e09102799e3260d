import { companyPrincipal, forbidden, type Principal } from '../../../src/platform/http';
import { mayAccess, type Role } from '../../../src/shared/policy';
import { companyCaller, type Caller } from '../../../src/shared/contracts/ids';

/** The caller of an audit call: a company user whose role may open the audit workspace; 401 without a session, 403 for roles outside the audit area (spec: auditor, root, admin). */
export function auditCaller(principal: Principal | null): Caller {
  const p = companyPrincipal(principal);
  if (!mayAccess(p.role, 'audit'))
    throw forbidden({ de: 'Nur Prüfer/innen, Root und Admins öffnen den Prüfbereich.', en: 'Only auditors, root and admins open the audit workspace.' });
  return companyCaller(p.tenantId, p.userId, p.role as Role);
}
