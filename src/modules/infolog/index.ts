import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { infologRoutes } from './api/routes';
import { InfologService, type InfologPorts } from './application/service';
import { MailDispatcher, dispatcherOptionsFromEnv } from './mail/dispatcher';
import { infologProjections } from './read/projections';
import { purgeInfologTenant } from './read/queries';
import { infologMigrations } from './read/schema';

export { InfologService } from './application/service';
export type { InfologPorts, ChangelogEntry, ChangelogPage, ReadStatus } from './application/service';
export { MailDispatcher, mailMessageId, backoffMs } from './mail/dispatcher';
export type { DispatcherOptions } from './mail/dispatcher';

export interface InfologModule extends ModuleDefinition {
  service(k: Kernel): InfologService;
  /** The outbox dispatcher of this kernel (running where projections run). */
  dispatcher(k: Kernel): MailDispatcher;
}

/** Infolog: group news with optional video, read receipts, one e-mail per member (outbox + dispatcher). */
export function infologModule(ports: InfologPorts): InfologModule {
  const services = new WeakMap<Kernel, InfologService>();
  const dispatchers = new WeakMap<Kernel, MailDispatcher>();
  const service = (k: Kernel) => {
    let s = services.get(k);
    if (!s) services.set(k, (s = new InfologService(k, ports)));
    return s;
  };
  const dispatcher = (k: Kernel) => {
    let d = dispatchers.get(k);
    if (!d) dispatchers.set(k, (d = new MailDispatcher(k, dispatcherOptionsFromEnv())));
    return d;
  };
  return {
    name: 'infolog',
    migrations: infologMigrations,
    projections: infologProjections,
    service,
    dispatcher,
    routes: (k) => infologRoutes(service(k)),
    async onStart(k) {
      // a reactor: it runs where the projections run (the worker when RUN_PROJECTIONS=0 on API processes)
      if (k.config.runProjections) await dispatcher(k).start();
    },
    async onStop(k) {
      await dispatchers.get(k)?.stop();
    },
    purgeTenant: (tx, companyId) => purgeInfologTenant(tx, companyId),
  };
}
