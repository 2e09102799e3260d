import { loadConfig } from './platform/config';
import { ProjectionRunner } from './platform/projections';
import { openMigratedDb } from './platform/boot';
import { productModules } from './app';

/** `npm run projections:rebuild -- <name> [<name> …]` (or `all`): replays read models from position zero. */
async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const { all } = productModules();
  const projections = all.flatMap((m) => m.projections);
  if (names.length === 0) {
    console.error(`usage: npm run projections:rebuild -- <name>|all\nprojections: ${projections.map((p) => p.name).join(', ')}`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openMigratedDb(config, all);
  const runner = new ProjectionRunner(db, projections);
  await runner.init();
  const targets = names.includes('all') ? projections.map((p) => p.name) : names;
  for (const name of targets) {
    const t0 = Date.now();
    const batches = await runner.rebuild(name);
    console.log(`rebuilt ${name}: ${batches} batches in ${Date.now() - t0} ms`);
  }
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
