import type { Migration } from '../../../../platform/db';
import { pseudonymisationMigrations } from './ddl-pseudonymisation';

/**
 * Users (0100 also creates `identity.companies`' table idn_companies and `identity.sessions`' idn_sessions,
 * 0105 the sessions' idn_session_activity: one migration each, ids and SQL never change).
 */
export const identityMigrations: Migration[] = [
  {
    id: '0100_identity_read_models',
    sql: `
CREATE TABLE idn_companies (
  id            text PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,
  address       text NOT NULL DEFAULT '',
  trial_ends_at timestamptz NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE TABLE idn_users (
  id                      text PRIMARY KEY,
  company_id              text,
  email                   text NOT NULL,
  first_name              text NOT NULL,
  last_name               text NOT NULL,
  role                    text NOT NULL,
  is_active               boolean NOT NULL DEFAULT true,
  gdpr_consent            boolean NOT NULL DEFAULT false,
  password_hash           text NOT NULL,
  temp_password_hash      text,
  temp_password_expires   timestamptz,
  must_change_password    boolean NOT NULL DEFAULT false,
  last_login              timestamptz,
  created_at              timestamptz NOT NULL
);
CREATE UNIQUE INDEX idn_users_email ON idn_users (lower(email));
CREATE INDEX idn_users_company ON idn_users (company_id);
CREATE TABLE idn_sessions (
  id          text PRIMARY KEY,
  user_id     text NOT NULL,
  company_id  text,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX idn_sessions_user ON idn_sessions (user_id);
`,
  },
  {
    // Users page: deleted users keep their row (names in history) but leave lists, sign-in and
    // the e-mail uniqueness, so that the released address can be registered again.
    id: '0101_identity_users_admin',
    sql: `
ALTER TABLE idn_users ADD COLUMN deleted_at timestamptz;
ALTER TABLE idn_users ADD COLUMN invited_by text;
DROP INDEX idn_users_email;
CREATE UNIQUE INDEX idn_users_email_live ON idn_users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX idn_users_company_live ON idn_users (company_id, role, lower(last_name), lower(first_name)) WHERE deleted_at IS NULL;
`,
  },
  {
    // Users page: the page in its order straight from an index (role rank, then last and first name
    // in German dictionary order: the expressions of USERS_PAGE_ORDER in read/users/users-page.ts).
    id: '0102_identity_users_page_order',
    sql: `
CREATE INDEX idn_users_company_page ON idn_users (
  company_id,
  (CASE role WHEN 'root' THEN 0 WHEN 'admin' THEN 1 WHEN 'manager' THEN 2 WHEN 'non-managing' THEN 3 ELSE 4 END),
  (replace(translate(lower(last_name), 'äöüáàâéèêíìîóòôúùû', 'aouaaaeeeiiiooouuu'), 'ß', 'ss')),
  (replace(translate(lower(first_name), 'äöüáàâéèêíìîóòôúùû', 'aouaaaeeeiiiooouuu'), 'ß', 'ss')),
  id
) WHERE deleted_at IS NULL;
`,
  },
  {
    // Access end date (issue 12, external auditors): the last day as written (YYYY-MM-DD, Europe/Berlin)
    // and the instant it is over, which sign-in and session lookup compare with the clock.
    id: '0103_identity_access_until',
    sql: `
ALTER TABLE idn_users ADD COLUMN access_until text;
ALTER TABLE idn_users ADD COLUMN access_ends_at timestamptz;
`,
  },
  {
    // Issue 13 items 2 and 7: the person's language (null: never chosen, German), a pending
    // invitation (invited, own password not set yet) and the current invitation link's token hash
    // and expiry (the public invitation endpoints find the user by it).
    id: '0104_identity_language_invitation_links',
    sql: `
ALTER TABLE idn_users ADD COLUMN language text;
ALTER TABLE idn_users ADD COLUMN invitation_pending boolean NOT NULL DEFAULT false;
ALTER TABLE idn_users ADD COLUMN invitation_token_hash text;
ALTER TABLE idn_users ADD COLUMN invitation_expires_at timestamptz;
UPDATE idn_users SET invitation_pending = true WHERE invited_by IS NOT NULL AND must_change_password AND deleted_at IS NULL;
CREATE UNIQUE INDEX idn_users_invitation_token ON idn_users (invitation_token_hash) WHERE invitation_token_hash IS NOT NULL;
`,
  },
  {
    // Issue 14 item 2 (ADR 0014): when a session was last used (written at most once a minute by
    // authentication; not a projection's table, a rebuild keeps it) for the idle timeout, and the
    // user stream version of the role (a role change writes it before answering, the projection
    // after; the newer version wins).
    id: '0105_identity_session_activity',
    sql: `
CREATE TABLE idn_session_activity (
  session_id   text PRIMARY KEY,
  last_seen_at timestamptz NOT NULL
);
ALTER TABLE idn_users ADD COLUMN role_version integer NOT NULL DEFAULT 0;
`,
  },
  {
    // Issue 16 item 6: the date of birth as written (YYYY-MM-DD); shown to root and admin only.
    id: '0106_identity_date_of_birth',
    sql: `ALTER TABLE idn_users ADD COLUMN date_of_birth text;`,
  },
  {
    // Issue 33 item 1: the personnel number (unique in the company, case-insensitive; the claim
    // streams guard it, the index answers the sign-in) and accounts without e-mail ('' never collides).
    id: '0107_identity_personnel_number',
    sql: `
ALTER TABLE idn_users ADD COLUMN personnel_number text;
CREATE UNIQUE INDEX idn_users_personnel_number ON idn_users (company_id, upper(personnel_number)) WHERE personnel_number IS NOT NULL AND deleted_at IS NULL;
DROP INDEX idn_users_email_live;
CREATE UNIQUE INDEX idn_users_email_live ON idn_users (lower(email)) WHERE deleted_at IS NULL AND email <> '';
`,
  },
  {
    // Issue 33 item 2: the company's login code (unique on the platform; the claim streams guard it).
    id: '0108_identity_company_login_code',
    sql: `
ALTER TABLE idn_companies ADD COLUMN login_code text;
CREATE UNIQUE INDEX idn_companies_login_code ON idn_companies (login_code) WHERE login_code IS NOT NULL;
`,
  },
  {
    // Issue 33 item 3: the start code (hash, expiry) and the PIN (hash) of people who sign in with
    // their personnel number, and whether a PIN must be set first. Nobody without e-mail has a
    // password to change: their invitation's password is never used. pin_version is the user stream's
    // version of the last of these events applied: written at once by the command and again by the
    // projection, an older one never overwrites a newer one.
    id: '0109_identity_start_codes_and_pins',
    sql: `
ALTER TABLE idn_users ADD COLUMN start_code_hash text;
ALTER TABLE idn_users ADD COLUMN start_code_expires_at timestamptz;
ALTER TABLE idn_users ADD COLUMN pin_hash text;
ALTER TABLE idn_users ADD COLUMN must_set_pin boolean NOT NULL DEFAULT false;
ALTER TABLE idn_users ADD COLUMN pin_version integer NOT NULL DEFAULT 0;
UPDATE idn_users SET must_change_password = false WHERE email = '';
`,
  },
  {
    // Issue 33, items 4 and 5: the badge's token hash (SHA-256 of 128+ random bits: looked up, not
    // compared one by one) with its own version guard; kiosks and the sessions begun on them.
    id: '0112_identity_badges_and_kiosks',
    sql: `
ALTER TABLE idn_users ADD COLUMN badge_hash text;
ALTER TABLE idn_users ADD COLUMN badge_issued_at timestamptz;
ALTER TABLE idn_users ADD COLUMN badge_version integer NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX idn_users_badge ON idn_users (badge_hash) WHERE badge_hash IS NOT NULL;
ALTER TABLE idn_sessions ADD COLUMN kiosk_id text;
CREATE INDEX idn_sessions_kiosk ON idn_sessions (kiosk_id) WHERE kiosk_id IS NOT NULL;
CREATE TABLE idn_kiosks (
  id                 text PRIMARY KEY,
  company_id         text NOT NULL,
  name               text NOT NULL,
  group_ids          text[] NOT NULL DEFAULT '{}',
  pairing_code_hash  text,
  pairing_expires_at timestamptz NOT NULL,
  device_token_hash  text,
  paired_at          timestamptz,
  revoked_at         timestamptz,
  last_used_at       timestamptz,
  created_at         timestamptz NOT NULL
);
CREATE INDEX idn_kiosks_company ON idn_kiosks (company_id, created_at DESC, id);
CREATE INDEX idn_kiosks_pairing ON idn_kiosks (pairing_code_hash) WHERE pairing_code_hash IS NOT NULL;
CREATE UNIQUE INDEX idn_kiosks_device ON idn_kiosks (device_token_hash) WHERE device_token_hash IS NOT NULL;
`,
  },
  {
    // Issue 34 item 3 (ADR 0030 section 4): the content language set for the person (null: never
    // set; the views then show the UI language, else German). No rebuild: the event is new.
    id: '0113_identity_content_language',
    sql: `ALTER TABLE idn_users ADD COLUMN content_language text;`,
  },
  {
    // Issue 31 item 2: each company's people (not deleted) kept as a count beside the rows, in the same
    // transaction, by statement triggers (every writer of idn_users: the projection, its reset, a company's
    // purge). Counting them took 10-35 ms of a root's first dashboard answer at 10,000 (bench:scale-10k).
    // A company whose count reaches zero loses its row (a purged company leaves nothing).
    id: '0114_identity_user_counts',
    sql: `
CREATE TABLE idn_user_counts (company_id text PRIMARY KEY, n bigint NOT NULL);
CREATE FUNCTION idn_user_counts_add(delta_company text[], delta_n bigint[]) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO idn_user_counts AS c (company_id, n)
  SELECT company_id, sum(n) FROM unnest(delta_company, delta_n) AS d(company_id, n) GROUP BY company_id HAVING sum(n) <> 0
  ON CONFLICT (company_id) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM idn_user_counts WHERE company_id = ANY(delta_company) AND n = 0;
$fn$;
CREATE FUNCTION idn_user_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM idn_user_counts_add(array_agg(company_id), array_agg(1::bigint)) FROM n WHERE deleted_at IS NULL AND company_id IS NOT NULL HAVING count(*) > 0;
  RETURN NULL;
END $fn$;
CREATE FUNCTION idn_user_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM idn_user_counts_add(array_agg(company_id), array_agg(-1::bigint)) FROM o WHERE deleted_at IS NULL AND company_id IS NOT NULL HAVING count(*) > 0;
  RETURN NULL;
END $fn$;
-- an update moves the count only when it deletes a person (or moves one between companies): a sign-in's update changes nothing
CREATE FUNCTION idn_user_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM idn_user_counts_add(array_agg(company_id), array_agg(d))
     FROM (SELECT company_id, 1::bigint AS d FROM n WHERE deleted_at IS NULL AND company_id IS NOT NULL
           UNION ALL SELECT company_id, -1::bigint FROM o WHERE deleted_at IS NULL AND company_id IS NOT NULL) x
   HAVING sum(d) <> 0 OR count(DISTINCT company_id) > 1;
  RETURN NULL;
END $fn$;
CREATE TRIGGER idn_user_counts_inserted AFTER INSERT ON idn_users REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION idn_user_counts_inserted();
CREATE TRIGGER idn_user_counts_deleted AFTER DELETE ON idn_users REFERENCING OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION idn_user_counts_deleted();
CREATE TRIGGER idn_user_counts_updated AFTER UPDATE ON idn_users REFERENCING OLD TABLE AS o NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION idn_user_counts_updated();
INSERT INTO idn_user_counts (company_id, n) SELECT company_id, count(*) FROM idn_users WHERE deleted_at IS NULL AND company_id IS NOT NULL GROUP BY company_id;
`,
  },
  {
    // Issue 35 item 2: when a person left (deactivated; a deletion keeps deleted_at), for the data
    // protection job's grace period. Existing leavers take the time of their last deactivation from
    // the log; the partial index answers a company's leavers by the day they left.
    id: '0115_identity_left_at',
    sql: `
ALTER TABLE idn_users ADD COLUMN deactivated_at timestamptz;
UPDATE idn_users u SET deactivated_at = (
  SELECT max((e.data->>'deactivatedAt')::timestamptz) FROM es_events e
   WHERE e.stream_id = 'user-' || u.id AND e.event_type = 'identity.UserDeactivated')
 WHERE NOT u.is_active;
CREATE INDEX idn_users_leavers ON idn_users (company_id, (COALESCE(deleted_at, deactivated_at)), id)
 WHERE (NOT is_active OR deleted_at IS NOT NULL) AND company_id IS NOT NULL;
`,
  },
  ...pseudonymisationMigrations,
];
