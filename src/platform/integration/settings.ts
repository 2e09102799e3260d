/** Where and how the outbox relay publishes (issue 17): set by `KAFKA_BROKERS` and its companions (decoded in src/platform/config/kafka.ts). */
export interface KafkaSettings {
  readonly brokers: readonly string[];
  readonly topic: string;
  readonly clientId: string;
  readonly ssl: boolean;
  readonly sasl?: { readonly mechanism: SaslMechanism; readonly username: string; readonly password: string };
}

export type SaslMechanism = 'plain' | 'scram-sha-256' | 'scram-sha-512';

export const DEFAULT_KAFKA_TOPIC = 'unterweisung.integration-events';
