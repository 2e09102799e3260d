import type { IntegrationProducer, OutboxMessage } from '../../src/platform/integration';

/**
 * An in-memory stand-in for a broker behind the relay's producer port (the kafkajs producer is
 * the real one: tests/integration/kafka-relay.contract.test.ts). It stores what it is sent, in
 * order and with repeats, and can fail before storing or lose the acknowledgement after storing.
 */
export class MemoryBroker implements IntegrationProducer {
  readonly target = 'memory:test';
  /** What the broker stored, in order, repeats included. */
  readonly log: OutboxMessage[] = [];
  sends = 0;
  /** The next sends fail before the broker stored anything. */
  failNext = 0;
  /** The next sends are stored, but the acknowledgement is lost on the way back. */
  loseAckNext = 0;
  /** While set, sends wait for it (an acknowledgement still on its way). */
  gate: Promise<void> | undefined;
  disconnected = 0;

  async send(messages: readonly OutboxMessage[]): Promise<void> {
    this.sends++;
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('broker not reachable');
    }
    await this.gate;
    this.log.push(...messages);
    if (this.loseAckNext > 0) {
      this.loseAckNext--;
      throw new Error('request timed out');
    }
  }
  async disconnect(): Promise<void> {
    this.disconnected++;
  }
  /** What a consumer that deduplicates by event id keeps, in order of first arrival. */
  deduplicated(): string[] {
    return [...new Set(this.log.map((m) => m.eventId))];
  }
}
