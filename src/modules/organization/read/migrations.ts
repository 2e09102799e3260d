import type { Migration } from '../../../platform/db';
import { bundleMigrations } from './bundles/ddl';
import { groupMigrations } from './groups/ddl';
import { peopleMigration } from './people/ddl';

/** The module's migrations in the order they were applied (ids and SQL never change). */
export const organizationMigrations: Migration[] = [...groupMigrations, ...bundleMigrations, peopleMigration];
