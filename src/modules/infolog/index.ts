import { readReceiptCount, readReceiptsOf } from './read/messages/receipts';
import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import { MailDispatcher } from './mail/dispatcher';
import { maillessMigration } from './read/mailless/ddl';
import { membersMigration } from './read/members/ddl';
import { membersProjection } from './read/members/projection';
import { infologProjections } from './read/messages/projection';
import { purgeInfologTenant } from './read/messages/queries';
import { infologMigrations } from './read/messages/ddl';
import { INFOLOG_ROUTES, infologRoutes } from './routes';
import { showsVideoTo } from './shared/access';
import type { InfologDeps } from './shared/ports';
import { infologPorts, type InfologProviders } from './wiring';
import type { Caller } from './shared/caller';

export type { InfologPorts, InfologGroup, InfologPerson } from './shared/ports';
export type { InfologProviders } from './wiring';
export type { ChangelogEntry, ChangelogPage, ReadStatus } from '../../shared/contracts/infolog';
export { MailDispatcher, mailMessageId, backoffMs } from './mail/dispatcher';
export type { DispatcherOptions } from './mail/dispatcher';

/** What other modules may ask of the infolog. */
export interface InfologFacade {
  /** True when a message the reader may read (members, edit level, company-wide readers of its group) shows the stored video at `path` (unsigned). */
  showsVideoTo(reader: Pick<Caller, 'companyId' | 'actor'>, path: string): Promise<boolean>;
  /** The unit news a person read, and when (the data export, issue 35). */
  readReceipts(userId: string): Promise<{ messageId: string; unitId: string; readAt: string }[]>;
  /** How many read receipts the given people have (the data protection preview). */
  readReceiptCount(userIds: readonly string[]): Promise<number>;
}

export interface InfologModule extends ModuleDefinition {
  /** The outbox dispatcher of this kernel (running where projections run). */
  dispatcher(k: Kernel): MailDispatcher;
  facade(k: Kernel): InfologFacade;
}

/**
 * Infolog (the HTTP API calls it "changelog"): group news with optional video, read receipts,
 * one e-mail per member (outbox + dispatcher). It takes what it needs of media, organization and
 * identity from `providers`, the product's modules (wiring.ts).
 */
export function infologModule(providers: () => InfologProviders): InfologModule {
  const depsOf = perKernel((k): InfologDeps => ({ k, ports: infologPorts(k, providers()) }));
  const dispatcher = perKernel((k) => new MailDispatcher(k, depsOf(k).ports));
  return {
    name: 'infolog',
    api: INFOLOG_ROUTES,
    migrations: [...infologMigrations, membersMigration, maillessMigration],
    projections: [...infologProjections, membersProjection],
    dispatcher,
    facade: (k) => ({
      showsVideoTo: (reader, path) => showsVideoTo(depsOf(k), reader, path),
      readReceipts: (userId) => readReceiptsOf(k.db, userId),
      readReceiptCount: (userIds) => readReceiptCount(k.db, userIds),
    }),
    routes: (k) => infologRoutes(depsOf(k)),
    async onStart(k) {
      // a reactor: it runs where the projections run (the worker when RUN_PROJECTIONS=0 on API processes)
      if (k.config.runProjections) await dispatcher(k).start();
    },
    async onStop(k) {
      await dispatcher.existing(k)?.stop();
    },
    purgeTenant: (tx, companyId) => purgeInfologTenant(tx, companyId),
  };
}

/** The module's events, for cross-module projections (projections/audit). */
export { infologEvents } from './domain/events';
