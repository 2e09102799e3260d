import type { Db } from '../../src/platform/db';
import { appendToOutbox, type OutboxFeeder } from '../../src/platform/integration';
import { expiredCertifications } from '../compliance';
import { certificationExpired } from './mapping';

/** How far back a look-back pass searches for validities that ended before the checkpoint. */
export const LOOK_BACK_DAYS = 35;
const LOOK_BACK_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * `certification.expired.v1` from the compliance read model's stored dates and the injectable
 * clock (ADR 0020), with a durable checkpoint instead of timers: each round (under the relay's
 * lease) puts every completion whose validity ended in [through, now) in the outbox and moves
 * `through` to now, in one transaction. A validity that lands before `through` after the fact
 * (a shortened recertification period, a late completion) is found by a look-back over the last
 * 35 days at most once an hour; ids derived from person, training and instant make repeats
 * harmless. While the compliance projection replays from zero (bulk mode) its table is
 * incomplete, so nothing is looked at.
 */
export function certificationExpiries(): OutboxFeeder {
  return {
    name: 'certification.expired.v1',
    async feed(db: Db, now: Date) {
      await db.transaction(async (tx) => {
        const { rows: cmp } = await tx.query<{ bulk: boolean }>("SELECT bulk FROM projection_checkpoints WHERE name = 'compliance'");
        if (!cmp[0] || cmp[0].bulk) return;
        const { rows } = await tx.query<{ through: Date | string | null; looked_back_at: Date | string | null }>('SELECT through, looked_back_at FROM int_expiry_checkpoint WHERE id = 1 FOR UPDATE');
        const through = rows[0]?.through ? new Date(rows[0].through) : new Date(0);
        if (now.getTime() <= through.getTime()) return;
        const lookedBack = rows[0]?.looked_back_at ? new Date(rows[0].looked_back_at).getTime() : -Infinity;
        const lookBack = now.getTime() - lookedBack >= LOOK_BACK_EVERY_MS || now.getTime() < lookedBack;
        const from = lookBack ? new Date(Math.min(through.getTime(), now.getTime() - LOOK_BACK_DAYS * DAY_MS)) : through;
        await appendToOutbox(tx, (await expiredCertifications(tx, from, now)).map(certificationExpired));
        await tx.query(`UPDATE int_expiry_checkpoint SET through = $1${lookBack ? ', looked_back_at = $1' : ''} WHERE id = 1`, [now]);
      });
    },
  };
}
