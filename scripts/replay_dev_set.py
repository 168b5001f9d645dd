#!/usr/bin/env python3
"""Posts every case of a labelled JSONL set to a running service and compares score with gold_recall.

Usage: replay_dev_set.py CASES.jsonl [URL] [--algorithm statements|sentences] [--pin]
  e.g. replay_dev_set.py data/context-recall-dev.jsonl, with the service's judge at scripts/gold_judge.py, which
  answers from the labels, so that every case must come out exact.
  --pin: then replays every case again with the statements the first pass found (reference_statements), and
  prints both passes' judge calls and tokens: what pinning saves on a re-run.
Exit code 0 when every score equals gold_recall, 1 otherwise. Only the standard library is used.
"""
import json
import sys
import time
import urllib.error
import urllib.request


def post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=120) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def replay(cases, url, algorithm, pinned, label):
    """One pass over the cases; pinned maps a case id to its statements. Returns (all exact, statements found)."""
    exact, errors, mismatches, calls, tokens_in, tokens_out, abs_err = 0, 0, [], 0, 0, 0, 0.0
    found = {}
    started = time.time()
    for case in cases:
        body = dict(case)
        if algorithm:
            body["algorithm"] = algorithm
        if case["id"] in pinned:
            body["reference_statements"] = pinned[case["id"]]
        status, out = post(url, body)
        if status != 200:
            errors += 1
            mismatches.append((case["id"], case["gold_recall"], out.get("error", {}).get("code")))
            continue
        found[case["id"]] = [v["statement"] for v in out.get("verdicts", [])]
        usage = out["usage"]
        calls += usage["llm_calls"]
        tokens_in += usage.get("input_tokens") or 0
        tokens_out += usage.get("output_tokens") or 0
        abs_err += abs(out["score"] - case["gold_recall"])
        if out["score"] == case["gold_recall"]:
            exact += 1
        else:
            mismatches.append((case["id"], case["gold_recall"], out["score"]))
    n = len(cases)
    print(f"{label}cases: {n}  exact: {exact}  errors: {errors}  MAE: {abs_err / max(1, n - errors):.4f}  "
          f"llm_calls: {calls}  input_tokens: {tokens_in}  output_tokens: {tokens_out}  "
          f"seconds: {time.time() - started:.1f}")
    for m in mismatches[:20]:
        print("  mismatch", *m)
    return exact == n, found


def main():
    args = sys.argv[1:]
    algorithm = None
    if "--algorithm" in args:
        i = args.index("--algorithm")
        algorithm = args[i + 1]
        del args[i:i + 2]
    pin = "--pin" in args
    if pin:
        args.remove("--pin")
    cases_path = args[0]
    url = args[1] if len(args) > 1 else "http://localhost:8080/v1/context-recall"
    cases = [json.loads(line) for line in open(cases_path, encoding="utf-8") if line.strip()]
    ok, found = replay(cases, url, algorithm, {}, "")
    if pin:
        pinned_ok, _ = replay(cases, url, algorithm, {k: v for k, v in found.items() if v}, "pinned: ")
        ok = ok and pinned_ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
