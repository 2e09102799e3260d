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

export function newId(): string {
  return randomUUID();
}
