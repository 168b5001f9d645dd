#!/usr/bin/env bash
# Cold start side by side in one run: JVM 17 (with AppCDS archives) and JVM 25 (with AOT caches), the Lambda way (function.zip under the
# AWS Lambda Java Runtime Interface Client) and the local-HTTP way (java -jar), judge stubbed at zero latency.
# Also prints the size of the JVM function.zip. Usage: bench/cold-start.sh [runs-per-configuration, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
export JAVA17_HOME=${JAVA17_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
export JAVA25_HOME=${JAVA25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}

# The Lambda package is built as it is deployed, with -Dlambda (no health, OpenAPI or metrics extensions); the local
# HTTP rows run the default build, which has them.
echo "== JVM 17 Lambda package (function.zip, -Dlambda)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests -Dlambda
rm -rf target/bench && mkdir -p target/bench/jvm17
cp target/function.zip target/bench/jvm17/
echo "== JVM 17 HTTP service (runner jar)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests
cp target/*-runner.jar target/bench/jvm17/ && cp -r target/lib target/bench/jvm17/
echo "JVM function.zip: $(stat -c %s target/bench/jvm17/function.zip) bytes ($(unzip -l target/bench/jvm17/function.zip | tail -1 | awk '{print $1}') bytes unpacked)"

echo "== JDK 25 build with Quarkus's AOT cache; the training run is the @QuarkusIntegrationTest RestPackagedIT" >&2
JAVA_HOME=$JAVA25_HOME ./mvnw -B -q verify -Dquarkus.package.jar.aot.enabled=true \
  -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=RestPackagedIT
test -f target/app.aot

JAVA_HOME=$JAVA17_HOME ./mvnw -B -q dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/bench/classpath.txt
"$JAVA17_HOME/bin/java" -cp "target/test-classes:target/classes:$(cat target/bench/classpath.txt)" \
  dev.contextrecall.bench.ColdStartBench target/bench "$runs"
