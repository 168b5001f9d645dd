#!/usr/bin/env bash
# The offline judge against the human labels of the dev set (data/context-recall-dev.jsonl): MAE per source on the
# tuning split, the held-out split and all cases, statement precision and recall, unverified quotes, the
# support-threshold sweep on the tuning split, and cases per second on one thread. No service, no HTTP: the judge's
# classes called in process. Usage: bench/offline-judge.sh [--no-speed] [--errors: the tuning split's wrong verdicts]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.OfflineJudgeBench "$@"
