#!/usr/bin/env node
// Used by scripts/kafka-local.sh (issue 37): `ready <host:port> <topic> <partitions>` exits 0 once
// the broker answers and the topic exists with a leader for every partition (created if missing).
import kafkajs from 'kafkajs';

const { Kafka, logLevel } = kafkajs;
const [cmd, broker, topic, partitions] = process.argv.slice(2);
if (cmd !== 'ready' || !broker || !topic) {
  console.error('usage: kafka-admin.mjs ready <host:port> <topic> <partitions>');
  process.exit(2);
}
const kafka = new Kafka({ clientId: 'kafka-local', brokers: [broker], logLevel: logLevel.NOTHING, connectionTimeout: 2_000, retry: { retries: 0 } });
const admin = kafka.admin();
try {
  await admin.connect();
  const topics = await admin.listTopics();
  if (!topics.includes(topic)) {
    await admin.createTopics({ topics: [{ topic, numPartitions: Number(partitions) || 6, replicationFactor: 1 }], waitForLeaders: true, timeout: 10_000 });
  }
  const meta = await admin.fetchTopicMetadata({ topics: [topic] });
  const ok = meta.topics[0]?.partitions.every((p) => p.leader >= 0) ?? false;
  await admin.disconnect();
  process.exit(ok ? 0 : 1);
} catch {
  await admin.disconnect().catch(() => undefined);
  process.exit(1);
}
