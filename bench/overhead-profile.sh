#!/usr/bin/env bash
# Where a warm evaluation's CPU goes: the short case of bench/overhead.sh under JFR (method sampling), the samples
# of the service process sorted into the layers they fall in. Usage: bench/overhead-profile.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q package -DskipTests -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
rm -f target/overhead.jfr
java -Dbench.cases=short \
  -Dbench.jvm-options="-XX:StartFlightRecording=filename=$PWD/target/overhead.jfr,settings=profile,dumponexit=true" \
  -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.OverheadBench target
jfr print --json --stack-depth 200 --events jdk.ExecutionSample target/overhead.jfr > target/overhead-samples.json
python3 bench/profile_layers.py target/overhead-samples.json
