#!/usr/bin/env bash
# The offline judge on the held-out sets (data/heldout-*.jsonl; see bench/heldout/ for how they were built from
# the WiCE test split and from XQuAD paragraphs the development set does not use): MAE per source and per language,
# cases split as labelled, language detected, unverified quotes, parallel cases apart. In process, no HTTP.
# Usage: bench/offline-heldout.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.OfflineHeldOutBench "$@"
