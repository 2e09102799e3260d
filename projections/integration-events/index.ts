import type { ModuleDefinition } from '../../src/platform/kernel';
import { integrationOutboxMigrations, purgeOutbox } from '../../src/platform/integration';
import { integrationEventsMigrations } from './schema';
import { integrationOutboxProjection } from './projection';
import { certificationExpiries } from './expiry';

export { integrationOutboxProjection } from './projection';
export { certificationExpiries } from './expiry';
export { certificationExpired, derivedId, integrationEventsOf, integrationSourceEventTypes } from './mapping';
export type { EnrolmentRef } from './mapping';
export { INTEGRATION_EVENT_TYPES } from './vocabulary';
export type { IntegrationEventData, IntegrationEventType } from './vocabulary';

/**
 * The tables of the integration events (outbox, relay checkpoint, the reactor's own state), on
 * every database whether Kafka is configured or not; the reactor and the relay's feeder
 * (`relayed`) run only with `KAFKA_BROKERS` (ADR 0020).
 */
export function integrationEventsReadModel(): ModuleDefinition {
  return {
    name: 'integration-events',
    migrations: [...integrationOutboxMigrations, ...integrationEventsMigrations],
    projections: [],
    relayed: { projections: [integrationOutboxProjection], feeders: [certificationExpiries()] },
    async purgeTenant(tx, companyId) {
      await purgeOutbox(tx, companyId);
      await tx.query('DELETE FROM int_enrolments WHERE company_id = $1', [companyId]);
    },
  };
}
