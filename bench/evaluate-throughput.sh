#!/usr/bin/env bash
# Throughput of the local evaluation runner: 1,000 cases through `java -jar <runner> evaluate` with the stand-in judge
# (scripts/gold_judge.py) answering every call 300 ms after it arrives, at concurrency 1, 8 and 32, against the floor
# judge calls x 300 ms / concurrency. Prints a Markdown table; concurrency 1 alone takes about 5 minutes.
# Usage (from anywhere; it runs in the repository root): bench/evaluate-throughput.sh [JAR]
#   JAR  the runner jar, lib/ beside it (default target/context-recall-0.1.0-SNAPSHOT-runner.jar)
set -euo pipefail
JAR=$(realpath -m "${1:-$(dirname "$0")/../target/context-recall-0.1.0-SNAPSHOT-runner.jar}")
cd "$(dirname "$0")/.."
DEV=data/context-recall-dev.jsonl
CASES=${CASES:-1000}        # environment overrides, for a quick try: CASES=100 DELAY_MS=50 CONCURRENCY="1 8"
DELAY_MS=${DELAY_MS:-300}
read -ra CONCURRENCY <<< "${CONCURRENCY:-1 8 32}"
LC_NUMERIC=C   # $EPOCHREALTIME with a decimal point

[[ -f "$JAR" ]] || { echo "no runner jar at $JAR: build it with ./mvnw package -DskipTests, or pass its path" >&2; exit 1; }

WORK=$(mktemp -d)
JUDGE_PID=
cleanup() {
  if [[ -n "$JUDGE_PID" ]]; then kill "$JUDGE_PID" 2>/dev/null || true; wait "$JUDGE_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() {
  echo "evaluate-throughput: $*" >&2
  echo "--- stand-in judge's log (last lines):" >&2
  tail -n 20 "$WORK/judge.log" >&2 || true
  exit 1
}

# 1,000 cases: the 210 dev cases in turn, each with a new id (<id>#<round>) and otherwise word for word, so the
# stand-in judge, which finds a case by its content (reference, statements, nodes), still recognises every one.
python3 - "$DEV" "$CASES" > "$WORK/cases.jsonl" <<'EOF'
import json, sys
dev = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
for n in range(int(sys.argv[2])):
    case = dict(dev[n % len(dev)])
    case["id"] = "%s#%d" % (case["id"], n // len(dev))
    print(json.dumps(case, ensure_ascii=False))
EOF

# The stand-in judge on a free port (port 0: it prints the one it got).
python3 scripts/gold_judge.py "$DEV" 0 --delay-ms "$DELAY_MS" > "$WORK/judge.log" 2>&1 &
JUDGE_PID=$!
PORT=
for _ in $(seq 100); do
  PORT=$(sed -n 's|^gold judge listening on http://127.0.0.1:\([0-9]*\)/v1$|\1|p' "$WORK/judge.log")
  [[ -n "$PORT" ]] && curl -sf "http://127.0.0.1:$PORT/v1/models" > /dev/null && break
  kill -0 "$JUDGE_PID" 2>/dev/null || fail "the stand-in judge did not start"
  PORT=
  sleep 0.1
done
[[ -n "$PORT" ]] || fail "the stand-in judge did not answer within 10 s"
export QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL="http://127.0.0.1:$PORT/v1"
export QUARKUS_LANGCHAIN4J_OPENAI_API_KEY=stand-in

judge_cpu() { awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14 + $15) / hz}' "/proc/$JUDGE_PID/stat"; }
stamp() { while IFS= read -r line; do printf '%s %s\n' "$EPOCHREALTIME" "$line"; done; }

# One run into a fresh folder, the statement store shared. Writes $WORK/NAME.result:
# judge_calls wall_s max_rss_kb scoring_s java_cpu_s; and $WORK/NAME.note: CPU times and the load average.
# scoring_s: from the runner's plan line ("Scoring N cases ...", printed once Quarkus has started and the dataset
# is read) to its last line ("Files: ...", printed after summary.json and the reports are written).
run() {
  local name=$1 concurrency=$2 rc cpu after
  cpu=$(judge_cpu)
  set +e
  /usr/bin/time -o "$WORK/$name.time" -f '%e %M %U %S' \
    java -jar "$JAR" evaluate "$WORK/cases.jsonl" --out "$WORK/$name" --statements "$WORK/statements" \
      --concurrency "$concurrency" --progress none --min-mean-score 0 2>&1 | stamp > "$WORK/$name.log"
  rc=${PIPESTATUS[0]}
  set -e
  after=$(judge_cpu)
  if [[ $rc -ne 0 ]]; then
    cut -d' ' -f2- "$WORK/$name.log" | tail -n 30 >&2
    fail "run $name (concurrency $concurrency) exited with $rc"
  fi
  python3 - "$WORK/$name/summary.json" "$WORK/$name.time" "$WORK/$name.log" "$name" "$CASES" > "$WORK/$name.result" <<'EOF' \
    || fail "run $name: see above"
import json, sys
summary, timing, log, name, cases = sys.argv[1:]
s = json.load(open(summary))
if s["cases"] != int(cases) or s["scored"] != int(cases):
    sys.exit("run %s: %s cases, %s scored; expected %s and %s" % (name, s["cases"], s["scored"], cases, cases))
lines = [line.rstrip("\n").split(" ", 1) for line in open(log, encoding="utf-8", errors="replace")]
start = next(float(t) for t, text in lines if text.startswith("Scoring "))
end = next(float(t) for t, text in lines if text.startswith("Files: "))
wall, rss, user, system = open(timing).read().split()[-4:]
print(s["judge_calls"], wall, rss, "%.2f" % (end - start), "%.1f" % (float(user) + float(system)))
EOF
  echo "java CPU $(cut -d' ' -f5 "$WORK/$name.result") s, stand-in judge CPU $(awk -v a="$cpu" -v b="$after" 'BEGIN {printf "%.1f", b - a}') s;" \
    "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)" > "$WORK/$name.note"
}

row() {  # label concurrency judge_calls wall rss scoring
  awk -v label="$1" -v c="$2" -v calls="$3" -v wall="$4" -v rss="$5" -v scoring="$6" -v delay="$DELAY_MS" 'BEGIN {
    floor = calls * delay / 1000 / c
    printf "| %s | %d | %.1f | %.2f | %.2f | %.2f | %.2f | %.0f |\n", label, calls, wall, floor, wall / floor,
      scoring, scoring / floor, rss / 1024 }'
}

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo);" \
  "$(java -version 2>&1 | sed -n 1p)"
echo "Judge: scripts/gold_judge.py, every answer $DELAY_MS ms after its request; $CASES cases (the 210 dev cases in turn)"
echo

# Warm-up: fills the statement store. The cases repeat every 210, so a repeat finds its statements already kept:
# about 2 calls for each of the first 210 cases and 1 for the rest.
run warm-up 32
read -r calls wall rss scoring _ < "$WORK/warm-up.result"
rows=("$(row "32, first run (empty store)" 32 "$calls" "$wall" "$rss" "$scoring")")
notes=("- first run: $(cat "$WORK/warm-up.note")")

for c in "${CONCURRENCY[@]}"; do
  run "c$c" "$c"
  read -r calls wall rss scoring _ < "$WORK/c$c.result"
  [[ "$calls" == "$CASES" ]] || fail "run at concurrency $c made $calls judge calls; expected $CASES (1 a case)"
  rows+=("$(row "$c" "$c" "$calls" "$wall" "$rss" "$scoring")")
  notes+=("- concurrency $c: $(cat "$WORK/c$c.note")")
done

echo "| concurrency | judge calls | wall time (s) | floor (s) | wall ÷ floor | scoring time (s) | scoring ÷ floor | max RSS (MiB) |"
echo "|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]:1}" "${rows[0]}"
echo
echo "floor = judge calls × $DELAY_MS ms ÷ concurrency. Wall time: /usr/bin/time, the whole java -jar process (JVM and"
echo "Quarkus start-up included); scoring time: the runner's plan line to its last line (start-up excluded)."
echo "Max RSS: the java process. Runs after the first use the statement store the first run filled: 1 call a case."
echo
printf '%s\n' "${notes[@]:1}" "${notes[0]}"
