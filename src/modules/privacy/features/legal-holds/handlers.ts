import { notFound } from '../../../../platform/http';
import { callerActor } from '../../../../platform/kernel';
import type { LegalHoldsPage, LegalHoldView } from '../../../../shared/contracts/privacy';
import { privacyEvents, streams, streamTypes } from '../../domain/events';
import { legalHoldDecider, type LegalHoldCommand } from '../../domain/legal-hold';
import { legalHoldPage, type HoldRow } from '../../read/queries';
import type { Caller, PrivacyDeps } from '../../shared/deps';
import { PERSON_NOT_FOUND, toHttpError } from '../../shared/errors';
import { personName } from '../../shared/names';

/** The person must be of the caller's company (a deactivated or deleted one too: their evidence is what a hold keeps). */
async function assertPersonOfCompany(d: PrivacyDeps, c: Caller, userId: string): Promise<void> {
  const person = (await d.ports.people.summaries([userId])).get(userId);
  if (!person || person.companyId !== c.companyId) throw notFound(PERSON_NOT_FOUND);
}

async function run(d: PrivacyDeps, c: Caller, command: LegalHoldCommand) {
  return d.k.commands.run({
    decider: legalHoldDecider,
    codec: privacyEvents,
    streamId: streams.legalHold(command.userId),
    streamType: streamTypes.legalHold,
    actor: callerActor(c),
    command,
    waitFor: ['privacy.settings'],
    fail: toHttpError,
  });
}

/** The holds of a page as views: each person's and placer's names from identity (one read for the page). */
async function views(d: PrivacyDeps, rows: readonly HoldRow[]): Promise<LegalHoldView[]> {
  const people = await d.ports.people.summaries(rows.flatMap((r) => [r.userId, r.placedBy]));
  const name = (id: string) => personName(people.get(id));
  return rows.map((r) => ({
    userId: r.userId,
    name: name(r.userId),
    email: people.get(r.userId)?.email ?? '',
    personnelNumber: people.get(r.userId)?.personnelNumber ?? null,
    reason: r.reason,
    placedAt: r.placedAt,
    placedBy: { id: r.placedBy, name: name(r.placedBy) },
  }));
}

/** POST /api/users/{id}/legal-hold: the person is skipped by pseudonymisation and erasure until the hold is lifted. */
export async function placeLegalHold(d: PrivacyDeps, c: Caller, userId: string, reason: string): Promise<LegalHoldView> {
  await assertPersonOfCompany(d, c, userId);
  const now = d.k.clock.now();
  await run(d, c, { type: 'PlaceLegalHold', actor: c.actor, companyId: c.companyId, userId, reason, now });
  const [view] = await views(d, [{ userId, reason, placedBy: c.actor.userId, placedAt: now.toISOString() }]);
  return view!;
}

/** DELETE /api/users/{id}/legal-hold. */
export async function liftLegalHold(d: PrivacyDeps, c: Caller, userId: string): Promise<void> {
  await assertPersonOfCompany(d, c, userId);
  await run(d, c, { type: 'LiftLegalHold', actor: c.actor, companyId: c.companyId, userId, now: d.k.clock.now() });
}

/** GET /api/data-protection/legal-holds: the standing holds, newest first. */
export async function legalHolds(d: PrivacyDeps, c: Caller, page: number, limit: number): Promise<LegalHoldsPage> {
  const { rows, total } = await legalHoldPage(d.k.db, c.companyId, (page - 1) * limit, limit);
  return { holds: await views(d, rows), totalCount: total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
