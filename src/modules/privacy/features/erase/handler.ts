import { randomBytes } from 'node:crypto';
import { redactEvents } from '../../../../platform/audit-chain';
import { eventIdFor, metadataOf, newId, type AppendRequest, type CommandActor } from '../../../../platform/eventstore';
import { notFound } from '../../../../platform/http';
import type { PersonToRedact } from '../../../../shared/contracts/privacy';
import { dropsDateOfBirth, erasureDecider, type ErasureState, type ErasureSubject } from '../../domain/erasure';
import { privacyEvents, streams, streamTypes, type PrivacyEvent } from '../../domain/events';
import { heldUserIds } from '../../read/queries';
import type { PrivacyDeps } from '../../shared/deps';
import { PERSON_NOT_FOUND, toHttpError } from '../../shared/errors';

type Redacted = Extract<PrivacyEvent, { type: 'privacy.PersonalDataRedacted' }>['data'];

/** A stable pseudonym: eight random hex digits, "7F3A-91C2" (shown as "Person 7F3A-91C2"). */
export function newPseudonym(): string {
  const hex = randomBytes(4).toString('hex').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}

export interface EraseRequest {
  readonly companyId: string;
  readonly userId: string;
  readonly reason: string;
  /** Who asked (root or an admin), or null for the scheduled job. */
  readonly requestedBy: string | null;
}

/** The outcome: the pseudonymisation (the first one when the person was pseudonymised before) and whether this call did it. */
export interface EraseOutcome {
  readonly erasure: Redacted;
  readonly created: boolean;
  readonly position: string | undefined;
}

async function erasureState(d: PrivacyDeps, companyId: string, userId: string): Promise<ErasureState> {
  const recorded = await d.k.store.readStream(companyId, streams.erasure(userId));
  return recorded.map((r) => privacyEvents.decode(r)).reduce(erasureDecider.evolve, erasureDecider.initialState);
}

/**
 * Pseudonymises one person (ADR 0033): each module rewrites its events that name them, the
 * erasure event lists the new digests, all in one transaction; the read models follow the erasure
 * event. A second call answers the first pseudonymisation and changes nothing.
 */
export async function pseudonymisePerson(d: PrivacyDeps, r: EraseRequest): Promise<EraseOutcome> {
  const facts = await d.ports.erasure.facts(r.userId);
  if (!facts || facts.companyId !== r.companyId) throw notFound(PERSON_NOT_FOUND);
  const before = await erasureState(d, r.companyId, r.userId);
  if (before.pseudonymised) return { erasure: before.pseudonymised, created: false, position: undefined };
  const subject: ErasureSubject = {
    userId: r.userId,
    role: facts.role,
    active: facts.isActive && !facts.isDeleted,
    underLegalHold: (await heldUserIds(d.k.db, r.companyId)).includes(r.userId),
    joinedAt: facts.createdAt,
    dateOfBirth: facts.dateOfBirth,
  };
  const now = d.k.clock.now();
  const command = { type: 'Pseudonymise' as const, subject, pseudonym: newPseudonym(), reason: r.reason, requestedBy: r.requestedBy, now, redactions: [] };
  // the preconditions first: nothing is read or rewritten for a refusal
  const check = erasureDecider.decide(command, before);
  if (!check.ok) throw toHttpError(check.error);
  const appendWithWork = d.k.store.appendWithWork?.bind(d.k.store);
  if (!appendWithWork) throw toHttpError('NotRewritable');

  const actor: CommandActor = { tenantId: r.companyId, actorId: r.requestedBy, commandId: newId() };
  const metadata = metadataOf(actor);
  const streamId = streams.erasure(r.userId);
  const person: PersonToRedact = {
    userId: r.userId,
    companyId: r.companyId,
    pseudonym: command.pseudonym,
    email: facts.email,
    personnelNumber: facts.personnelNumber,
    dateOfBirthDropped: dropsDateOfBirth(facts.dateOfBirth, facts.createdAt),
    erasureEventId: eventIdFor(metadata.commandId, streamId, 0),
  };
  const rewrites = (await Promise.all(d.ports.erasure.redactors.map((x) => x.redactions(person)))).flat();
  const { result, appended } = await appendWithWork([r.companyId], async (tx) => {
    const redactions = await redactEvents(tx, r.companyId, person.erasureEventId, rewrites);
    const decided = erasureDecider.decide({ ...command, redactions }, before);
    if (!decided.ok) throw toHttpError(decided.error);
    const extra: AppendRequest[] = [];
    for (const x of d.ports.erasure.redactors) if (x.inTransaction) extra.push(...(await x.inTransaction(tx, person)));
    const events = decided.events.map((e) => privacyEvents.encode(e));
    return {
      requests: [{ tenantId: r.companyId, streamId, streamType: streamTypes.erasure, expectedVersion: 'no_stream' as const, events, metadata }, ...extra],
      result: decided.events[0]!.data as Redacted,
    };
  });
  await afterCommit(d, person);
  return { erasure: result, created: true, position: appended[0]?.position };
}

async function afterCommit(d: PrivacyDeps, person: PersonToRedact): Promise<void> {
  for (const x of d.ports.erasure.redactors) if (x.afterCommit) await x.afterCommit(person);
}

/**
 * The file deletions of a pseudonymisation again (idempotent): a process that stopped between the
 * commit and them leaves files, which the job's next run removes. The e-mail address is gone from
 * the read models by then: the dev mailbox keeps mails by address, which only the first pass knew.
 */
export async function runAfterCommit(d: PrivacyDeps, companyId: string, userId: string): Promise<void> {
  await afterCommit(d, { userId, companyId, pseudonym: '', email: '', personnelNumber: null, dateOfBirthDropped: true, erasureEventId: '' });
}
