import { describe, expect, it } from 'vitest';
import { allMigrations } from '../support/app';
import { createTestDb } from '../support/db';
import { complianceProjection, compliancePosition } from '../../projections';
import { resetCheckpoint } from '../../src/platform/projections/checkpoints';
import { START_POSITION } from '../../src/platform/eventstore';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A rebuild's reset of the compliance read model (its checkpoint FOR UPDATE, then TRUNCATE of its
 * tables, compliance_assignments first) beside a reader of those tables in a projection's
 * transaction (the "assigned to you" reactor: the checkpoint FOR SHARE, a page of cmp_members,
 * then compliance_assignments). Without the checkpoint read first, each waited for the other
 * (deadlock detected, CI). Locks, so PostgreSQL only: PGlite runs one transaction at a time.
 */
describe.runIf(!!process.env.DATABASE_URL)('the compliance reset beside a reader of its rows (postgres)', () => {
  it('waits for the reader to end instead of locking a table it will read, and neither fails', async () => {
    const t = await createTestDb('postgres', allMigrations());
    try {
      // the checkpoint as a running server has it
      await t.db.query('INSERT INTO projection_checkpoints (name, version, position, bulk) VALUES ($1, $2, $3, false)', ['compliance', complianceProjection.version, START_POSITION]);
      let readMembers!: () => void;
      const membersRead = new Promise<void>((r) => (readMembers = r));
      let goOn!: () => void;
      const resetWaits = new Promise<void>((r) => (goOn = r));
      const reader = t.db.transaction(async (tx) => {
        expect(await compliancePosition(tx)).toBe(START_POSITION);
        await tx.query('SELECT count(*) FROM cmp_members');
        readMembers();
        await resetWaits;
        await tx.query('SELECT count(*) FROM compliance_assignments');
      });
      await membersRead;
      const reset = resetCheckpoint(t.db, complianceProjection);
      // the reset has reached a lock it waits for (the reader's): only then does the reader read on
      for (let i = 0; i < 200; i++) {
        const { rows } = await t.db.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
        if (rows.length > 0) break;
        await sleep(25);
      }
      goOn();
      await expect(Promise.all([reader, reset])).resolves.toBeDefined();
    } finally {
      await t.drop();
    }
  });
});
