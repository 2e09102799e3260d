import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import type { IdentityDeps } from '../../shared/deps';
import { kioskAdminCaller } from '../../shared/kiosk-device';
import { kioskInfo, kiosksPage, pairKiosk, registerKiosk, revokeKiosk } from './handlers';
import { ListKiosksQuery, PairKioskBody, RegisterKioskBody } from './schema';

export const registerKioskRoute = route(
  {
    method: 'POST',
    path: '/api/kiosks',
    summary: 'Registers a kiosk (shared tablet on site) {name, groupIds?}; answers 201 {id, pairingCode, expiresAt}: the code pairs the tablet at /kiosk within 10 minutes.',
    body: RegisterKioskBody,
    status: 201,
    rateLimited: true,
    permission: P('kiosks'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const c = kioskAdminCaller(ctx.state.principal);
    const body = input.body();
    return registerKiosk(d, c, body.name, body.groupIds ?? []);
  },
);

export const listKiosksRoute = route(
  {
    method: 'GET',
    path: '/api/kiosks',
    summary: 'The company’s kiosks, newest first, paged: status (pairing, unpaired, paired, revoked), units, last use.',
    query: ListKiosksQuery,
    permission: P('kiosks'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const c = kioskAdminCaller(ctx.state.principal);
    const q = input.query();
    return kiosksPage(d, c, q.page, q.pageSize);
  },
);

export const revokeKioskRoute = route(
  {
    method: 'DELETE',
    path: '/api/kiosks/:id',
    summary: 'Revokes a kiosk: its device token signs in nobody any more and every session begun on it ends at once. 204.',
    status: 204,
    permission: P('kiosks'),
  },
  async (ctx, d: IdentityDeps) => {
    const c = kioskAdminCaller(ctx.state.principal);
    await revokeKiosk(d, c, ctx.params.id ?? '');
  },
);

export const pairKioskRoute = route(
  {
    method: 'POST',
    path: '/api/kiosk/pair',
    summary: 'Pairs a tablet with the code from POST /api/kiosks; answers {deviceToken, kiosk: {id, name, companyName}}. The tablet sends the token as X-Kiosk-Device on sign-in calls.',
    body: PairKioskBody,
    rateLimited: true,
    permission: P('public'),
  },
  (ctx, d: IdentityDeps, input) => pairKiosk(d, ctx, input.body().pairingCode),
);

export const kioskInfoRoute = route(
  {
    method: 'GET',
    path: '/api/kiosk',
    summary: 'The paired kiosk this tablet is (header X-Kiosk-Device): {id, name, companyName}; 401 kiosk_not_paired when unknown or revoked, 400 kiosk_device_missing without the header.',
    permission: P('public'),
  },
  (ctx, d: IdentityDeps) => kioskInfo(d, ctx),
);
