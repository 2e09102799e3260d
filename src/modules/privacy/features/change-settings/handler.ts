import { callerActor } from '../../../../platform/kernel';
import type { DataProtectionChange, DataProtectionSettings } from '../../../../shared/contracts/privacy';
import { privacyEvents, streams, streamTypes } from '../../domain/events';
import { policyDecider } from '../../domain/policy';
import type { Caller, PrivacyDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { dataProtectionSettings } from '../settings/query';

/** Changes the company's data-protection settings (root; checked by the decider); answers them as they now are. */
export async function changeDataProtection(d: PrivacyDeps, c: Caller, change: DataProtectionChange): Promise<DataProtectionSettings> {
  await d.k.commands.run({
    decider: policyDecider,
    codec: privacyEvents,
    streamId: streams.policy(c.companyId),
    streamType: streamTypes.policy,
    actor: callerActor(c),
    command: { type: 'ChangePolicy', actor: c.actor, companyId: c.companyId, change, now: d.k.clock.now() },
    waitFor: ['privacy.settings'],
    fail: toHttpError,
  });
  return dataProtectionSettings(d, c);
}
