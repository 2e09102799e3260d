import type { Kernel } from '../../platform/kernel';
import type { LearningPersonalData, PersonalDataExport } from '../../shared/contracts/privacy';
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
  readonly learning: { facade(k: Kernel): { personalData(companyId: string, userId: string): Promise<LearningPersonalData> } };
  readonly notifications: { personalNotifications(k: Kernel, userId: string): Promise<PersonalDataExport['notifications']> };
  readonly infolog: { facade(k: Kernel): { readReceipts(userId: string): Promise<PersonalDataExport['readReceipts']> } };
  readonly instruction: { participations(k: Kernel, userId: string): Promise<PersonalDataExport['classroomSessions']> };
}

export function privacyPorts(k: Kernel, p: PrivacyProviders): PrivacyPorts {
  const people = () => p.identity.facade(k);
  return {
    people: {
      summaries: (ids) => people().getUserSummaries(ids),
      account: (userId) => people().getUserView(userId),
      signIns: (userId) => people().signIns(userId),
    },
    units: { memberOf: async (companyId, userId) => (await p.organization.facade(k).memberGroups(asCompanyId(companyId), asUserId(userId))).map((g) => ({ id: g.id, name: g.name })) },
    learning: { personalData: (companyId, userId) => p.learning.facade(k).personalData(companyId, userId) },
    notifications: { of: (userId) => p.notifications.personalNotifications(k, userId) },
    infolog: { readReceipts: (userId) => p.infolog.facade(k).readReceipts(userId) },
    instruction: { participations: (userId) => p.instruction.participations(k, userId) },
  };
}
