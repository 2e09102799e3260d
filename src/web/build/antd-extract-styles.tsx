/**
 * Build step of antd-static-styles.ts (run in a process of its own by that plugin): renders every
 * antd component once on the server with our theme (app/theme.ts) and run-time styles on, and
 * prints the CSS that antd generated, by style hook, as JSON: `{ "<Component>-<Component>": css }`.
 * The keys are those antd's style hooks register under (genStyleHooks('Button') -> 'Button-Button',
 * genSubStyleComponent(['Button', 'compact']) -> 'Button-compact'); 'Shared' and
 * 'ant-design-icons' are the styles every component needs.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
// the extract function of run-time styles, by cache entry (what @ant-design/cssinjs's extractStyle joins)
import { extract } from '@ant-design/cssinjs/lib/hooks/useStyleRegister.js';
import * as antd from 'antd';
import { theme } from '../app/theme.ts';

const cache = createCache();
const themeWithRuntime = { ...theme, zeroRuntime: false, hashed: false };
const failed: string[] = [];

function render(name: string, node: ReactNode) {
  try {
    renderToString(createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme: themeWithRuntime }, node)));
  } catch (error) {
    failed.push(`${name}: ${String(error).split('\n')[0]}`);
  }
}

const exports = antd as unknown as Record<string, unknown>;
for (const [name, value] of Object.entries(exports)) {
  if (!/^[A-Z]/.test(name) || name === 'ConfigProvider') continue;
  const component = value as ComponentType<Record<string, unknown>> & { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<Record<string, unknown>> };
  if (name !== 'Grid') render(name, createElement(component, {}));
  const panel = component._InternalPanelDoNotUseOrYouWillBeFired;
  if (panel) render(`${name} panel`, createElement(panel, {}));
}
for (const name of ['message', 'notification'] as const) {
  const panel = (exports[name] as { _InternalPanelDoNotUseOrYouWillBeFired: ComponentType<Record<string, unknown>> })._InternalPanelDoNotUseOrYouWillBeFired;
  render(name, createElement(panel, { content: 'x', title: 'x' }));
}
// the parts a bare render leaves out: sub-components with style hooks of their own
const el = createElement;
render('Row', el(antd.Row, {}, el(antd.Col, { span: 12 })));
render('Badge.Ribbon', el(antd.Badge.Ribbon, { text: 'x' }, el('div')));
render('Space.Compact', el(antd.Space.Compact, {}, el(antd.Button, {}), el(antd.Input, {}), el(antd.Space.Addon, { children: 'x' })));
render('Cascader.Panel', el(antd.Cascader.Panel, {}));
render('Form.Item', el(antd.Form, {}, el(antd.Form.Item, { label: 'x', name: 'x' }, el(antd.Input, {}))));
render('Input.OTP', el(antd.Input.OTP, {}));
render('Input.Search', el(antd.Input.Search, {}));
render('Input.TextArea', el(antd.Input.TextArea, {}));
render('Layout.Sider', el(antd.Layout, {}, el(antd.Layout.Sider, {})));
render('Tag preset', el(antd.Tag, { color: 'red' }));
render('Tag status', el(antd.Tag, { color: 'success' }));
render('Modal.confirm', createElement((antd.Modal as unknown as { _InternalPanelDoNotUseOrYouWillBeFired: ComponentType<Record<string, unknown>> })._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }));

const styles: Record<string, string> = {};
for (const key of cache.cache.keys()) {
  if (!key.startsWith('style%')) continue;
  const name = key.split('%').filter(Boolean)[1]!;
  // a fresh map per entry: each hook's CSS carries the keyframes it uses
  const extracted = extract(cache.cache.get(key)![1], {}, { plain: true });
  if (extracted) styles[name] = (styles[name] ?? '') + extracted[2];
}
process.stdout.write(JSON.stringify({ failed, styles }));
