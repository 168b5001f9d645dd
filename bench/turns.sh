#!/usr/bin/env bash
# Multi-turn wall time: 20 windows, judge stub at 300 ms a call, sequential vs the bounded-concurrent default,
# on the JVM 17 runner jar. Usage: bench/turns.sh [timed-runs-per-configuration, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q package -DskipTests -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.TurnWindowsBench target "${1:-5}"
