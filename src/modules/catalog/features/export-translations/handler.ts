import { textIn } from '../../../../shared/contracts/localized';
import type { TrainingRow } from '../../read/trainings/queries';
import type { CatalogDeps } from '../../shared/deps';
import { checkTarget, trainingTexts, writeXliff, xliffFileId } from '../../shared/xliff';

export interface XliffExport {
  readonly fileName: string;
  readonly xml: string;
}

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A file name any browser and header accepts: the title in ASCII letters, digits and dashes. */
export function safeFileName(title: string, target: string): string {
  const ascii = title
    .replace(/[äöüÄÖÜß]/g, (ch) => UMLAUTS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const name = ascii.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'schulung';
  return `${name}-${target}.xlf`;
}

/**
 * A training's texts for translators (issue 34, item 6; ADR 0030 §6) as XLIFF 2.0: the default
 * language is the source, `target` the language version to fill; one unit per text with its stable
 * path as id, the target's current text where it has one. The caller was checked by the route.
 */
export async function exportTranslations(deps: CatalogDeps, row: TrainingRow, target: string): Promise<XliffExport> {
  checkTarget(row, target);
  const { units } = await trainingTexts(deps, row);
  const xml = await writeXliff({
    fileId: xliffFileId(row.id),
    sourceLanguage: row.defaultLanguage,
    targetLanguage: target,
    units: [...units].map(([id, text]) => ({ id, source: textIn(text, row.defaultLanguage), target: textIn(text, target) })),
  });
  return { fileName: safeFileName(textIn(row.title, row.defaultLanguage), target), xml };
}
