#!/usr/bin/env python3
"""Reads CloudFormation and SAM templates with cfn-lint's own decoder and writes each in CloudFormation's JSON form
(!Ref x as {"Ref": x}, !GetAtt A.B as {"Fn::GetAtt": [A, B]}, ...), for the deploy tests to read with Jackson.
One template path a line on stdin; one line of JSON on stdout for each: the template, or {"cfn_decode_error": [...]}.
Needs cfn-lint (pip install cfn-lint).   Usage: echo template.yaml | python3 scripts/cfn_decode.py"""
import json
import sys

from cfnlint.decode import decode

for line in sys.stdin:
    path = line.strip()
    if not path:
        continue
    template, matches = decode(path)
    answer = {"cfn_decode_error": [str(m) for m in matches]} if matches else template
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()
