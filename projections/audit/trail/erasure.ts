import type { Queryable } from '../../../src/platform/db';
import type { RecordedEvent } from '../../../src/platform/eventstore';
import { privacyEvents } from '../../../src/modules/privacy';
import { pseudonymisedFields } from '../../../src/shared/contracts/privacy';
import { pseudonymisedName } from '../../../src/shared/erasure-event';

/**
 * What each of identity's rows says of its person once their events are rewritten (ADR 0033: names
 * the pseudonym, address '', personnel numbers null), by kind; the date of birth only when dropped.
 */
function rewrittenData(pseudonym: string, dateOfBirthDropped: boolean): Record<string, Record<string, unknown>> {
  const p = pseudonymisedFields(pseudonym);
  return {
    'user.registered': { email: p.email, personnelNumber: p.personnelNumber },
    'user.invited': { email: p.email, personnelNumber: p.personnelNumber },
    'user.profile_changed': { firstName: p.firstName, lastName: p.lastName, email: p.email },
    'user.personnel_number_changed': { personnelNumber: null, previousPersonnelNumber: null },
    ...(dateOfBirthDropped ? { 'user.date_of_birth_changed': { set: false, previouslySet: false } } : {}),
  };
}

/**
 * The trail of a person pseudonymised or erased, as a rebuild from the rewritten log writes it:
 * every row they acted in or are the person of names them by their pseudonym (the name book knew
 * no other name of theirs), and the rows of the events the erasure rewrote say what those say now.
 * Applied after the rows up to the erasure were written (their own row names the pseudonym already);
 * a row without a name (none known then) keeps none.
 */
export async function redactTrail(tx: Queryable, r: RecordedEvent): Promise<void> {
  const e = privacyEvents.decode(r);
  if (e.type !== 'privacy.PersonalDataRedacted') return;
  const { subjectId, pseudonym, dateOfBirthDropped, redactions } = e.data;
  const p = pseudonymisedFields(pseudonym);
  const name = pseudonymisedName(pseudonym);
  const company = r.tenantId;
  await tx.query('UPDATE aud_people SET first_name = $2, last_name = $3 WHERE user_id = $1', [subjectId, p.firstName, p.lastName]);
  await tx.query('UPDATE aud_trail SET actor_name = $3 WHERE company_id = $1 AND actor_id = $2 AND actor_name <> $3', [company, subjectId, name]);
  await tx.query('UPDATE aud_trail SET user_name = $3 WHERE company_id = $1 AND user_id = $2 AND user_name <> $3', [company, subjectId, name]);
  const byKind = Object.entries(rewrittenData(pseudonym, dateOfBirthDropped));
  // event ids as the store prints them (lower-case uuids)
  const eventIds = redactions.map((x) => x.eventId.toLowerCase());
  if (eventIds.length === 0) return;
  await tx.query(
    `UPDATE aud_trail t SET data = t.data || x.patch::jsonb
       FROM unnest($3::text[], $4::text[]) AS x(kind, patch)
      WHERE t.company_id = $1 AND t.user_id = $2 AND t.kind = x.kind AND t.event_id = ANY($5::text[])`,
    [company, subjectId, byKind.map(([k]) => k), byKind.map(([, v]) => JSON.stringify(v)), eventIds],
  );
}
