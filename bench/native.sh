#!/usr/bin/env bash
# The native executables beside JVM 17 and JVM 25, in one run (docs/performance.md#native-beside-the-jvm): builds the
# native Lambda package (-Dnative -Dlambda), the native local executable (-Dnative -Dlocal), the JVM 17 packages and
# the JDK 25 build with Quarkus's AOT cache, then runs NativeBench. Needs ../shared/tools/native-image-here (the
# checking toolchain, docs/native.md). Usage: bench/native.sh [runs-per-configuration, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
export JAVA17_HOME=${JAVA17_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
export JAVA25_HOME=${JAVA25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
toolchain=../shared/tools/native-image-here
"$toolchain/setup-toolchain.sh" > /dev/null
# What GraalVM's driver derives from the runner jar's "Add-Opens" manifest entry (see .ci/native-tests).
native=(-Dnative -Dquarkus.native.graalvm-home="$(cd "$toolchain" && pwd)/graalvm-home" -Dquarkus.native.container-build=false
  -Dquarkus.native.additional-build-args=-H:AddOpens=java.base/java.lang=ALL-UNNAMED)

rm -rf target/bench && mkdir -p target/bench/native-lambda target/bench/native-local target/bench/jvm17
echo "== native Lambda package (-Dnative -Dlambda)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests -Dlambda "${native[@]}"
cp target/function.zip target/bench/native-lambda/
echo "== native local executable (-Dnative -Dlocal)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests -Dlocal "${native[@]}"
cp target/*-runner target/bench/native-local/context-recall
echo "native toolchain: $("$toolchain/graalvm-home/bin/native-image" --version | head -2 | tr '\n' ' ')"

echo "== JVM 17 Lambda package (function.zip, -Dlambda)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests -Dlambda
cp target/function.zip target/bench/jvm17/
echo "== JVM 17 runner jar" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests
cp target/*-runner.jar target/bench/jvm17/ && cp -r target/lib target/bench/jvm17/
echo "== JDK 25 build with Quarkus's AOT cache; the training run is the @QuarkusIntegrationTest RestPackagedIT" >&2
JAVA_HOME=$JAVA25_HOME ./mvnw -B -q verify -Dquarkus.package.jar.aot.enabled=true \
  -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=RestPackagedIT
test -f target/app.aot

JAVA_HOME=$JAVA17_HOME ./mvnw -B -q dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/bench/classpath.txt
"$JAVA17_HOME/bin/java" -cp "target/test-classes:target/classes:$(cat target/bench/classpath.txt)" \
  dev.contextrecall.bench.NativeBench target/bench "$runs"
