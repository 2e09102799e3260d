import type { Migration } from '../../../../platform/db';

/** Trainings and their modules (0200 also creates `catalog.tags`' table cat_tags: one migration, ids and SQL never change). */
export const catalogMigrations: Migration[] = [
  {
    id: '0200_catalog_read_models',
    sql: `
CREATE TABLE cat_trainings (
  id                        text PRIMARY KEY,
  company_id                text NOT NULL,
  owner_id                  text NOT NULL,
  co_owners                 text[] NOT NULL DEFAULT '{}',
  title                     jsonb NOT NULL,
  description               jsonb NOT NULL,
  search_text               text NOT NULL DEFAULT '',
  status                    text NOT NULL,
  is_required               boolean NOT NULL DEFAULT false,
  requires_recertification  boolean NOT NULL DEFAULT false,
  recertification_period    text,
  image_id                  text,
  image_url                 text,
  category                  text,
  difficulty                text,
  duration                  integer,
  tag_ids                   text[] NOT NULL DEFAULT '{}',
  module_count              integer NOT NULL DEFAULT 0,
  content_version           text NOT NULL DEFAULT '',
  is_deleted                boolean NOT NULL DEFAULT false,
  created_at                timestamptz NOT NULL,
  updated_at                timestamptz NOT NULL,
  version                   integer NOT NULL
);
CREATE INDEX cat_trainings_company_created ON cat_trainings (company_id, created_at DESC) WHERE NOT is_deleted;
CREATE INDEX cat_trainings_tags ON cat_trainings USING gin (tag_ids);

CREATE TABLE cat_modules (
  id           text PRIMARY KEY,
  training_id  text NOT NULL,
  company_id   text NOT NULL,
  type         text NOT NULL,
  title        text NOT NULL,
  order_index  integer NOT NULL,
  is_active    boolean NOT NULL DEFAULT true,
  content      jsonb NOT NULL,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX cat_modules_training ON cat_modules (training_id, order_index);

CREATE TABLE cat_tags (
  id           text PRIMARY KEY,
  company_id   text NOT NULL,
  name         jsonb NOT NULL,
  description  jsonb NOT NULL,
  color        text NOT NULL,
  category     text NOT NULL,
  is_deleted   boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  version      integer NOT NULL
);
CREATE INDEX cat_tags_company ON cat_tags (company_id) WHERE NOT is_deleted;
`,
  },
  {
    id: '0201_catalog_active_module_count',
    sql: `ALTER TABLE cat_trainings ADD COLUMN active_module_count integer NOT NULL DEFAULT 0;`,
  },
  {
    // which trainings show a stored file (media access of learners, issue 14 item 5)
    id: '0202_catalog_file_lookup',
    sql: `
CREATE INDEX cat_trainings_image_url ON cat_trainings (company_id, image_url) WHERE image_url IS NOT NULL;
CREATE INDEX cat_modules_video_url ON cat_modules (company_id, (content->>'videoUrl')) WHERE type = 'video';
`,
  },
  {
    // blended trainings (issue 16 item 7): the online part counts once an instructor signs off the in-person part
    id: '0203_catalog_practical_part',
    sql: `ALTER TABLE cat_trainings ADD COLUMN requires_practical_part boolean NOT NULL DEFAULT false;`,
  },
  {
    // the responsible instructor (issue 16 item 5, ADR 0024); null: the owner is
    id: '0204_catalog_instructor',
    sql: `ALTER TABLE cat_trainings ADD COLUMN instructor_id text;`,
  },
  {
    // language versions (issue 34, ADR 0030): module titles become LocalizedText, and a training knows its versions and reviews
    id: '0205_catalog_language_versions',
    sql: `
ALTER TABLE cat_modules ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
ALTER TABLE cat_trainings ADD COLUMN default_language text NOT NULL DEFAULT 'de';
ALTER TABLE cat_trainings ADD COLUMN content_languages text[] NOT NULL DEFAULT '{de}';
ALTER TABLE cat_trainings ADD COLUMN reviews jsonb NOT NULL DEFAULT '{}'::jsonb;
`,
  },
  {
    // subtitles of video modules (issue 34 item 2, ADR 0030 §3): one WebVTT track per module and language, stored by the media module at `path` (unsigned)
    id: '0206_catalog_subtitles',
    sql: `
CREATE TABLE cat_subtitles (
  module_id    text NOT NULL,
  training_id  text NOT NULL,
  company_id   text NOT NULL,
  language     text NOT NULL,
  path         text NOT NULL,
  cues         integer NOT NULL,
  bytes        integer NOT NULL,
  set_at       timestamptz NOT NULL,
  PRIMARY KEY (module_id, language)
);
CREATE INDEX cat_subtitles_training ON cat_subtitles (training_id);
CREATE INDEX cat_subtitles_path ON cat_subtitles (company_id, path);
`,
  },
];
