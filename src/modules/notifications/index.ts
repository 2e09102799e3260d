import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import { NotificationDispatcher } from './mail/dispatcher';
import { notificationsOf, purgeNotificationsTenant } from './read/notifications/queries';
import { assignedReactor } from './read/due/assigned';
import type { DueSource } from './read/due/scan';
import { questionsReactor } from './read/questions/projection';
import { signInLocksReactor } from './read/sign-in-locks/projection';
import { DueScanner } from './read/due/scanner';
import { maillessProjection } from './read/mailless/projection';
import { notificationMigrations } from './read/notifications/ddl';
import { settingsProjection } from './read/settings/projection';
import { NOTIFICATION_ROUTES, notificationRoutes } from './routes';
import type { ComplianceDates, NotificationDeps, NotificationPorts } from './shared/ports';
import { complianceDates, notificationPorts, questionFeed, signInLockFeed, type NotificationProviders } from './wiring';

export type { ComplianceDates, NotificationPorts, NotifiedPerson, QuestionFeed, QuestionNotice } from './shared/ports';
export type { DatedAssignment } from './domain/due';
export type { NotificationProviders } from './wiring';
export { NotificationDispatcher, notificationMessageId } from './mail/dispatcher';
export { DueScanner } from './read/due/scanner';

export interface NotificationsModule extends ModuleDefinition {
  /** What its due-date scan reads on this kernel (a second scanner, as another process runs it). */
  dueSource(k: Kernel): DueSource;
  /** The outbox dispatcher of this kernel (running where projections run). */
  dispatcher(k: Kernel): NotificationDispatcher;
  /** The due-date scanner of this kernel (running where projections run). */
  scanner(k: Kernel): DueScanner;
  /** The notifications to one person (the data export, issue 35). */
  personalNotifications(k: Kernel, userId: string): Promise<{ kind: string; trainingId: string; createdAt: string; readAt: string | null }[]>;
}

/**
 * Notifications to a person (issue 16): training assigned, reminders before the deadline, overdue,
 * recertification window open, certificate expired, a learner's question to the instructor and its
 * answer; in the bell and by mail (a day's in one digest). "Assigned" comes from a reactor on the
 * compliance events, questions and answers from a reactor on learning's question events, the
 * others from a due-date scan over the compliance dates with a durable checkpoint; each exactly
 * once per (recipient, item, kind, cycle). The compliance dates and learning's question events
 * are static; what it needs of identity, organization and the catalog it takes from `providers`,
 * the product's modules (all in wiring.ts).
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

export function notificationsModule(providers: () => NotificationProviders): NotificationsModule {
  const compliance = complianceDates;
  const depsOf = perKernel((k): NotificationDeps => {
    const p = notificationPorts(k, providers());
    return { k, compliance, ports: p, source: dueSource(k, compliance, p) };
  });
  const dispatcher = perKernel((k) => new NotificationDispatcher(k, depsOf(k).ports));
  const scanner = perKernel((k) => new DueScanner(k, depsOf(k).source));
  return {
    name: 'notifications',
    dueSource: (k) => depsOf(k).source,
    api: NOTIFICATION_ROUTES,
    migrations: notificationMigrations,
    projections: [settingsProjection, maillessProjection, assignedReactor(compliance), questionsReactor(questionFeed), signInLocksReactor(signInLockFeed)],
    dispatcher,
    scanner,
    personalNotifications: (k, userId) => notificationsOf(k.db, userId),
    routes: (k) => notificationRoutes(depsOf(k)),
    async onStart(k) {
      // like the reactors: where the projections run (the worker when RUN_PROJECTIONS=0 on API processes)
      if (!k.config.runProjections) return;
      await scanner(k).start();
      await dispatcher(k).start();
    },
    // the test clock moved: the due-date scan runs up to the new now (where the projections run)
    async onClockMoved(k) {
      if (k.config.runProjections) await scanner(k).scan();
    },
    async onStop(k) {
      await scanner.existing(k)?.stop();
      await dispatcher.existing(k)?.stop();
    },
    purgeTenant: (tx, companyId) => purgeNotificationsTenant(tx, companyId),
  };
}
