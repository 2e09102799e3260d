import type { Queryable } from '../../../src/platform/db';
import type { RecordedEvent } from '../../../src/platform/eventstore';
import { privacyEvents } from '../../../src/modules/privacy';
import { PERSONAL_DATA_REDACTED, pseudonymisedFields } from '../../../src/shared/contracts/privacy';
import { sortKey } from '../../compliance';

/** The erasure event (ADR 0033), which the as-of projection reads beside its facts. */
export const ERASURE_TYPE = PERSONAL_DATA_REDACTED;

/**
 * A person pseudonymised: what a rebuild from the rewritten log gives. Their names and address
 * (`aof_people` keeps the current ones only). Without their date of birth (`dateOfBirthDropped`)
 * they have no version of it at all: every change of it is rewritten to null, and a replay opens no
 * version for a null that follows none, so the versions the live projection opened go.
 */
export async function applyErasure(tx: Queryable, r: RecordedEvent): Promise<void> {
  const e = privacyEvents.decode(r);
  if (e.type !== 'privacy.PersonalDataRedacted') return;
  const p = pseudonymisedFields(e.data.pseudonym);
  await tx.query('UPDATE aof_people SET first_name = $2, last_name = $3, email = $4, sort_key = $5 WHERE user_id = $1', [
    e.data.subjectId,
    p.firstName,
    p.lastName,
    p.email,
    sortKey(p),
  ]);
  if (e.data.dateOfBirthDropped) await tx.query('DELETE FROM aof_birth_dates WHERE user_id = $1', [e.data.subjectId]);
}
