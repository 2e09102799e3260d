import type { Migration } from '../../../platform/db';
import { enrolmentMigrations } from './enrolments/ddl';
import { questionMigrations } from './questions/ddl';

/** The module's migrations in the order they were applied (ids and SQL never change). */
export const learningMigrations: Migration[] = [...enrolmentMigrations, ...questionMigrations];
