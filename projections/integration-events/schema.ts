import type { Migration } from '../../src/platform/db';

/**
 * The integration events' own state (the outbox itself is the platform's `integration_outbox`):
 * who and what each enrolment stream is about (a completion does not repeat it), and how far
 * certification expiries have been put in the outbox (`through`: every completion whose validity
 * ended before it; null: none yet).
 */
export const integrationEventsMigrations: Migration[] = [
  {
    id: '0990_integration_events',
    sql: `
CREATE TABLE int_enrolments (stream_id text PRIMARY KEY, company_id text NOT NULL, user_id text NOT NULL, training_id text NOT NULL, cycle integer NOT NULL);
CREATE INDEX int_enrolments_company ON int_enrolments (company_id);
CREATE TABLE int_expiry_checkpoint (id integer PRIMARY KEY CHECK (id = 1), through timestamptz, looked_back_at timestamptz);
INSERT INTO int_expiry_checkpoint (id) VALUES (1);`,
  },
];
