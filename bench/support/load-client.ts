/**
 * The load generator of bench/support/load.ts in a child process (forked by `ChildLoadClient`): it
 * gets a LoadSpec over IPC, runs it with its own event loop and answers the LoadResult. Not a
 * benchmark of its own.
 */
import { runLoad, type LoadSpec } from './load';

process.on('message', (m: { id: number; spec?: LoadSpec; exit?: boolean }) => {
  if (m.exit) {
    process.disconnect();
    return;
  }
  runLoad(m.spec!).then(
    (result) => process.send!({ id: m.id, result }),
    (err: unknown) => process.send!({ id: m.id, error: String(err) }),
  );
});
