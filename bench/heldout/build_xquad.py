#!/usr/bin/env python3
"""Builds data/heldout-xquad.jsonl: parallel context-recall cases in 12 languages from XQuAD paragraphs that the
multilingual development set does not use (the offline judge was never tuned on them), Thai included.

Usage: bench/heldout/build_xquad.py XQUAD_DIR data/multilingual-dev.jsonl > data/heldout-xquad.jsonl
where XQUAD_DIR holds xquad.<lang>.json of github.com/google-deepmind/xquad (commit 7d30520), CC BY-SA 4.0.

Construction, decided before any score was seen. XQuAD's files are parallel: paragraph k is the same text in every
language. A paragraph is left out when any English reference statement of the development set stands in it (its
other sentences may have been seen there as distractor chunks). For each other
paragraph A (in file order), its first two sentences are the reference's two statements; sentences are cut with a
plain rule (an end mark . ! ? । 。 ！ ？ ؟ followed by a space or, after a full-width mark, by anything; in Thai, which has
no end mark, a space between Thai letters), which is not the service's splitter, and a paragraph is kept only if in every language both sentences are at least 20 characters
long and the English ones contain no single-letter abbreviation. The retrieved passages are two other paragraphs of
the same article (the next ones, wrapping around) plus, by the paragraph's number modulo 3: the whole of A (both
statements supported), A without its second sentence (the first supported), or nothing more (neither). The same case
in every language shares a parallel_id.
"""
import hashlib
import json
import re
import sys

LANGUAGES = ["ar", "de", "el", "en", "es", "hi", "ro", "ru", "th", "tr", "vi", "zh"]
END = re.compile(r"(?<=[.!?।؟])\s+|(?<=[。！？])")


THAI_SPACE = re.compile(r"(?<=[\u0E00-\u0E7F])\s+(?=[\u0E00-\u0E7F])")


def sentences(text, language):
    if language == "th":  # Thai has no end mark: a space between Thai letters ends a sentence or clause
        return [s.strip() for s in THAI_SPACE.split(text.strip()) if s.strip()]
    return [s.strip() for s in END.split(text.strip()) if s.strip()]


def main(folder, dev_path):
    dev_sentences = set()
    for line in open(dev_path, encoding="utf-8"):
        c = json.loads(line)
        if c["metadata"]["language"] == "en":
            dev_sentences.update(s["statement"] for s in c["gold_statements"])
    data = {l: json.load(open("%s/xquad.%s.json" % (folder, l), encoding="utf-8"))["data"] for l in LANGUAGES}
    for a, article in enumerate(data["en"]):
        paragraphs = article["paragraphs"]
        for p, paragraph in enumerate(paragraphs):
            if any(s in paragraph["context"] for s in dev_sentences) or len(paragraphs) < 3:
                continue
            english = sentences(paragraph["context"], "en")
            if len(english) < 3 or any(re.search(r"\b[A-Z]\.", s) for s in english[:2]):
                continue
            per_language = {}
            for l in LANGUAGES:
                ps = data[l][a]["paragraphs"]
                own = sentences(ps[p]["context"], l)
                if len(own) < 3 or min(len(own[0]), len(own[1])) < 20:
                    break
                others = [ps[(p + 1) % len(ps)]["context"], ps[(p + 2) % len(ps)]["context"]]
                per_language[l] = (own, others, ps[p]["qas"][0]["question"])
            if len(per_language) != len(LANGUAGES):
                continue
            mode = p % 3
            parallel = hashlib.sha256(("%d/%d" % (a, p)).encode()).hexdigest()[:10]
            for l, (own, others, question) in per_language.items():
                joiner = "" if l == "zh" else " "
                context = list(others)
                if mode == 0:
                    context.append(joiner.join(own))
                elif mode == 1:
                    context.append(joiner.join([own[0]] + own[2:]))
                context.sort(key=lambda t: hashlib.sha256(t.encode("utf-8")).hexdigest())
                gold = [mode in (0, 1), mode == 0]
                case = {
                    "id": "xquad-heldout-%s-%s" % (l, parallel),
                    "input": question,
                    "expected_output": joiner.join(own[:2]),
                    "retrieval_context": context,
                    "gold_recall": round(sum(gold) / 2, 4),
                    "gold_statements": [{"statement": s, "supported": g} for s, g in zip(own[:2], gold)],
                    "source": "XQuAD (google-deepmind/xquad@7d30520), CC BY-SA 4.0, Artetxe et al. 2020;"
                              " derived from SQuAD v1.1 dev",
                    "metadata": {"dataset": "xquad-heldout", "language": l, "parallel_id": parallel,
                                 "mode": ["both", "first", "neither"][mode]},
                }
                print(json.dumps(case, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
