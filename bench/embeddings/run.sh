#!/usr/bin/env bash
# An in-process embedding model (all-MiniLM-L6-v2, quantized, ONNX Runtime) against the offline judge's lexical
# coverage, on the tuning data only: the dev set's tuning split and data/tuning-wice-dev.jsonl. Not part of the
# service: its own Maven project, so the service never resolves the model's jars. Usage: bench/embeddings/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
./mvnw -B -q compile
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/service-classpath.txt
./mvnw -B -q -f bench/embeddings/pom.xml dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
mkdir -p bench/embeddings/target/classes
CP="target/classes:$(cat target/service-classpath.txt):$(cat bench/embeddings/target/classpath.txt)"
javac -d bench/embeddings/target/classes -cp "$CP" bench/embeddings/src/main/java/EmbeddingProbe.java
java -Djava.util.logging.manager=org.jboss.logmanager.LogManager -cp "bench/embeddings/target/classes:$CP" EmbeddingProbe data/context-recall-dev.jsonl data/tuning-wice-dev.jsonl
