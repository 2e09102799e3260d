import path from 'node:path';

/** Runtime configuration, read once from the environment. */
export interface Config {
  readonly port: number;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly chromePath: string;
  readonly publicUrl: string;
  readonly masterEmail: string;
  readonly masterPassword: string | undefined;
  readonly seedDemo: boolean;
  readonly runProjections: boolean;
  readonly webDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number.isFinite(port) ? port : 3000,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Unterweisung Pro <no-reply@unterweisung.local>',
    chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${Number.isFinite(port) ? port : 3000}`,
    masterEmail: (env.MASTER_EMAIL ?? 'master@unterweisung.local').toLowerCase(),
    masterPassword: env.MASTER_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    runProjections: env.RUN_PROJECTIONS !== '0',
    webDir: path.resolve(env.WEB_DIR ?? 'dist/web'),
  };
}
