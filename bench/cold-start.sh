#!/usr/bin/env bash
# Cold start side by side in one run: JVM 17 (with AppCDS archives) and JVM 25 (with AOT caches), the Lambda way (function.zip under the
# AWS Lambda Java Runtime Interface Client) and the local-HTTP way (java -jar), judge stubbed at zero latency.
# Also prints the size of the JVM function.zip. Usage: bench/cold-start.sh [runs-per-configuration, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
export JAVA17_HOME=${JAVA17_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
export JAVA25_HOME=${JAVA25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}

rm -rf target/bench && mkdir -p target/bench
. bench/jvm-packages.sh

"$JAVA17_HOME/bin/java" -cp "target/test-classes:target/classes:$(cat target/bench/classpath.txt)" \
  dev.contextrecall.bench.ColdStartBench target/bench "$runs"
