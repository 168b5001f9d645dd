#!/usr/bin/env bash
# Service overhead per evaluation with the judge stubbed at zero latency: p50/p99 for a short and a long case,
# on the JVM 17 runner jar. Usage: bench/overhead.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q package -DskipTests -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.OverheadBench target
