import { createApp } from './app';
import { ConfigError } from './platform/config';

/**
 * `npm run worker` (issue 17): the projections and reactors (mail outboxes) without HTTP, for
 * API processes started with `RUN_PROJECTIONS=0`. On PostgreSQL any number of workers may run:
 * each projection is leased to one of them at a time, and when a worker dies another takes its
 * leases within a poll interval (1 s).
 */
async function main(): Promise<void> {
  const app = await createApp({ config: { runProjections: true, processRole: 'worker' } });
  const { kernel } = app;
  console.log(`Worker ${kernel.projections.leases.owner} läuft (Datenbank: ${kernel.db.kind}); Projektionen und Postausgänge werden hier verarbeitet.`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: Worker fährt sauber herunter …`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      // the batch in progress commits (or rolls back), then the leases are given back with their connection
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
