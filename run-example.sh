#!/usr/bin/env bash
# Builds the service, starts it on a free port, scores the examples and stops it again.
# No API key needed: without an LLM provider the offline judge scores, in process.
# With QUARKUS_LANGCHAIN4J_OPENAI_API_KEY (or QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL) set, the LLM judge scores.
#
#   ./run-example.sh                          every file in examples/
#   ./run-example.sh examples/refund-policy.json
#   SKIP_BUILD=1 ./run-example.sh             reuse the jar built last time
set -euo pipefail
cd "$(dirname "$0")"

JAR=target/context-recall-0.1.0-SNAPSHOT-runner.jar
LOG=target/run-example.log

for tool in java curl; do
  command -v "$tool" >/dev/null || { echo "run-example: $tool is required" >&2; exit 1; }
done

if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$JAR" ]; then
  echo "Building (./mvnw package, tests skipped; the first build downloads dependencies)..."
  ./mvnw -B -q package -DskipTests
fi

mkdir -p target
# Port 0: the server takes a free port and says which in its log.
QUARKUS_HTTP_PORT=0 java -jar "$JAR" >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT

URL=
for _ in $(seq 1 240); do
  URL=$(sed -n 's/.*Listening on: \(http:\/\/[^ ]*\).*/\1/p' "$LOG" | head -n 1)
  [ -n "$URL" ] && break
  if ! kill -0 "$SERVER" 2>/dev/null; then
    echo "run-example: the service did not start; its log:" >&2
    cat "$LOG" >&2
    exit 1
  fi
  sleep 0.5
done
[ -n "$URL" ] || { echo "run-example: the service did not start within 2 minutes; see $LOG" >&2; exit 1; }
URL=${URL/0.0.0.0/localhost}
grep -o 'Judge: .*' "$LOG" | head -n 1

pretty() {
  if command -v jq >/dev/null; then jq .; elif command -v python3 >/dev/null; then python3 -m json.tool; else cat; echo; fi
}

if [ $# -eq 0 ]; then set -- examples/*.json; fi
for example in "$@"; do
  echo
  echo "== $example"
  curl -sS "$URL/v1/context-recall" -H 'Content-Type: application/json' --data-binary "@$example" | pretty
done
