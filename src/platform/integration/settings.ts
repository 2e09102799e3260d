/** Where and how the outbox relay publishes (issue 17): set by `KAFKA_BROKERS` and its companions. */
export interface KafkaSettings {
  readonly brokers: readonly string[];
  readonly topic: string;
  readonly clientId: string;
  readonly ssl: boolean;
  readonly sasl?: { readonly mechanism: SaslMechanism; readonly username: string; readonly password: string };
}

export type SaslMechanism = 'plain' | 'scram-sha-256' | 'scram-sha-512';
const MECHANISMS: readonly SaslMechanism[] = ['plain', 'scram-sha-256', 'scram-sha-512'];

export const DEFAULT_KAFKA_TOPIC = 'unterweisung.integration-events';

/** Settings that cannot work; the message names the variable. */
export class KafkaSettingsError extends Error {}

/**
 * Reads `KAFKA_BROKERS` (comma-separated `host:port`), `KAFKA_TOPIC`, `KAFKA_CLIENT_ID`, `KAFKA_SSL`
 * (`1` for TLS) and `KAFKA_SASL_MECHANISM` / `KAFKA_SASL_USERNAME` / `KAFKA_SASL_PASSWORD`.
 * Without `KAFKA_BROKERS`: undefined, and nothing is published.
 */
export function kafkaSettingsFromEnv(env: NodeJS.ProcessEnv): KafkaSettings | undefined {
  const raw = env.KAFKA_BROKERS?.trim();
  if (!raw) return undefined;
  const brokers = raw.split(',').map((b) => b.trim()).filter((b) => b !== '');
  const bad = brokers.find((b) => !/^[^\s:/]+:\d{1,5}$/.test(b));
  if (brokers.length === 0 || bad !== undefined) {
    throw new KafkaSettingsError(`KAFKA_BROKERS must be a comma-separated list of host:port (e.g. kafka:9092), not "${bad ?? raw}".`);
  }
  const topic = env.KAFKA_TOPIC?.trim() || DEFAULT_KAFKA_TOPIC;
  if (!/^[A-Za-z0-9._-]{1,249}$/.test(topic)) throw new KafkaSettingsError(`KAFKA_TOPIC must be a Kafka topic name (letters, digits, . _ -), not "${topic}".`);
  const mechanism = env.KAFKA_SASL_MECHANISM?.trim().toLowerCase();
  let sasl: KafkaSettings['sasl'];
  if (mechanism) {
    if (!MECHANISMS.includes(mechanism as SaslMechanism)) throw new KafkaSettingsError(`KAFKA_SASL_MECHANISM must be one of ${MECHANISMS.join(', ')}, not "${mechanism}".`);
    const username = env.KAFKA_SASL_USERNAME ?? '';
    const password = env.KAFKA_SASL_PASSWORD ?? '';
    if (!username || !password) throw new KafkaSettingsError('KAFKA_SASL_MECHANISM needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD.');
    sasl = { mechanism: mechanism as SaslMechanism, username, password };
  }
  return { brokers, topic, clientId: env.KAFKA_CLIENT_ID?.trim() || 'unterweisung', ssl: env.KAFKA_SSL === '1' || env.KAFKA_SSL === 'true', ...(sasl ? { sasl } : {}) };
}
