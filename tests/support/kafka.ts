import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kafka, logLevel, type Consumer } from 'kafkajs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `host:port,…` of the broker the Kafka tests use (CI: the local one of scripts/kafka-local.sh). */
export const KAFKA_BROKERS = process.env.KAFKA_BROKERS?.trim() || undefined;

/** The state folder of scripts/kafka-local.sh when KAFKA_BROKERS is that broker (pause/resume, request log). */
export function localBrokerDir(): string | undefined {
  const dir = process.env.KAFKA_LOCAL_DIR ?? path.join(root, '.kafka-local');
  const portFile = path.join(dir, 'port');
  if (!KAFKA_BROKERS || !existsSync(portFile)) return undefined;
  return KAFKA_BROKERS === `127.0.0.1:${readFileSync(portFile, 'utf8').trim()}` ? dir : undefined;
}

/**
 * scripts/kafka-local.sh on a broker of a test's own (state in `dir`): `start` (returns its
 * `host:port`), `pause` (stop, keeping data and port), `resume`, `stop`. A test that stops its
 * broker for a while uses one of its own, so the other Kafka test files never see the outage.
 */
export function kafkaLocal(dir: string, cmd: 'start' | 'pause' | 'resume' | 'stop'): string {
  const r = spawnSync('bash', [path.join(root, 'scripts/kafka-local.sh'), cmd], { encoding: 'utf8', timeout: 180_000, env: { ...process.env, KAFKA_LOCAL_DIR: dir } });
  if (r.status !== 0) throw new Error(`kafka-local.sh ${cmd} failed: ${r.stderr}`);
  return (r.stdout.trim().split('\n').pop() ?? '').replace(/^KAFKA_BROKERS=/, '');
}

export function kafkaClient(clientId: string, brokers = KAFKA_BROKERS ?? ''): Kafka {
  return new Kafka({ clientId, brokers: brokers.split(','), logLevel: logLevel.NOTHING });
}

export async function createTopic(kafka: Kafka, topic: string, numPartitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions, replicationFactor: 1 }], waitForLeaders: true });
  await admin.disconnect();
}

export async function deleteTopic(kafka: Kafka, topic: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
}

export interface Received {
  readonly key: string;
  readonly value: string;
  readonly eventId: string;
  readonly partition: number;
}

/** A consumer reading `topic` from the beginning into `received` (repeats included). */
export async function readTopic(kafka: Kafka, topic: string): Promise<{ received: Received[]; consumer: Consumer }> {
  const received: Received[] = [];
  const consumer = kafka.consumer({ groupId: `${topic}-reader` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message, partition }) => {
      received.push({ key: message.key?.toString() ?? '', value: message.value?.toString() ?? '', eventId: message.headers?.['event-id']?.toString() ?? '', partition });
    },
  });
  return { received, consumer };
}

/** Waits (generously: a loaded 2-core machine) until `done()`; false after `timeoutMs`. */
export async function eventually(done: () => boolean | Promise<boolean>, timeoutMs = 90_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return done();
}

/** The figures of a run: messages on the topic against the outbox (ordered by seq). */
export function deliveryFigures(outbox: readonly { event_id: string }[], received: readonly Received[]) {
  const ids = new Set(received.map((r) => r.eventId));
  const missing = outbox.filter((r) => !ids.has(r.event_id)).length;
  return { produced: outbox.length, delivered: received.length, duplicates: received.length - ids.size, gaps: missing };
}

/** The broker's request log (scripts/kafka-local.sh): the requests of one client id, parsed. */
export function brokerRequests(dir: string, clientId: string): { api: string; request: Record<string, unknown>; response: Record<string, unknown> }[] {
  const file = path.join(dir, 'requests.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('Completed request:') && l.includes(`"clientId":"${clientId}"`))
    .map((l) => JSON.parse(l.slice('Completed request:'.length)) as { requestHeader: { requestApiKeyName: string; clientId: string }; request: Record<string, unknown>; response: Record<string, unknown> })
    .filter((j) => j.requestHeader.clientId === clientId)
    .map((j) => ({ api: j.requestHeader.requestApiKeyName, request: j.request, response: j.response }));
}
