#!/usr/bin/env node
// A consumer of the integration events to copy (issue 37; docs/events.md, "Consuming"): reads the
// topic in a consumer group, drops repeats by `event-id` (deliveries are at-least-once), checks
// each message against its JSON Schema in docs/integration-events/, and prints the new ones as
// one JSON line each on stdout, or POSTs them to a URL (--forward). Offsets are committed after
// a message was handled, so a consumer that dies handles the last ones again (and drops them as
// repeats when it keeps its seen ids; this example keeps them in memory only).
//
//   KAFKA_BROKERS=127.0.0.1:9092 node scripts/kafka-consume.mjs [--group hr-sync] [--from-beginning]
//     [--forward https://hr.example/hooks/training] [--exit-when-idle 5000]
//
// Environment: KAFKA_BROKERS (required), KAFKA_TOPIC (default unterweisung.integration-events).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import kafkajs from 'kafkajs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
if (brokers.length === 0) {
  console.error('kafka-consume: set KAFKA_BROKERS=host:port (e.g. from `npm run kafka:local -- start`)');
  process.exit(2);
}
const topic = process.env.KAFKA_TOPIC || 'unterweisung.integration-events';
const groupId = opt('--group') ?? 'unterweisung-consumer';
const forward = opt('--forward');
const idleMs = Number(opt('--exit-when-idle') ?? 0);

// one validator per event type, from the published schemas
const schemaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'integration-events');
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats.default(ajv);
const validators = new Map(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => [f.replace(/\.schema\.json$/, ''), ajv.compile(JSON.parse(readFileSync(path.join(schemaDir, f), 'utf8')))]),
);

// repeats are dropped by event id (a real consumer keeps these in its own database)
const seen = new Set();
const counts = { messages: 0, new: 0, duplicates: 0, invalid: 0 };

async function handle(event) {
  if (forward) {
    const res = await fetch(forward, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    if (!res.ok) throw new Error(`forwarding ${event.id} to ${forward}: HTTP ${res.status}`);
  } else {
    process.stdout.write(`${JSON.stringify(event)}\n`);
  }
}

const kafka = new kafkajs.Kafka({
  clientId: `consumer-${groupId}`,
  brokers,
  logLevel: kafkajs.logLevel.WARN,
  // a new group's coordinator needs a moment on a fresh broker; kafkajs retries, no need to shout
  logCreator: () => (entry) => {
    if (!/coordinator is not available|not the correct coordinator/i.test(entry.log.error ?? '')) console.error(`kafka-consume: ${entry.log.message} ${entry.log.error ?? ''}`);
  },
});
const consumer = kafka.consumer({ groupId });
let last = Date.now();
let joined = false;
consumer.on(consumer.events.GROUP_JOIN, () => {
  joined = true;
  last = Date.now();
});

async function close(code) {
  await consumer.disconnect().catch(() => undefined);
  console.error(`kafka-consume: ${counts.messages} messages, ${counts.new} new, ${counts.duplicates} duplicates, ${counts.invalid} invalid`);
  process.exit(code);
}
process.once('SIGINT', () => void close(0));
process.once('SIGTERM', () => void close(0));

await consumer.connect();
await consumer.subscribe({ topic, fromBeginning: args.includes('--from-beginning') });
await consumer.run({
  eachMessage: async ({ message, partition }) => {
    last = Date.now();
    counts.messages++;
    const id = message.headers?.['event-id']?.toString();
    if (!id || seen.has(id)) {
      if (id) counts.duplicates++;
      return;
    }
    let event;
    try {
      event = JSON.parse(message.value?.toString() ?? '');
    } catch {
      event = undefined;
    }
    const validate = validators.get(event?.type);
    if (!validate || event.id !== id || !validate(event)) {
      counts.invalid++;
      console.error(`kafka-consume: invalid message at partition ${partition} offset ${message.offset} (event-id ${id}): ${validate ? ajv.errorsText(validate.errors) : `unknown type ${event?.type}`}`);
      return;
    }
    await handle(event);
    seen.add(id);
    counts.new++;
  },
});
if (idleMs > 0) {
  const timer = setInterval(() => {
    if (joined && Date.now() - last >= idleMs) {
      clearInterval(timer);
      void close(0);
    }
  }, 200);
}
