#!/usr/bin/env python3
"""Reads SAM templates with cfn-lint's own decoder and SAM transform (cfn-lint 1.51 and the SAM translator it
drives) and writes each as one line of JSON: {"template": the template in CloudFormation's JSON form (!Ref x as
{"Ref": x}, ...), "translated": the template after the SAM transform, as CloudFormation would deploy it (Globals
applied to every AWS::Lambda::Function)}, or {"error": [...]}. One template path a line on stdin; for the deploy
tests, which read the answers with Jackson. Needs cfn-lint (pip install cfn-lint).
Usage: echo template.yaml | python3 scripts/cfn_decode.py"""
import copy
import json
import sys

from cfnlint.decode import decode
from cfnlint.template.transforms._sam import Transform

for line in sys.stdin:
    path = line.strip()
    if not path:
        continue
    try:
        template, matches = decode(path)
        if matches:
            answer = {"error": [str(m) for m in matches]}
        else:
            decoded = json.loads(json.dumps(template))
            transform = Transform(path, copy.deepcopy(template), "eu-west-1")
            problems = transform.transform_template()
            if problems:
                answer = {"error": [str(m) for m in problems]}
            else:
                answer = {"template": decoded, "translated": json.loads(json.dumps(transform._template))}
    except Exception as e:  # one broken template must not stop the others' answers
        answer = {"error": ["%s: %s" % (type(e).__name__, e)]}
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()
