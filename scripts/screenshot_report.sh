#!/usr/bin/env bash
# Renders an HTML run report to a PNG with headless Chromium, to see the page as a reader would.
# Usage: scripts/screenshot_report.sh REPORT.html OUT.png
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 REPORT.html OUT.png" >&2
  exit 2
fi
report=$1
out=$2
if [[ ! -f "$report" ]]; then
  echo "$0: no such report: $report" >&2
  exit 2
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "$0: chromium is not installed (on Debian: apt-get install -y chromium)" >&2
  exit 1
fi

abs_report=$(realpath "$report")
abs_out=$(realpath -m "$out")
# An old screenshot must not pass for a new one.
rm -f "$abs_out"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
if ! chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --window-size=1200,2200 \
  --screenshot="$abs_out" "file://$abs_report" >"$log" 2>&1 || [[ ! -s "$abs_out" ]]; then
  echo "$0: chromium wrote no screenshot to $abs_out; its output:" >&2
  cat "$log" >&2
  exit 1
fi
echo "$abs_out"
