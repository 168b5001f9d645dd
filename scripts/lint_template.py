#!/usr/bin/env python3
"""Lints template.yaml with cfn-lint (which applies the SAM transform), then lints infra/evaluation-run.asl.json as
the inline Definition of a bare AWS::StepFunctions::StateMachine, so cfn-lint checks it against the States language
schema. Needs cfn-lint (pip install cfn-lint); no AWS account.   Usage: python3 scripts/lint_template.py"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

from cfnlint.decode import decode

root = pathlib.Path(__file__).resolve().parent.parent
template_path = root / "template.yaml"

status = subprocess.call(["cfn-lint", str(template_path)])

template, matches = decode(str(template_path))
if matches:
    sys.exit("cannot read template.yaml: %s" % matches)
machine = template["Resources"]["EvaluationStateMachine"]["Properties"]
definition_text = (root / machine.pop("DefinitionUri")).read_text()
# DefinitionSubstitutions are resolved at deploy time; sample values stand in for them here.
names = re.findall(r"\$\{(\w+)\}", definition_text)
samples = {n: ("arn:aws:lambda:eu-west-1:123456789012:function:f:live" if n.endswith("Arn") else
               "5" if n in ("MaxConcurrency", "ToleratedFailurePercentage") else "0.7" if n == "MinMeanScore"
               else "sample-" + n.lower()) for n in names}
definition = json.loads(re.sub(r"\$\{(\w+)\}", lambda m: samples[m.group(1)], definition_text))
bare = {"AWSTemplateFormatVersion": "2010-09-09", "Resources": {"EvaluationStateMachine": {
    "Type": "AWS::StepFunctions::StateMachine",
    "Properties": {"RoleArn": "arn:aws:iam::123456789012:role/sample", "Definition": definition}}}}
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as out:
    json.dump(bare, out)
run = subprocess.run(["cfn-lint", "--format", "json", out.name], capture_output=True, text=True)
# cfn-lint's schema predates JSONata there: the States language lets MaxConcurrency and ToleratedFailurePercentage
# be "{% expression %}" strings in a JSONata state machine.
problems = [m for m in json.loads(run.stdout or "[]")
            if not (m["Message"].startswith('"{%') and " is not of type 'number'" in m["Message"]
                    or m["Message"].startswith('"{%') and " is not of type 'integer'" in m["Message"])]
for m in problems:
    print("%s %s (%s)" % (m["Rule"]["Id"], m["Message"], "infra/evaluation-run.asl.json"))
status |= 1 if problems else 0
print("cfn-lint: template.yaml and the inlined state machine are clean" if status == 0 else "cfn-lint found problems")
sys.exit(status)
