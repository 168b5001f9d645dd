#!/usr/bin/env python3
"""Builds data/heldout-jsquad.jsonl: Japanese context-recall cases from JSQuAD paragraphs (Japanese Wikipedia), a
language the offline judge was never tuned on (no Japanese in the development sets).

Usage: bench/heldout/build_jsquad.py valid-v1.3.json > data/heldout-jsquad.jsonl
where valid-v1.3.json is datasets/jsquad-v1.3/valid-v1.3.json of github.com/yahoojapan/JGLUE (commit 6f071c0),
CC BY-SA 4.0 (Kurihara et al. 2022).

Construction, decided before any score was seen, the same as bench/heldout/build_xquad.py: a paragraph's text is
its context without the leading "title [SEP] ". Per article, in file order, the first paragraph whose text has at
least three sentences (cut after 。 ！ ？, a plain rule that is not the service's splitter) with the first two at
least 20 characters long, and whose article has at least three paragraphs, gives one case: its first two sentences
are the reference's two statements; the retrieved passages are the next two paragraphs of the article (wrapping
around) plus, by the case's number modulo 3: the whole paragraph (both statements supported), the paragraph without
its second sentence (the first supported), or nothing more (neither).
"""
import hashlib
import json
import re
import sys

END = re.compile(r"(?<=[。！？])")


def text(paragraph):
    return paragraph["context"].split(" [SEP] ", 1)[-1].strip()


def sentences(t):
    return [s.strip() for s in END.split(t) if s.strip()]


def main(path):
    data = json.load(open(path, encoding="utf-8"))["data"]
    n = 0
    for a, article in enumerate(data):
        paragraphs = article["paragraphs"]
        if len(paragraphs) < 3:
            continue
        for p, paragraph in enumerate(paragraphs):
            own = sentences(text(paragraph))
            if len(own) < 3 or min(len(own[0]), len(own[1])) < 20:
                continue
            mode = n % 3
            context = [text(paragraphs[(p + 1) % len(paragraphs)]), text(paragraphs[(p + 2) % len(paragraphs)])]
            if mode == 0:
                context.append("".join(own))
            elif mode == 1:
                context.append("".join([own[0]] + own[2:]))
            context.sort(key=lambda t: hashlib.sha256(t.encode("utf-8")).hexdigest())
            gold = [mode in (0, 1), mode == 0]
            case = {
                "id": "jsquad-heldout-%s" % hashlib.sha256(("%d/%d" % (a, p)).encode()).hexdigest()[:10],
                "input": paragraph["qas"][0]["question"],
                "expected_output": "".join(own[:2]),
                "retrieval_context": context,
                "gold_recall": round(sum(gold) / 2, 4),
                "gold_statements": [{"statement": s, "supported": g} for s, g in zip(own[:2], gold)],
                "source": "JSQuAD v1.3 valid (yahoojapan/JGLUE@6f071c0), CC BY-SA 4.0, Kurihara et al. 2022;"
                          " Japanese Wikipedia",
                "metadata": {"dataset": "jsquad-heldout", "language": "ja", "title": article["title"],
                             "mode": ["both", "first", "neither"][mode]},
            }
            print(json.dumps(case, ensure_ascii=False))
            n += 1
            break


if __name__ == "__main__":
    main(sys.argv[1])
