import type { DataProtectionSettings } from '../../../../shared/contracts/privacy';
import { storedPolicy } from '../../read/queries';
import type { Caller, PrivacyDeps } from '../../shared/deps';
import { personName } from '../../shared/names';

/** The company's data-protection settings (the defaults until changed), with who changed them last. */
export async function dataProtectionSettings(d: PrivacyDeps, c: Caller): Promise<DataProtectionSettings> {
  const { changedBy, changedAt, ...policy } = await storedPolicy(d.k.db, c.companyId);
  if (!changedBy) return { ...policy, changedAt, changedBy: null };
  const person = (await d.ports.people.summaries([changedBy])).get(changedBy);
  return { ...policy, changedAt, changedBy: { id: changedBy, name: personName(person) } };
}
