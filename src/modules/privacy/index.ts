import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import { PrivacyJob, runPrivacyJob, type JobRun } from './features/job/job';
import { privacyMigrations } from './read/ddl';
import { privacyProjection } from './read/projection';
import { purgePrivacyTenant, worksCouncilModeOf } from './read/queries';
import { PRIVACY_ROUTES, privacyRoutes } from './routes';
import type { PrivacyDeps } from './shared/deps';
import { privacyPorts, type PrivacyProviders } from './wiring';

export type { PrivacyProviders } from './wiring';
export { privacyEvents, type PrivacyEvent } from './domain/events';

/** What other modules ask of data protection. */
export interface PrivacyFacade {
  /** Whether the company's works-council mode is on (issue 35, item 6). */
  worksCouncilMode(companyId: string): Promise<boolean>;
}

export interface PrivacyModule extends ModuleDefinition {
  facade(k: Kernel): PrivacyFacade;
  /** One run of the data protection job now (tests, the benchmark). */
  runJob(k: Kernel): Promise<JobRun>;
}

/**
 * Data protection (issue 35): the company's retention policy and works-council mode (one stream
 * per company), legal holds (one stream per person), and their read models. The works council's
 * aggregate report reads the audit's as-of model and lives there (projections/audit/works-council).
 */
export function privacyModule(providers: () => PrivacyProviders): PrivacyModule {
  const depsOf = perKernel((k): PrivacyDeps => ({ k, ports: privacyPorts(k, providers()) }));
  const job = perKernel((k) => new PrivacyJob(depsOf(k), k.config.notifications.privacyJobMs));
  return {
    name: 'privacy',
    api: PRIVACY_ROUTES,
    migrations: privacyMigrations,
    projections: [privacyProjection],
    routes: (k) => privacyRoutes(depsOf(k)),
    facade: (k) => ({ worksCouncilMode: (companyId) => worksCouncilModeOf(k.db, companyId) }),
    purgeTenant: (tx, companyId) => purgePrivacyTenant(tx, companyId),
    // the job runs where the projections run, under its lease (the worker when RUN_PROJECTIONS=0 on API processes)
    async onStart(k) {
      if (k.config.runProjections) await job(k).start();
    },
    // the test clock moved: leavers whose grace period ended in between are pseudonymised now
    async onClockMoved(k) {
      if (k.config.runProjections) await job(k).run();
    },
    async onStop(k) {
      await job.existing(k)?.stop();
    },
    runJob: (k) => runPrivacyJob(depsOf(k)),
  };
}
