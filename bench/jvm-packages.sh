# Sourced by the cold-start benchmarks: the JVM 17 packages into target/bench/jvm17 (the Lambda package as it is
# deployed, with -Dlambda; the runner jar of the local HTTP service, with its operations extensions), the JDK 25
# build with Quarkus's AOT cache (RestPackagedIT as the training run), and the test class path of the bench
# programs in target/bench/classpath.txt. Expects JAVA17_HOME and JAVA25_HOME, and target/bench to exist.
echo "== JVM 17 Lambda package (function.zip, -Dlambda)" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests -Dlambda
mkdir -p target/bench/jvm17
cp target/function.zip target/bench/jvm17/
echo "== JVM 17 runner jar" >&2
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q package -DskipTests
cp target/*-runner.jar target/bench/jvm17/ && cp -r target/lib target/bench/jvm17/
echo "JVM function.zip: $(stat -c %s target/bench/jvm17/function.zip) bytes ($(unzip -l target/bench/jvm17/function.zip | tail -1 | awk '{print $1}') bytes unpacked)"
echo "== JDK 25 build with Quarkus's AOT cache; the training run is the @QuarkusIntegrationTest RestPackagedIT" >&2
JAVA_HOME=$JAVA25_HOME ./mvnw -B -q verify -Dquarkus.package.jar.aot.enabled=true \
  -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=RestPackagedIT
test -f target/app.aot
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q test-compile -Dbench
JAVA_HOME=$JAVA17_HOME ./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/bench/classpath.txt
