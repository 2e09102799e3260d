/** One outbox row as the relay hands it to the broker. */
export interface OutboxMessage {
  readonly seq: string;
  readonly eventId: string;
  readonly type: string;
  /** The message key: every event of a company lands in one partition, in order. */
  readonly companyId: string;
  readonly occurredAt: string;
  /** The envelope, serialized (the message value). */
  readonly value: string;
}

/**
 * What the relay needs of a broker: send a batch and resolve only once the broker acknowledged
 * every message of it (Kafka: acks from all in-sync replicas). A rejection means "maybe not
 * published": the relay sends the batch again (at-least-once). Kept this small so the relay's
 * checkpoint logic is tested with an in-memory producer and runs against Kafka through kafkajs.
 */
export interface IntegrationProducer {
  /** Where the messages go (for /api/health and logs), e.g. `kafka:unterweisung.integration-events`. */
  readonly target: string;
  send(messages: readonly OutboxMessage[]): Promise<void>;
  disconnect(): Promise<void>;
}
