import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import { contactEvents, contactStream, type ContactEvent } from '../../domain/events';

async function apply(tx: Queryable, e: ContactEvent, r: RecordedEvent): Promise<void> {
  const id = contactStream.idOf(r.streamId);
  if (e.type === 'contact.ContactRequested') {
    const d = e.data;
    await tx.query(
      `INSERT INTO contact_requests (id, first_name, last_name, email, company, phone, employees, message, lang, requested_at, version)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (id) DO NOTHING`,
      [id, d.firstName, d.lastName, d.email, d.company, d.phone, d.employees, d.message, d.lang, d.requestedAt, r.streamVersion],
    );
    return;
  }
  // every later event bumps the version once; a second application changes nothing
  const { rows } = await tx.query('UPDATE contact_requests SET version = $2 WHERE id = $1 AND version < $2 RETURNING id', [id, r.streamVersion]);
  if (rows.length === 0) return;
  if (e.type === 'contact.ContactRequestDone') await tx.query('UPDATE contact_requests SET done_at = $2 WHERE id = $1', [id, e.data.doneAt]);
  if (e.type === 'contact.ContactRequestReopened') await tx.query('UPDATE contact_requests SET done_at = NULL WHERE id = $1', [id]);
}

export const contactRequestsProjection: Projection = tableProjection({
  name: 'contact.requests',
  version: 1,
  tables: ['contact_requests'],
  codec: contactEvents,
  applyEvent: apply,
});
