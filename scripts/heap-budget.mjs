#!/usr/bin/env node
// The server's V8 heap budget (issue 31: a company of 10,000 people in a server of at most 500 MB).
// Without one V8 sizes its old space from the machine's memory and collects late; the figures with
// and without it are in the README, "Memory".
//
//   node scripts/heap-budget.mjs <node arguments>   runs node with the budget (bench:scale-10k,
//                                                   whose process is the server)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** V8's old-space budget of a server process in MB, unless HEAP_MB or NODE_OPTIONS say otherwise. */
export const HEAP_MB_DEFAULT = 384;

/** The node flags that give a server process its heap budget: HEAP_MB (MB, default 384); none when NODE_OPTIONS sets one. */
export function heapFlags(env = process.env) {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) return [];
  const wanted = Number(env.HEAP_MB || HEAP_MB_DEFAULT);
  const mb = Number.isInteger(wanted) && wanted >= 128 ? wanted : HEAP_MB_DEFAULT;
  if (mb !== wanted) console.warn(`HEAP_MB=${env.HEAP_MB}: expected a whole number of MB from 128 on; using ${HEAP_MB_DEFAULT}`);
  return [`--max-old-space-size=${mb}`];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const child = spawn(process.execPath, [...heapFlags(), ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
