import { createHash } from 'node:crypto';
import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import { catalogEvents, streams, type CatalogEvent, type TrainingDetails, type LocalizedText } from '../../domain/events';

const COLUMN: Record<keyof TrainingDetails, string> = {
  title: 'title',
  description: 'description',
  status: 'status',
  isRequired: 'is_required',
  requiresRecertification: 'requires_recertification',
  recertificationPeriod: 'recertification_period',
  imageId: 'image_id',
  imageUrl: 'image_url',
  category: 'category',
  difficulty: 'difficulty',
  duration: 'duration',
  requiresPracticalPart: 'requires_practical_part',
};
const JSON_COLUMNS = new Set(['title', 'description']);

function texts(v: LocalizedText): string {
  return typeof v === 'string' ? v : Object.values(v).join(' ');
}
export function searchText(title: LocalizedText, description: LocalizedText): string {
  return `${texts(title)} ${texts(description)}`.toLowerCase();
}

const trainingIdOf = (r: RecordedEvent) => streams.training.idOf(r.streamId);

/** Bumps the row version; false when this event was applied already (idempotency guard). */
async function claim(tx: Queryable, id: string, r: RecordedEvent): Promise<boolean> {
  const { rows } = await tx.query('UPDATE cat_trainings SET version = $2, updated_at = $3 WHERE id = $1 AND version < $2 RETURNING id', [id, r.streamVersion, r.recordedAt]);
  return rows.length > 0;
}

/** Module count and a content version: a hash of the active modules as they are now. */
async function refreshModules(tx: Queryable, trainingId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string; type: string; title: unknown; order_index: number; is_active: boolean; content: unknown }>(
    'SELECT id, type, title, order_index, is_active, content FROM cat_modules WHERE training_id = $1 ORDER BY order_index, id',
    [trainingId],
  );
  const active = rows.filter((m) => m.is_active).map((m) => [m.id, m.type, m.title, m.content]);
  const hash = createHash('sha256').update(JSON.stringify(active)).digest('hex').slice(0, 16);
  await tx.query('UPDATE cat_trainings SET module_count = $2, content_version = $3, active_module_count = $4 WHERE id = $1', [trainingId, rows.length, hash, active.length]);
}

async function applyTraining(tx: Queryable, e: CatalogEvent, r: RecordedEvent): Promise<void> {
  const id = trainingIdOf(r);
  if (e.type === 'catalog.TrainingCreated') {
    const d = e.data.details;
    await tx.query(
      `INSERT INTO cat_trainings (id, company_id, owner_id, title, description, search_text, status, is_required, requires_recertification,
         recertification_period, image_id, image_url, category, difficulty, duration, created_at, updated_at, version, requires_practical_part,
         default_language, content_languages)
       VALUES ($1,$2,$3,$4::jsonb,$5::jsonb,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$16,$17,$18,$19,$20::text[]) ON CONFLICT (id) DO NOTHING`,
      [
        id, e.data.companyId, e.data.ownerId, JSON.stringify(d.title), JSON.stringify(d.description), searchText(d.title, d.description),
        d.status, d.isRequired, d.requiresRecertification, d.recertificationPeriod, d.imageId, d.imageUrl, d.category, d.difficulty,
        d.duration, e.data.createdAt, r.streamVersion, d.requiresPracticalPart === true,
        e.data.defaultLanguage ?? 'de', e.data.contentLanguages ?? [e.data.defaultLanguage ?? 'de'],
      ],
    );
    await refreshModules(tx, id);
    return;
  }
  if (!(await claim(tx, id, r))) return;
  switch (e.type) {
    case 'catalog.TrainingDetailsChanged': {
      const entries = Object.entries(e.data.changes) as [keyof TrainingDetails, unknown][];
      if (entries.length > 0) {
        const sets = entries.map(([k], i) => `${COLUMN[k]} = $${i + 2}${JSON_COLUMNS.has(k) ? '::jsonb' : ''}`);
        const values = entries.map(([k, v]) => (JSON_COLUMNS.has(k) ? JSON.stringify(v) : v));
        await tx.query(`UPDATE cat_trainings SET ${sets.join(', ')} WHERE id = $1`, [id, ...values]);
      }
      if (e.data.changes.requiresRecertification === false) await tx.query('UPDATE cat_trainings SET recertification_period = NULL WHERE id = $1', [id]);
      const { rows } = await tx.query<{ title: LocalizedText; description: LocalizedText }>('SELECT title, description FROM cat_trainings WHERE id = $1', [id]);
      if (rows[0]) await tx.query('UPDATE cat_trainings SET search_text = $2 WHERE id = $1', [id, searchText(rows[0].title, rows[0].description)]);
      return;
    }
    case 'catalog.TrainingDeleted':
      await tx.query('UPDATE cat_trainings SET is_deleted = true WHERE id = $1', [id]);
      return;
    case 'catalog.ModuleAdded': {
      const m = e.data;
      await tx.query(
        `INSERT INTO cat_modules (id, training_id, company_id, type, title, order_index, is_active, content, created_at, updated_at)
         SELECT $1, $2, company_id, $3, $4::jsonb, $5, $6, $7::jsonb, $8, $8 FROM cat_trainings WHERE id = $2 ON CONFLICT (id) DO NOTHING`,
        [m.moduleId, id, m.type, JSON.stringify(m.title), m.orderIndex, m.isActive, JSON.stringify(m.content), m.addedAt],
      );
      await refreshModules(tx, id);
      return;
    }
    case 'catalog.ModuleUpdated': {
      const u = e.data;
      await tx.query(
        `UPDATE cat_modules SET title = COALESCE($2::jsonb, title), content = COALESCE($3::jsonb, content), is_active = COALESCE($4, is_active),
           order_index = COALESCE($5, order_index), updated_at = $6 WHERE id = $1`,
        [u.moduleId, u.title !== undefined ? JSON.stringify(u.title) : null, u.content !== undefined ? JSON.stringify(u.content) : null, u.isActive ?? null, u.orderIndex ?? null, u.updatedAt],
      );
      await refreshModules(tx, id);
      return;
    }
    case 'catalog.ModuleRemoved':
      await tx.query('DELETE FROM cat_modules WHERE id = $1', [e.data.moduleId]);
      await tx.query('DELETE FROM cat_subtitles WHERE module_id = $1', [e.data.moduleId]);
      await refreshModules(tx, id);
      return;
    case 'catalog.ModulesRearranged':
      if (e.data.removedModuleIds.length > 0) {
        await tx.query('DELETE FROM cat_modules WHERE id = ANY($1::text[])', [e.data.removedModuleIds]);
        await tx.query('DELETE FROM cat_subtitles WHERE module_id = ANY($1::text[])', [e.data.removedModuleIds]);
      }
      for (const u of e.data.updates) {
        await tx.query('UPDATE cat_modules SET order_index = $2, is_active = $3, updated_at = $4 WHERE id = $1', [u.moduleId, u.orderIndex, u.isActive, e.data.rearrangedAt]);
      }
      await refreshModules(tx, id);
      return;
    case 'catalog.SubtitleTrackSet': {
      const t = e.data;
      await tx.query(
        `INSERT INTO cat_subtitles (module_id, training_id, company_id, language, path, cues, bytes, set_at)
         SELECT $1, $2, company_id, $3, $4, $5, $6, $7 FROM cat_trainings WHERE id = $2
         ON CONFLICT (module_id, language) DO UPDATE SET path = EXCLUDED.path, cues = EXCLUDED.cues, bytes = EXCLUDED.bytes, set_at = EXCLUDED.set_at`,
        [t.moduleId, id, t.language, t.path, t.cues, t.bytes, t.setAt],
      );
      return;
    }
    case 'catalog.SubtitleTrackRemoved':
      await tx.query('DELETE FROM cat_subtitles WHERE module_id = $1 AND language = $2', [e.data.moduleId, e.data.language]);
      return;
    case 'catalog.TrainingTagsSet':
      await tx.query('UPDATE cat_trainings SET tag_ids = $2::text[] WHERE id = $1', [id, e.data.tagIds]);
      return;
    case 'catalog.CoOwnerAdded':
      await tx.query('UPDATE cat_trainings SET co_owners = array_append(array_remove(co_owners, $2), $2) WHERE id = $1', [id, e.data.userId]);
      return;
    case 'catalog.CoOwnerRemoved':
      await tx.query('UPDATE cat_trainings SET co_owners = array_remove(co_owners, $2) WHERE id = $1', [id, e.data.userId]);
      return;
    case 'catalog.InstructorChanged':
      await tx.query('UPDATE cat_trainings SET instructor_id = $2 WHERE id = $1', [id, e.data.instructorId]);
      return;
    case 'catalog.ContentLanguagesChanged':
      await tx.query('UPDATE cat_trainings SET default_language = $2, content_languages = $3::text[] WHERE id = $1', [id, e.data.defaultLanguage, e.data.contentLanguages]);
      return;
    case 'catalog.LanguageVersionReviewed':
      await tx.query(`UPDATE cat_trainings SET reviews = reviews || jsonb_build_object($2::text, jsonb_build_object('textsDigest', $3::text, 'reviewedAt', $4::text)) WHERE id = $1`, [
        id, e.data.language, e.data.textsDigest, e.data.reviewedAt,
      ]);
      return;
    default:
      return;
  }
}

const TRAINING_TYPES = catalogEvents.types.filter((t) => !t.startsWith('catalog.Tag') || t === 'catalog.TrainingTagsSet');

export const trainingsProjection: Projection = tableProjection({
  name: 'catalog.trainings',
  version: 4,
  eventTypes: TRAINING_TYPES,
  tables: ['cat_subtitles', 'cat_modules', 'cat_trainings'],
  codec: catalogEvents,
  applyEvent: applyTraining,
});
