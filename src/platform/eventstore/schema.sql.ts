import type { Migration } from '../db';
import { esAppendFunction } from './append-function.sql';
import { tombstoneMigrations } from './tombstones';

export const eventStoreMigrations: Migration[] = [
  {
    id: '0000_eventstore',
    sql: `
CREATE TABLE es_streams (
  tenant_id   text NOT NULL,
  stream_id   text NOT NULL,
  stream_type text NOT NULL,
  version     integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, stream_id)
);

CREATE TABLE es_events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  epoch           integer NOT NULL DEFAULT 0,
  tx_id           xid8 NOT NULL DEFAULT pg_current_xact_id(),
  tenant_id       text NOT NULL,
  stream_id       text NOT NULL,
  stream_version  integer NOT NULL,
  event_id        uuid NOT NULL UNIQUE,
  event_type      text NOT NULL,
  schema_version  integer NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_stream_version_uq UNIQUE (tenant_id, stream_id, stream_version)
);
CREATE INDEX es_events_commit_order ON es_events (epoch, tx_id, global_position);
CREATE INDEX es_events_type_order ON es_events (event_type, epoch, tx_id, global_position);
CREATE INDEX es_events_tenant ON es_events (tenant_id);

-- Appends events to one stream with an optimistic expected version.
-- p_expected: NULL = any, otherwise the exact current version (0 = stream must not exist).
-- Returns the new stream version and the position parts of the last event.
${esAppendFunction('CREATE')}`,
  },
  ...tombstoneMigrations,
];
