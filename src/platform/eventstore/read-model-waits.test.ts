import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [rel] : [];
  });
}

/** Issue 30 item 5: a read-model wait inside a command that times out is logged and reported, never dropped. */
describe('read-model waits of commands', () => {
  it('go through the command runner (awaitReadModels) everywhere in the modules and projections', () => {
    const direct = [...sources('src/modules'), ...sources('projections')].filter((f) => /projections\.waitFor\(/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(direct).toEqual([]);
  });

  it.each([
    ['src/modules/identity/features/import-users/execute.ts'],
    ['src/modules/backoffice/features/delete-company/handler.ts'],
    ['src/modules/identity/features/bootstrap-operator/handler.ts'],
  ])('%s waits with k.commands.awaitReadModels', (file) => {
    expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toMatch(/k\.commands\.awaitReadModels\(/);
  });
});
