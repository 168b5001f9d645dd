#!/usr/bin/env bash
# Judge cost per case for each algorithm (LLM calls, sequential round trips, prompt tokens that are not the case's
# text), read off the requests the packaged service sends to a stub judge. Usage: bench/judge-cost.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q package -DskipTests -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.JudgeCostBench target
