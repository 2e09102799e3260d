/**
 * Text in one or more languages as the API sends it: `{de, en}` (one language may be missing) or a
 * plain legacy string. Display: chosen language -> de -> en -> first key (web/lib/localize.ts).
 * Used by every contract that carries a training's title or description, and by the web app.
 */
export type LocalizedText = string | { readonly [language: string]: string };
