export { appendToOutbox, envelopeOf, integrationOutboxMigrations, purgeOutbox, INTEGRATION_SOURCE, OUTBOX_CHANNEL } from './outbox';
export type { IntegrationEvent } from './outbox';
export type { IntegrationProducer, OutboxMessage } from './producer';
export { OutboxRelay, RELAY_NAME } from './relay';
export type { BrokerConnection, OutboxFeeder, RelayOptions, RelayStatus } from './relay';
export { DEFAULT_KAFKA_TOPIC } from './settings';
export type { KafkaSettings, SaslMechanism } from './settings';
export { kafkaProducer } from './kafka-producer';
