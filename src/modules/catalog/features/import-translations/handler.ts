import type { TranslationImportView } from '../../../../shared/contracts/catalog';
import { textIn } from '../../../../shared/contracts/localized';
import type { ModuleContent } from '../../domain/events';
import type { TrainingCommand } from '../../domain/training';
import type { ModuleRow, TrainingRow } from '../../read/trainings/queries';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { checkTarget, readXliff, trainingTexts, xliffFileId, type ParsedUnit } from '../../shared/xliff';
import { xliffMissingUnits, xliffOtherTraining, xliffUnknownUnits } from '../../shared/errors';
import { translationStatusOf } from '../translation-status/query';
import { contentWithTexts } from '../../../../shared/translation-units';

const lines = (s: string) => s.replace(/\r\n?/g, '\n');
/** Titles and the training's description are stored trimmed (as the builder sends them); other texts as written. */
const isTrimmed = (unitId: string) => unitId === 'training.title' || unitId === 'training.description' || /^module\.[^.]+\.title$/.test(unitId);

/** The file's units against the training's: the same ids, or 400 naming the unknown (a structure change) or the missing ones. */
function checkUnits(expected: ReadonlyMap<string, unknown>, file: ReadonlyMap<string, ParsedUnit>): void {
  const unknown = [...file.keys()].filter((id) => !expected.has(id));
  if (unknown.length > 0) throw xliffUnknownUnits(unknown);
  const missing = [...expected.keys()].filter((id) => !file.has(id));
  if (missing.length > 0) throw xliffMissingUnits(missing);
}

/** A module's content in the target language, every text the imported one or the current one (structure and correct answers as stored). */
function contentIn(m: ModuleRow, text: (leaf: string) => string): ModuleContent {
  // the stored structure with the imported texts (unit ids: src/shared/translation-units.ts)
  return contentWithTexts(m.content, (unitId) => text(unitId)) as ModuleContent;
}

/**
 * Imports a translator's XLIFF (issue 34, item 6; ADR 0030 §6) into the target language version of
 * a training the caller may edit (checked by the route). The file must name this training and have
 * exactly its units: the unit ids are the structure, so an unknown unit (another answer, say) or a
 * missing one is refused. A source that differs from today's default text is imported and named
 * in `staleSources`. An empty target keeps the current text. The texts change through the builder's
 * commands (`ChangeTrainingDetails`, one `UpdateModule` per changed module) in the target language,
 * so every rule is the decider's; the changed texts leave the version unreviewed (its digest).
 */
export async function importTranslations(deps: CatalogDeps, c: Caller, row: TrainingRow, xml: string): Promise<TranslationImportView> {
  const file = await readXliff(xml);
  if (file.fileId !== xliffFileId(row.id)) throw xliffOtherTraining();
  const target = file.targetLanguage;
  checkTarget(row, target);
  const { modules, units } = await trainingTexts(deps, row);
  checkUnits(units, file.units);

  const next = new Map<string, string>();
  const changed = new Set<string>();
  const staleSources: string[] = [];
  for (const [id, current] of units) {
    const u = file.units.get(id)!;
    if (lines(u.source) !== lines(textIn(current, row.defaultLanguage))) staleSources.push(id);
    const now = textIn(current, target);
    const imported = isTrimmed(id) ? u.target.trim() : lines(u.target);
    // an empty target keeps the current text: an untranslated unit deletes nothing
    const text = imported.trim() === '' ? now : imported;
    next.set(id, text);
    if (text !== now) changed.add(id);
  }

  const commands: TrainingCommand[] = [];
  const now = deps.k.clock.now();
  const inTarget = (id: string) => (changed.has(id) ? { [target]: next.get(id)! } : undefined);
  const title = inTarget('training.title');
  const description = inTarget('training.description');
  if (title || description) commands.push({ type: 'ChangeTrainingDetails', actor: c.actor, changes: { ...(title ? { title } : {}), ...(description ? { description } : {}) }, now });
  for (const m of modules) {
    const prefix = `module.${m.id}.`;
    const ids = [...changed].filter((id) => id.startsWith(prefix));
    if (ids.length === 0) continue;
    const moduleTitle = changed.has(`${prefix}title`) ? next.get(`${prefix}title`) : undefined;
    const content = ids.some((id) => id !== `${prefix}title`) ? contentIn(m, (leaf) => next.get(prefix + leaf) ?? '') : undefined;
    commands.push({ type: 'UpdateModule', actor: c.actor, moduleId: m.id, language: target, title: moduleTitle, content, now });
  }
  for (const [i, command] of commands.entries()) {
    await deps.k.commands.run({
      ...trainingStream(row.id),
      actor: commandActorOf(c),
      command,
      // the read models are awaited once, after the last command
      ...(i < commands.length - 1 ? { whenReadModelsLate: 'continue' as const } : {}),
    });
  }
  return { imported: changed.size, unchanged: units.size - changed.size, staleSources, status: await translationStatusOf(deps, c, row.id) };
}
