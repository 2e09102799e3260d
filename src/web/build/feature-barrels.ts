/**
 * Vite plugin (issue 15, item 4): a feature's public index.ts only re-exports (the dependency rules
 * make other features import through it), so it is marked free of side effects. A page then bundles
 * the parts of a feature it uses, not every module the index names: the app shell's bell no longer
 * pulled in the infolog's entry dialog, its video player and through it the media feature (recorder,
 * upload, tabs, slider). A stylesheet that a feature's components need is imported by those
 * components, never by the index, which the bundle may now leave out.
 */
import type { Plugin } from 'vite';

const FEATURE_INDEX = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const SIDE_EFFECT_IMPORT = /^\s*import\s+['"]/m;

export function featureIndexesWithoutSideEffects(): Plugin {
  return {
    name: 'unterweisung:feature-indexes-without-side-effects',
    transform(code, id) {
      if (!FEATURE_INDEX.test(id)) return null;
      if (SIDE_EFFECT_IMPORT.test(code)) this.error(`${id}: a feature index only re-exports; import stylesheets in the components that use them`);
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
