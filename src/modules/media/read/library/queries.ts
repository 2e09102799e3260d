import type { Queryable } from '../../../../platform/db';
import type { ProjectData } from '../../domain/events';

export interface MediaRow {
  readonly id: string;
  readonly companyId: string;
  readonly kind: 'video' | 'image';
  readonly sha256: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
  readonly duration: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly posterFileName: string | null;
  readonly title: string;
  readonly originalName: string;
  readonly uploadedBy: string;
  readonly createdAt: string;
}

interface RawMedia {
  id: string;
  company_id: string;
  kind: 'video' | 'image';
  sha256: string;
  file_name: string;
  mime_type: string;
  size: string | number;
  duration: number | string | null;
  width: number | null;
  height: number | null;
  poster_file_name: string | null;
  title: string;
  original_name: string;
  uploaded_by: string;
  created_at: Date | string;
}

const COLUMNS = `id, company_id, kind, sha256, file_name, mime_type, size, duration, width, height, poster_file_name, title, original_name, uploaded_by, created_at`;

function toRow(r: RawMedia): MediaRow {
  return {
    id: r.id,
    companyId: r.company_id,
    kind: r.kind,
    sha256: r.sha256,
    fileName: r.file_name,
    mimeType: r.mime_type,
    size: Number(r.size),
    duration: r.duration === null ? null : Number(r.duration),
    width: r.width,
    height: r.height,
    posterFileName: r.poster_file_name,
    title: r.title,
    originalName: r.original_name,
    uploadedBy: r.uploaded_by,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function getMedia(q: Queryable, companyId: string, id: string): Promise<MediaRow | undefined> {
  const { rows } = await q.query<RawMedia>(`SELECT ${COLUMNS} FROM med_media WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** The newest media item of a company stored under a file name (the same content may be uploaded twice). */
export async function findMediaByFile(q: Queryable, companyId: string, fileName: string): Promise<MediaRow | undefined> {
  const { rows } = await q.query<RawMedia>(
    `SELECT ${COLUMNS} FROM med_media WHERE company_id = $1 AND (file_name = $2 OR poster_file_name = $2) ORDER BY created_at DESC LIMIT 1`,
    [companyId, fileName],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function listMedia(q: Queryable, companyId: string, kind: 'video' | 'image', limit = 200): Promise<MediaRow[]> {
  const { rows } = await q.query<RawMedia>(`SELECT ${COLUMNS} FROM med_media WHERE company_id = $1 AND kind = $2 ORDER BY created_at DESC LIMIT $3`, [
    companyId,
    kind,
    limit,
  ]);
  return rows.map(toRow);
}

export interface VideoProjectRow {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly videoPath: string;
  readonly projectData: ProjectData;
  readonly savedBy: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

interface RawProject {
  id: string;
  company_id: string;
  name: string;
  video_path: string;
  project_data: ProjectData | string;
  saved_by: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function toProject(r: RawProject): VideoProjectRow {
  return {
    id: r.id,
    companyId: r.company_id,
    name: r.name,
    videoPath: r.video_path,
    projectData: typeof r.project_data === 'string' ? (JSON.parse(r.project_data) as ProjectData) : r.project_data,
    savedBy: r.saved_by,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function getVideoProject(q: Queryable, companyId: string, id: string): Promise<VideoProjectRow | undefined> {
  const { rows } = await q.query<RawProject>('SELECT * FROM med_video_projects WHERE company_id = $1 AND id = $2', [companyId, id]);
  return rows[0] ? toProject(rows[0]) : undefined;
}

export async function listVideoProjects(q: Queryable, companyId: string, limit = 200): Promise<VideoProjectRow[]> {
  const { rows } = await q.query<RawProject>('SELECT * FROM med_video_projects WHERE company_id = $1 ORDER BY updated_at DESC LIMIT $2', [companyId, limit]);
  return rows.map(toProject);
}
