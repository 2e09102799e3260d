import type { Producer, SASLOptions } from 'kafkajs';
import type { IntegrationProducer, OutboxMessage } from './producer';
import type { KafkaSettings } from './settings';

/** The broker's acknowledgement covers every in-sync replica (required by the idempotent producer). */
const ACKS_ALL = -1;

/**
 * The relay's producer on Kafka through kafkajs: idempotent (`idempotent: true`, one request in
 * flight, acks from all in-sync replicas), so the broker drops a batch kafkajs resends after a
 * lost acknowledgement within one producer session. Key = company id (one partition per company:
 * its events stay in order), headers `event-id` / `event-type` / `content-type`. The
 * message timestamp is the time of sending (not `occurredAt`: a backfill of old facts would
 * otherwise fall under the topic's time-based retention at once).
 *
 * kafkajs is loaded and the client created on the first send only: a process without
 * `KAFKA_BROKERS` never builds this (the composition root does not call it). After a failed send
 * the producer is dropped and the next send connects afresh (a new producer id): a batch that
 * may have been published is then published again, which consumers deduplicate by event id.
 */
export function kafkaProducer(settings: KafkaSettings, log: (msg: string, err?: unknown) => void): IntegrationProducer {
  let producer: Promise<Producer> | undefined;

  const connect = async (): Promise<Producer> => {
    const mod = await import('kafkajs');
    // kafkajs is CommonJS: its exports arrive as the default export (and as named ones where detected)
    const kafkajs = mod.default ?? mod;
    const kafka = new kafkajs.Kafka({
      clientId: settings.clientId,
      brokers: [...settings.brokers],
      ssl: settings.ssl,
      ...(settings.sasl ? { sasl: saslOptions(settings.sasl) } : {}),
      connectionTimeout: 5_000,
      requestTimeout: 15_000,
      // the relay retries with its own backoff; kafkajs retries a little within one send
      retry: { retries: 3, initialRetryTime: 300, maxRetryTime: 5_000 },
      logLevel: kafkajs.logLevel.WARN,
      // kafkajs warns that limited retries "may invalidate EoS guarantees": by design here (the relay
      // retries with its own backoff and promises at-least-once, not exactly-once), so not logged
      logCreator: () => (entry) => {
        if (!entry.log.message.startsWith('Limiting retries for the idempotent producer')) log(`kafka: ${entry.log.message}`);
      },
    });
    const p = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false, createPartitioner: kafkajs.Partitioners.DefaultPartitioner });
    await p.connect();
    return p;
  };

  const drop = async () => {
    const p = producer;
    producer = undefined;
    await p?.then((x) => x.disconnect()).catch(() => undefined);
  };

  return {
    target: `kafka:${settings.topic}`,
    async send(messages: readonly OutboxMessage[]) {
      if (messages.length === 0) return;
      try {
        producer ??= connect();
        const p = await producer;
        await p.send({
          topic: settings.topic,
          acks: ACKS_ALL,
          messages: messages.map((m) => ({
            key: m.companyId,
            value: m.value,
            headers: { 'event-id': m.eventId, 'event-type': m.type, 'content-type': 'application/json' },
          })),
        });
      } catch (err) {
        await drop();
        throw err;
      }
    },
    disconnect: drop,
  };
}

function saslOptions(s: NonNullable<KafkaSettings['sasl']>): SASLOptions {
  const { username, password } = s;
  switch (s.mechanism) {
    case 'plain':
      return { mechanism: 'plain', username, password };
    case 'scram-sha-256':
      return { mechanism: 'scram-sha-256', username, password };
    case 'scram-sha-512':
      return { mechanism: 'scram-sha-512', username, password };
  }
}
