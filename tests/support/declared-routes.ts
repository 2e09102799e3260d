import { PLATFORM_ROUTES, type RouteDeclaration } from '../../src/platform/http';
import { BACKOFFICE_ROUTES } from '../../src/modules/backoffice/routes';
import { CATALOG_ROUTES } from '../../src/modules/catalog/routes';
import { CONTACT_ROUTES } from '../../src/modules/contact/routes';
import { IDENTITY_ROUTES } from '../../src/modules/identity/routes';
import { INFOLOG_ROUTES } from '../../src/modules/infolog/routes';
import { INSTRUCTION_ROUTES } from '../../src/modules/instruction/routes';
import { LEARNING_ROUTES } from '../../src/modules/learning/routes';
import { MEDIA_ROUTES } from '../../src/modules/media/routes';
import { NOTIFICATION_ROUTES } from '../../src/modules/notifications/routes';
import { ORGANIZATION_ROUTES } from '../../src/modules/organization/routes';
import { PRIVACY_ROUTES } from '../../src/modules/privacy/routes';
import { AUDIT_ROUTES } from '../../projections/audit/routes';
import { DASHBOARD_ROUTES, GROUP_PROGRESS_ROUTES } from '../../projections';

/** Every route declaration of the product by section, without starting it (the running app's are `appDeclarations`; the OpenAPI test compares the two). */
export interface DeclaredSection {
  readonly name: string;
  readonly routes: readonly RouteDeclaration<never>[];
}

const BY_SECTION: Readonly<Record<string, readonly RouteDeclaration<never>[]>> = {
  platform: PLATFORM_ROUTES,
  identity: IDENTITY_ROUTES,
  catalog: CATALOG_ROUTES,
  media: MEDIA_ROUTES,
  organization: ORGANIZATION_ROUTES,
  infolog: INFOLOG_ROUTES,
  learning: LEARNING_ROUTES,
  notifications: NOTIFICATION_ROUTES,
  instruction: INSTRUCTION_ROUTES,
  privacy: PRIVACY_ROUTES,
  contact: CONTACT_ROUTES,
  backoffice: BACKOFFICE_ROUTES,
  audit: AUDIT_ROUTES,
  'group-progress': GROUP_PROGRESS_ROUTES,
  dashboard: DASHBOARD_ROUTES,
};

export const DECLARED_SECTIONS: readonly DeclaredSection[] = Object.entries(BY_SECTION).map(([name, routes]) => ({ name, routes }));
