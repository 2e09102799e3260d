import type { Migration } from '../../../../platform/db';

export const mediaMigrations: Migration[] = [
  {
    id: '0600_media_read_models',
    sql: `
CREATE TABLE med_media (
  id               text PRIMARY KEY,
  company_id       text NOT NULL,
  kind             text NOT NULL,
  sha256           text NOT NULL,
  file_name        text NOT NULL,
  mime_type        text NOT NULL,
  size             bigint NOT NULL,
  duration         double precision,
  width            integer,
  height           integer,
  poster_file_name text,
  title            text NOT NULL DEFAULT '',
  original_name    text NOT NULL DEFAULT '',
  uploaded_by      text NOT NULL,
  created_at       timestamptz NOT NULL
);
CREATE INDEX med_media_company ON med_media (company_id, created_at DESC);
CREATE INDEX med_media_file ON med_media (company_id, file_name);
CREATE TABLE med_video_projects (
  id            text PRIMARY KEY,
  company_id    text NOT NULL,
  name          text NOT NULL,
  video_path    text NOT NULL,
  project_data  jsonb NOT NULL,
  saved_by      text NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX med_video_projects_company ON med_video_projects (company_id, updated_at DESC);
`,
  },
];
