#!/usr/bin/env python3
"""Builds data/tuning-wice-dev.jsonl: cases built as the held-out WiCE test set is (bench/heldout/build_wice_test.py:
three claims a case, 5-sentence chunks of the cited page, the supporting chunks and a near miss), but from WiCE's
*dev* split, for choosing the offline judge's rules on chunks cut the way the held-out set cuts them.

Usage: bench/tuning/build_wice_dev.py WICE_DEV_JSONL DEV_SET_JSONL > data/tuning-wice-dev.jsonl
where WICE_DEV_JSONL is data/entailment_retrieval/claim/dev.jsonl of github.com/ryokamoi/wice (commit ddeb6c18) and
DEV_SET_JSONL is data/context-recall-dev.jsonl. The claims of the development set's held-out WiCE cases (the first
half of its WiCE cases ordered by the SHA-256 of their id, as DevSet.heldOutIds orders them) are left out, so that
half stays unseen by whatever is chosen here.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "heldout"))
from build_wice_test import build  # noqa: E402


def held_out_claims(dev_set):
    wice = [json.loads(line) for line in open(dev_set, encoding="utf-8")]
    wice = [c for c in wice if not c["id"].startswith("hotpotqa")]
    wice.sort(key=lambda c: hashlib.sha256(c["id"].encode("utf-8")).hexdigest())
    return {claim for c in wice[:len(wice) // 2] for claim in c["metadata"]["wice_ids"]}


if __name__ == "__main__":
    for case in build(sys.argv[1], held_out_claims(sys.argv[2]), "wice-dev-tuning", "wice-dev-%03d-%s",
                      "WiCE claim-level dev split (ryokamoi/wice@ddeb6c18 data/entailment_retrieval/claim/dev.jsonl);"
                      " annotations ODC-BY 1.0, Wikipedia text CC BY-SA, evidence Common Crawl ToU"):
        print(json.dumps(case, ensure_ascii=False))
