import { notFound } from '../../../../platform/http';
import type { PersonalDataExport } from '../../../../shared/contracts/privacy';
import { legalHoldOf } from '../../read/queries';
import type { PrivacyDeps } from '../../shared/deps';
import { PERSON_NOT_FOUND } from '../../shared/errors';

/**
 * Everything stored about one person of the company (issue 35, item 5; Art. 15 and 20 GDPR): each
 * module answers for its own data through a port, by the person's own indexes. 404 for a person of
 * another company or none.
 */
export async function personalDataExport(d: PrivacyDeps, companyId: string, userId: string): Promise<PersonalDataExport> {
  const account = await d.ports.people.account(userId);
  if (!account || account.companyId !== companyId || !account.company) throw notFound(PERSON_NOT_FOUND);
  const [signIns, units, learning, notifications, readReceipts, classroomSessions, hold] = await Promise.all([
    d.ports.people.signIns(userId),
    d.ports.units.memberOf(companyId, userId),
    d.ports.learning.personalData(companyId, userId),
    d.ports.notifications.of(userId),
    d.ports.infolog.readReceipts(userId),
    d.ports.instruction.participations(userId),
    legalHoldOf(d.k.db, userId),
  ]);
  return {
    format: 'unterweisung.personal-data.v1',
    exportedAt: d.k.clock.now().toISOString(),
    company: { id: account.company.id, name: account.company.name },
    account: {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      personnelNumber: account.personnelNumber,
      role: account.role,
      language: account.language,
      contentLanguage: account.contentLanguage,
      isActive: account.isActive,
      lastLogin: account.lastLogin,
    },
    signIns,
    units,
    learning,
    notifications,
    classroomSessions,
    readReceipts,
    legalHold: hold && { reason: hold.reason, placedAt: hold.placedAt },
  };
}

/** The file name of an export: the person's name and the day. */
export const exportFileName = (e: PersonalDataExport) =>
  `personendaten-${`${e.account.lastName}-${e.account.firstName}`.toLowerCase().replace(/[^a-z0-9äöüß-]+/g, '-')}-${e.exportedAt.slice(0, 10)}.json`;
