import { describe, expect, it } from 'vitest';
import { DEFAULT_KAFKA_TOPIC } from '../integration';
import { ConfigError, loadConfig } from './index';

const kafka = (env: Record<string, string>) => loadConfig(env).kafka;

describe('Kafka settings', () => {
  it('are off without KAFKA_BROKERS (or with blanks only)', () => {
    expect(kafka({})).toBeUndefined();
    expect(kafka({ KAFKA_BROKERS: '  ', KAFKA_TOPIC: 'x' })).toBeUndefined();
  });

  it('reads brokers, topic, client id, TLS and SASL', () => {
    expect(kafka({ KAFKA_BROKERS: 'kafka:9092' })).toEqual({ brokers: ['kafka:9092'], topic: DEFAULT_KAFKA_TOPIC, clientId: 'unterweisung', ssl: false });
    expect(
      kafka({
        KAFKA_BROKERS: 'a.example:9093, b.example:9093',
        KAFKA_TOPIC: 'hr.training-events',
        KAFKA_CLIENT_ID: 'unterweisung-prod',
        KAFKA_SSL: '1',
        KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
        KAFKA_SASL_USERNAME: 'relay',
        KAFKA_SASL_PASSWORD: 'secret',
      }),
    ).toEqual({
      brokers: ['a.example:9093', 'b.example:9093'],
      topic: 'hr.training-events',
      clientId: 'unterweisung-prod',
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'relay', password: 'secret' },
    });
    expect(kafka({ KAFKA_BROKERS: 'kafka:9092', KAFKA_SSL: 'true' })?.ssl).toBe(true);
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => kafka({ KAFKA_BROKERS: 'kafka' })).toThrow(/KAFKA_BROKERS .*host:port/);
    expect(() => kafka({ KAFKA_BROKERS: 'kafka:9092,' + 'http://x:1' })).toThrow(ConfigError);
    expect(() => kafka({ KAFKA_BROKERS: 'kafka:9092', KAFKA_TOPIC: 'a topic' })).toThrow(/KAFKA_TOPIC/);
    expect(() => kafka({ KAFKA_BROKERS: 'kafka:9092', KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(/KAFKA_SASL_MECHANISM/);
    expect(() => kafka({ KAFKA_BROKERS: 'kafka:9092', KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u' })).toThrow(/KAFKA_SASL_PASSWORD/);
    expect(() => kafka({ KAFKA_BROKERS: 'kafka:9092', KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u' })).toThrow(ConfigError);
  });
});
