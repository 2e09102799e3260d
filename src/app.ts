import type { Server } from 'node:http';
import { bootKernel, type BootOptions } from './platform/boot';
import { serveModules } from './platform/serve';
import { idempotencyKeys, rateLimits, type ApiDescription, type createHttpApp } from './platform/http';
import type { Kernel, ModuleDefinition } from './platform/kernel';
import { auditChain } from './platform/audit-chain';
import { ROUTES_WHILE_PASSWORD_CHANGE_REQUIRED, ROUTES_WHILE_PIN_SETUP_REQUIRED } from './shared/policy';
import { routeAccess } from './shared/route-permissions';
import { auditReadModel, complianceReadModel, dashboardReadModel, groupProgressReadModel, integrationEventsReadModel } from '../projections';
import { backofficeModule } from './modules/backoffice';
import { catalogModule, type CatalogModule } from './modules/catalog';
import { contactModule } from './modules/contact';
import { identityModule, type IdentityModule } from './modules/identity';
import { infologModule, type InfologModule } from './modules/infolog';
import { instructionModule, type InstructionModule } from './modules/instruction';
import { learningModule, type LearningModule } from './modules/learning';
import { mediaModule, type MediaModule } from './modules/media';
import { notificationsModule, type NotificationsModule } from './modules/notifications';
import { organizationModule, type OrganizationModule } from './modules/organization';
import { privacyModule, type PrivacyModule } from './modules/privacy';

export { openMigratedDb } from './platform/boot';

export type AppOptions = BootOptions;

export interface App {
  readonly kernel: Kernel;
  readonly modules: Omit<ReturnType<typeof productModules>, 'all'>;
  readonly http: ReturnType<typeof createHttpApp>;
  /** The registered routes with the modules' docs and the route permission table (what /api/openapi.json is built from). */
  readonly api: () => ApiDescription;
  listen(port?: number): Promise<Server>;
  close(): Promise<void>;
}

/** The product's modules by name: each takes what it needs of the others from here, in its own wiring.ts. */
interface ProductModules {
  readonly identity: IdentityModule;
  readonly catalog: CatalogModule;
  readonly media: MediaModule;
  readonly organization: OrganizationModule;
  readonly infolog: InfologModule;
  readonly learning: LearningModule;
  readonly notifications: NotificationsModule;
  readonly instruction: InstructionModule;
  readonly backoffice: ModuleDefinition;
  readonly privacy: PrivacyModule;
}

/**
 * Composition root: the product's modules and read models, one line each. A module is handed the
 * product's modules and wires its own ports onto their facades (`<module>/wiring.ts`).
 */
export function productModules() {
  const product: ProductModules = {
    identity: identityModule(() => product),
    catalog: catalogModule(() => product),
    media: mediaModule(() => product),
    organization: organizationModule(() => product),
    infolog: infologModule(() => product),
    learning: learningModule(() => product),
    notifications: notificationsModule(() => product),
    instruction: instructionModule(() => product),
    backoffice: backofficeModule(() => product, () => all),
    privacy: privacyModule(() => product),
  };
  const { identity, catalog, media, organization, infolog, learning, notifications, instruction, backoffice, privacy } = product;
  // notifications after compliance: its reactor reads the compliance rows the same events wrote
  const all: ModuleDefinition[] = [
    identity,
    catalog,
    media,
    organization,
    infolog,
    learning,
    instruction,
    privacy,
    contactModule(),
    complianceReadModel(),
    notifications,
    integrationEventsReadModel(),
    auditChain(),
    auditReadModel(),
    idempotencyKeys(),
    rateLimits(),
    backoffice,
    groupProgressReadModel(() => product),
    dashboardReadModel(() => product),
  ];
  return { ...product, all };
}

/** The product: its modules on a booted kernel, served over HTTP. */
export async function createApp(opts: AppOptions = {}): Promise<App> {
  const { all, ...modules } = productModules();
  const booted = await bootKernel(all, opts);
  const served = serveModules(booted, all, {
    title: 'Unterweisung API',
    version: '0.1.0',
    access: routeAccess,
    allowedWhilePasswordChange: ROUTES_WHILE_PASSWORD_CHANGE_REQUIRED,
    allowedWhilePinSetup: ROUTES_WHILE_PIN_SETUP_REQUIRED,
  });
  return { kernel: booted.kernel, modules, http: served.http, api: served.api, listen: served.listen, close: served.close };
}
