#!/usr/bin/env bash
# The offline judge's first answer in a fresh JVM (language detection, split, attribution; no HTTP), for an English,
# a German and a Chinese case in turn, each the first of its language. Usage: bench/offline-first-answer.sh [runs, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
./mvnw -B -q test-compile -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
for i in $(seq "$runs"); do
  java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.OfflineFirstAnswerBench
done
