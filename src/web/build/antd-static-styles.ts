/**
 * Vite build plugin (issue 15, dashboard performance): antd's component styles as static
 * stylesheets, split like the code, instead of CSS generated in the browser at run time (about a
 * fifth of the dashboard's script time). The app's ConfigProvider runs antd in zero-runtime mode in
 * production builds (app/antd-providers.tsx); antd then still writes the design tokens of our theme
 * as CSS variables, which these rules read.
 *
 * At build start antd-extract-styles.tsx renders every antd component once in a process of its own
 * and answers the CSS by style hook ('Button-Button', 'Button-compact', ...). Each antd style module
 * (antd/es/<component>/style/*.js) then imports a stylesheet with the rules of the hooks it declares,
 * so the bundler puts a component's rules into the CSS of the chunk that uses the component: the
 * dashboard loads the rules of the components it shows, the table's rules come with the table. The
 * rules every component needs (antd's reset of its elements, the icons) come with the
 * ConfigProvider. All in the cascade layer `antd`, so that our own stylesheets win over antd's
 * rules whatever their order (antd's run-time styles were inserted before ours).
 *
 * Build only: in `vite` dev the dependencies are pre-bundled without this plugin's transform, and
 * antd generates its styles at run time as before.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const EXTRACT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'antd-extract-styles.tsx');
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/]style([\\/][^\\/]+)?\.js)$/;
const CONFIG_PROVIDER = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const HOOK_DECLARATION = /gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*(\[[^\]]*\]|'[^']+')/g;
/** the stylesheets' module ids: `<PREFIX><hook name>.css` */
const PREFIX = '/@antd-static-styles/';
const GLOBAL = ['Shared', 'ant-design-icons'];

/** the style hook names a style module declares, as antd registers them ('Button' -> 'Button-Button') */
export function declaredStyleHooks(code: string): string[] {
  return [...code.matchAll(HOOK_DECLARATION)].map((m) => {
    const cells = m[1]!.startsWith('[') ? [...m[1]!.matchAll(/'([^']+)'/g)].map((c) => c[1]!) : [m[1]!.slice(1, -1), m[1]!.slice(1, -1)];
    return cells.join('-');
  });
}

export function antdStaticStyles(repoRoot: string): Plugin {
  let styles: Record<string, string> = {};
  return {
    name: 'unterweisung:antd-static-styles',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const run = spawnSync(process.execPath, ['--import', 'tsx', EXTRACT_SCRIPT], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
      if (run.status !== 0) this.error(`antd-extract-styles.tsx failed (${run.status}): ${run.stderr}`);
      const result = JSON.parse(run.stdout) as { failed: string[]; styles: Record<string, string> };
      if (result.failed.length) this.error(`antd-extract-styles.tsx could not render: ${result.failed.join('; ')}`);
      styles = result.styles;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const names = id.slice(PREFIX.length, -'.css'.length) === 'global' ? GLOBAL : [id.slice(PREFIX.length, -'.css'.length)];
      const css = names.map((n) => styles[n] ?? '').join('');
      return css ? `@layer antd{${css}}` : '';
    },
    transform(code, id) {
      if (CONFIG_PROVIDER.test(id)) return { code: `import '${PREFIX}global.css';\n${code}`, map: null };
      if (!STYLE_MODULE.test(id)) return null;
      const hooks = declaredStyleHooks(code).filter((name) => name in styles);
      if (!hooks.length) return null;
      return { code: hooks.map((name) => `import '${PREFIX}${name}.css';\n`).join('') + code, map: null };
    },
  };
}
