#!/usr/bin/env bash
# A local Apache Kafka broker without Docker (issue 37): KRaft, one node that is broker and
# controller, listening on 127.0.0.1 only. Needs Java 17+ and Maven; the jars come from Maven
# Central through ops/kafka/pom.xml (cached in ~/.m2, copied to ops/kafka/lib/).
#
#   scripts/kafka-local.sh start    formats a fresh cluster, starts the broker, creates the topic;
#                                   prints KAFKA_BROKERS=127.0.0.1:<port> as its last line
#   scripts/kafka-local.sh stop     stops it and removes its data
#   scripts/kafka-local.sh pause    stops it, keeping its data and port (a broker outage)
#   scripts/kafka-local.sh resume   starts it again on the same data and port
#   scripts/kafka-local.sh status   running or not, and where
#
# State (pid, port, data, logs) under $KAFKA_LOCAL_DIR (default .kafka-local/ in the repository).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
state="${KAFKA_LOCAL_DIR:-$root/.kafka-local}"
lib="$root/ops/kafka/lib"
topic="${KAFKA_TOPIC:-unterweisung.integration-events}"
partitions="${KAFKA_LOCAL_PARTITIONS:-6}"

say() { echo "kafka-local: $*" >&2; }
die() { say "$*"; exit 1; }

running() { [ -f "$state/pid" ] && kill -0 "$(cat "$state/pid")" 2>/dev/null; }

need_tools() {
  command -v java >/dev/null 2>&1 || die "needs Java 17+ (java not found; Debian: apt-get install default-jdk-headless)"
  local v; v="$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
  [ "${v%%.*}" -ge 17 ] 2>/dev/null || die "needs Java 17+ (found ${v:-unknown})"
  if [ ! -f "$lib/.complete" ]; then
    command -v mvn >/dev/null 2>&1 || die "needs Maven to fetch the broker's jars (mvn not found; Debian: apt-get install maven)"
    say "fetching the broker's jars (ops/kafka/pom.xml)"
    rm -rf "$lib"
    (cd "$root/ops/kafka" && mvn -q -B -Dstyle.color=never dependency:copy-dependencies) >&2 || die "mvn dependency:copy-dependencies failed"
    touch "$lib/.complete"
  fi
}

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

write_config() {
  local port="$1" controller="$2"
  cat >"$state/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller
advertised.listeners=PLAINTEXT://127.0.0.1:$port
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$state/data
num.partitions=$partitions
auto.create.topics.enable=false
offsets.topic.replication.factor=1
offsets.topic.num.partitions=6
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
log.segment.bytes=16777216
PROPS
  cat >"$state/log4j2.properties" <<PROPS
status = warn
appender.file.type = File
appender.file.name = file
appender.file.fileName = $state/broker.log
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = WARN
rootLogger.appenderRef.file.ref = file
logger.kafka.name = kafka.server.KafkaRaftServer
logger.kafka.level = INFO
# every request with its header and settings (acks, producer ids): what the contract test checks
appender.requests.type = File
appender.requests.name = requests
appender.requests.fileName = $state/requests.log
appender.requests.layout.type = PatternLayout
appender.requests.layout.pattern = %m%n
logger.requests.name = kafka.request.logger
logger.requests.level = DEBUG
logger.requests.additivity = false
logger.requests.appenderRef.requests.ref = requests
PROPS
}

launch() {
  local port; port="$(cat "$state/port")"
  # the broker is a child of no terminal: setsid, its own log, and its pid in the state folder
  setsid java -Xms128m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$state/log4j2.properties" \
    -cp "$lib/*" kafka.Kafka "$state/server.properties" >>"$state/stdout.log" 2>&1 </dev/null &
  echo $! >"$state/pid"
  # wait (up to 120 s on a loaded machine) until it answers metadata requests and the topic has leaders
  for _ in $(seq 1 240); do
    running || { tail -n 30 "$state/stdout.log" "$state/broker.log" >&2 2>/dev/null; die "the broker exited while starting"; }
    if node "$root/scripts/kafka-admin.mjs" ready "127.0.0.1:$port" "$topic" "$partitions" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  die "the broker did not answer within 120 s (log: $state/broker.log)"
}

halt() {
  running || { rm -f "$state/pid"; return 0; }
  local pid; pid="$(cat "$state/pid")"
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$pid" 2>/dev/null; then say "the broker did not stop within 30 s; killing it"; kill -KILL "$pid" 2>/dev/null || true; fi
  rm -f "$state/pid"
}

case "${1:-}" in
  start)
    running && { say "already running"; echo "KAFKA_BROKERS=127.0.0.1:$(cat "$state/port")"; exit 0; }
    need_tools
    rm -rf "$state" && mkdir -p "$state/data"
    port="${KAFKA_LOCAL_PORT:-$(free_port)}"
    controller="$(free_port)"
    while [ "$controller" = "$port" ]; do controller="$(free_port)"; done
    echo "$port" >"$state/port"
    write_config "$port" "$controller"
    cluster="$(java -cp "$lib/*" kafka.tools.StorageTool random-uuid)"
    java -cp "$lib/*" -Dlog4j2.configurationFile="$state/log4j2.properties" kafka.tools.StorageTool format \
      -t "$cluster" -c "$state/server.properties" >/dev/null 2>>"$state/stdout.log" \
      || die "formatting the storage failed (see $state/stdout.log)"
    launch
    say "broker up (pid $(cat "$state/pid"), topic $topic with $partitions partitions, data in $state)"
    echo "KAFKA_BROKERS=127.0.0.1:$port"
    ;;
  stop)
    halt
    rm -rf "$state"
    say "stopped"
    ;;
  pause)
    [ -f "$state/port" ] || die "not started"
    halt
    say "paused (data and port kept)"
    ;;
  resume)
    [ -f "$state/port" ] || die "not started"
    running || launch
    say "resumed"
    echo "KAFKA_BROKERS=127.0.0.1:$(cat "$state/port")"
    ;;
  status)
    if running; then echo "running (pid $(cat "$state/pid")): KAFKA_BROKERS=127.0.0.1:$(cat "$state/port")"; else echo "not running"; exit 3; fi
    ;;
  *)
    echo "usage: $0 start|stop|pause|resume|status" >&2
    exit 2
    ;;
esac
