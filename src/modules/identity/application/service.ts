import { ConcurrencyError, handleCommand, loadState, newId, type AppendRequest, type EventMetadata } from '../../../platform/eventstore';
import { HttpError, RateLimiter, forbidden, unauthorized, type Principal } from '../../../platform/http';
import { PLATFORM_TENANT, type Kernel } from '../../../platform/kernel';
import { renderMail } from '../../../platform/mail';
import type { Lang } from '../../../platform/i18n';
import { companyDecider, TRIAL_DAYS } from '../domain/company';
import { identityEvents, streams, streamTypes, type IdentityEvent, type Role } from '../domain/events';
import { SESSION_TTL_DAYS, sessionDecider } from '../domain/session';
import { userDecider, type UserState } from '../domain/user';
import { temporaryPasswordMail } from '../mail/templates';
import { dummyHash, generateTemporaryPassword, hashPassword, hashToken, newSessionToken, verifyPassword } from '../passwords';
import { findCredentialsByEmail, findSession, getUserView, type UserView } from '../read/queries';
import { changeEmailRequests, claimEmailRequest } from './email-claims';
import { UserAdministration } from './user-admin';
import { ACCOUNT_DEACTIVATED, EMAIL_NOT_FOUND, INVALID_CREDENTIALS, toHttpError } from './errors';

const IDENTITY_READ_MODELS = ['identity.companies', 'identity.users', 'identity.sessions'];
const TEMP_PASSWORD_HOURS = 24;

export interface RegisterInput {
  companyName: string;
  companyEmail: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  gdprConsent: boolean;
}

export interface NewUserInput {
  companyId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  password: string;
  gdprConsent: boolean;
}

export interface AuthResult {
  token: string;
  user: UserView;
}

const tenantOf = (companyId: string | null) => companyId ?? PLATFORM_TENANT;

/** Identity use cases: registration, sessions, passwords, profiles. */
export class IdentityService {
  private readonly loginLimiter = new RateLimiter(10, 15 * 60_000);
  private readonly loginIpLimiter = new RateLimiter(100, 15 * 60_000);
  private readonly forgotLimiter = new RateLimiter(5, 60 * 60_000);
  private readonly forgotIpLimiter = new RateLimiter(30, 60 * 60_000);
  private readonly registerIpLimiter = new RateLimiter(30, 60 * 60_000);

  /** Users page: list, invite, edit, deactivate, activate, delete. */
  readonly users: UserAdministration;

  constructor(private readonly k: Kernel) {
    this.users = new UserAdministration(k);
  }

  private encode(events: readonly IdentityEvent[]) {
    return events.map((e) => identityEvents.encode(e));
  }

  private meta(tenantId: string, actorId: string | null, commandId: string): EventMetadata {
    return { actorId, tenantId, commandId, correlationId: commandId, causationId: null };
  }

  private emailClaimAppend(email: string, userId: string, commandId: string, actorId: string | null): Promise<AppendRequest | undefined> {
    return claimEmailRequest(this.k, email, userId, commandId, actorId);
  }

  private async appendAll(requests: AppendRequest[]): Promise<string> {
    try {
      const results = await this.k.store.appendMany(requests);
      return results[results.length - 1]!.position;
    } catch (err) {
      if (err instanceof ConcurrencyError && err.streamId.startsWith('email-')) throw toHttpError('EmailAlreadyTaken');
      throw err;
    }
  }

  private sessionAppend(userId: string, companyId: string | null, commandId: string, viaTemporaryPassword: boolean): { request: AppendRequest; token: string } {
    const { token, hash } = newSessionToken();
    const sessionId = newId();
    const decision = sessionDecider.decide(
      { type: 'StartSession', sessionId, userId, companyId, tokenHash: hash, now: this.k.clock.now(), ttlDays: SESSION_TTL_DAYS, viaTemporaryPassword },
      sessionDecider.initialState,
    );
    if (!decision.ok) throw new Error('session start cannot fail');
    const tenantId = tenantOf(companyId);
    return {
      token,
      request: {
        tenantId,
        streamId: streams.session(sessionId),
        streamType: streamTypes.session,
        expectedVersion: 'no_stream',
        events: this.encode(decision.events),
        metadata: this.meta(tenantId, userId, commandId),
      },
    };
  }

  private async userView(userId: string): Promise<UserView> {
    const view = await getUserView(this.k.db, userId);
    if (!view) throw toHttpError('UserNotFound');
    return view;
  }

  /** Registers a company with a 14-day trial and its first user as root, and signs them in. */
  async register(input: RegisterInput, ip: string): Promise<AuthResult> {
    this.registerIpLimiter.hit(`ip:${ip}`);
    const commandId = newId();
    const companyId = newId();
    const userId = newId();
    const now = this.k.clock.now();
    const claim = await this.emailClaimAppend(input.email, userId, commandId, userId);
    const company = companyDecider.decide(
      { type: 'RegisterCompany', companyId, name: input.companyName, email: input.companyEmail, now, trialDays: TRIAL_DAYS },
      companyDecider.initialState,
    );
    const user = userDecider.decide(
      {
        type: 'RegisterUser',
        userId,
        companyId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'root',
        passwordHash: await hashPassword(input.password),
        gdprConsent: input.gdprConsent,
        now,
      },
      userDecider.initialState,
    );
    if (!company.ok) throw toHttpError(company.error);
    if (!user.ok) throw toHttpError(user.error);
    const session = this.sessionAppend(userId, companyId, commandId, false);
    const position = await this.appendAll([
      ...(claim ? [claim] : []),
      { tenantId: companyId, streamId: streams.company(companyId), streamType: streamTypes.company, expectedVersion: 'no_stream', events: this.encode(company.events), metadata: this.meta(companyId, userId, commandId) },
      { tenantId: companyId, streamId: streams.user(userId), streamType: streamTypes.user, expectedVersion: 'no_stream', events: this.encode(user.events), metadata: this.meta(companyId, userId, commandId) },
      session.request,
    ]);
    await this.k.projections.waitFor(position, IDENTITY_READ_MODELS);
    return { token: session.token, user: await this.userView(userId) };
  }

  /** Creates a user in a company (or the platform operator when companyId is null). */
  async createUser(input: NewUserInput, actorId: string | null, commandId: string = newId()): Promise<{ userId: string; position: string }> {
    const userId = newId();
    const tenantId = tenantOf(input.companyId);
    const claim = await this.emailClaimAppend(input.email, userId, commandId, actorId);
    const user = userDecider.decide(
      {
        type: 'RegisterUser',
        userId,
        companyId: input.companyId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        passwordHash: await hashPassword(input.password),
        gdprConsent: input.gdprConsent,
        now: this.k.clock.now(),
      },
      userDecider.initialState,
    );
    if (!user.ok) throw toHttpError(user.error);
    const position = await this.appendAll([
      ...(claim ? [claim] : []),
      { tenantId, streamId: streams.user(userId), streamType: streamTypes.user, expectedVersion: 'no_stream', events: this.encode(user.events), metadata: this.meta(tenantId, actorId, commandId) },
    ]);
    return { userId, position };
  }

  async login(email: string, password: string, ip: string): Promise<AuthResult> {
    this.loginLimiter.hit(`email:${email}`);
    this.loginIpLimiter.hit(`ip:${ip}`);
    const creds = await findCredentialsByEmail(this.k.db, email);
    if (!creds) {
      await verifyPassword(password, await dummyHash());
      throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    }
    const now = this.k.clock.now();
    let viaTemp = false;
    if (!(await verifyPassword(password, creds.passwordHash))) {
      const tempValid = creds.tempPasswordHash !== null && creds.tempPasswordExpires !== null && creds.tempPasswordExpires > now;
      if (!tempValid || !(await verifyPassword(password, creds.tempPasswordHash))) {
        throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      viaTemp = true;
    }
    if (!creds.isActive) throw new HttpError(403, 'account_deactivated', ACCOUNT_DEACTIVATED);
    const commandId = newId();
    const session = this.sessionAppend(creds.id, creds.companyId, commandId, viaTemp);
    const requests: AppendRequest[] = [];
    const tenantId = tenantOf(creds.companyId);
    if (viaTemp) {
      // using the temporary password makes it the password; the user must change it next
      const { state, version } = await this.loadUser(tenantId, creds.id);
      const sessionId = session.request.streamId.slice('session-'.length);
      const redeemed = userDecider.decide({ type: 'RedeemTemporaryPassword', now, sessionId }, state);
      if (!redeemed.ok) throw toHttpError(redeemed.error);
      requests.push({ tenantId, streamId: streams.user(creds.id), streamType: streamTypes.user, expectedVersion: version, events: this.encode(redeemed.events), metadata: this.meta(tenantId, creds.id, commandId) });
    }
    requests.push(session.request);
    const position = await this.appendAll(requests);
    this.loginLimiter.reset(`email:${email}`);
    await this.k.projections.waitFor(position, IDENTITY_READ_MODELS);
    return { token: session.token, user: await this.userView(creds.id) };
  }

  /**
   * Checks a signed-in user's password again (explicit confirmation, e.g. of a completed
   * instruction). Limited like logins, so it cannot be used to guess passwords.
   */
  async confirmPassword(companyId: string | null, userId: string, password: string): Promise<boolean> {
    this.loginLimiter.hit(`confirm:${userId}`);
    const { state } = await this.loadUser(tenantOf(companyId), userId);
    if (state.status !== 'registered') return false;
    const ok = await verifyPassword(password, state.passwordHash);
    if (ok) this.loginLimiter.reset(`confirm:${userId}`);
    return ok;
  }

  private loadUser(tenantId: string, userId: string): Promise<{ state: UserState; version: number }> {
    return loadState(this.k.store, identityEvents, userDecider.evolve, userDecider.initialState, tenantId, streams.user(userId));
  }

  async logout(principal: Principal): Promise<void> {
    const commandId = newId();
    const tenantId = tenantOf(principal.tenantId);
    const result = await handleCommand({
      store: this.k.store,
      codec: identityEvents,
      decider: sessionDecider,
      tenantId,
      streamId: streams.session(principal.sessionId),
      streamType: streamTypes.session,
      command: { type: 'EndSession', sessionId: principal.sessionId, now: this.k.clock.now() },
      metadata: this.meta(tenantId, principal.userId, commandId),
    });
    if (result.ok) await this.k.projections.waitFor(result.position, ['identity.sessions']);
  }

  async forgotPassword(email: string, ip: string, lang: Lang): Promise<void> {
    this.forgotLimiter.hit(`email:${email}`);
    this.forgotIpLimiter.hit(`ip:${ip}`);
    const creds = await findCredentialsByEmail(this.k.db, email);
    if (!creds || !creds.isActive) throw new HttpError(404, 'email_not_found', EMAIL_NOT_FOUND);
    const password = generateTemporaryPassword();
    const tenantId = tenantOf(creds.companyId);
    const now = this.k.clock.now();
    const result = await handleCommand({
      store: this.k.store,
      codec: identityEvents,
      decider: userDecider,
      tenantId,
      streamId: streams.user(creds.id),
      streamType: streamTypes.user,
      command: { type: 'IssueTemporaryPassword', passwordHash: await hashPassword(password), now, validHours: TEMP_PASSWORD_HOURS },
      metadata: this.meta(tenantId, null, newId()),
    });
    if (!result.ok) throw toHttpError(result.error);
    const expires = new Date(now.getTime() + TEMP_PASSWORD_HOURS * 3_600_000);
    const expiresAt = expires.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });
    await this.k.mailer.send(
      renderMail(temporaryPasswordMail, lang, creds.email, { firstName: creds.firstName, password, expiresAt, loginUrl: this.k.config.publicUrl }),
    );
    await this.k.projections.waitFor(result.position, ['identity.users']);
  }

  async me(principal: Principal): Promise<UserView> {
    return this.userView(principal.userId);
  }

  async updateProfile(principal: Principal, input: { firstName: string; lastName: string; email: string }): Promise<UserView> {
    const tenantId = tenantOf(principal.tenantId);
    const commandId = newId();
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await this.loadUser(tenantId, principal.userId);
      if (state.status !== 'registered') throw toHttpError('UserNotFound');
      const decision = userDecider.decide({ type: 'UpdateProfile', ...input }, state);
      if (!decision.ok) throw toHttpError(decision.error);
      if (decision.events.length === 0) return this.userView(principal.userId);
      const requests: AppendRequest[] = await changeEmailRequests(this.k, state.email, input.email, principal.userId, commandId, principal.userId);
      requests.push({ tenantId, streamId: streams.user(principal.userId), streamType: streamTypes.user, expectedVersion: version, events: this.encode(decision.events), metadata: this.meta(tenantId, principal.userId, commandId) });
      try {
        const results = await this.k.store.appendMany(requests);
        await this.k.projections.waitFor(results[results.length - 1]!.position, IDENTITY_READ_MODELS);
        return this.userView(principal.userId);
      } catch (err) {
        if (err instanceof ConcurrencyError) {
          if (err.streamId.startsWith('email-') && err.streamId === streams.email(input.email)) throw toHttpError('EmailAlreadyTaken');
          if (attempt < 3) continue;
        }
        throw err;
      }
    }
  }

  async changePassword(principal: Principal, currentPassword: string, newPassword: string): Promise<void> {
    const tenantId = tenantOf(principal.tenantId);
    const { state } = await this.loadUser(tenantId, principal.userId);
    if (state.status !== 'registered') throw toHttpError('UserNotFound');
    const currentPasswordValid = await verifyPassword(currentPassword, state.passwordHash);
    const result = await handleCommand({
      store: this.k.store,
      codec: identityEvents,
      decider: userDecider,
      tenantId,
      streamId: streams.user(principal.userId),
      streamType: streamTypes.user,
      command: { type: 'ChangePassword', currentPasswordValid, newPasswordHash: await hashPassword(newPassword), now: this.k.clock.now(), keepSessionId: principal.sessionId },
      metadata: this.meta(tenantId, principal.userId, newId()),
    });
    if (!result.ok) throw toHttpError(result.error);
    await this.k.projections.waitFor(result.position, IDENTITY_READ_MODELS);
  }

  async updateCompanyProfile(principal: Principal, input: { name: string; address: string }): Promise<UserView> {
    if (principal.role !== 'root' || !principal.tenantId) throw forbidden({ de: 'Nur der Root-Administrator darf die Firmendaten ändern.', en: 'Only the root administrator may change the company details.' });
    const companyId = principal.tenantId;
    const result = await handleCommand({
      store: this.k.store,
      codec: identityEvents,
      decider: companyDecider,
      tenantId: companyId,
      streamId: streams.company(companyId),
      streamType: streamTypes.company,
      command: { type: 'UpdateCompanyProfile', name: input.name, address: input.address },
      metadata: this.meta(companyId, principal.userId, newId()),
    });
    if (!result.ok) throw toHttpError(result.error);
    await this.k.projections.waitFor(result.position, IDENTITY_READ_MODELS);
    return this.userView(principal.userId);
  }

  /** Bearer token to principal, for the HTTP layer. */
  async authenticate(token: string): Promise<Principal | null> {
    return (await findSession(this.k.db, hashToken(token), this.k.clock.now())) ?? null;
  }

  requireUser(principal: Principal | null): Principal {
    if (!principal) throw unauthorized();
    return principal;
  }
}
