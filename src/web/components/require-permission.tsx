import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/auth';
import { can, type Area } from '../lib/authorization';
import { AccessDenied } from './access-denied';

/** Renders children only for roles that spec section 6 allows; everyone else sees 'Access Denied'. */
export function RequirePermission({
  permission,
  deniedDescription,
  children,
}: {
  permission: Area;
  deniedDescription?: string;
  children: ReactNode;
}) {
  const { data: user } = useCurrentUser();
  if (!can(user, permission)) return <AccessDenied {...(deniedDescription ? { description: deniedDescription } : {})} />;
  return <>{children}</>;
}
