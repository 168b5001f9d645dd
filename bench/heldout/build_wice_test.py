#!/usr/bin/env python3
"""Builds data/heldout-wice-test.jsonl: context-recall cases from the WiCE *test* split (claim level), which the
offline judge was never tuned on (the development set uses WiCE's dev split).

Usage: bench/heldout/build_wice_test.py WICE_TEST_JSONL > data/heldout-wice-test.jsonl
where WICE_TEST_JSONL is data/entailment_retrieval/claim/test.jsonl of github.com/ryokamoi/wice (commit ddeb6c18).

Construction, decided before any score was seen: the claims labelled "supported" or "not_supported" (the
"partially_supported" ones are left out, as in the development set) are ordered by the SHA-256 of their id and
taken three at a time; each three make one case whose reference is the three claims joined by spaces. Every
evidence page is cut into chunks of 5 sentences. A supported claim brings the chunks that hold its first annotated
supporting-sentence set (skipped if that takes more than 2 chunks); every claim brings one more chunk of its own
page, the one sharing most words with the claim among those holding none of its supporting sentences (a near
miss). A claim is labelled supported exactly when WiCE labels it "supported". Chunks are ordered by the SHA-256 of
their text.
"""
import hashlib
import json
import re
import sys

CHUNK = 5


def sha(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def words(text):
    return set(w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 3)


def chunks_of(evidence):
    return [" ".join(evidence[i:i + CHUNK]) for i in range(0, len(evidence), CHUNK)]


def main(path):
    for case in build(path, set(), "wice-test", "wice-test-%03d-%s",
                      "WiCE claim-level test split (ryokamoi/wice@ddeb6c18 data/entailment_retrieval/claim/test.jsonl);"
                      " annotations ODC-BY 1.0, Wikipedia text CC BY-SA, evidence Common Crawl ToU"):
        print(json.dumps(case, ensure_ascii=False))


def build(path, excluded, dataset, id_format, source):
    """The cases of one WiCE claim file, leaving out the claims whose ids are in excluded."""
    claims = []
    for line in open(path, encoding="utf-8"):
        c = json.loads(line)
        if c["label"] in ("supported", "not_supported") and c["meta"]["id"] not in excluded:
            claims.append(c)
    claims.sort(key=lambda c: sha(c["meta"]["id"]))
    usable = []
    for c in claims:
        chunks = chunks_of(c["evidence"])
        support = set()
        if c["label"] == "supported":
            support = {s // CHUNK for s in c["supporting_sentences"][0]}
            if len(support) > 2:
                continue
        all_support = {s // CHUNK for group in c["supporting_sentences"] for s in group}
        claim_words = words(c["claim"])
        others = [i for i in range(len(chunks)) if i not in all_support]
        others.sort(key=lambda i: (-len(claim_words & words(chunks[i])), i))
        picked = sorted(support) + others[:1]
        usable.append((c, [(i, chunks[i]) for i in picked]))
    for n in range(0, len(usable) - 2, 3):
        group = usable[n:n + 3]
        context = []
        for c, picked in group:
            for i, text in picked:
                context.append((sha(text), c["meta"]["id"], i, text))
        context.sort()
        statements = [{"statement": c["claim"], "supported": c["label"] == "supported"} for c, _ in group]
        supported = sum(s["supported"] for s in statements)
        case = {
            "id": id_format % (n // 3, "-".join(c["meta"]["id"] for c, _ in group)),
            "input": "What do we know about %s?" % group[0][0]["meta"]["claim_title"],
            "expected_output": " ".join(s["statement"] for s in statements),
            "retrieval_context": [t for _, _, _, t in context],
            "gold_recall": round(supported / len(statements), 4),
            "gold_statements": statements,
            "source": source,
            "metadata": {"dataset": dataset, "language": "en",
                         "wice_ids": [c["meta"]["id"] for c, _ in group],
                         "wice_labels": [c["label"] for c, _ in group],
                         "context_chunks": [[cid, i] for _, cid, i, _ in context], "chunk_sentences": CHUNK},
        }
        yield case


if __name__ == "__main__":
    main(sys.argv[1])
