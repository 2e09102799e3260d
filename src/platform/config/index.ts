import { Schema } from 'effect';
import type { BinarySettings } from '../binaries';
import type { KafkaSettings } from '../integration/settings';
import { accountsConfig, accountsVariables, type AccountsConfig } from './accounts';
import { binariesConfig, binariesVariables } from './binaries';
import { kafkaConfig, kafkaVariables } from './kafka';
import { mailConfig, mailVariables, type MailConfig } from './mail';
import { mediaConfig, mediaVariables, type MediaConfig } from './media';
import { notificationsConfig, notificationsVariables, type NotificationsConfig } from './notifications';
import { serverConfig, serverVariables, type ServerConfig } from './server';
import { decodeVariables, type Env } from './variables';

export { ConfigError, SECRET_VARIABLES, type Env } from './variables';
export { OWASP_SCRYPT_COST, type ScryptCost, type AccountsConfig } from './accounts';
export type { MailConfig, MailOutboxes } from './mail';
export type { MediaConfig } from './media';
export type { NotificationsConfig } from './notifications';
export type { ServerConfig } from './server';

/**
 * The runtime configuration: every environment variable the server reads, decoded once at start
 * (by `loadConfig`) and handed to the modules as `k.config`. No other server file reads
 * `process.env`. The README's Configuration table lists every variable (a test holds it to that).
 */
export interface Config extends ServerConfig, MailConfig, AccountsConfig {
  /** Where Chromium, ffmpeg and ffprobe are looked for (`CHROME_PATH`, `FFMPEG_PATH`, `FFPROBE_PATH`, `BINARY_SEARCH_PATHS`). */
  readonly binaries: BinarySettings;
  /**
   * `KAFKA_BROKERS` and its companions (issue 17, ADR 0020): integration events are published to
   * Kafka by the outbox relay. Unset: no Kafka client, no connection, nothing published; the
   * relay's checkpoints stay where they are.
   */
  readonly kafka: KafkaSettings | undefined;
  readonly media: MediaConfig;
  readonly notifications: NotificationsConfig;
}

/** Every variable of the configuration, with what it accepts and its default: one Schema Struct. */
export const ConfigVariables = Schema.Struct({
  ...serverVariables,
  ...mailVariables,
  ...accountsVariables,
  ...binariesVariables,
  ...kafkaVariables,
  ...mediaVariables,
  ...notificationsVariables,
});

/** The names of the environment variables the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ConfigVariables.fields);

/**
 * Decodes the configuration from the environment. A bad value stops the start with a
 * `ConfigError` of one line naming the variable and what it accepts (never a secret's value).
 */
export function loadConfig(env: Env = process.env): Config {
  const v = decodeVariables(ConfigVariables, env);
  const server = serverConfig(v);
  return {
    ...server,
    ...mailConfig(v, server.production),
    ...accountsConfig(v),
    binaries: binariesConfig(v),
    kafka: kafkaConfig(v),
    media: mediaConfig(v),
    notifications: notificationsConfig(v),
  };
}
