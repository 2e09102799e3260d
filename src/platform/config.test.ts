import { describe, it, expect } from 'vitest';
import { ConfigError, loadConfig, OWASP_SCRYPT_COST } from './config';

describe('loadConfig', () => {
  it('keeps the conveniences in development: demo company and dev mailbox', () => {
    const c = loadConfig({});
    expect(c.production).toBe(false);
    expect(c.seedDemo).toBe(true);
    expect(c.mailDev).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('in production: no demo company unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('in production: refuses to start without SMTP_URL unless MAIL_DEV=1', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    const dev = loadConfig({ NODE_ENV: 'production', MAIL_DEV: '1' });
    expect(dev.mailDev).toBe(true);
    expect(dev.smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).mailDev).toBe(false);
  });

  it('sessions: 12 hours idle and 30 days at most by default, both configurable; nonsense stops start-up', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleHours: 12, sessionMaxDays: 30 });
    expect(loadConfig({ SESSION_IDLE_HOURS: '0.5', SESSION_MAX_DAYS: '7' })).toMatchObject({ sessionIdleHours: 0.5, sessionMaxDays: 7 });
    expect(() => loadConfig({ SESSION_IDLE_HOURS: 'zwölf' })).toThrow(/SESSION_IDLE_HOURS/);
    expect(() => loadConfig({ SESSION_MAX_DAYS: '0' })).toThrow(ConfigError);
  });

  it('hashes passwords at OWASP cost whatever the environment says', () => {
    expect(loadConfig({}).passwordHashCost).toEqual({ N: 131072, r: 8, p: 1 });
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' }).passwordHashCost).toBe(OWASP_SCRYPT_COST);
  });

  it('TRUST_PROXY is a hop count: unset or 0 trusts no proxy, a number that many, anything else refuses to start', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('KAFKA_BROKERS switches the outbox relay on; bad Kafka settings stop start-up with a ConfigError', () => {
    expect(loadConfig({}).kafka).toBeUndefined();
    expect(loadConfig({ KAFKA_BROKERS: 'kafka:9092' }).kafka).toMatchObject({ brokers: ['kafka:9092'], topic: 'unterweisung.integration-events' });
    expect(() => loadConfig({ KAFKA_BROKERS: 'kafka' })).toThrow(ConfigError);
  });

  it('EVENT_STORE: postgres by default, kurrentdb only with a KURRENTDB_URL connection string', () => {
    expect(loadConfig({})).toMatchObject({ eventStore: 'postgres', kurrentdbUrl: undefined });
    expect(loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false' })).toMatchObject({ eventStore: 'kurrentdb', kurrentdbUrl: 'kurrentdb://kurrentdb:2113?tls=false' });
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb' })).toThrow(/KURRENTDB_URL/);
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'http://kurrentdb:2113' })).toThrow(ConfigError);
    expect(() => loadConfig({ EVENT_STORE: 'mongo' })).toThrow(/EVENT_STORE/);
  });
});
