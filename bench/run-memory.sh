#!/usr/bin/env bash
# The evaluate command's memory against the dataset's size: the development set repeated (each copy with its own
# ids) to 10,000, 50,000 and 100,000 cases, scored by the offline judge in the packaged jar under -Xmx512m, then
# summarized and reported. Prints, per size, the exit code, the wall time and the peak RSS of the whole process
# (the kernel's ru_maxrss of the child: heap, metaspace, code cache, threads).
# Usage: bench/run-memory.sh [sizes...] (default 10000 50000 100000); HEAP=-Xmx512m by default.
set -euo pipefail
cd "$(dirname "$0")/.."
heap=${HEAP:--Xmx512m}
jar=${JAR:-target/context-recall-0.1.0-SNAPSHOT-runner.jar}
[ -f "$jar" ] || ./mvnw -B -q package -DskipTests
work=target/bench-memory
mkdir -p "$work"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 50000 100000)
echo "cases exit seconds peak-rss-MiB ($heap, offline judge, $(nproc) cores, $(java -version 2>&1 | head -1))"
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
  python3 - "$n" "$heap" "$jar" "$dataset" "$work/run-$n" "$work/statements" <<'PY'
import os, subprocess, sys, time
n, heap, jar, dataset, out, statements = sys.argv[1:]
env = dict(os.environ, CONTEXT_RECALL_JUDGE_DEFAULT="offline")
env = {k: v for k, v in env.items() if not k.startswith("QUARKUS_LANGCHAIN4J")}
started = time.monotonic()
p = subprocess.Popen(["java", heap, "-jar", jar, "evaluate", dataset, "--out", out, "--statements", statements,
                      "--min-mean-score", "0", "--progress=none"], env=env,
                     stdout=subprocess.DEVNULL, stderr=open(out + ".stderr", "w"))
_, status, usage = os.wait4(p.pid, 0)
code = os.waitstatus_to_exitcode(status)
print("%s %d %.1f %.0f" % (n, code, time.monotonic() - started, usage.ru_maxrss / 1024))
PY
done
