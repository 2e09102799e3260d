/**
 * SIGINT/SIGTERM: `close` once (the server stops accepting connections and lets running requests
 * and their appends finish; a worker finishes its batch and gives its leases back), then exit 0;
 * exit 1 when closing fails or takes longer than 15 s.
 */
export function exitOnSignals(close: () => Promise<void>, say: (signal: string) => string): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(say(signal));
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await close();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
