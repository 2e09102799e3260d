import { describe, it } from 'vitest';
import { at, given, now } from '../../../../tests/support/decider';
import type { IdentityEvent } from './events';
import { kioskDecider } from './kiosk';

/* Issue 33 item 5: a kiosk is registered with a one-time pairing code, paired once, revoked for good. */

const in10 = new Date(now.getTime() + 10 * 60_000).toISOString();
const registered: IdentityEvent = {
  type: 'identity.KioskRegistered',
  data: { kioskId: 'k1', companyId: 'c1', name: 'Halle 3', groupIds: ['g1'], pairingCodeHash: 'code-hash', pairingExpiresAt: in10, registeredAt: at, registeredBy: 'a1' },
};
const paired: IdentityEvent = { type: 'identity.KioskPaired', data: { name: 'Halle 3', deviceTokenHash: 'device-hash', pairedAt: at } };
const revoked: IdentityEvent = { type: 'identity.KioskRevoked', data: { name: 'Halle 3', revokedAt: at, revokedBy: 'a1' } };
const pair = (pairingCodeHash: string, when = now) => ({ type: 'PairKiosk', pairingCodeHash, deviceTokenHash: 'device-hash', now: when }) as const;

describe('kiosk decider', () => {
  it('registers a kiosk whose pairing code works 10 minutes (units given twice count once)', () => {
    given(kioskDecider)
      .when({ type: 'RegisterKiosk', kioskId: 'k1', companyId: 'c1', name: 'Halle 3', groupIds: ['g1', 'g1'], pairingCodeHash: 'code-hash', registeredBy: 'a1', now })
      .then([registered]);
    given(kioskDecider, [registered])
      .when({ type: 'RegisterKiosk', kioskId: 'k1', companyId: 'c1', name: 'x', groupIds: [], pairingCodeHash: 'h', registeredBy: 'a1', now })
      .thenFails('KioskAlreadyRegistered');
  });
  it('pairs once with the current code before it expires', () => {
    given(kioskDecider, [registered]).when(pair('code-hash')).then([paired]);
    given(kioskDecider, [registered, paired]).when(pair('code-hash')).thenFails('PairingCodeInvalid');
  });
  it('PairingCodeInvalid: a wrong code, an expired one, a revoked kiosk, no kiosk', () => {
    given(kioskDecider, [registered]).when(pair('other')).thenFails('PairingCodeInvalid');
    given(kioskDecider, [registered]).when(pair('code-hash', new Date(in10))).thenFails('PairingCodeInvalid');
    given(kioskDecider, [registered, revoked]).when(pair('code-hash')).thenFails('PairingCodeInvalid');
    given(kioskDecider).when(pair('code-hash')).thenFails('PairingCodeInvalid');
  });
  it('revokes a kiosk of the caller’s company, once; another company’s is not found', () => {
    given(kioskDecider, [registered, paired]).when({ type: 'RevokeKiosk', companyId: 'c1', revokedBy: 'a1', now }).then([revoked]);
    given(kioskDecider, [registered, paired, revoked]).when({ type: 'RevokeKiosk', companyId: 'c1', revokedBy: 'a1', now }).thenNothing();
    given(kioskDecider, [registered]).when({ type: 'RevokeKiosk', companyId: 'c2', revokedBy: 'x', now }).thenFails('KioskNotFound');
    given(kioskDecider).when({ type: 'RevokeKiosk', companyId: 'c1', revokedBy: 'a1', now }).thenFails('KioskNotFound');
  });
});
