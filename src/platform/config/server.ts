import { ParseResult, Schema } from 'effect';
import { accepts, ConfigError, Directory, Flag, HttpUrl, OneOf, optional, Text, withDefault } from './variables';

/** What this process is, where it keeps its data and whom it trusts. */
export interface ServerConfig {
  readonly port: number;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly publicUrl: string;
  readonly webDir: string;
  /** `NODE_ENV=production`: no demo data, no dev mailbox and no printed passwords unless asked for. */
  readonly production: boolean;
  readonly seedDemo: boolean;
  readonly runProjections: boolean;
  /**
   * What this process is (issue 17): `server` runs everything (`npm start`), `api` serves HTTP and
   * follows the projections (`RUN_PROJECTIONS=0`), `worker` runs projections and reactors
   * without HTTP (`npm run worker`). Shown beside the leases in /api/health.
   */
  readonly processRole: 'server' | 'api' | 'worker';
  /** `TRUST_PROXY`: reverse proxies in front of the app (hop count; 0 = the socket address is the client). */
  readonly trustProxyHops: number;
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

const Port = Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 65_535), accepts('a port number (0 to 65535)'));

/**
 * `TRUST_PROXY`: a hop count (`0`, `1`, `2`, …); `true` counts as one proxy and `false` as none
 * (older settings). Anything else stops the start.
 */
const TrustProxy = Schema.transformOrFail(Schema.String, Schema.Number, {
  strict: true,
  decode: (s, _, ast) =>
    s === 'false' ? ParseResult.succeed(0) : s === 'true' ? ParseResult.succeed(1) : /^\d{1,2}$/.test(s) ? ParseResult.succeed(Number(s)) : ParseResult.fail(new ParseResult.Type(ast, s)),
  encode: (n) => ParseResult.succeed(String(n)),
}).pipe(accepts('the number of reverse proxies in front of the app, e.g. 1'));

const KurrentDbUrl = Schema.String.pipe(
  Schema.pattern(/^(kurrentdb|kdb|esdb|eventstore|kurrent)(\+discover)?:\/\//),
  accepts('a KurrentDB connection string (kurrentdb://host:2113?tls=false)'),
);

export const serverVariables = {
  PORT: withDefault(Port, '3000'),
  DATA_DIR: withDefault(Directory, './data'),
  WEB_DIR: withDefault(Directory, 'dist/web'),
  DATABASE_URL: optional(Text),
  PUBLIC_URL: optional(HttpUrl),
  NODE_ENV: optional(Text),
  SEED_DEMO: optional(Flag),
  RUN_PROJECTIONS: withDefault(Flag, '1'),
  TEST_CLOCK: withDefault(Flag, '0'),
  TRUST_PROXY: withDefault(TrustProxy, '0'),
  EVENT_STORE: withDefault(OneOf('postgres', 'kurrentdb'), 'postgres'),
  KURRENTDB_URL: optional(KurrentDbUrl),
};

export function serverConfig(v: Schema.Struct.Type<typeof serverVariables>): ServerConfig {
  const production = v.NODE_ENV === 'production';
  if (v.TEST_CLOCK && production) throw new ConfigError('TEST_CLOCK is for end-to-end tests only and cannot be used with NODE_ENV=production.');
  if (v.EVENT_STORE === 'kurrentdb' && !v.KURRENTDB_URL) throw new ConfigError('EVENT_STORE=kurrentdb needs KURRENTDB_URL (e.g. kurrentdb://kurrentdb:2113?tls=false).');
  return {
    port: v.PORT,
    databaseUrl: v.DATABASE_URL,
    dataDir: v.DATA_DIR,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    webDir: v.WEB_DIR,
    production,
    // development keeps its conveniences; production has to ask for them explicitly
    seedDemo: v.SEED_DEMO ?? !production,
    runProjections: v.RUN_PROJECTIONS,
    processRole: v.RUN_PROJECTIONS ? 'server' : 'api',
    trustProxyHops: v.TRUST_PROXY,
    eventStore: v.EVENT_STORE,
    kurrentdbUrl: v.KURRENTDB_URL,
    testClock: v.TEST_CLOCK,
  };
}
