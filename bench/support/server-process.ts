/**
 * The product as a server process of its own (forked by `ServerProcess`), so that its RSS is the
 * server's alone, not the seeding's or the load generator's: createApp on the database that
 * BENCH_DATABASE_URL names (seeded and migrated already), a fixed clock at BENCH_NOW, listening
 * on a free port. Over IPC it answers its port, its max RSS (sampled every 250 ms from start) and
 * runs projection rebuilds. Not a benchmark of its own.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';
import { BENCH_CONFIG, CountingMailer, rssSampler } from './index';

type Request = { id: number; cmd: 'rss' | 'mails' | 'close' } | { id: number; cmd: 'rebuild'; name: string } | { id: number; cmd: 'mark'; phase: string };

async function main(): Promise<void> {
  const rss = rssSampler(250);
  const mailer = new CountingMailer();
  const app = await createApp({
    mailer,
    clock: fixedClock(process.env.BENCH_NOW!),
    config: { databaseUrl: process.env.BENCH_DATABASE_URL!, dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-server-')), ...BENCH_CONFIG },
    log: () => undefined,
  });
  const server = await app.listen(0);
  process.send!({ id: -1, port: (server.address() as AddressInfo).port });
  process.on('message', (m: Request) => {
    void (async () => {
      if (m.cmd === 'rss') return process.send!({ id: m.id, rssMb: rss.maxMb() });
      if (m.cmd === 'mark') return process.send!({ id: m.id, memory: rss.mark(m.phase) });
      if (m.cmd === 'mails') return process.send!({ id: m.id, count: mailer.count, bytes: mailer.bytes, largest: mailer.largest });
      if (m.cmd === 'rebuild') {
        const t0 = performance.now();
        const batches = await app.kernel.projections.rebuild(m.name);
        return process.send!({ id: m.id, batches, seconds: (performance.now() - t0) / 1000 });
      }
      await app.close();
      process.send!({ id: m.id, rssMb: rss.stop() });
      process.disconnect();
    })().catch((err: unknown) => process.send!({ id: m.id, error: String(err) }));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
