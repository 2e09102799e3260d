import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { NotificationDispatcher, dispatcherOptionsFromEnv } from './mail/dispatcher';
import { purgeNotificationsTenant } from './read/queries';
import { assignedReactor, type DueSource } from './read/scan';
import { questionsReactor } from './read/questions';
import { DueScanner, scanIntervalFromEnv } from './read/scanner';
import { notificationMigrations } from './read/ddl';
import { settingsProjection } from './read/settings';
import { notificationRoutes } from './routes';
import type { ComplianceDates, NotificationDeps, NotificationPorts, QuestionFeed } from './shared/ports';
import { notificationsApi } from './api';

export type { ComplianceDates, NotificationPorts, NotifiedPerson, QuestionFeed, QuestionNotice } from './shared/ports';
export type { DatedAssignment } from './domain/due';
export { NotificationDispatcher, notificationMessageId } from './mail/dispatcher';
export { DueScanner } from './read/scanner';

export interface NotificationsModule extends ModuleDefinition {
  /** What its due-date scan reads on this kernel (a second scanner, as another process runs it). */
  dueSource(k: Kernel): DueSource;
  /** The outbox dispatcher of this kernel (running where projections run). */
  dispatcher(k: Kernel): NotificationDispatcher;
  /** The due-date scanner of this kernel (running where projections run). */
  scanner(k: Kernel): DueScanner;
}

/**
 * Notifications to a person (issue 16): training assigned, reminders before the deadline, overdue,
 * recertification window open, certificate expired, a learner's question to the instructor and its
 * answer; in the bell and by mail (a day's in one digest). "Assigned" comes from a reactor on the
 * compliance events, questions and answers from a reactor on learning's question events, the
 * others from a due-date scan over the compliance dates with a durable checkpoint; each exactly
 * once per (recipient, item, kind, cycle). `compliance` is the compliance read model's port and
 * `questions` learning's question events (both static), `ports` what it needs of identity and the
 * catalog for a running kernel.
 */
/** Escalation level 1 goes to the owners and co-owners of the units that assign the training, level 2 to the admins and root. */
function dueSource(k: Kernel, compliance: ComplianceDates, ports: NotificationPorts): DueSource {
  return {
    compliance,
    // asked once per company (level 2) or set of units (level 1) within one scan or preview
    recipients: async (e, memo) => {
      const once = (key: string, ask: () => Promise<string[]>) => {
        let answer = memo.get(key);
        if (!answer) memo.set(key, (answer = ask()));
        return answer;
      };
      if (e.level === 2) return once(`2|${e.companyId}`, () => ports.managers.ofCompany(e.companyId));
      const units = await compliance.assigningUnits(k.db, e.subjectUserId, e.trainingId);
      return once(`1|${e.companyId}|${[...units].sort().join(',')}`, () => ports.units.owners(e.companyId, units));
    },
  };
}

export function notificationsModule(compliance: ComplianceDates, questions: QuestionFeed, ports: (k: Kernel) => NotificationPorts): NotificationsModule {
  const deps = new WeakMap<Kernel, NotificationDeps>();
  const dispatchers = new WeakMap<Kernel, NotificationDispatcher>();
  const scanners = new WeakMap<Kernel, DueScanner>();
  const depsOf = (k: Kernel) => {
    let d = deps.get(k);
    if (!d) {
      const p = ports(k);
      deps.set(k, (d = { k, compliance, ports: p, source: dueSource(k, compliance, p) }));
    }
    return d;
  };
  const dispatcher = (k: Kernel) => {
    let m = dispatchers.get(k);
    if (!m) dispatchers.set(k, (m = new NotificationDispatcher(k, depsOf(k).ports, dispatcherOptionsFromEnv())));
    return m;
  };
  const scanner = (k: Kernel) => {
    let s = scanners.get(k);
    if (!s) scanners.set(k, (s = new DueScanner(k, depsOf(k).source, scanIntervalFromEnv())));
    return s;
  };
  return {
    name: 'notifications',
    dueSource: (k) => depsOf(k).source,
    api: notificationsApi,
    migrations: notificationMigrations,
    projections: [settingsProjection, assignedReactor(compliance), questionsReactor(questions)],
    dispatcher,
    scanner,
    routes: (k) => notificationRoutes(depsOf(k)),
    async onStart(k) {
      // like the reactors: where the projections run (the worker when RUN_PROJECTIONS=0 on API processes)
      if (!k.config.runProjections) return;
      await scanner(k).start();
      await dispatcher(k).start();
    },
    async onStop(k) {
      await scanners.get(k)?.stop();
      await dispatchers.get(k)?.stop();
    },
    purgeTenant: (tx, companyId) => purgeNotificationsTenant(tx, companyId),
  };
}
