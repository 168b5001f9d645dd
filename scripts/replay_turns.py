#!/usr/bin/env python3
"""Turns each labelled case whose statements stand word for word in its chunks (the HotpotQA half) into a
conversation, posts it to a running service's turn context recall, and compares with the score those labels imply.

Each retrieved chunk becomes one interaction (a user turn, then an assistant turn that retrieved that chunk), and
the conversation ends with a thank-you exchange that retrieves nothing. With window_size W, window i holds the
chunks of interactions i-W+1..i; a statement counts in a window when it stands word for word in one of the
window's chunks (what scripts/gold_judge.py answers: a statement is supported when its paragraph is among the window's
chunks). The expected score is the mean over windows with context.

Usage: replay_turns.py CASES.jsonl [URL] [--window-size W] [--algorithm statements|sentences]
Exit code 0 when every score matches and every case made 1 + (windows with context) judge calls at most.
Only the standard library is used.
"""
import json
import re
import sys
import time
import urllib.error
import urllib.request
from decimal import ROUND_HALF_UP, Decimal


def norm(text):
    return " ".join(re.findall(r"\w+", text.lower()))


def post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=300) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def conversation(case, window_size, algorithm):
    turns = []
    for i, chunk in enumerate(case["retrieval_context"]):
        turns.append({"role": "user", "content": case["input"] if i == 0 else "Anything else?"})
        turns.append({"role": "assistant", "content": "Here is what I found.", "retrieval_context": [chunk]})
    turns.append({"role": "user", "content": "Thanks!"})
    turns.append({"role": "assistant", "content": "You're welcome."})
    body = {"id": case["id"], "turns": turns, "expected_outcome": case["expected_output"], "window_size": window_size}
    if algorithm:
        body["algorithm"] = algorithm
    return body


def expected(case, window_size):
    """Mean, over windows with context, of the share of gold statements found verbatim in the window's chunks."""
    chunks = [norm(c) for c in case["retrieval_context"]]
    statements = [norm(s["statement"]) for s in case["gold_statements"]]
    interactions = [[c] for c in chunks] + [[]]
    recalls = []
    for i in range(len(interactions)):
        window = [c for chunk_list in interactions[max(0, i - window_size + 1):i + 1] for c in chunk_list if c]
        if window:
            recalls.append(sum(1 for s in statements if any(s in c for c in window)) / len(statements))
    mean = sum(recalls) / len(recalls)
    return float(Decimal(repr(mean)).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP)), len(recalls)


def main():
    args = sys.argv[1:]
    options = {"--window-size": "2", "--algorithm": None}
    for flag in list(options):
        if flag in args:
            i = args.index(flag)
            options[flag] = args[i + 1]
            del args[i:i + 2]
    window_size = int(options["--window-size"])
    url = args[1] if len(args) > 1 else "http://localhost:8080/v1/turn-context-recall"
    cases = [json.loads(line) for line in open(args[0], encoding="utf-8") if line.strip()]
    cases = [c for c in cases if c["id"].startswith("hotpotqa")]
    exact, errors, over_budget, calls, windows_total, problems = 0, 0, 0, 0, 0, []
    started = time.time()
    for case in cases:
        want, windows = expected(case, window_size)
        windows_total += windows
        status, out = post(url, conversation(case, window_size, options["--algorithm"]))
        if status != 200:
            errors += 1
            problems.append((case["id"], "error", out.get("error", {}).get("code")))
            continue
        calls += out["usage"]["llm_calls"]
        if out["usage"]["llm_calls"] > 1 + windows:
            over_budget += 1
            problems.append((case["id"], "calls", out["usage"]["llm_calls"], "for", windows, "windows"))
        if out["score"] == want:
            exact += 1
        else:
            problems.append((case["id"], "score", out["score"], "expected", want))
    n = len(cases)
    print(f"conversations: {n}  windows with context: {windows_total}  exact: {exact}  errors: {errors}  "
          f"over 1+N calls: {over_budget}  llm_calls: {calls}  seconds: {time.time() - started:.1f}")
    for p in problems[:20]:
        print("  ", *p)
    sys.exit(0 if exact == n and over_budget == 0 else 1)


if __name__ == "__main__":
    main()
