#!/usr/bin/env bash
# The language detector on the labelled statements of the data sets, each alone and cut to its first 6 and 4
# words: right, wrong and undetermined per language, from the text alone and as its case's reference with the case's
# chunks. In process, no HTTP. Usage: bench/language-detection.sh [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dbench
./mvnw -B -q dependency:build-classpath -Dbench -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" dev.contextrecall.bench.LanguageDetectionBench "$@"
