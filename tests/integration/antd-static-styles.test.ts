/**
 * Issue 15 (dashboard performance): antd's component styles come from static stylesheets that the
 * build extracts (src/web/build/antd-static-styles.ts, antd-extract-styles.tsx), antd generates
 * none at run time. A style hook that the extraction does not render would leave its component
 * unstyled in production; this test fails first, e.g. after an antd upgrade adds a hook.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredStyleHooks } from '../../src/web/build/antd-static-styles';

const root = path.resolve(import.meta.dirname, '../..');
/** rendered only with a token our theme does not set (Pagination-bordered: `wireframe`) */
const NOT_EXTRACTED = new Set(['Pagination-bordered']);

function styleModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return styleModules(full);
    return /[\\/]style([\\/][^\\/]+)?\.js$/.test(full) ? [full] : [];
  });
}

describe('antd static styles', () => {
  let styles: Record<string, string>;
  beforeAll(() => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/web/build/antd-extract-styles.tsx'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { failed: string[]; styles: Record<string, string> };
    expect(result.failed).toEqual([]);
    styles = result.styles;
  }, 120_000);

  it('has the rules of every style hook that antd declares', () => {
    const declared = styleModules(path.join(root, 'node_modules/antd/es')).flatMap((f) => declaredStyleHooks(readFileSync(f, 'utf8')));
    expect(declared.length).toBeGreaterThan(60);
    expect(declared.filter((name) => !NOT_EXTRACTED.has(name) && !styles[name])).toEqual([]);
    expect(styles.Shared).toBeTruthy();
    expect(styles['ant-design-icons']).toBeTruthy();
  });

  it('reads the tokens from CSS variables and carries no hash classes', () => {
    const button = styles['Button-Button']!;
    expect(button).toContain('.ant-btn');
    expect(button).toContain('var(--ant-color-primary)');
    expect(Object.values(styles).join('')).not.toMatch(/\.css-[a-z0-9]{5,}/i);
  });

  it('keeps the keyframes with each hook that animates (a chunk may load one without the other)', () => {
    expect(styles['Modal-Modal']).toMatch(/@keyframes antZoomIn/);
    expect(styles['Popover-Popover']).toMatch(/@keyframes antZoomBigIn/);
  });
});
