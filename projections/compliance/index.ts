import type { ModuleDefinition } from '../../src/platform/kernel';
import type { Projection } from '../../src/platform/projections';
import { writeFactsOverlapped } from './bulk';
import { complianceEventTypes, reduceBatch } from './facts';
import { complianceMigrations, complianceTables } from './schema';
import { deriveAll } from './derive';
import { countTables, lockCounts } from './counts';
import { writeBatch } from './write';

export * from './queries';
export * from './group-queries';
export { assigningUnits, assignmentsChangedBy, unitWideMembers, UNIT_WIDE_EVENT_TYPES, compliancePosition, assignmentsWithDatesIn, type AssignmentDates, type AssignmentPage, type InstantRange } from './due-dates';
export { complianceEventTypes } from './facts';

/**
 * The compliance projection: one row per (person, training) assigned through a group or a bundle,
 * with the dates that decide its status (see schema.ts). Fed by organization, catalog, learning
 * and identity events; every command waits for it, so a changed assignment or completion shows on
 * the next read.
 */
export const complianceProjection: Projection = {
  name: 'compliance',
  // 2: the delivered language of completions (issue 34); the bump replays the completions recorded before
  version: 2,
  eventTypes: complianceEventTypes,
  awaitedByEveryCommand: true,
  async apply(events, tx) {
    await lockCounts(tx);
    await writeBatch(tx, reduceBatch(events));
  },
  // a replay from zero records the facts batch by batch and derives the rows once, at the head
  bulk: {
    apply: writeFactsOverlapped,
    finish: deriveAll,
  },
  async reset(tx) {
    // TRUNCATE, not DELETE: a rebuild then inserts into empty tables and indexes, without dead rows to step over
    await tx.query(`TRUNCATE ${[...complianceTables, ...countTables].join(', ')}`);
  },
};

/** The compliance read model as the composition root registers it (migrations, projection, company purge). */
export function complianceReadModel(): ModuleDefinition {
  return {
    name: 'compliance',
    migrations: complianceMigrations,
    projections: [complianceProjection],
    async purgeTenant(tx, companyId) {
      await lockCounts(tx);
      const groups = 'SELECT group_id FROM cmp_groups WHERE company_id = $1';
      const bundles = 'SELECT bundle_id FROM cmp_bundles WHERE company_id = $1';
      await tx.query('DELETE FROM compliance_assignments WHERE company_id = $1', [companyId]);
      for (const t of ['cmp_members', 'cmp_direct', 'cmp_deadlines', 'cmp_group_bundles', 'cmp_group_trainings']) await tx.query(`DELETE FROM ${t} WHERE group_id IN (${groups})`, [companyId]);
      await tx.query(`DELETE FROM cmp_bundle_trainings WHERE bundle_id IN (${bundles})`, [companyId]);
      await tx.query('DELETE FROM cmp_enrolments WHERE company_id = $1', [companyId]);
      for (const t of ['cmp_bundles', 'cmp_groups', 'cmp_trainings', 'cmp_learning', 'cmp_people']) await tx.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
    },
  };
}
/** The date rules and the people order, for read models that evaluate status at other instants (audit as-of). */
export { sortKey } from './write-facts';
export { learningStateSql, reportStatusSql, validSql, validUntilSql, windowOpensSql } from './status-rules';
export { personalPeriodSql } from './personal-period';
/** The rule of which trainings a unit and a person have in effect, for read models that apply it to other facts (audit as-of). */
export { personTrainingsSql, unitTrainingsSql, type UnitFacts } from './in-effect';
