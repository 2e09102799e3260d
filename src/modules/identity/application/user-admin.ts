import { ConcurrencyError, loadState, newId, type AppendRequest, type EventMetadata } from '../../../platform/eventstore';
import { RateLimiter, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { renderMail } from '../../../platform/mail';
import type { Lang } from '../../../platform/i18n';
import { managesUsers, userPermissions, USERS_PAGE_SIZE, type UserPermissions } from '../../../shared/user-policy';
import { identityEvents, streams, streamTypes, type IdentityEvent, type Role } from '../domain/events';
import { userDecider, type UserChanges, type UserCommand, type UserManager, type UserState } from '../domain/user';
import { invitationMail } from '../mail/templates';
import { hashPassword } from '../passwords';
import { getCompanyUser, getUserView, listCompanyUsers, type CompanyUserRow } from '../read/queries';
import { changeEmailRequests, claimEmailRequest, releaseEmailRequest } from './email-claims';
import { toHttpError } from './errors';

/** Read models a users-page command changes; sessions too, because deactivation and deletion end sessions. */
const USER_READ_MODELS = ['identity.users', 'identity.sessions'];

/** A row of GET /api/users: the user plus what the caller may do to them. */
export interface ManagedUserView extends CompanyUserRow {
  readonly permissions: UserPermissions;
}

export interface UsersPage {
  readonly users: ManagedUserView[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface InviteInput {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Temporary: the invited user must change it at the first sign-in. */
  readonly password: string;
  readonly role: Role;
  readonly isActive: boolean;
  readonly gdprConsent: boolean;
}

export interface InviteResult {
  readonly user: ManagedUserView;
  /** False when the invitation mail could not be handed to the mailer (the user exists all the same). */
  readonly invitationSent: boolean;
}

interface Caller {
  readonly companyId: string;
  readonly actor: UserManager;
}

/**
 * Users page (spec sections 2, 5, 6, 7): list, invite, edit, deactivate, activate, delete.
 * Every rule of who may do what to whom lives in `src/shared/user-policy.ts` and is applied by the
 * user decider; this class loads, decides, appends and waits for the read models.
 */
export class UserAdministration {
  /** Invitations send mail: bounded per inviter. */
  private readonly inviteLimiter = new RateLimiter(200, 60 * 60_000);

  constructor(private readonly k: Kernel) {}

  private caller(principal: Principal): Caller {
    if (!principal.tenantId || !managesUsers(principal.role)) throw toHttpError('NotAllowedToManageUsers');
    return { companyId: principal.tenantId, actor: { userId: principal.userId, role: principal.role } };
  }

  private meta(tenantId: string, actorId: string, commandId: string): EventMetadata {
    return { actorId, tenantId, commandId, correlationId: commandId, causationId: null };
  }

  private userRequest(c: Caller, userId: string, expectedVersion: number | 'no_stream', events: readonly IdentityEvent[], commandId: string): AppendRequest {
    return {
      tenantId: c.companyId,
      streamId: streams.user(userId),
      streamType: streamTypes.user,
      expectedVersion,
      events: events.map((e) => identityEvents.encode(e)),
      metadata: this.meta(c.companyId, c.actor.userId, commandId),
    };
  }

  private loadUser(companyId: string, userId: string): Promise<{ state: UserState; version: number }> {
    // the stream is read in the caller's tenant: another company's user is simply not found (404)
    return loadState(this.k.store, identityEvents, userDecider.evolve, userDecider.initialState, companyId, streams.user(userId));
  }

  private async view(c: Caller, userId: string): Promise<ManagedUserView> {
    const row = await getCompanyUser(this.k.db, c.companyId, userId);
    if (!row) throw toHttpError('UserNotFound');
    return { ...row, permissions: userPermissions(c.actor, { userId: row.id, role: row.role }) };
  }

  private async settle(position: string | undefined): Promise<void> {
    if (!position) return;
    if (!(await this.k.projections.waitFor(position, USER_READ_MODELS))) {
      this.k.log(`identity: read models did not reach ${position} in time`);
    }
  }

  /** GET /api/users: the caller's company, searched, filtered, by role rank then name, 15 a page. */
  async list(principal: Principal, filter: { search?: string | undefined; role?: Role | undefined; page: number }): Promise<UsersPage> {
    const c = this.caller(principal);
    const { rows, totalCount } = await listCompanyUsers(this.k.db, c.companyId, { ...filter, pageSize: USERS_PAGE_SIZE });
    return {
      users: rows.map((r) => ({ ...r, permissions: userPermissions(c.actor, { userId: r.id, role: r.role }) })),
      totalCount,
      totalPages: Math.ceil(totalCount / USERS_PAGE_SIZE),
      page: filter.page,
      pageSize: USERS_PAGE_SIZE,
    };
  }

  /** POST /api/users: a new user of the caller's company with a temporary password, and the invitation mail. */
  async invite(principal: Principal, input: InviteInput, lang: Lang): Promise<InviteResult> {
    const c = this.caller(principal);
    this.inviteLimiter.hit(`actor:${c.actor.userId}`);
    const commandId = newId();
    const userId = newId();
    const decision = userDecider.decide(
      {
        type: 'InviteUser',
        userId,
        companyId: c.companyId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        passwordHash: await hashPassword(input.password),
        isActive: input.isActive,
        gdprConsent: input.gdprConsent,
        actor: c.actor,
        now: this.k.clock.now(),
      },
      userDecider.initialState,
    );
    if (!decision.ok) throw toHttpError(decision.error);
    const claim = await claimEmailRequest(this.k, input.email, userId, commandId, c.actor.userId);
    let position: string;
    try {
      const results = await this.k.store.appendMany([...(claim ? [claim] : []), this.userRequest(c, userId, 'no_stream', decision.events, commandId)]);
      position = results[results.length - 1]!.position;
    } catch (err) {
      if (err instanceof ConcurrencyError && err.streamId === streams.email(input.email)) throw toHttpError('EmailAlreadyTaken');
      throw err;
    }
    await this.settle(position);
    const invitationSent = await this.sendInvitation(principal.userId, input, lang);
    return { user: await this.view(c, userId), invitationSent };
  }

  private async sendInvitation(inviterId: string, input: InviteInput, lang: Lang): Promise<boolean> {
    const inviter = await getUserView(this.k.db, inviterId);
    const data = {
      firstName: input.firstName,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Unterweisung Pro',
      companyName: inviter?.company?.name ?? '',
      email: input.email,
      password: input.password,
      loginUrl: this.k.config.publicUrl,
    };
    try {
      await this.k.mailer.send(renderMail(invitationMail, lang, input.email, data));
      return true;
    } catch (err) {
      this.k.log(`identity: invitation mail to ${input.email} failed`, err);
      return false;
    }
  }

  /** PATCH /api/users/{id}: only the changed fields; a new address is claimed and the old one released. */
  async edit(principal: Principal, userId: string, changes: UserChanges): Promise<ManagedUserView> {
    const c = this.caller(principal);
    const commandId = newId();
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await this.loadUser(c.companyId, userId);
      const decision = userDecider.decide({ type: 'EditUser', actor: c.actor, changes, now: this.k.clock.now() }, state);
      if (!decision.ok) throw toHttpError(decision.error);
      const requests: AppendRequest[] = [];
      if (state.status === 'registered' && changes.email !== undefined) {
        requests.push(...(await changeEmailRequests(this.k, state.email, changes.email, userId, commandId, c.actor.userId)));
      }
      requests.push(this.userRequest(c, userId, version, decision.events, commandId));
      try {
        const results = await this.k.store.appendMany(requests);
        await this.settle(results[results.length - 1]!.position);
        return this.view(c, userId);
      } catch (err) {
        if (err instanceof ConcurrencyError) {
          if (changes.email !== undefined && err.streamId === streams.email(changes.email)) throw toHttpError('EmailAlreadyTaken');
          if (attempt < 3) continue;
        }
        throw err;
      }
    }
  }

  /** PATCH /api/users/{id}/deactivate: ends the user's sessions before answering; sign-in is refused. */
  deactivate(principal: Principal, userId: string): Promise<ManagedUserView> {
    return this.simple(principal, userId, (actor, now) => ({ type: 'DeactivateUser', actor, now }));
  }

  /** PATCH /api/users/{id}/activate */
  activate(principal: Principal, userId: string): Promise<ManagedUserView> {
    return this.simple(principal, userId, (actor, now) => ({ type: 'ActivateUser', actor, now }));
  }

  private async simple(principal: Principal, userId: string, command: (actor: UserManager, now: Date) => UserCommand): Promise<ManagedUserView> {
    const c = this.caller(principal);
    const commandId = newId();
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await this.loadUser(c.companyId, userId);
      const decision = userDecider.decide(command(c.actor, this.k.clock.now()), state);
      if (!decision.ok) throw toHttpError(decision.error);
      if (decision.events.length === 0) return this.view(c, userId);
      try {
        const result = await this.k.store.append(this.userRequest(c, userId, version, decision.events, commandId));
        await this.settle(result.position);
        return this.view(c, userId);
      } catch (err) {
        if (err instanceof ConcurrencyError && attempt < 3) continue;
        throw err;
      }
    }
  }

  /**
   * DELETE /api/users/{id}: the user can no longer sign in, leaves every list and the address is
   * released for a new registration. The user's past events stay (audit trail). Erasing personal
   * data (GDPR right to erasure) is out of scope here: it needs its own process across modules.
   */
  async delete(principal: Principal, userId: string): Promise<void> {
    const c = this.caller(principal);
    const commandId = newId();
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await this.loadUser(c.companyId, userId);
      const decision = userDecider.decide({ type: 'DeleteUser', actor: c.actor, now: this.k.clock.now() }, state);
      if (!decision.ok) throw toHttpError(decision.error);
      if (state.status !== 'registered') throw toHttpError('UserNotFound');
      const release = await releaseEmailRequest(this.k, state.email, userId, commandId, c.actor.userId);
      try {
        const results = await this.k.store.appendMany([this.userRequest(c, userId, version, decision.events, commandId), ...(release ? [release] : [])]);
        await this.settle(results[results.length - 1]!.position);
        return;
      } catch (err) {
        if (err instanceof ConcurrencyError && attempt < 3) continue;
        throw err;
      }
    }
  }
}
