#!/usr/bin/env python3
"""What one post-deploy evaluation run (the Step Functions state machine of template.yaml) costs on AWS, with the
template's defaults, for a dataset of N cases: Lambda, Step Functions, S3, CloudWatch Logs and the judge.

Prints the Markdown table of docs/deployment.md. Usage: python3 scripts/aws_run_cost.py [--cases 1000 10000]
[--case-seconds 3.0] [--memory-mb 512] [--rerun]

Every figure is a list price times a count. The counts follow the state machine (infra/evaluation-run.asl.json) and
the functions; the per-case durations and token counts are assumptions, named below and settable, since they depend
on the dataset and on the judge's latency. Prices: US East (N. Virginia) list prices as the author knew them from
the vendors' public pricing pages (AWS Lambda, Step Functions, S3, CloudWatch, Amazon Bedrock; OpenAI API). They
were NOT re-read when this script was written (2026-11-25): the machine it was written on has no internet. Check them
against the pricing pages before relying on the totals; change PRICES below to re-run with current ones.
"""
import argparse
import math

PRICES_READ = "not re-read on 2026-11-25 (no internet here): US East list prices as known from the vendors' pages"

PRICES = {
    # AWS Lambda, x86_64: per GB-second and per request.
    "lambda_gb_second": 0.0000166667,
    "lambda_request": 0.20 / 1_000_000,
    # Step Functions: Standard state transitions; Express requests and duration (64 MB minimum, 100 ms increments).
    "sfn_standard_transition": 0.025 / 1_000,
    "sfn_express_request": 1.00 / 1_000_000,
    "sfn_express_gb_second": 0.00001667,
    # S3 Standard requests.
    "s3_put": 0.005 / 1_000,
    "s3_get": 0.0004 / 1_000,
    # CloudWatch Logs ingestion (standard log class), per GB.
    "logs_gb": 0.50,
}

# The judge: USD per million input and output tokens.
JUDGES = {
    "gpt-4o-mini (OpenAI)": (0.15, 0.60),
    "Claude 3 Haiku (Amazon Bedrock, on demand)": (0.25, 1.25),
}

# A typical case: a three-statement reference answer and five retrieved chunks of about 160 tokens. The prompt
# tokens that are not case text are measured (docs/performance.md, bench/judge-cost.sh: 461 for statements, both
# calls); the case text sent and the answers' length are assumptions.
PROMPT_TOKENS_NOT_CASE_TEXT = {"first": 461, "rerun": 300}
CASE_TEXT_TOKENS = {"first": 900, "rerun": 850}
OUTPUT_TOKENS = {"first": 240, "rerun": 180}
CALLS = {"first": 2, "rerun": 1}

# The evaluation-case function's log per invocation: START, END and REPORT lines and one EMF line.
LOG_BYTES_PER_INVOCATION = 1_500
EXPRESS_MEMORY_GB = 64 / 1024
EXPRESS_OVERHEAD_SECONDS = 0.1


def run_cost(cases, case_seconds, memory_mb, rerun):
    run = "rerun" if rerun else "first"
    gb = memory_mb / 1024
    # Lambda: one evaluation-case invocation per case, one more for the estimate, one evaluation-summary.
    estimate_seconds = 1.0 + cases / 5_000
    summary_seconds = 2.0 + cases / 1_000
    invocations = cases + 2
    gb_seconds = gb * (cases * case_seconds + estimate_seconds + summary_seconds)
    lambda_cost = gb_seconds * PRICES["lambda_gb_second"] + invocations * PRICES["lambda_request"]
    # Step Functions: the Standard parent's own transitions (estimate, cap check, Map, summary, verdict, end) and,
    # as an upper bound, one more per child the Distributed Map starts; each child is an Express execution.
    transitions = 6 + cases
    child_seconds = math.ceil((case_seconds + EXPRESS_OVERHEAD_SECONDS) * 10) / 10
    express_gb_seconds = cases * child_seconds * EXPRESS_MEMORY_GB
    sfn_cost = (transitions * PRICES["sfn_standard_transition"] + cases * PRICES["sfn_express_request"]
                + express_gb_seconds * PRICES["sfn_express_gb_second"])
    # S3: the estimate and the ItemReader read the dataset; each case reads its statements (and, on a first run,
    # writes them); the ResultWriter writes its files and manifest; the summary reads this run's and the baseline's
    # files and the pointer, and writes summary.json, two reports and the pointer.
    result_files = 2 + math.ceil(cases / 10_000)
    gets = 2 + cases + 2 * result_files + 1
    puts = (cases if not rerun else 0) + result_files + 4
    s3_cost = gets * PRICES["s3_get"] + puts * PRICES["s3_put"]
    logs_cost = invocations * LOG_BYTES_PER_INVOCATION / 1e9 * PRICES["logs_gb"]
    tokens_in = cases * (PROMPT_TOKENS_NOT_CASE_TEXT[run] + CASE_TEXT_TOKENS[run])
    tokens_out = cases * OUTPUT_TOKENS[run]
    judges = {name: tokens_in / 1e6 * p_in + tokens_out / 1e6 * p_out for name, (p_in, p_out) in JUDGES.items()}
    return {
        "lambda": (f"{gb_seconds:,.0f} GB-s, {invocations:,} requests", lambda_cost),
        "sfn": (f"{transitions:,} Standard transitions, {cases:,} Express children "
                f"({express_gb_seconds:,.0f} GB-s)", sfn_cost),
        "s3": (f"{gets:,} GET, {puts:,} PUT", s3_cost),
        "logs": (f"{invocations * LOG_BYTES_PER_INVOCATION / 1e6:,.1f} MB", logs_cost),
        "judge_calls": cases * CALLS[run],
        "tokens": (tokens_in, tokens_out),
        "judges": judges,
    }


def usd(value):
    return f"${value:,.4f}" if value < 1 else f"${value:,.2f}"


def table(counts, case_seconds, memory_mb, rerun):
    runs = {n: run_cost(n, case_seconds, memory_mb, rerun) for n in counts}
    head = "| | " + " | ".join(f"{n:,} cases" for n in counts) + " |"
    lines = [head, "|---" * (len(counts) + 1) + "|"]
    labels = [("lambda", "Lambda (x86_64, %d MB)" % memory_mb), ("sfn", "Step Functions"), ("s3", "S3 requests"),
              ("logs", "CloudWatch Logs ingestion")]
    for key, label in labels:
        lines.append(f"| {label} | " + " | ".join(f"{usd(runs[n][key][1])} ({runs[n][key][0]})" for n in counts)
                     + " |")
    aws = {n: sum(runs[n][k][1] for k, _ in labels) for n in counts}
    lines.append("| **AWS, without the judge** | " + " | ".join(f"**{usd(aws[n])}**" for n in counts) + " |")
    for name in JUDGES:
        lines.append(f"| Judge: {name} | " + " | ".join(
            f"{usd(runs[n]['judges'][name])} ({runs[n]['judge_calls']:,} calls, "
            f"{runs[n]['tokens'][0] / 1e6:,.2f} M in, {runs[n]['tokens'][1] / 1e6:,.2f} M out)" for n in counts)
                     + " |")
    for name in JUDGES:
        lines.append(f"| **Total with {name.split(' (')[0]}** | " + " | ".join(
            f"**{usd(aws[n] + runs[n]['judges'][name])}**" for n in counts) + " |")
    kind = "a re-run (statements reused from the store: one judge call a case)" if rerun else \
        "a first run (every reference's statements extracted: two judge calls a case)"
    return "\n".join(lines) + f"\n\n{kind}; {case_seconds} s of Lambda per case; prices {PRICES_READ}.\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, nargs="+", default=[1_000, 10_000])
    parser.add_argument("--case-seconds", type=float, default=3.0,
                        help="evaluation-case duration per case, mostly waiting for the judge (default 3.0)")
    parser.add_argument("--memory-mb", type=int, default=512, help="FunctionMemory (template default 512)")
    parser.add_argument("--rerun", action="store_true", help="statements reused from the store")
    args = parser.parse_args()
    print(table(args.cases, args.case_seconds, args.memory_mb, args.rerun))


if __name__ == "__main__":
    main()
