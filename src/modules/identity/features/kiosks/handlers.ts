import { randomBytes, randomInt } from 'node:crypto';
import { badRequest, type AppContext } from '../../../../platform/http';
import { newId } from '../../../../platform/eventstore';
import { callerActor } from '../../../../platform/kernel';
import type { KioskCreated, KioskInfo, KioskPaired, KiosksPage } from '../../../../shared/contracts/identity';
import type { Caller } from '../../../../shared/contracts/ids';
import { hashToken } from '../../passwords';
import { findKioskByDevice, findPairingKiosk, listKiosks } from '../../read/kiosks/queries';
import { applyKioskEffects } from '../../shared/auth-effects';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { KIOSK_NOT_PAIRED, toHttpError } from '../../shared/errors';
import { kioskOfRequest } from '../../shared/kiosk-device';
import { UNAMBIGUOUS } from '../../shared/login-codes';
import { actorOf, kioskStream } from '../../shared/streams';

const KIOSK_READ_MODELS = ['identity.kiosks'];
export const PAIRING_CODE_LENGTH = 8;

/** A pairing code as typed on the tablet: any case, spaces and hyphens ignored. */
const normalizePairingCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const newPairingCode = () => Array.from({ length: PAIRING_CODE_LENGTH }, () => UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)]).join('');

const UNKNOWN_UNITS = { de: 'Mindestens eine der gewählten Einheiten gibt es in Ihrer Firma nicht.', en: 'At least one of the chosen units does not exist in your company.' };

/**
 * POST /api/kiosks: registers a kiosk with a pairing code (8 characters, 10 minutes, shown only
 * here: the SHA-256 is kept, which is enough for a code that works 10 minutes behind a per-address
 * limit). `groupIds` must be units of the company.
 */
export async function registerKiosk(d: IdentityDeps, c: Caller, name: string, groupIds: readonly string[]): Promise<KioskCreated> {
  const wanted = [...new Set(groupIds)];
  if (wanted.length > 0 && (await d.ports.units.byIds(c.companyId, wanted)).length !== wanted.length) throw badRequest('unknown_group', UNKNOWN_UNITS, { field: 'groupIds' });
  const kioskId = newId();
  const pairingCode = newPairingCode();
  const outcome = await d.k.commands.run({
    ...kioskStream(kioskId),
    actor: callerActor(c),
    command: { type: 'RegisterKiosk', kioskId, companyId: c.companyId, name, groupIds: wanted, pairingCodeHash: hashToken(pairingCode), registeredBy: c.actor.userId, now: d.k.clock.now() },
    waitFor: KIOSK_READ_MODELS,
    whenReadModelsLate: 'continue',
  });
  const registered = outcome.events.find((e) => e.type === 'identity.KioskRegistered');
  if (registered?.type !== 'identity.KioskRegistered') throw new Error('RegisterKiosk stored no KioskRegistered');
  return { id: kioskId, pairingCode, expiresAt: registered.data.pairingExpiresAt };
}

/** GET /api/kiosks: a page of the company's kiosks with their units' names. */
export async function kiosksPage(d: IdentityDeps, c: Caller, page: number, pageSize: number): Promise<KiosksPage> {
  const { rows, total } = await listKiosks(d.k.db, c.companyId, d.k.clock.now(), page, pageSize);
  const units = new Map((await d.ports.units.byIds(c.companyId, [...new Set(rows.flatMap((r) => r.groupIds))])).map((u) => [u.id, u]));
  return {
    kiosks: rows.map(({ groupIds, ...r }) => ({ ...r, groups: groupIds.flatMap((id) => units.get(id) ?? []).map((u) => ({ id: u.id, name: u.name })) })),
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    page,
    pageSize,
  };
}

/** DELETE /api/kiosks/{id}: the device signs in nobody any more, and whoever is signed in on it is signed out at once. */
export async function revokeKiosk(d: IdentityDeps, c: Caller, kioskId: string): Promise<void> {
  const outcome = await d.k.commands.run({
    ...kioskStream(kioskId),
    actor: callerActor(c),
    command: { type: 'RevokeKiosk', companyId: c.companyId, revokedBy: c.actor.userId, now: d.k.clock.now() },
    waitFor: KIOSK_READ_MODELS,
    whenReadModelsLate: 'continue',
  });
  await applyKioskEffects(d.k, kioskId, outcome.events);
}

/**
 * POST /api/kiosk/pair: the tablet trades the pairing code for a device token (256 random bits,
 * SHA-256 kept), usable at once. A wrong, expired or used code answers 401; failures count per
 * address (20 in 10 minutes).
 */
export async function pairKiosk(d: IdentityDeps, ctx: AppContext, pairingCode: string): Promise<KioskPaired> {
  const ip = clientIp(ctx);
  await d.limits.kioskPairing.check(ip);
  const now = d.k.clock.now();
  const codeHash = hashToken(normalizePairingCode(pairingCode));
  const found = await findPairingKiosk(d.k.db, codeHash, now);
  if (!found) {
    await d.limits.kioskPairing.count(ip);
    throw toHttpError('PairingCodeInvalid');
  }
  const deviceToken = randomBytes(32).toString('base64url');
  const deviceTokenHash = hashToken(deviceToken);
  const outcome = await d.k.commands.run({
    ...kioskStream(found.id),
    actor: actorOf(found.companyId, null),
    command: { type: 'PairKiosk', pairingCodeHash: codeHash, deviceTokenHash, now },
    waitFor: KIOSK_READ_MODELS,
    whenReadModelsLate: 'continue',
  });
  await applyKioskEffects(d.k, found.id, outcome.events);
  const kiosk = await findKioskByDevice(d.k.db, deviceTokenHash);
  if (!kiosk) throw toHttpError('PairingCodeInvalid');
  return { deviceToken, kiosk: { id: kiosk.id, name: kiosk.name, companyName: kiosk.companyName } };
}

/**
 * GET /api/kiosk: what the paired tablet shows at the top of its sign-in screen; 401 once revoked.
 * Without the header at all the request is incomplete (400): the route is public, only the device
 * token (not a session) says who asks.
 */
export async function kioskInfo(d: IdentityDeps, ctx: AppContext): Promise<KioskInfo> {
  const kiosk = await kioskOfRequest(d, ctx);
  if (!kiosk) throw badRequest('kiosk_device_missing', KIOSK_NOT_PAIRED);
  return { id: kiosk.id, name: kiosk.name, companyName: kiosk.companyName };
}
