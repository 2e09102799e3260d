import { randomInt } from 'node:crypto';
import type { AppendRequest, ConcurrencyError, EventMetadata } from '../../../platform/eventstore';
import { conflict } from '../../../platform/http';
import { PLATFORM_TENANT, type Kernel } from '../../../platform/kernel';
import { loginCodeClaim } from '../domain/claims';
import { streams, streamTypes } from '../domain/events';
import { claimAppend } from './claim-streams';

/*
 * Company login codes (issue 33 item 2): what people without e-mail give with their personnel
 * number at sign-in, printed on start letters and badges. Unique on the platform through one claim
 * stream per code (held by the company).
 */

/** Letters and digits that cannot be mistaken for one another when read off paper (no I, O, 0, 1). */
export const UNAMBIGUOUS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_LOGIN_CODE_LENGTH = 8;

/** A random login code of 8 unambiguous characters (40 bits). */
export function generateLoginCode(): string {
  return Array.from({ length: GENERATED_LOGIN_CODE_LENGTH }, () => UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)]).join('');
}

const loginCodeTaken = () =>
  conflict('login_code_taken', { de: 'Dieser Anmeldecode ist bereits vergeben.', en: 'This login code is already in use.' }, { field: 'loginCode' });

const loginCodeStream = (loginCode: string) => ({ tenantId: PLATFORM_TENANT, streamId: streams.loginCode(loginCode), streamType: streamTypes.loginCode, decider: loginCodeClaim(loginCode) });

/** Claims `after` for the company and releases `before` (409 `login_code_taken` when another company holds `after`). */
export async function changeLoginCode(k: Kernel, companyId: string, before: string | null, after: string, metadata: EventMetadata): Promise<AppendRequest[]> {
  if (before === after) return [];
  return [
    ...(await claimAppend(k, loginCodeStream(after), { type: 'Claim', holder: companyId }, metadata, loginCodeTaken)),
    ...(before !== null ? await claimAppend(k, loginCodeStream(before), { type: 'Release', holder: companyId }, metadata, loginCodeTaken) : []),
  ];
}

/** `onConflict` of a command claiming `loginCode`: another company took it meanwhile (409); other conflicts retry. */
export const loginCodeTakenOn =
  (loginCode: string | undefined) =>
  (err: ConcurrencyError): Error | undefined =>
    loginCode !== undefined && err.streamId === streams.loginCode(loginCode) ? loginCodeTaken() : undefined;
