#!/usr/bin/env bash
# The native -Dlocal executable's first offline judgement, start to exit: `evaluate` of a one-case dataset with no
# `language` field (so the language is detected from the text), for an English, a German and a Chinese case, each
# in a fresh process. Prints, per run, the wall time of the whole process and the detected language.
# Usage: bench/native-offline-first-answer.sh EXECUTABLE [runs, default 5]
# (EXECUTABLE: target/context-recall-0.1.0-SNAPSHOT-runner after ./mvnw package -Dnative -Dlocal, see docs/native.md)
set -euo pipefail
exe=${1:?usage: bench/native-offline-first-answer.sh EXECUTABLE [runs]}
runs=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/en.jsonl" <<'J'
{"id": "en-1", "input": "When did the Berlin Wall fall?", "expected_output": "The Berlin Wall fell on 9 November 1989. It had divided the city since 1961.", "retrieval_context": ["The Berlin Wall fell on 9 November 1989, after weeks of protest.", "Berlin is the capital of Germany."]}
J
cat > "$work/de.jsonl" <<'J'
{"id": "de-1", "input": "Wann fiel die Berliner Mauer?", "expected_output": "Die Berliner Mauer fiel am 9. November 1989. Sie teilte die Stadt seit 1961.", "retrieval_context": ["Die Berliner Mauer fiel am 9. November 1989 nach wochenlangen Protesten.", "Berlin ist die Hauptstadt Deutschlands."]}
J
cat > "$work/zh.jsonl" <<'J'
{"id": "zh-1", "input": "柏林墙是什么时候倒塌的？", "expected_output": "柏林墙于1989年11月9日倒塌。它自1961年起分隔这座城市。", "retrieval_context": ["柏林墙于1989年11月9日倒塌，此前经历了数周的抗议。", "柏林是德国的首都。"]}
J
echo "language run seconds detected (native -Dlocal, offline judge, $(nproc) cores)"
for lang in en de zh; do
  for i in $(seq "$runs"); do
    out="$work/out-$lang-$i"
    started=$(date +%s.%N)
    CONTEXT_RECALL_JUDGE_DEFAULT=offline "$exe" evaluate "$work/$lang.jsonl" --out "$out" --min-mean-score 0 \
      --progress=none > /dev/null 2>&1 || { echo "$lang run $i: exit $?"; exit 1; }
    ended=$(date +%s.%N)
    detected=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["result"]["language"])' \
      "$out/results.jsonl")
    printf '%s %d %.3f %s\n' "$lang" "$i" "$(echo "$ended - $started" | bc)" "$detected"
  done
done
