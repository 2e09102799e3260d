import { describe, it, expect } from 'vitest';
import { Redacted } from 'effect';
import { DEFAULT_SEARCH_DIRS } from '../binaries';
import { outboxDispatcherOptions, DEFAULT_DISPATCHER_OPTIONS } from '../mail';
import { ConfigError, loadConfig, OWASP_SCRYPT_COST } from './index';

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
    // the older true/false, blank as unset
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxyHops).toBe(3);
    expect(() => loadConfig({ TRUST_PROXY: '1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback' })).toThrow(ConfigError);
  });

  it('BINARY_SEARCH_PATHS: unset = the usual directories, empty = none, else the colon-separated list', () => {
    expect(loadConfig({}).binaries.searchDirs).toEqual(DEFAULT_SEARCH_DIRS);
    expect(loadConfig({ BINARY_SEARCH_PATHS: '' }).binaries.searchDirs).toEqual([]);
    expect(loadConfig({ BINARY_SEARCH_PATHS: '/opt/a: /opt/b:' }).binaries.searchDirs).toEqual(['/opt/a', '/opt/b']);
    expect(loadConfig({ CHROME_PATH: '/opt/chromium' }).binaries).toMatchObject({ chromePath: '/opt/chromium', ffmpegPath: undefined });
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

  it('the mail outboxes: 30 s first retry, 10 attempts, unpaced; invitations 300 a minute; each settable by its prefix', () => {
    const { mailOutboxes } = loadConfig({});
    for (const o of [mailOutboxes.infolog, mailOutboxes.notifications, mailOutboxes.emailNotices]) {
      expect(outboxDispatcherOptions(o)).toEqual(DEFAULT_DISPATCHER_OPTIONS);
    }
    expect(outboxDispatcherOptions(mailOutboxes.invitations)).toEqual({ ...DEFAULT_DISPATCHER_OPTIONS, minIntervalMs: 200 });
    const set = loadConfig({ INFOLOG_MAIL_RETRY_BASE_MS: '100', INFOLOG_MAIL_MAX_ATTEMPTS: '3', NOTIFICATIONS_MAIL_PER_MINUTE: '60', IDENTITY_INVITATION_MAIL_PER_MINUTE: '600' }).mailOutboxes;
    expect(outboxDispatcherOptions(set.infolog)).toMatchObject({ retryBaseMs: 100, maxAttempts: 3, pollMs: 100, minIntervalMs: 0 });
    expect(outboxDispatcherOptions(set.notifications)).toMatchObject({ retryBaseMs: 30_000, minIntervalMs: 1_000 });
    expect(outboxDispatcherOptions(set.invitations).minIntervalMs).toBe(100);
    expect(() => loadConfig({ IDENTITY_EMAIL_NOTICE_MAIL_MAX_ATTEMPTS: '2.5' })).toThrow('IDENTITY_EMAIL_NOTICE_MAIL_MAX_ATTEMPTS must be a whole number of at least 1 (got "2.5").');
    expect(() => loadConfig({ INFOLOG_MAIL_PER_MINUTE: '0' })).toThrow(/^INFOLOG_MAIL_PER_MINUTE must be a positive number/);
  });

  it('module settings: invitation link days, the due-date scan, media', () => {
    expect(loadConfig({})).toMatchObject({ invitationLinkDays: 7, notifications: { scanIntervalMs: 60_000, scanPageRows: 1_000 }, media: { secret: undefined, concurrency: 2 } });
    const c = loadConfig({ INVITATION_LINK_DAYS: '14', NOTIFICATIONS_SCAN_MS: '50', NOTIFICATIONS_SCAN_PAGE_ROWS: '1', MEDIA_CONCURRENCY: '4', MEDIA_SECRET: 'sixteen-chars-ok' });
    expect(c).toMatchObject({ invitationLinkDays: 14, notifications: { scanIntervalMs: 50, scanPageRows: 1 }, media: { concurrency: 4 } });
    expect(c.media.secret && Redacted.value(c.media.secret)).toBe('sixteen-chars-ok');
    expect(() => loadConfig({ NOTIFICATIONS_SCAN_MS: '10' })).toThrow('NOTIFICATIONS_SCAN_MS must be a number of at least 50 (got "10").');
    expect(() => loadConfig({ MEDIA_CONCURRENCY: '0' })).toThrow(/MEDIA_CONCURRENCY/);
  });

  it('a bad value stops the start with one line naming the variable and what it accepts', () => {
    expect(() => loadConfig({ SESSION_IDLE_HOURS: 'abc' })).toThrow(new ConfigError('SESSION_IDLE_HOURS must be a positive number (got "abc").'));
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError('PORT must be a port number (0 to 65535) (got "eighty").'));
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(new ConfigError('SEED_DEMO must be 1 or 0 (got "yes").'));
    expect(() => loadConfig({ EVENT_STORE: 'mongo' })).toThrow(new ConfigError('EVENT_STORE must be postgres or kurrentdb (got "mongo").'));
    // the first bad variable only, on one line
    const both = () => loadConfig({ SESSION_MAX_DAYS: '-1', INVITATION_LINK_DAYS: 'x' });
    expect(both).toThrow(/^SESSION_MAX_DAYS must be a positive number \(got "-1"\)\.$/);
  });

  it('never prints a secret: the line says what the variable accepts without its value', () => {
    const secret = 'too-short';
    expect(() => loadConfig({ MEDIA_SECRET: secret })).toThrow(new ConfigError('MEDIA_SECRET must be at least 16 characters long.'));
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'http://user:pw@kurrentdb:2113' })).toThrow(
      new ConfigError('KURRENTDB_URL must be a KurrentDB connection string (kurrentdb://host:2113?tls=false).'),
    );
    expect(String(loadConfig({ MEDIA_SECRET: 'sixteen-chars-ok' }).media.secret)).not.toContain('sixteen');
  });
});
