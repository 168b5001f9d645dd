#!/usr/bin/env bash
# The offline judge's support search against the node count (100 to the 1,000-chunk limit): median wall time and
# bytes allocated per case. Usage: bench/offline-scaling.sh [timed-runs-per-size, default 3]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.OfflineScalingBench "${1:-3}"
