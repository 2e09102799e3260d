import type { DataProtectionSettings } from '../../../../shared/contracts/privacy';
import { storedPolicy } from '../../read/queries';
import type { Caller, PrivacyDeps } from '../../shared/deps';
import { namesOf } from '../../shared/names';

/** The company's data-protection settings (the defaults until changed), with who changed them last. */
export async function dataProtectionSettings(d: PrivacyDeps, c: Caller): Promise<DataProtectionSettings> {
  const { changedBy, changedAt, ...policy } = await storedPolicy(d.k.db, c.companyId);
  const name = changedBy ? (await namesOf(d, [changedBy])).get(changedBy) ?? '' : null;
  return { ...policy, changedAt, changedBy: changedBy ? { id: changedBy, name: name ?? '' } : null };
}
