import type { Queryable } from '../../platform/db';
import type { AppendRequest } from '../../platform/eventstore';
import type { AuthOutcome } from '../../platform/http';
import type { AuthResult, CompanyView, Confirmation, UserView } from '../../shared/contracts/identity';
import type { EventRedaction, PersonToRedact } from '../../shared/contracts/privacy';
import { DEFAULT_CONTENT_LANGUAGE } from '../../shared/languages';
import type { Role } from './domain/events';
import { confirmSecret } from './features/confirm-secret/handler';
import { createUser, type NewUserInput } from './features/create-user/handler';
import { erasureInTransaction } from './features/pseudonymise-person/erasure-in-transaction';
import { personalDataRedactions } from './features/pseudonymise-person/redactions';
import { registerCompany } from './features/register-company/handler';
import type { RegisterInput } from './features/register-company/schema';
import { companyUsers, getCompany, listCompanies, userCounts, type CompanyUserSummary } from './read/operator-queries';
import { getUserView, hasAnyCompany } from './read/users/queries';
import { erasureFacts, type ErasureFacts } from './read/users/erasure-facts';
import { companiesWithLeavers, leaverIdsOf, leaversOf, signInCount, type LeaverQuery, type LeaverRow } from './read/users/leavers';
import { signInsOf, type SignInRecord } from './read/users/sign-ins';
import { findUserByEmail, getUserSummaries, searchCompanyUsers, type UserSummary } from './read/users/summaries';
import { authenticator } from './shared/authenticate';
import type { IdentityDeps } from './shared/deps';

export type { CompanyUserSummary, ErasureFacts, LeaverQuery, LeaverRow, NewUserInput, RegisterInput, UserSummary };

/** What other modules, projections and the composition root ask of identity: small DTOs, no database handle. */
export interface IdentityFacade {
  /** Bearer token to principal (a live session of an active user), 'expired' for a timed-out session, for the HTTP layer. */
  authenticate(token: string): Promise<AuthOutcome>;
  /** Checks a signed-in user's password again (explicit confirmation); limited like sign-ins. */
  confirmSecret(companyId: string | null, userId: string, secret: Confirmation): Promise<boolean>;
  /** Users by id (deleted users stay resolvable for names in history, never active). */
  getUserSummaries(ids: readonly string[]): Promise<Map<string, UserSummary>>;
  getUserView(userId: string): Promise<UserView | undefined>;
  /** A person's sign-ins (sessions), newest first: the data export (issue 35). */
  signIns(userId: string): Promise<SignInRecord[]>;
  /** One page of a company's leavers gone before a cutoff (the data protection preview, issue 35). */
  leavers(companyId: string, o: LeaverQuery): Promise<LeaverRow[]>;
  /** The ids of all those leavers, and how many sign-ins they have (the job's preview counts). */
  leaverIds(companyId: string, leftBefore: Date, excludeIds: readonly string[]): Promise<string[]>;
  signInCount(userIds: readonly string[]): Promise<number>;
  /** The companies with people who left (the data protection job). */
  companiesWithLeavers(): Promise<string[]>;
  /** What a pseudonymisation needs to know of a person (ADR 0033); deleted people too. */
  erasureFacts(userId: string): Promise<ErasureFacts | undefined>;
  /**
   * Identity's events of the person that name them, with the data they are to be rewritten to (ADR
   * 0033 section 4). Read with `q` when given: inside a transaction on PGlite (one connection) pass it.
   */
  personalDataRedactions(person: PersonToRedact, q?: Queryable): Promise<EventRedaction[]>;
  /**
   * Identity's work in the erasure's transaction beside the rewrite: the person's e-mail claims
   * deleted, their personnel number released (the appends answered, to be appended in `tx`).
   */
  erasureInTransaction(tx: Queryable, person: PersonToRedact): Promise<AppendRequest[]>;
  /**
   * The language trainings are given to the person in (issue 34, ADR 0030 section 4): the content
   * language set for them, else their UI language, else German (also for a user unknown in the company).
   */
  contentLanguageOf(companyId: string, userId: string): Promise<string>;
  /** Active users of one company matching a search, for pickers (co-owners, members). */
  searchCompanyUsers(
    companyId: string,
    opts: { search?: string | undefined; roles?: readonly Role[] | undefined; excludeIds?: readonly string[] | undefined; limit?: number | undefined },
  ): Promise<UserSummary[]>;
  findUserByEmail(companyId: string, email: string): Promise<UserSummary | undefined>;
  /** Users per company (not deleted). */
  userCounts(companyIds: readonly string[]): Promise<Map<string, number>>;
  hasAnyCompany(): Promise<boolean>;
  /** Companies for the platform operator, newest first, searchable by name or e-mail. */
  listCompanies(o: { search: string; limit: number; offset: number }): Promise<{ rows: CompanyView[]; total: number }>;
  getCompany(companyId: string): Promise<CompanyView | undefined>;
  companyUsers(companyId: string): Promise<CompanyUserSummary[]>;
}

export function identityFacade(d: IdentityDeps): IdentityFacade {
  const { k, caches } = d;
  return {
    authenticate: authenticator(k, caches),
    confirmSecret: (companyId, userId, secret) => confirmSecret(d, companyId, userId, secret),
    getUserSummaries: (ids) => caches.summaries.getMany(ids, (missing) => getUserSummaries(k.db, missing)),
    getUserView: (userId) => caches.userViews.get(userId, () => getUserView(k.db, userId)),
    signIns: (userId) => signInsOf(k.db, userId),
    leavers: (companyId, o) => leaversOf(k.db, companyId, o),
    leaverIds: (companyId, leftBefore, excludeIds) => leaverIdsOf(k.db, companyId, leftBefore, excludeIds),
    signInCount: (userIds) => signInCount(k.db, userIds),
    companiesWithLeavers: () => companiesWithLeavers(k.db),
    erasureFacts: (userId) => erasureFacts(k.db, userId),
    personalDataRedactions: (person, q) => personalDataRedactions(q ?? k.db, person),
    erasureInTransaction: (tx, person) => erasureInTransaction(tx, person),
    contentLanguageOf: async (companyId, userId) => {
      const view = await caches.userViews.get(userId, () => getUserView(k.db, userId));
      return view && view.companyId === companyId ? view.contentLanguage : DEFAULT_CONTENT_LANGUAGE;
    },
    searchCompanyUsers: (companyId, opts) => searchCompanyUsers(k.db, companyId, opts),
    findUserByEmail: (companyId, email) => findUserByEmail(k.db, companyId, email),
    userCounts: (companyIds) => userCounts(k.db, companyIds),
    hasAnyCompany: () => hasAnyCompany(k.db),
    listCompanies: (o) => listCompanies(k.db, o),
    getCompany: (companyId) => getCompany(k.db, companyId),
    companyUsers: (companyId) => companyUsers(k.db, companyId),
  };
}

/** Seeding, tests and benchmarks: register a company, create users directly (no HTTP, no policy). */
export interface IdentityAdmin {
  /** Registers a company with its root user and signs them in (as POST /api/auth/register). */
  register(input: RegisterInput, ip: string): Promise<AuthResult>;
  /** Creates a user in a company; wait for the returned position before reading them. */
  createUser(input: NewUserInput, actorId: string | null, commandId?: string): Promise<{ userId: string; position: string }>;
}

export function identityAdmin(d: IdentityDeps): IdentityAdmin {
  return {
    register: (input, ip) => registerCompany(d, input, ip),
    createUser: (input, actorId, commandId) => createUser(d, input, actorId, commandId),
  };
}
