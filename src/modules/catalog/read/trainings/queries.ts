import { escapeLike, pageWithTotal, type Queryable } from '../../../../platform/db';
import type { ModuleView, SubtitleTrackDetails, SubtitleTrackView } from '../../../../shared/contracts/catalog';
import type { LocalizedText, ModuleContent, ModuleType, TrainingStatus } from '../../domain/events';
import type { TrainingSummary } from '../facade';
import { asCompanyId, asTrainingId, asUserId } from '../../../../shared/contracts/ids';

/** A row of the training read model: the summary other modules get, plus what only the catalog uses. */
export interface TrainingRow extends TrainingSummary {
  readonly coOwners: string[];
  readonly tagIds: string[];
  readonly imageId: string | null;
  readonly updatedAt: string;
}

/** The reviews of a training's language versions (only the translation status reads them). */
export type LanguageReviews = Record<string, { textsDigest: string; reviewedAt: string }>;

/** A stored module: as the API shows it, with its media paths (video, poster, subtitles) not yet signed. */
export type ModuleRow = ModuleView;

/** A subtitle track as stored: `url` is the file's unsigned path. */
export type SubtitleRow = SubtitleTrackDetails;

interface RawTraining {
  id: string;
  company_id: string;
  owner_id: string;
  instructor_id: string;
  co_owners: string[];
  title: LocalizedText;
  description: LocalizedText;
  status: TrainingStatus;
  is_required: boolean;
  requires_recertification: boolean;
  recertification_period: string | null;
  image_id: string | null;
  image_url: string | null;
  category: string | null;
  difficulty: TrainingRow['difficulty'];
  duration: number | null;
  requires_practical_part: boolean;
  tag_ids: string[];
  module_count: number;
  active_module_count: number;
  content_version: string;
  default_language: string;
  content_languages: string[];
  is_deleted: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

// the instructor is the owner until another is named
const TRAINING_COLUMNS = `id, company_id, owner_id, COALESCE(instructor_id, owner_id) AS instructor_id, co_owners, title, description, status, is_required, requires_recertification,
  recertification_period, image_id, image_url, category, difficulty, duration, requires_practical_part, tag_ids, module_count, active_module_count, content_version,
  default_language, content_languages, is_deleted, created_at, updated_at`;

function toTraining(r: RawTraining): TrainingRow {
  return {
    id: asTrainingId(r.id),
    companyId: asCompanyId(r.company_id),
    ownerId: asUserId(r.owner_id),
    instructorId: asUserId(r.instructor_id),
    coOwners: r.co_owners,
    title: r.title,
    description: r.description,
    status: r.status,
    isRequired: r.is_required,
    requiresRecertification: r.requires_recertification,
    recertificationPeriod: r.recertification_period,
    imageId: r.image_id,
    imageUrl: r.image_url,
    category: r.category,
    difficulty: r.difficulty,
    duration: r.duration,
    requiresPracticalPart: r.requires_practical_part,
    tagIds: r.tag_ids,
    moduleCount: r.module_count,
    activeModuleCount: r.active_module_count,
    contentVersion: r.content_version,
    defaultLanguage: r.default_language,
    contentLanguages: r.content_languages,
    isDeleted: r.is_deleted,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export interface LibraryQuery {
  readonly companyId: string;
  readonly userId: string;
  readonly ownership: 'alle' | 'owner' | 'coowner';
  readonly tagIds: readonly string[];
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
  /** When set, only these trainings (non-managing users: their assigned ones). */
  readonly onlyIds?: readonly string[] | undefined;
}

/** Server-side filtering, search, order and pagination of the library (spec sections 2 and 4). */
export async function listTrainings(q: Queryable, query: LibraryQuery): Promise<{ rows: TrainingRow[]; total: number }> {
  // $2 (the caller) also orders the page; the guard types it where no filter uses it
  const where = ['company_id = $1', 'NOT is_deleted', '$2::text IS NOT NULL'];
  const params: unknown[] = [query.companyId, query.userId];
  if (query.ownership === 'owner') where.push('owner_id = $2');
  if (query.ownership === 'coowner') where.push('$2 = ANY(co_owners)');
  if (query.tagIds.length > 0) {
    params.push([...query.tagIds]);
    where.push(`tag_ids @> $${params.length}::text[]`);
  }
  const search = query.search.trim().toLowerCase();
  if (search) {
    params.push(escapeLike(search));
    where.push(`search_text LIKE '%' || $${params.length} || '%'`);
  }
  if (query.onlyIds) {
    params.push([...query.onlyIds]);
    where.push(`id = ANY($${params.length}::text[])`);
  }
  const { rows, total } = await pageWithTotal<RawTraining>(q, {
    select: `SELECT ${TRAINING_COLUMNS}`,
    from: `FROM cat_trainings WHERE ${where.join(' AND ')}`,
    orderBy: `(owner_id = $2 OR $2 = ANY(co_owners)) DESC, CASE status WHEN 'published' THEN 0 WHEN 'draft' THEN 1 ELSE 2 END, created_at DESC, id`,
    params,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map(toTraining), total };
}

export async function getTraining(q: Queryable, companyId: string, id: string): Promise<TrainingRow | undefined> {
  const { rows } = await q.query<RawTraining>(`SELECT ${TRAINING_COLUMNS} FROM cat_trainings WHERE id = $1 AND company_id = $2 AND NOT is_deleted`, [id, companyId]);
  return rows[0] ? toTraining(rows[0]) : undefined;
}

/**
 * Live trainings of the company that show a stored file (its unsigned path): as cover image, as
 * the video (or a dubbed version of it) of an active module or as one of its subtitle tracks.
 */
export async function trainingIdsShowingFile(q: Queryable, companyId: string, path: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT t.id FROM cat_trainings t WHERE t.company_id = $1 AND t.image_url = $2 AND NOT t.is_deleted
     UNION
     SELECT t.id FROM cat_modules m JOIN cat_trainings t ON t.id = m.training_id AND NOT t.is_deleted
      WHERE m.company_id = $1 AND m.type = 'video' AND m.is_active AND m.content->>'videoUrl' = $2
     UNION
     SELECT t.id FROM cat_modules m JOIN cat_trainings t ON t.id = m.training_id AND NOT t.is_deleted
      WHERE m.company_id = $1 AND m.type = 'video' AND m.is_active AND m.content ? 'dubbedVideos'
        AND EXISTS (SELECT 1 FROM jsonb_each(m.content->'dubbedVideos') d WHERE d.value->>'videoUrl' = $2)
     UNION
     SELECT t.id FROM cat_subtitles s JOIN cat_modules m ON m.id = s.module_id AND m.is_active JOIN cat_trainings t ON t.id = s.training_id AND NOT t.is_deleted
      WHERE s.company_id = $1 AND s.path = $2`,
    [companyId, path],
  );
  return rows.map((r) => r.id);
}

export async function getTrainingsByIds(q: Queryable, companyId: string, ids: readonly string[]): Promise<TrainingRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<RawTraining>(`SELECT ${TRAINING_COLUMNS} FROM cat_trainings WHERE company_id = $1 AND id = ANY($2::text[])`, [companyId, [...ids]]);
  return rows.map(toTraining);
}

/** The modules of the trainings, in order; video modules with the subtitle tracks of their training's language versions (one query for all). */
export async function listModules(q: Queryable, trainingIds: readonly string[]): Promise<ModuleRow[]> {
  if (trainingIds.length === 0) return [];
  const ids = [...trainingIds];
  const [{ rows }, tracks] = await Promise.all([
    q.query<{ id: string; training_id: string; type: ModuleType; title: LocalizedText; order_index: number; is_active: boolean; content: ModuleContent }>(
      'SELECT id, training_id, type, title, order_index, is_active, content FROM cat_modules WHERE training_id = ANY($1::text[]) ORDER BY training_id, order_index, created_at, id',
      [ids],
    ),
    deliveredSubtitles(q, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    trainingId: r.training_id,
    type: r.type,
    title: r.title,
    orderIndex: r.order_index,
    isActive: r.is_active,
    content: r.content,
    ...(r.type === 'video' ? { subtitles: tracks.get(r.id) ?? [] } : {}),
  }));
}

/** By module: the subtitle tracks of languages the training has (a removed language's track is kept, not delivered), in the order of its versions; unsigned. */
async function deliveredSubtitles(q: Queryable, trainingIds: readonly string[]): Promise<Map<string, SubtitleTrackView[]>> {
  const { rows } = await q.query<{ module_id: string; language: string; path: string; cues: number }>(
    `SELECT s.module_id, s.language, s.path, s.cues FROM cat_subtitles s JOIN cat_trainings t ON t.id = s.training_id
      WHERE s.training_id = ANY($1::text[]) AND s.language = ANY(t.content_languages)
      ORDER BY s.module_id, array_position(t.content_languages, s.language)`,
    [[...trainingIds]],
  );
  const byModule = new Map<string, SubtitleTrackView[]>();
  for (const r of rows) {
    const list = byModule.get(r.module_id) ?? [];
    list.push({ language: r.language, url: r.path, cues: r.cues });
    byModule.set(r.module_id, list);
  }
  return byModule;
}

/** Every subtitle track of a module (those of removed languages too), the training's versions first; unsigned. */
export async function moduleSubtitles(q: Queryable, companyId: string, moduleId: string): Promise<SubtitleRow[]> {
  const { rows } = await q.query<{ language: string; path: string; cues: number; bytes: number }>(
    `SELECT s.language, s.path, s.cues, s.bytes FROM cat_subtitles s JOIN cat_trainings t ON t.id = s.training_id
      WHERE s.module_id = $1 AND s.company_id = $2
      ORDER BY array_position(t.content_languages, s.language) NULLS LAST, s.language`,
    [moduleId, companyId],
  );
  return rows.map((r) => ({ language: r.language, url: r.path, cues: r.cues, bytes: r.bytes }));
}

export async function findModule(q: Queryable, companyId: string, moduleId: string): Promise<{ trainingId: string } | undefined> {
  const { rows } = await q.query<{ training_id: string }>('SELECT training_id FROM cat_modules WHERE id = $1 AND company_id = $2', [moduleId, companyId]);
  return rows[0] ? { trainingId: rows[0].training_id } : undefined;
}

/** The reviews of a training's language versions. */
export async function languageReviews(q: Queryable, companyId: string, id: string): Promise<LanguageReviews> {
  const { rows } = await q.query<{ reviews: LanguageReviews }>('SELECT reviews FROM cat_trainings WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rows[0]?.reviews ?? {};
}

/** Trainings of a company, newest first (operator backoffice). */
export async function companyTrainings(q: Queryable, companyId: string, limit = 500): Promise<TrainingRow[]> {
  const { rows } = await q.query<RawTraining>(
    `SELECT ${TRAINING_COLUMNS} FROM cat_trainings WHERE company_id = $1 AND NOT is_deleted ORDER BY created_at DESC, id LIMIT $2`,
    [companyId, limit],
  );
  return rows.map(toTraining);
}

/** Live and published training counts per company. */
export async function trainingCounts(q: Queryable, companyIds?: readonly string[]): Promise<Map<string, { total: number; published: number }>> {
  const { rows } = await q.query<{ company_id: string; total: string; published: string }>(
    `SELECT company_id, count(*)::text AS total, count(*) FILTER (WHERE status = 'published')::text AS published
       FROM cat_trainings WHERE NOT is_deleted AND ($1::text[] IS NULL OR company_id = ANY($1::text[])) GROUP BY company_id`,
    [companyIds ? [...companyIds] : null],
  );
  return new Map(rows.map((r) => [r.company_id, { total: Number(r.total), published: Number(r.published) }]));
}
