#!/usr/bin/env bash
# The native executables beside JVM 17 and JVM 25, in one run (docs/performance.md#native-beside-the-jvm): builds the
# native Lambda package (-Dnative -Dlambda), the native local executable (-Dnative -Dlocal), the JVM 17 packages and
# the JDK 25 build with Quarkus's AOT cache, then runs NativeBench. Needs a native builder: GRAALVM_HOME, or the
# checking toolchain (docs/native.md). Usage: bench/native.sh [runs-per-configuration, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
export JAVA17_HOME=${JAVA17_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
export JAVA25_HOME=${JAVA25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
# The native builder: a GraalVM or Mandrel named by GRAALVM_HOME, else the checking toolchain named by
# NATIVE_IMAGE_HERE (docs/native.md). Nothing outside the clone is read unless named.
toolchain=${NATIVE_IMAGE_HERE:-}
if [ -n "${GRAALVM_HOME:-}" ] && [ -x "$GRAALVM_HOME/bin/native-image" ]; then
  builder_home=$GRAALVM_HOME
  native=(-Dnative -Dquarkus.native.graalvm-home="$builder_home" -Dquarkus.native.container-build=false)
elif [ -n "$toolchain" ] && [ -x "$toolchain/setup-toolchain.sh" ]; then
  "$toolchain/setup-toolchain.sh" > /dev/null
  builder_home=$(cd "$toolchain" && pwd)/graalvm-home
  native=(-Dnative -Dquarkus.native.graalvm-home="$builder_home" -Dquarkus.native.container-build=false)
else
  echo "bench/native.sh needs a native builder: set GRAALVM_HOME to a GraalVM or Mandrel, or NATIVE_IMAGE_HERE to the" \
    "checking toolchain (docs/native.md)." >&2
  exit 1
fi

rm -rf target/bench && mkdir -p target/bench/native-lambda target/bench/native-local target/bench/jvm17
echo "== native Lambda package (-Dnative -Dlambda)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests -Dlambda "${native[@]}"
cp target/function.zip target/bench/native-lambda/
echo "== native local executable (-Dnative -Dlocal)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests -Dlocal "${native[@]}"
cp target/*-runner target/bench/native-local/context-recall
echo "native toolchain: $("$builder_home/bin/native-image" --version | head -2 | tr '\n' ' ')"

. bench/jvm-packages.sh

"$JAVA17_HOME/bin/java" -cp "target/test-classes:target/classes:$(cat target/bench/classpath.txt)" \
  dev.contextrecall.bench.NativeBench target/bench "$runs"
