import { js2xliff, xliff12ToJs, xliff2js, type XliffDocument, type XliffUnit, type XliffValue } from 'xliff';
import { trainingPolicy } from '../../../shared/policy';
import { isContentLanguage } from '../../../shared/languages';
import type { LocalizedText } from '../domain/events';
import { textUnits } from '../domain/language-versions';
import { listModules, type ModuleRow, type TrainingRow } from '../read/trainings/queries';
import { ownershipOf, visibleTraining } from './access';
import type { Caller, CatalogDeps } from './deps';
import { targetIsDefault, toHttpError, unsupportedLanguage, xliffInvalid, xliffSegmented } from './errors';

/**
 * The translators' round trip (issue 34, item 6; ADR 0030 §6): one XLIFF file per training and
 * target language, one unit per text of `textUnits` (its stable path as the unit id). What the
 * export and the import share: who may, which target, the training's texts, and the document as
 * the `xliff` library reads and writes it.
 */

/** The id of the one `<file>` of a training's XLIFF (XLIFF 1.2: its `original`): an import of another training's file is recognised by it. */
export const xliffFileId = (trainingId: string): string => `training.${trainingId}`;

/** A training the caller may edit (404 when they may not see it, 403 when they may only see it). */
export async function editableTraining(deps: CatalogDeps, c: Caller, trainingId: string): Promise<TrainingRow> {
  const row = await visibleTraining(deps, c, trainingId);
  if (!trainingPolicy.edit(ownershipOf(c, row))) throw toHttpError('NotAllowedToEditTraining');
  return row;
}

/** A target language of the training's XLIFF: supported, one of its versions, not the default (the source). */
export function checkTarget(row: Pick<TrainingRow, 'defaultLanguage' | 'contentLanguages'>, target: string): void {
  if (!isContentLanguage(target)) throw unsupportedLanguage([target]);
  if (target === row.defaultLanguage) throw targetIsDefault(target);
  if (!row.contentLanguages.includes(target)) throw toHttpError({ tag: 'LanguageNotInTraining', language: target });
}

export interface TrainingTexts {
  readonly modules: readonly ModuleRow[];
  /** Every text a learner reads, by unit id, in the order of `textUnits`. */
  readonly units: ReadonlyMap<string, LocalizedText>;
}

/** The training's texts as units (the active modules in order). */
export async function trainingTexts(deps: CatalogDeps, row: TrainingRow): Promise<TrainingTexts> {
  const modules = await listModules(deps.k.db, [row.id]);
  return { modules, units: new Map(textUnits(row, modules).map((u) => [u.id, u.text])) };
}

/** One unit of a document: its source and target as plain text ('' when absent). */
export interface ParsedUnit {
  readonly source: string;
  readonly target: string;
}

export interface ParsedXliff {
  readonly fileId: string;
  readonly targetLanguage: string;
  /** In document order; units of `<group>`s are read as if they stood alone. */
  readonly units: ReadonlyMap<string, ParsedUnit>;
}

/** A text with its inline elements read as their contents (we export none; a CAT tool may add some). */
function plain(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plain).join('');
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).map((e) => plain((e as { contents?: unknown } | null)?.contents)).join('');
  return '';
}

function flatten(units: Record<string, XliffUnit>, into: Map<string, ParsedUnit>): void {
  for (const [id, u] of Object.entries(units)) {
    if (id === '_additionalElements' || !u || typeof u !== 'object') continue;
    if (u.groupUnits) flatten(u.groupUnits, into);
    else into.set(id, { source: plain(u.source), target: plain(u.target) });
  }
}

/** A unit split into several segments: the library keeps only the last one, so such a file is refused rather than half imported. */
function firstSegmentedUnit(xml: string): string | null {
  for (const m of xml.matchAll(/<(?:[\w-]+:)?unit\b[^>]*?\bid=(["'])(.*?)\1[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?unit>/g)) {
    if ((m[3]!.match(/<(?:[\w-]+:)?segment[\s>/]/g) ?? []).length > 1) return m[2]!;
  }
  return null;
}

/** Reads an XLIFF 2.x or 1.2 document of one file with a target language; 400 `xliff_invalid` for anything else. */
export async function readXliff(text: string): Promise<ParsedXliff> {
  const xml = text.replace(/^\uFEFF/, '');
  const parse = async (read: (xml: string) => Promise<XliffDocument>) => {
    try {
      return await read(xml);
    } catch {
      return undefined;
    }
  };
  const v2 = await parse(xliff2js);
  const doc = v2?.resources ? v2 : await parse(xliff12ToJs);
  const files = Object.entries(doc?.resources ?? {});
  if (!doc?.targetLanguage || files.length !== 1) throw xliffInvalid();
  const segmented = firstSegmentedUnit(xml);
  if (segmented !== null) throw xliffSegmented(segmented);
  const [fileId, units] = files[0]!;
  const parsed = new Map<string, ParsedUnit>();
  flatten(units, parsed);
  return { fileId, targetLanguage: doc.targetLanguage.trim(), units: parsed };
}

/** Writes an XLIFF 2.0 document: one file, one unit per text, each one segment that tools may not split. */
export function writeXliff(o: { fileId: string; sourceLanguage: string; targetLanguage: string; units: readonly { id: string; source: string; target: string }[] }): Promise<string> {
  const units: Record<string, XliffUnit> = {};
  for (const u of o.units) {
    const target: XliffValue | undefined = u.target !== '' ? u.target : undefined;
    units[u.id] = { source: u.source, ...(target !== undefined ? { target } : {}), additionalAttributes: { canResegment: 'no' } };
  }
  return js2xliff({ sourceLanguage: o.sourceLanguage, targetLanguage: o.targetLanguage, resources: { [o.fileId]: units } });
}
