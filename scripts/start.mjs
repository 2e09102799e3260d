#!/usr/bin/env node
// `npm start`: builds the web app when it is missing, then starts the server (PGlite by default).
// The app is looked for where the server serves it from (WEB_DIR, default dist/web); a WEB_DIR built
// by the caller (the e2e tests build their own) is not built a second time.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heapFlags } from './heap-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.resolve(root, process.env.WEB_DIR || 'dist/web');
if (!existsSync(path.join(webDir, 'index.html')) || process.env.FORCE_BUILD === '1') {
  console.log('Baue die Web-App (einmalig) …');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'src/web/vite.config.ts', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// the server with its heap budget (HEAP_MB, scripts/heap-budget.mjs)
const child = spawn(process.execPath, [...heapFlags(), '--import', 'tsx', path.join(root, 'src/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
