import path from 'node:path';
import { parseSearchDirs, type BinarySettings } from './binaries';
import { parseTrustProxy } from './http/client-address';

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
  };
}
