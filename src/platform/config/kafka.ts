import { ParseResult, Schema } from 'effect';
import { DEFAULT_KAFKA_TOPIC, type KafkaSettings } from '../integration/settings';
import { accepts, ConfigError, Flag, OneOf, optional, Text, withDefault } from './variables';

/** `KAFKA_BROKERS`: comma-separated `host:port`. */
const Brokers = Schema.transformOrFail(Schema.String, Schema.Array(Schema.String), {
  strict: true,
  decode: (raw, _, ast) => {
    const brokers = raw.split(',').map((b) => b.trim()).filter((b) => b !== '');
    return brokers.length > 0 && brokers.every((b) => /^[^\s:/]+:\d{1,5}$/.test(b)) ? ParseResult.succeed(brokers) : ParseResult.fail(new ParseResult.Type(ast, raw));
  },
  encode: (brokers) => ParseResult.succeed(brokers.join(',')),
}).pipe(accepts('a comma-separated list of host:port, e.g. kafka:9092'));

const Topic = Schema.compose(Schema.Trim, Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9._-]{1,249}$/))).pipe(accepts('a Kafka topic name (letters, digits, . _ -)'));

/**
 * `KAFKA_BROKERS` and its companions (issue 17, ADR 0020): `KAFKA_TOPIC`, `KAFKA_CLIENT_ID`,
 * `KAFKA_SSL` (`1` for TLS) and `KAFKA_SASL_MECHANISM` / `KAFKA_SASL_USERNAME` / `KAFKA_SASL_PASSWORD`.
 */
export const kafkaVariables = {
  KAFKA_BROKERS: optional(Brokers),
  KAFKA_TOPIC: withDefault(Topic, DEFAULT_KAFKA_TOPIC),
  KAFKA_CLIENT_ID: withDefault(Schema.Trim, 'unterweisung'),
  KAFKA_SSL: withDefault(Flag, '0'),
  KAFKA_SASL_MECHANISM: optional(OneOf('plain', 'scram-sha-256', 'scram-sha-512')),
  KAFKA_SASL_USERNAME: optional(Text),
  KAFKA_SASL_PASSWORD: optional(Text),
};

/**
 * Integration events are published to Kafka by the outbox relay when `KAFKA_BROKERS` is set.
 * Unset: undefined (no Kafka client, no connection, nothing published; the relay's checkpoints
 * stay where they are).
 */
export function kafkaConfig(v: Schema.Struct.Type<typeof kafkaVariables>): KafkaSettings | undefined {
  if (!v.KAFKA_BROKERS) return undefined;
  const mechanism = v.KAFKA_SASL_MECHANISM;
  if (mechanism && (!v.KAFKA_SASL_USERNAME || !v.KAFKA_SASL_PASSWORD)) throw new ConfigError('KAFKA_SASL_MECHANISM needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD.');
  return {
    brokers: v.KAFKA_BROKERS,
    topic: v.KAFKA_TOPIC,
    clientId: v.KAFKA_CLIENT_ID,
    ssl: v.KAFKA_SSL,
    ...(mechanism && v.KAFKA_SASL_USERNAME && v.KAFKA_SASL_PASSWORD ? { sasl: { mechanism, username: v.KAFKA_SASL_USERNAME, password: v.KAFKA_SASL_PASSWORD } } : {}),
  };
}
