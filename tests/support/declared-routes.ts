import { PLATFORM_ROUTES, type RouteDeclaration } from '../../src/platform/http';
import { BACKOFFICE_ROUTES } from '../../src/modules/backoffice/routes';
import { CATALOG_ROUTES } from '../../src/modules/catalog/routes';
import { CONTACT_ROUTES } from '../../src/modules/contact/routes';
import { IDENTITY_ROUTES } from '../../src/modules/identity/routes';
import { INFOLOG_ROUTES } from '../../src/modules/infolog/routes';
import { LEARNING_ROUTES } from '../../src/modules/learning/routes';
import { MEDIA_ROUTES } from '../../src/modules/media/routes';
import { NOTIFICATION_ROUTES } from '../../src/modules/notifications/routes';
import { ORGANIZATION_ROUTES } from '../../src/modules/organization/routes';
import { AUDIT_ROUTES } from '../../projections/audit/routes';
import { DASHBOARD_ROUTES, GROUP_PROGRESS_ROUTES } from '../../projections';

/** Every route declaration of the product by section, without starting it (the running app's are `appDeclarations`; the OpenAPI test compares the two). */
export interface DeclaredSection {
  readonly name: string;
  readonly routes: readonly RouteDeclaration<never>[];
}

export const DECLARED_SECTIONS: readonly DeclaredSection[] = [
  { name: 'platform', routes: PLATFORM_ROUTES },
  { name: 'identity', routes: IDENTITY_ROUTES },
  { name: 'catalog', routes: CATALOG_ROUTES },
  { name: 'media', routes: MEDIA_ROUTES },
  { name: 'organization', routes: ORGANIZATION_ROUTES },
  { name: 'infolog', routes: INFOLOG_ROUTES },
  { name: 'learning', routes: LEARNING_ROUTES },
  { name: 'notifications', routes: NOTIFICATION_ROUTES },
  { name: 'contact', routes: CONTACT_ROUTES },
  { name: 'backoffice', routes: BACKOFFICE_ROUTES },
  { name: 'audit', routes: AUDIT_ROUTES },
  { name: 'group-progress', routes: GROUP_PROGRESS_ROUTES },
  { name: 'dashboard', routes: DASHBOARD_ROUTES },
];
