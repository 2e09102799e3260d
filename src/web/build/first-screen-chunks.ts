/**
 * Vite plugin (issue 15, item 4): the code a first screen needs arrives in a few chunks instead of
 * dozens. Left alone, the bundler cuts every set of modules shared by a different set of pages into
 * a chunk of its own: the signed-in dashboard loaded about 60 script files (one per antd icon,
 * component, helper), each a request of its own and a `<link rel=modulepreload>`. Each layer below
 * becomes one chunk: the modules statically imported by
 *
 *   1. the entry (main.tsx): what every page runs,
 *   -  the landing page (app/routes/landing.tsx), the first screen signed out,
 *   2. antd's providers (app/antd-providers.tsx): antd's core, for every page that shows antd,
 *   -  what the public pages loaded on demand share with layers 3 and 4,
 *   3. the signed-in shell (app/app-shell.tsx): the frame of every signed-in page,
 *   4. the dashboard's first paint (app/routes/dashboard.tsx), the page a sign-in lands on,
 *
 * a module going to the first layer that reaches it. What a layer loads lazily (dialogs, parts below
 * the fold, other routes) is split as before. Another page that uses a module of these layers loads
 * its chunk: layers 1-3 are loaded by every signed-in page anyway, layer 4 is small.
 *
 * The walk follows what a module imports by name through re-exporting indexes (`antd`,
 * `@ant-design/icons`, a feature's index.ts): `import { Button } from 'antd'` reaches antd's Button,
 * not every component that antd's index names (the bundle leaves those out as well).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

interface Layer {
  name: string;
  /** the layer's root module(s), relative to src/web */
  root: string | readonly string[];
  /** only modules that the signed-in layers import as well */
  sharedWithSignedIn?: boolean;
}

const LAYERS: readonly Layer[] = [
  { name: 'index', root: 'main.tsx' },
  // before the signed-in layers: what the landing page shares with them (the footer's texts) stays
  // in the landing page's chunk, so that the landing page never loads antd or the shell
  { name: 'landing', root: 'app/routes/landing.tsx' },
  { name: 'antd-core', root: 'app/antd-providers.tsx' },
  // what the public pages loaded later (sign-in dialogs, contact form, legal pages, invitation)
  // share with the shell and the dashboard: a chunk of its own, so that those pages load neither
  {
    name: 'public-shared',
    root: ['app/routes/landing-dialogs.tsx', 'features/landing/components/contact-form.tsx', 'app/routes/legal.tsx', 'app/routes/invitation.tsx', 'components/connection-error.tsx'],
    sharedWithSignedIn: true,
  },
  { name: 'app-shell', root: 'app/app-shell.tsx' },
  { name: 'dashboard', root: 'app/routes/dashboard.tsx' },
];

const STATIC_IMPORT = /(?:^|[;\n])\s*import\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g;
const RE_EXPORT = /(?:^|[;\n])\s*export\s+(\*|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g;
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** `{ a, b as c }` / `d, { e }` / `* as f` -> the imported names ('*' for all) */
function importedNames(clause: string): string[] {
  const names: string[] = [];
  const braces = clause.match(/\{([^}]*)\}/);
  if (braces) for (const part of braces[1]!.split(',')) {
    const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
    if (name) names.push(name);
  }
  const outside = clause.replace(/\{[^}]*\}/, '').trim().replace(/,$/, '').trim();
  if (outside.startsWith('*')) names.push('*');
  else if (outside) names.push('default');
  return names;
}

export function firstScreenChunks(webRoot: string): Plugin {
  /** module id -> layer name */
  const layerOf = new Map<string, string>();
  return {
    name: 'unterweisung:first-screen-chunks',
    apply: 'build',
    async buildEnd() {
      layerOf.clear();
      const resolved = new Map<string, string | null>();
      const resolve = async (spec: string, importer: string): Promise<string | null> => {
        const key = `${importer}\0${spec}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(spec, importer))?.id ?? null);
        return resolved.get(key)!;
      };
      /** a module's re-exports by exported name ('*' for `export *`), null when it has none */
      const reExports = new Map<string, Map<string, string[]> | null>();
      const reExportsOf = async (id: string) => {
        if (reExports.has(id)) return reExports.get(id)!;
        const code = this.getModuleInfo(id)?.code?.replace(COMMENT, '') ?? '';
        let result: Map<string, string[]> | null = null;
        for (const m of code.matchAll(RE_EXPORT)) {
          const target = await resolve(m[3]!, id);
          if (!target) continue;
          result ??= new Map();
          const names = m[1] === '*' ? ['*'] : m[2]!.split(',').map((p) => p.trim().split(/\s+as\s+/).at(-1)!.trim()).filter(Boolean);
          for (const name of names) result.set(name, [...(result.get(name) ?? []), target]);
        }
        reExports.set(id, result);
        return result;
      };

      const walk = async (roots: readonly string[], taken: (id: string) => boolean): Promise<Set<string>> => {
        const found = new Set<string>();
        const stack = roots.map((r) => path.join(webRoot, r));
        /** `id` imported for `names`: the module itself, and of its re-exports only those named */
        const visit = async (id: string, names: string[] | 'all'): Promise<void> => {
          stack.push(id);
          const re = await reExportsOf(id);
          if (!re) return;
          for (const name of names === 'all' || names.includes('*') ? [...re.keys()] : names) {
            const direct = name === '*' ? undefined : re.get(name);
            if (direct) for (const target of direct) await visit(target, 'all');
            else for (const target of re.get('*') ?? []) await visit(target, name === '*' ? 'all' : [name]);
          }
        };
        while (stack.length) {
          const id = stack.pop()!;
          if (found.has(id) || taken(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          found.add(id);
          const code = info.code?.replace(COMMENT, '') ?? '';
          const handled = new Set<string>();
          for (const m of code.matchAll(STATIC_IMPORT)) {
            const target = await resolve(m[2] ?? m[3]!, id);
            if (!target || !info.importedIds.includes(target)) continue;
            handled.add(target);
            await visit(target, m[2] ? importedNames(m[1]!) : 'all');
          }
          // re-export sources are followed by name (visit); anything else the scan did not see, whole
          const re = await reExportsOf(id);
          for (const targets of re?.values() ?? []) for (const target of targets) handled.add(target);
          for (const target of info.importedIds) if (!handled.has(target)) stack.push(target);
        }
        return found;
      };
      const roots = (layer: Layer) => (typeof layer.root === 'string' ? [layer.root] : layer.root);
      // everything the signed-in layers reach, for the layers that keep only what they share with it
      const signedIn = await walk(
        LAYERS.filter((l) => ['antd-core', 'app-shell', 'dashboard'].includes(l.name)).flatMap(roots),
        () => false,
      );
      for (const layer of LAYERS) {
        const found = await walk(roots(layer), (id) => layerOf.has(id));
        for (const id of found) if (!layer.sharedWithSignedIn || signedIn.has(id)) layerOf.set(id, layer.name);
      }
    },
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: LAYERS.map((layer, i) => ({
                  name: layer.name,
                  // a module shared by two layers goes to the one loaded first
                  priority: LAYERS.length - i,
                  test: (id: string) => layerOf.get(id) === layer.name,
                })),
              },
            },
          },
        },
      };
    },
  };
}
