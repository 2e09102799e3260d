import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';

const NAMESPACE = 'b3f7c1e2-8d4a-5f60-9a1b-2c3d4e5f6a7b';

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

/** RFC 4122 version 5 (SHA-1, name based) uuid. */
export function uuidV5(name: string, namespace: string = NAMESPACE): string {
  const hash = createHash('sha1').update(uuidToBytes(namespace)).update(name, 'utf8').digest();
  const b = Buffer.from(hash.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Event ids derive from the command id, so a retried command appends nothing new. */
export function eventIdFor(commandId: string, streamId: string, index: number): string {
  return uuidV5(`${commandId}:${streamId}:${index}`);
}

interface Seeded {
  readonly seed: string;
  next: number;
  active: boolean;
}

const seededIds = new AsyncLocalStorage<Seeded>();
/** Requests inside `withDerivedIds` now; when the last one ends the storage is switched off again. */
let seededRuns = 0;

/**
 * Runs a request whose new ids (entity ids and command ids alike) derive from a seed: an
 * `Idempotency-Key` with its scope. The n-th id of the request is the same on every retry, so a
 * retried command finds its own events (same command id, same new stream) and appends nothing.
 * Work the request leaves behind after it ended gets random ids again. Secrets never come from
 * here (tokens are random bytes).
 *
 * On Node 20 an AsyncLocalStorage in use puts a hook on every promise of the process, and it
 * stays until the storage is disabled: so it is disabled whenever no such request runs, or one
 * idempotent POST would cost every later request of the process (about a tenth of a read's CPU).
 */
export async function withDerivedIds<T>(seed: string, fn: () => Promise<T>): Promise<T> {
  const seeded: Seeded = { seed, next: 0, active: true };
  seededRuns += 1;
  try {
    return await seededIds.run(seeded, fn);
  } finally {
    seeded.active = false;
    seededRuns -= 1;
    if (seededRuns === 0) seededIds.disable();
  }
}

/** A new id: random, or the next derived id inside `withDerivedIds`. */
export function newId(): string {
  const seeded = seededIds.getStore();
  if (seeded?.active) return uuidV5(`idempotency:${seeded.seed}:${seeded.next++}`);
  return randomUUID();
}
