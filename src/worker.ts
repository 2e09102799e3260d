import { createApp } from './app';
import { ConfigError } from './platform/config';
import { exitOnSignals } from './platform/shutdown';

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

  exitOnSignals(() => app.close(), (signal) => `${signal}: Worker fährt sauber herunter …`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Start failed: ${err.message}`);
  else console.error('Start failed:', err);
  process.exit(1);
});
