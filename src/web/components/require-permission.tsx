import type { ComponentType, ReactNode } from 'react';
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

const useNoDescription = (): string | undefined => undefined;

/**
 * A route's page behind `RequirePermission`: `Page` for the roles that have `permission`, 'Access
 * Denied' for everyone else, with the text `useDeniedDescription` returns (a hook, so that it can
 * read the feature's texts; without it, AccessDenied's own text).
 */
export function guardedPage(permission: Area, Page: ComponentType, useDeniedDescription: () => string | undefined = useNoDescription) {
  return function GuardedPage() {
    return (
      <RequirePermission permission={permission} deniedDescription={useDeniedDescription()}>
        <Page />
      </RequirePermission>
    );
  };
}
