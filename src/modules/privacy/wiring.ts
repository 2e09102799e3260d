import type { Kernel } from '../../platform/kernel';
import type { EventRedaction, LearningPersonalData, PersonalDataExport, PersonToRedact } from '../../shared/contracts/privacy';
import { asCompanyId, asUserId, type CompanyId, type UserId } from '../../shared/contracts/ids';
import type { IdentityModule } from '../identity';
import type { PrivacyPorts } from './shared/deps';

/**
 * The modules data protection takes its ports from (the product's modules, by name). Learning,
 * notifications, infolog and organization ask data protection in turn (works-council mode), so
 * they are described by what is used of them, not imported.
 */
export interface PrivacyProviders {
  readonly identity: Pick<IdentityModule, 'facade'>;
  readonly organization: { facade(k: Kernel): { memberGroups(companyId: CompanyId, userId: UserId): Promise<readonly { readonly id: string; readonly name: string }[]> } };
  readonly learning: {
    facade(k: Kernel): {
      personalData(companyId: string, userId: string): Promise<LearningPersonalData>;
      personalDataCounts(companyId: string, userIds: readonly string[]): Promise<{ completions: number; questions: number }>;
      questionRedactions(person: PersonToRedact): Promise<EventRedaction[]>;
      completionRedactions(person: PersonToRedact): Promise<EventRedaction[]>;
    };
  };
  readonly notifications: { personalNotifications(k: Kernel, userId: string): Promise<PersonalDataExport['notifications']> };
  readonly infolog: {
    facade(k: Kernel): { readReceipts(userId: string): Promise<PersonalDataExport['readReceipts']>; readReceiptCount(userIds: readonly string[]): Promise<number> };
  };
  readonly instruction: {
    participations(k: Kernel, userId: string): Promise<PersonalDataExport['classroomSessions']>;
    participationCount(k: Kernel, userIds: readonly string[]): Promise<number>;
    forgetSignatures(k: Kernel, companyId: string, userId: string): Promise<number>;
  };
}

export function privacyPorts(k: Kernel, p: PrivacyProviders): PrivacyPorts {
  const people = () => p.identity.facade(k);
  return {
    people: {
      summaries: (ids) => people().getUserSummaries(ids),
      account: (userId) => people().getUserView(userId),
      signIns: (userId) => people().signIns(userId),
      leavers: (companyId, o) => people().leavers(companyId, o),
      leaverIds: (companyId, leftBefore, excludeIds) => people().leaverIds(companyId, leftBefore, excludeIds),
      signInCount: (userIds) => people().signInCount(userIds),
      companiesWithLeavers: () => people().companiesWithLeavers(),
    },
    erasure: {
      facts: (userId) => people().erasureFacts(userId),
      redactors: [
        {
          module: 'identity',
          redactions: (person) => people().personalDataRedactions(person),
          inTransaction: (tx, person) => people().erasureInTransaction(tx, person),
        },
        // their evidence names them by the pseudonym; the questions and answers they wrote lose their text
        { module: 'learning', redactions: async (person) => [...(await p.learning.facade(k).completionRedactions(person)), ...(await p.learning.facade(k).questionRedactions(person))] },
        // the signature images on the tablet go; the sessions and the events keep their digests
        { module: 'instruction', redactions: async () => [], afterCommit: async (person) => void (await p.instruction.forgetSignatures(k, person.companyId, person.userId)) },
        // what the development mailbox kept of mails to the person (SMTP keeps nothing)
        { module: 'mail', redactions: async () => [], afterCommit: async (person) => (person.email ? k.mailer.forget?.([person.email]) : undefined) },
      ],
    },
    units: { memberOf: async (companyId, userId) => (await p.organization.facade(k).memberGroups(asCompanyId(companyId), asUserId(userId))).map((g) => ({ id: g.id, name: g.name })) },
    learning: {
      personalData: (companyId, userId) => p.learning.facade(k).personalData(companyId, userId),
      counts: (companyId, userIds) => p.learning.facade(k).personalDataCounts(companyId, userIds),
    },
    notifications: { of: (userId) => p.notifications.personalNotifications(k, userId) },
    infolog: { readReceipts: (userId) => p.infolog.facade(k).readReceipts(userId), readReceiptCount: (userIds) => p.infolog.facade(k).readReceiptCount(userIds) },
    instruction: { participations: (userId) => p.instruction.participations(k, userId), participationCount: (userIds) => p.instruction.participationCount(k, userIds) },
  };
}
