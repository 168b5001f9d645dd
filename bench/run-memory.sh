#!/usr/bin/env bash
# The evaluate command's memory against the dataset's size: the development set repeated (each copy with its own
# ids) to 10,000, 50,000 and 100,000 cases, scored by the offline judge in the packaged jar under -Xmx512m, then
# summarized and reported (summary.json, report.html, report.md and a JUnit file). Then the largest size once more,
# compared with its own first run as the baseline (every case shared: the comparison's worst case), "<n>+baseline".
# Prints, per run, the exit code, the wall time and the peak RSS of the whole process (the kernel's ru_maxrss of the
# child: heap, metaspace, code cache, threads) and the largest heap left after a garbage collection (from the GC log:
# what the run really held, which the peak RSS hides when the heap is allowed to grow to -Xmx).
# Usage: bench/run-memory.sh [sizes...] (default 10000 50000 100000); HEAP=-Xmx512m by default; BASELINE=no skips
# the compared run.
set -euo pipefail
cd "$(dirname "$0")/.."
heap=${HEAP:--Xmx512m}
jar=${JAR:-target/context-recall-0.1.0-SNAPSHOT-runner.jar}
[ -f "$jar" ] || ./mvnw -B -q package -DskipTests
work=target/bench-memory
mkdir -p "$work"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 50000 100000)
echo "cases exit seconds peak-rss-MiB max-heap-after-gc-MiB ($heap, offline judge, $(nproc) cores, $(java -version 2>&1 | head -1))"

# measure LABEL DATASET OUT [more evaluate options...]: one evaluate run; prints its exit code, seconds, peak RSS.
measure() {
  python3 - "$heap" "$jar" "$work/statements" "$@" <<'PY'
import os, subprocess, sys, time
heap, jar, statements, label, dataset, out = sys.argv[1:7]
more = sys.argv[7:]
env = dict(os.environ, CONTEXT_RECALL_JUDGE_DEFAULT="offline")
env = {k: v for k, v in env.items() if not k.startswith("QUARKUS_LANGCHAIN4J")}
started = time.monotonic()
p = subprocess.Popen(["java", heap, "-Xlog:gc:file=" + out + ".gc.log", "-jar", jar, "evaluate", dataset, "--out", out, "--statements", statements,
                      "--min-mean-score", "0", "--progress=none", "--dataset-name", "dev",
                      "--junit", out + "-junit.xml"] + more, env=env,
                     stdout=subprocess.DEVNULL, stderr=open(out + ".stderr", "w"))
_, status, usage = os.wait4(p.pid, 0)
code = os.waitstatus_to_exitcode(status)
import re
after = [int(m) for m in re.findall(r"->(\d+)M\(", open(out + ".gc.log").read())]
print("%s %d %.1f %.0f %s" % (label, code, time.monotonic() - started, usage.ru_maxrss / 1024,
                              max(after) if after else "n/a"), flush=True)
PY
}

for n in "${sizes[@]}"; do
  dataset="$work/dev-$n.jsonl"
  [ -f "$dataset" ] || python3 - "$n" "$dataset" <<'PY'
import json, sys
n, out = int(sys.argv[1]), sys.argv[2]
cases = [json.loads(l) for l in open("data/context-recall-dev.jsonl") if l.strip()]
with open(out, "w") as f:
    for i in range(n):
        c = dict(cases[i % len(cases)])
        c["id"] = "%s-%d" % (c.get("id", "case"), i // len(cases))
        f.write(json.dumps(c) + "\n")
PY
  rm -rf "$work/run-$n" "$work/statements"
  measure "$n" "$dataset" "$work/run-$n"
done
if [ "${BASELINE:-yes}" != no ]; then
  n=${sizes[-1]}
  rm -rf "$work/run-$n-compared"
  measure "$n+baseline" "$work/dev-$n.jsonl" "$work/run-$n-compared" --baseline "$work/run-$n"
fi
