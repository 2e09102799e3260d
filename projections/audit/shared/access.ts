import { companyPrincipal, forbidden, type Principal } from '../../../src/platform/http';
import { mayAccess } from '../../../src/shared/policy';

/** The caller of an audit call: a company user whose role may open the audit workspace. */
export interface AuditCaller {
  readonly companyId: string;
  readonly userId: string;
  readonly role: string;
}

/** 401 without a session, 403 for roles outside the audit area (spec: auditor, root, admin). */
export function auditCaller(principal: Principal | null): AuditCaller {
  const p = companyPrincipal(principal);
  if (!mayAccess(p.role, 'audit'))
    throw forbidden({ de: 'Nur Prüfer/innen, Root und Admins öffnen den Prüfbereich.', en: 'Only auditors, root and admins open the audit workspace.' });
  return { companyId: p.tenantId, userId: p.userId, role: p.role };
}
