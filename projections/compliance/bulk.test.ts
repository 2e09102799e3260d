import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/platform/db';
import type { ReplayedEvent } from '../../src/platform/eventstore';
import { writeFactsOverlapped } from './bulk';

const event = (i: number, type: string, data: unknown): ReplayedEvent => ({
  type,
  schemaVersion: 1,
  data,
  tenantId: 'c1',
  streamId: `group-g${i}`,
  streamVersion: 1,
  globalPosition: String(i),
  position: `1/${i}/${i}`,
});
const created = (i: number) => event(i, 'organization.GroupCreated', { groupId: `g${i}`, companyId: 'c1', ownerId: 'u1', name: `G${i}`, description: '', createdAt: '2026-01-01T00:00:00.000Z' });

/** A connection whose statements take a few milliseconds each; it records which are on their way. */
function slowConnection() {
  const log: string[] = [];
  let inFlight = 0;
  const tx: Queryable = {
    async query<R extends object>(sql: string) {
      inFlight++;
      log.push(sql.slice(0, 30));
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return { rows: [] as R[] };
    },
    async exec() {},
  };
  return { tx, log, inFlight: () => inFlight };
}

describe('a bulk replay records its facts chunk by chunk', () => {
  it('writes the facts of every chunk, one chunk after another', async () => {
    const c = slowConnection();
    await writeFactsOverlapped([created(1), created(2), created(3)], c.tx, 1);
    expect(c.log.filter((s) => s.startsWith('INSERT INTO cmp_groups'))).toHaveLength(3);
    expect(c.inFlight()).toBe(0);
  });

  it('fails on an event it cannot read only once the write in flight has ended, so that the rollback comes after it', async () => {
    const c = slowConnection();
    const broken = event(2, 'organization.GroupCreated', { groupId: 42 });
    const failed = writeFactsOverlapped([created(1), broken, created(3)], c.tx, 1).then(
      () => 'resolved',
      () => c.inFlight(),
    );
    // the first chunk's insert was on its way when the second chunk failed to decode
    expect(await failed).toBe(0);
    // the statements after the counting switch: the first chunk's write only
    expect(c.log.filter((s) => !s.startsWith('SET LOCAL'))).toHaveLength(1);
  });
});
