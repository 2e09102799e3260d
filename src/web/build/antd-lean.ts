/**
 * Vite plugin (issue 15, item 2): antd 6's Button and Tag styles import `isBright` from the colour
 * picker's preset panel (antd/es/color-picker/components/ColorPresets.js). A module is bundled whole,
 * so that one import put the preset panel, antd's Collapse and @rc-component/color-picker into the
 * chunk every page loads. Those two imports are pointed at a copy of `isBright` alone
 * (antd-is-bright.ts); the colour picker itself still imports the real module.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = path.join(path.dirname(fileURLToPath(import.meta.url)), 'antd-is-bright.ts');
const IMPORTERS = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/][^\\/]+\.js$/;

export function antdWithoutColorPresets(): Plugin {
  return {
    name: 'unterweisung:antd-without-color-presets',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && IMPORTERS.test(importer) && source.endsWith('/color-picker/components/ColorPresets')) return SHIM;
      return null;
    },
  };
}
