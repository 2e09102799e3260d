import type { Queryable } from '../../../src/platform/db';
import type { Projection } from '../../../src/platform/projections';
import { splitAtErasures } from '../../../src/shared/erasure-event';
import { applyAsOfBatch, asOfEventTypes } from './facts';
import { applyErasure, ERASURE_TYPE } from './erasure';
import { asOfTables } from './schema';

/**
 * The temporal compliance projection (ADR 0010): versions with validity intervals in event time
 * for every fact that decides a (person, training) status. Not awaited by commands: the audit
 * workspace looks at the past; a change shows as soon as the runner has applied it. A batch is
 * applied up to each erasure of a person (ADR 0033), then the erasure, then the rest.
 */
export const asOfProjection: Projection = {
  name: 'audit.as-of',
  // 2: the delivered language of completions (issue 34); the bump replays the completions recorded before
  version: 2,
  eventTypes: [...asOfEventTypes, ERASURE_TYPE],
  async apply(events, tx) {
    for (const part of splitAtErasures(events)) {
      if ('erasure' in part) await applyErasure(tx, part.erasure);
      else await applyAsOfBatch(tx, part.events);
    }
  },
  async reset(tx) {
    await tx.query(`TRUNCATE ${asOfTables.join(', ')}`);
  },
};

/** Everything the projection keeps of one company. */
export async function purgeAsOf(tx: Queryable, companyId: string): Promise<void> {
  for (const t of asOfTables) await tx.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
}
