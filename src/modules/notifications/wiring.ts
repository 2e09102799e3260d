import type { Kernel } from '../../platform/kernel';
import { localizedText } from '../../platform/i18n';
import { asCompanyId, asGroupId, asTrainingId } from '../../shared/contracts/ids';
import { assigningUnits, assignmentsChangedBy, assignmentsWithDatesIn, complianceEventTypes, compliancePosition, unitWideMembers, UNIT_WIDE_EVENT_TYPES } from '../../../projections/compliance';
import type { CatalogModule } from '../catalog';
import { SIGN_IN_LOCK_EVENT_TYPES, signInLockNotice, type IdentityModule } from '../identity';
import { questionEvents } from '../learning';
import type { OrganizationModule } from '../organization';
import type { ComplianceDates, NotificationPorts, QuestionFeed, SignInLockFeed } from './shared/ports';
import { textIn } from '../../shared/contracts/localized';
import { adminLanguage } from '../../shared/languages';

/** The modules notifications take their ports from (the product's modules, by name). */
export interface NotificationProviders {
  readonly catalog: Pick<CatalogModule, 'facade'>;
  readonly organization: Pick<OrganizationModule, 'facade'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
}

/** At most this many admins and root of one company are told at escalation level 2. */
const MANAGERS_PER_COMPANY = 500;

/**
 * The compliance dates notifications act on (projections/compliance). Its reactor reads the same
 * event types as the compliance projection, so that a catch-up steps both through the same batches.
 */
export const complianceDates: ComplianceDates = {
  eventTypes: complianceEventTypes,
  unitWideEventTypes: UNIT_WIDE_EVENT_TYPES,
  withDatesIn: assignmentsWithDatesIn,
  changedBy: assignmentsChangedBy,
  unitWideMembers,
  assigningUnits,
  position: compliancePosition,
};

/** Learning's questions to the instructor as notifications read them (issue 16, item 5): a question tells the recipients its event names, an answer tells the asker. */
export const questionFeed: QuestionFeed = {
  eventTypes: questionEvents.types,
  notices: (r) => {
    const e = questionEvents.decode(r);
    if (e.type === 'learning.QuestionAsked') {
      const d = e.data;
      return [{ companyId: d.companyId, trainingId: d.trainingId, kind: 'question', itemId: d.questionId, recipientIds: d.recipientIds, subjectUserId: d.askedBy, at: new Date(d.askedAt) }];
    }
    const d = e.data;
    return [{ companyId: r.tenantId, trainingId: d.trainingId, kind: 'answer', itemId: d.answerId, recipientIds: [d.askedBy], subjectUserId: d.answeredBy, at: new Date(d.answeredAt) }];
  },
};

/** Identity's repeated locks of an account (issue 33, item 6): the admins and root its event names are told. */
export const signInLockFeed: SignInLockFeed = { eventTypes: SIGN_IN_LOCK_EVENT_TYPES, notice: signInLockNotice };

/** The notifications' ports (shared/ports.ts), each method on the facade of the module that answers it. */
export function notificationPorts(k: Kernel, p: NotificationProviders): NotificationPorts {
  const trainings = p.catalog.facade(k);
  const groups = p.organization.facade(k);
  const people = p.identity.facade(k);
  return {
    people: { summaries: (ids) => people.getUserSummaries(ids) },
    units: {
      owners: async (companyId, groupIds) => (await Promise.all(groupIds.map((id) => groups.group(asCompanyId(companyId), asGroupId(id))))).flatMap((g) => (g ? [g.ownerId, ...g.coOwners] : [])),
    },
    managers: { ofCompany: async (companyId) => (await people.searchCompanyUsers(companyId, { roles: ['root', 'admin'], limit: MANAGERS_PER_COMPANY })).map((u) => u.id) },
    trainings: {
      // the title in the recipient's language when the training has that version, else German or English
      titles: async (companyId, ids, lang) => new Map((await trainings.trainingsByIds(asCompanyId(companyId), ids.map((id) => asTrainingId(id)))).map((t) => [t.id, textIn(t.title, lang).trim() || localizedText(t.title, adminLanguage(lang))])),
    },
  };
}
