import path from 'node:path';
import { parseSearchDirs, type BinarySettings } from './binaries';
import { parseTrustProxy } from './http/client-address';
import { KafkaSettingsError, kafkaSettingsFromEnv, type KafkaSettings } from './integration/settings';

/** Runtime configuration, read once from the environment. */
export interface Config {
  readonly port: number;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Where Chromium, ffmpeg and ffprobe are looked for (`CHROME_PATH`, `FFMPEG_PATH`, `FFPROBE_PATH`, `BINARY_SEARCH_PATHS`). */
  readonly binaries: BinarySettings;
  readonly publicUrl: string;
  readonly masterEmail: string;
  /** Where contact requests of the landing page are mailed (`CONTACT_MAIL_TO`; default: the operator's e-mail). */
  readonly contactMailTo: string;
  readonly masterPassword: string | undefined;
  readonly seedDemo: boolean;
  readonly runProjections: boolean;
  /**
   * What this process is (issue 17): `server` runs everything (`npm start`), `api` serves HTTP and
   * follows the projections (`RUN_PROJECTIONS=0`), `worker` runs projections and reactors
   * without HTTP (`npm run worker`). Shown beside the leases in /api/health.
   */
  readonly processRole: 'server' | 'api' | 'worker';
  readonly webDir: string;
  /** `NODE_ENV=production`: no demo data, no dev mailbox and no printed passwords unless asked for. */
  readonly production: boolean;
  /** Mails go to the dev mailbox (files under DATA_DIR/mailbox) when no SMTP_URL is set. */
  readonly mailDev: boolean;
  /** `TRUST_PROXY`: reverse proxies in front of the app (hop count; 0 = the socket address is the client). */
  readonly trustProxyHops: number;
  /** `SESSION_IDLE_HOURS`: a session unused this long ends (default 12). */
  readonly sessionIdleHours: number;
  /** `SESSION_MAX_DAYS`: a session ends this long after sign-in however much it is used (default 30). */
  readonly sessionMaxDays: number;
  /**
   * scrypt cost of new password hashes. Always OWASP's recommendation (`OWASP_SCRYPT_COST`); no
   * environment variable lowers it: only a test passes a cheaper one to `createApp` explicitly.
   */
  readonly passwordHashCost: ScryptCost;
  /**
   * `KAFKA_BROKERS` and its companions (issue 17, ADR 0020): integration events are published to
   * Kafka by the outbox relay. Unset: no Kafka client, no connection, nothing published; the
   * relay's checkpoints stay where they are.
   */
  readonly kafka: KafkaSettings | undefined;
  /**
   * Where events are stored (issue 17, ADR 0021): `postgres` (default: the database of
   * DATABASE_URL, or PGlite) or `kurrentdb` (`EVENT_STORE=kurrentdb` with `KURRENTDB_URL`); the
   * read models and checkpoints stay in PostgreSQL/PGlite either way.
   */
  readonly eventStore: 'postgres' | 'kurrentdb';
  readonly kurrentdbUrl: string | undefined;
  /**
   * `TEST_CLOCK=1` (end-to-end tests only, refused with NODE_ENV=production): the clock runs from
   * the system time plus an offset that `POST /api/test/clock` moves forward, so a browser journey
   * can walk past a deadline.
   */
  readonly testClock: boolean;
}

/** scrypt parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** A positive number from the environment, or the default; anything else stops start-up. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number (got "${raw}").`);
  return value;
}

/** A setting that makes start-up impossible; the message says what to set. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const production = env.NODE_ENV === 'production';
  const smtpUrl = env.SMTP_URL || undefined;
  // development keeps its conveniences; production has to ask for them explicitly
  const mailDev = production ? env.MAIL_DEV === '1' : env.MAIL_DEV !== '0';
  if (!smtpUrl && !mailDev) {
    throw new ConfigError(
      production
        ? 'NODE_ENV=production needs SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) to send mail; set MAIL_DEV=1 to write mails to DATA_DIR/mailbox instead.'
        : 'MAIL_DEV=0 needs SMTP_URL (e.g. smtp://user:pass@mail.example.com:587).',
    );
  }
  const trustProxyHops = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxyHops === undefined) {
    throw new ConfigError(`TRUST_PROXY must be the number of reverse proxies in front of the app (e.g. 1), not "${env.TRUST_PROXY ?? ''}".`);
  }
  const testClock = env.TEST_CLOCK === '1';
  if (testClock && production) throw new ConfigError('TEST_CLOCK is for end-to-end tests only and cannot be used with NODE_ENV=production.');
  return {
    port: Number.isFinite(port) ? port : 3000,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Unterweisung Pro <no-reply@unterweisung.local>',
    binaries: {
      chromePath: env.CHROME_PATH || undefined,
      ffmpegPath: env.FFMPEG_PATH || undefined,
      ffprobePath: env.FFPROBE_PATH || undefined,
      searchDirs: parseSearchDirs(env.BINARY_SEARCH_PATHS),
    },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${Number.isFinite(port) ? port : 3000}`,
    masterEmail: (env.MASTER_EMAIL ?? 'master@unterweisung.local').toLowerCase(),
    contactMailTo: env.CONTACT_MAIL_TO || (env.MASTER_EMAIL ?? 'master@unterweisung.local').toLowerCase(),
    masterPassword: env.MASTER_PASSWORD || undefined,
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    runProjections: env.RUN_PROJECTIONS !== '0',
    processRole: env.RUN_PROJECTIONS === '0' ? 'api' : 'server',
    webDir: path.resolve(env.WEB_DIR ?? 'dist/web'),
    production,
    mailDev,
    trustProxyHops,
    sessionIdleHours: positive(env, 'SESSION_IDLE_HOURS', 12),
    sessionMaxDays: positive(env, 'SESSION_MAX_DAYS', 30),
    passwordHashCost: OWASP_SCRYPT_COST,
    kafka: kafkaFromEnv(env),
    testClock,
    ...eventStoreFromEnv(env),
  };
}

function kafkaFromEnv(env: NodeJS.ProcessEnv): KafkaSettings | undefined {
  try {
    return kafkaSettingsFromEnv(env);
  } catch (err) {
    if (err instanceof KafkaSettingsError) throw new ConfigError(err.message);
    throw err;
  }
}

function eventStoreFromEnv(env: NodeJS.ProcessEnv): Pick<Config, 'eventStore' | 'kurrentdbUrl'> {
  const kind = (env.EVENT_STORE || 'postgres').toLowerCase();
  const kurrentdbUrl = env.KURRENTDB_URL || undefined;
  if (kind !== 'postgres' && kind !== 'kurrentdb') throw new ConfigError(`EVENT_STORE must be postgres or kurrentdb, not "${env.EVENT_STORE ?? ''}".`);
  if (kind === 'kurrentdb' && !kurrentdbUrl) throw new ConfigError('EVENT_STORE=kurrentdb needs KURRENTDB_URL (e.g. kurrentdb://kurrentdb:2113?tls=false).');
  if (kurrentdbUrl && !/^(kurrentdb|kdb|esdb|eventstore|kurrent)(\+discover)?:\/\//.test(kurrentdbUrl)) {
    throw new ConfigError(`KURRENTDB_URL must be a KurrentDB connection string (kurrentdb://host:2113?tls=false), not "${kurrentdbUrl}".`);
  }
  return { eventStore: kind, kurrentdbUrl };
}
