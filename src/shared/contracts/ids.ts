/**
 * Branded ids of the product's main entities (ADR 0006). A plain string is not a `TrainingId`:
 * decode it at the edge (route params, bodies, the session) with these Schemas, and the compiler
 * keeps a user id from being passed where a training id is expected.
 */
import { Schema } from 'effect';
import type { Role } from '../policy';

export const CompanyId = Schema.String.pipe(Schema.brand('CompanyId'));
export type CompanyId = typeof CompanyId.Type;

export const UserId = Schema.String.pipe(Schema.brand('UserId'));
export type UserId = typeof UserId.Type;

export const TrainingId = Schema.String.pipe(Schema.brand('TrainingId'));
export type TrainingId = typeof TrainingId.Type;

export const GroupId = Schema.String.pipe(Schema.brand('GroupId'));
export type GroupId = typeof GroupId.Type;

/** A route's path parameters as Koa gives them. */
type Params = { readonly params: Readonly<Record<string, string | undefined>> };

/** Decoders for ids from the product's own session or read models (any string; the brands check no format). */
export const asCompanyId = Schema.decodeSync(CompanyId);
export const asUserId = Schema.decodeSync(UserId);
export const asTrainingId = Schema.decodeSync(TrainingId);
export const asGroupId = Schema.decodeSync(GroupId);

/**
 * A path parameter decoded as a branded id ('' when absent, as before the brands): the brands check
 * no format, so an unknown or malformed id is still answered by the lookup (404) or by the slice's
 * own format check (catalog's 400 for a training id that is not a UUID).
 */
export const pathCompanyId = (ctx: Params, key = 'id'): CompanyId => asCompanyId(ctx.params[key] ?? '');
export const pathUserId = (ctx: Params, key = 'userId'): UserId => asUserId(ctx.params[key] ?? '');
export const pathTrainingId = (ctx: Params, key = 'id'): TrainingId => asTrainingId(ctx.params[key] ?? '');
export const pathGroupId = (ctx: Params, key = 'id'): GroupId => asGroupId(ctx.params[key] ?? '');

/** The ids of a signed-in company user, as the session decoded them. */
export const principalIds = (p: { readonly tenantId: string; readonly userId: string }): { readonly companyId: CompanyId; readonly userId: UserId } => ({
  companyId: asCompanyId(p.tenantId),
  userId: asUserId(p.userId),
});

/**
 * The one caller type: a signed-in company user as every module's use cases see them (branded
 * company and user ids, the role of the permission table). Built from the session by each
 * module's `callerOf`, or without HTTP by `companyCaller` (the seed, benchmarks, tests, ports).
 */
export interface Caller {
  readonly companyId: CompanyId;
  readonly actor: { readonly userId: UserId; readonly role: Role };
}

/** A caller and the language of their request, for use cases whose answer or mails carry texts. */
export type CallerWithLang = Caller & { readonly lang: 'de' | 'en' };

/** A company user acting through a module's use cases: from the session, or without HTTP (the seed, benchmarks, tests, ports between modules). */
export const companyCaller = (companyId: string, userId: string, role: Role): Caller => ({
  companyId: asCompanyId(companyId),
  actor: { userId: asUserId(userId), role },
});
