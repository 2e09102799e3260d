import { createApp, type AppOptions } from './app';
import { ConfigError } from './platform/config';
import { exitOnSignals } from './platform/shutdown';
import { seedDemo } from './seed';

/**
 * Starts the product: API, web app and projection runner in one process, configured from the
 * environment (`opts` on top: the end-to-end server passes the tests' hash cost). A bad configuration
 * ends the process with one line naming it.
 */
export async function startProduct(opts: AppOptions = {}): Promise<void> {
  try {
    const app = await createApp(opts);
    const { config } = app.kernel;
    if (config.seedDemo) await seedDemo(app);
    await app.listen(config.port);
    console.log(`Unterweisung Pro läuft auf http://localhost:${config.port} (Datenbank: ${app.kernel.db.kind}${app.kernel.db.kind === 'pglite' ? `, Daten in ${config.dataDir}` : ''})`);
    if (app.kernel.mailer.kind === 'dev-mailbox') console.log(`E-Mails landen im Entwicklungs-Postfach: ${config.dataDir}/mailbox/`);
    exitOnSignals(() => app.close(), (signal) => `${signal}: fahre sauber herunter …`);
  } catch (err: unknown) {
    if (err instanceof ConfigError) console.error(`Start failed: ${err.message}`);
    else console.error('Start failed:', err);
    process.exit(1);
  }
}
