#!/usr/bin/env bash
# How close to its time budget the packaged jar answers when the judge hangs: the strict wall-clock figure that
# budget/TimeBudgetTest leaves to a benchmark. A judge that accepts the request and never answers; the jar with a
# 4 s total budget and a 30 s per-call timeout; each request's HTTP status and time from curl.
# Usage: bench/time-budget.sh [requests, default 5]   (builds the jar when missing)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
budget_ms=${BUDGET_MS:-4000}
jar=target/context-recall-0.1.0-SNAPSHOT-runner.jar
judge_port=${JUDGE_PORT:-18731}
port=${PORT:-18732}
[ -f "$jar" ] || ./mvnw -B -q package -DskipTests

python3 - "$judge_port" <<'PY' &
import socketserver, sys, time
class Hang(socketserver.BaseRequestHandler):
    def handle(self):
        self.request.recv(65536)
        time.sleep(120)
socketserver.ThreadingTCPServer.daemon_threads = True
socketserver.ThreadingTCPServer(("127.0.0.1", int(sys.argv[1])), Hang).serve_forever()
PY
judge_pid=$!
java -Dquarkus.http.port="$port" -Dquarkus.log.level=WARN \
  -Dcontext-recall.judge.total-budget="${budget_ms}ms" -Dcontext-recall.judge.per-call-timeout=30s \
  -Dcontext-recall.judge.min-call-time=200ms \
  -Dquarkus.langchain4j.openai.base-url="http://127.0.0.1:$judge_port/v1" -Dquarkus.langchain4j.openai.api-key=bench \
  -jar "$jar" >/dev/null 2>&1 &
jar_pid=$!
trap 'kill $jar_pid $judge_pid 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$port/q/health" 2>/dev/null && break; \
  curl -s -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break; sleep 0.2; done

body='{"input": "When was the Eiffel Tower built and how tall is it?", "judge": "llm",
 "expected_output": "The Eiffel Tower was completed in 1889. It is 330 metres tall.",
 "retrieval_context": ["The Eiffel Tower, completed in 1889, stands in Paris.", "At 330 metres, it is the tallest."]}'
echo "budget ${budget_ms} ms, per-call timeout 30 s, judge never answers"
echo "status seconds over-budget-ms"
for _ in $(seq 1 "$runs"); do
  curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -H 'Content-Type: application/json' \
    -d "$body" "http://127.0.0.1:$port/v1/context-recall" |
    awk -v b="$budget_ms" '{ printf "%s %s %d\n", $1, $2, $2 * 1000 - b }'
done
