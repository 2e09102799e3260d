/**
 * The check of a language's texts against the German ones (issue 34 item 5): every key, every
 * plural form the language needs (`Intl.PluralRules`), the German text's placeholders, and not left
 * in English. Used by the learner-text checks of the web app and of the evidence PDF.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;

export type Tree = { [key: string]: string | Tree };

export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g)].map((m) => m[1] ?? m[2] ?? ''));

/** What is wrong with `language`'s texts against the German ones (empty when nothing). */
export function textProblems(german: Map<string, string>, other: Map<string, string>, english: Map<string, string>, language: string): string[] {
  const out: string[] = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const germanBases = new Set<string>();
  for (const [key, text] of german) {
    const base = PLURAL.test(key) ? key.replace(PLURAL, '') : null;
    if (base !== null) {
      if (germanBases.has(base)) continue;
      germanBases.add(base);
      const germanHoles = placeholders(text);
      for (const category of categories) {
        const form = other.get(`${base}_${category}`);
        if (!form?.trim()) out.push(`${base}_${category}: missing (${language} has the plural forms ${categories.join(', ')})`);
        else for (const p of germanHoles) if (!placeholders(form).has(p) && p !== 'count') out.push(`${base}_${category}: lacks {{${p}}}`);
      }
      // the number itself: in the "other" form always (one, two, zero may say it in the word)
      const otherForm = other.get(`${base}_other`);
      if (germanHoles.has('count') && otherForm && !placeholders(otherForm).has('count')) out.push(`${base}_other: lacks {{count}}`);
      continue;
    }
    const mine = other.get(key);
    if (mine === undefined || mine.trim() === '') out.push(`${key}: missing`);
    else for (const p of placeholders(text)) if (!placeholders(mine).has(p)) out.push(`${key}: lacks the placeholder ${p}`);
  }
  for (const key of other.keys()) {
    const base = key.replace(PLURAL, '');
    if (!german.has(key) && !germanBases.has(base)) out.push(`${key}: not a German key`);
    if (PLURAL.test(key) && germanBases.has(base) && !categories.includes(key.match(PLURAL)?.[1] as Intl.LDMLPluralRule)) out.push(`${key}: ${language} has no such plural form`);
  }
  // left in English: longer sentences only (names, "PIN", "E-Mail" may stay the same)
  const sentences = [...other].filter(([key, text]) => text.length > 14 && english.has(key));
  const english_ = sentences.filter(([key, text]) => english.get(key) === text);
  if (english_.length > Math.max(2, sentences.length * 0.05)) out.push(`${english_.length} of ${sentences.length} sentences are the English ones (${english_.slice(0, 3).map(([k]) => k).join(', ')} ...)`);
  return out;
}

