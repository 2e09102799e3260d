import { tableProjection, type Projection } from '../../../../platform/projections';
import { identityEvents, streams } from '../../domain/events';
import { insertKiosk, pairKiosk, revokeKiosk, touchKiosk } from './statements';

/** Kiosks read model (issue 33, item 5): the devices page, pairing and the device-token check. */
export const kiosksProjection: Projection = tableProjection({
  name: 'identity.kiosks',
  version: 1,
  eventTypes: ['identity.KioskRegistered', 'identity.KioskPaired', 'identity.KioskRevoked', 'identity.UserLoggedIn'],
  tables: ['idn_kiosks'],
  codec: identityEvents,
  async applyEvent(tx, e, r) {
    switch (e.type) {
      case 'identity.KioskRegistered':
        return insertKiosk(tx, { ...e.data, kioskId: e.data.kioskId });
      case 'identity.KioskPaired':
        return pairKiosk(tx, streams.kiosk.idOf(r.streamId), e.data.deviceTokenHash, e.data.pairedAt);
      case 'identity.KioskRevoked':
        return revokeKiosk(tx, streams.kiosk.idOf(r.streamId), e.data.revokedAt);
      case 'identity.UserLoggedIn':
        return e.data.kioskId ? touchKiosk(tx, e.data.kioskId, e.data.loggedInAt) : undefined;
      default:
        return undefined;
    }
  },
});
