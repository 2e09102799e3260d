import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './index';

/** The variables named in the first column of the README's Configuration table. */
function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe('the README Configuration table', () => {
  it('lists every variable the configuration decoder reads, and none it does not', () => {
    const listed = readmeVariables();
    expect(listed.length).toBeGreaterThan(0);
    expect(CONFIG_VARIABLES.filter((v) => !listed.includes(v))).toEqual([]);
    expect(listed.filter((v) => !CONFIG_VARIABLES.includes(v))).toEqual([]);
  });
});

/** Server source files (not the browser app, not tests) below `dir`. */
function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'web' && dir.endsWith('src') ? [] : serverFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the environment', () => {
  it('is read by the configuration decoder only: no other server file touches process.env', () => {
    const root = path.join(__dirname, '../../..');
    const readers = [...serverFiles(path.join(root, 'src')), ...serverFiles(path.join(root, 'projections'))]
      .filter((f) => fs.readFileSync(f, 'utf8').includes('process.env'))
      .map((f) => path.relative(root, f));
    expect(readers).toEqual(['src/platform/config/index.ts']);
  });
});
