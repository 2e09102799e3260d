import { createApp } from './app';
import { ConfigError } from './platform/config';
import { seedDemo } from './seed';

/** Starts the product: API, web app and projection runner in one process. */
async function main(): Promise<void> {
  const app = await createApp();
  const { config } = app.kernel;
  if (config.seedDemo) await seedDemo(app);
  await app.listen(config.port);
  console.log(`Unterweisung Pro läuft auf http://localhost:${config.port} (Datenbank: ${app.kernel.db.kind}${app.kernel.db.kind === 'pglite' ? `, Daten in ${config.dataDir}` : ''})`);
  if (app.kernel.mailer.kind === 'dev-mailbox') console.log(`E-Mails landen im Entwicklungs-Postfach: ${config.dataDir}/mailbox/`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: fahre sauber herunter …`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      // stop accepting connections, let running requests (and their appends) finish, then close the db
      await app.close();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Start failed: ${err.message}`);
  else console.error('Start failed:', err);
  process.exit(1);
});
