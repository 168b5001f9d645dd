#!/usr/bin/env python3
"""Builds src/main/resources/lexical/latin-trigrams.txt: for each Latin-script language the language detector tells
apart (lexical.detect.LatinLanguages), its 1,000 most frequent letter trigrams with their counts.

Usage: bench/detect/build_trigrams.py UD_DIR > src/main/resources/lexical/latin-trigrams.txt
where UD_DIR holds the Universal Dependencies files below (each taken whole; only its "# text =" lines are read):

  en_pud-ud-test.conllu   UniversalDependencies/UD_English-PUD@f16eba4a     CC BY-SA 3.0
  de_pud-ud-test.conllu   UniversalDependencies/UD_German-PUD@ff80846a      CC BY-SA 3.0
  es_pud-ud-test.conllu   UniversalDependencies/UD_Spanish-PUD@818a82b8     CC BY-SA 3.0
  fr_pud-ud-test.conllu   UniversalDependencies/UD_French-PUD@c245786c      CC BY-SA 3.0
  it_pud-ud-test.conllu   UniversalDependencies/UD_Italian-PUD@71d932aa     CC BY-SA 3.0
  pt_pud-ud-test.conllu   UniversalDependencies/UD_Portuguese-PUD@be08a756  CC BY-SA 3.0
  pl_pud-ud-test.conllu   UniversalDependencies/UD_Polish-PUD@a726e586      CC BY-SA 4.0
  tr_pud-ud-test.conllu   UniversalDependencies/UD_Turkish-PUD@63a134a0     CC BY-SA 3.0
  nl_alpino-ud-dev.conllu UniversalDependencies/UD_Dutch-Alpino@95e374a6    CC BY-SA 4.0
  ro_rrt-ud-dev.conllu    UniversalDependencies/UD_Romanian-RRT@cc00bf85    CC BY-SA 4.0

and Vietnamese from the retrieved chunks of the Vietnamese cases of data/multilingual-dev.jsonl (XQuAD, CC BY-SA
4.0). Only counts of three-letter sequences are kept, none of the text. Text is read as the detector reads it: NFC,
lower case, every run of characters that are not letters one space, a space at each end; a trigram is any three
consecutive characters that are not all spaces; a space is written "_" in the file. One line per language:
"LANGUAGE TOTAL TRIGRAM COUNT TRIGRAM COUNT ...", TOTAL being the sum of the counts kept.
"""
import collections
import json
import os
import sys
import unicodedata

TOP = 1000
FILES = {"en": "en_pud-ud-test.conllu", "de": "de_pud-ud-test.conllu", "es": "es_pud-ud-test.conllu",
         "fr": "fr_pud-ud-test.conllu", "it": "it_pud-ud-test.conllu", "pt": "pt_pud-ud-test.conllu",
         "pl": "pl_pud-ud-test.conllu", "tr": "tr_pud-ud-test.conllu", "nl": "nl_alpino-ud-dev.conllu",
         "ro": "ro_rrt-ud-dev.conllu"}


def normalised(text):
    text = unicodedata.normalize("NFC", text).lower()
    out = [c if unicodedata.category(c).startswith("L") else " " for c in text]
    return " " + " ".join("".join(out).split()) + " "


def trigrams(text):
    t = normalised(text)
    return [t[i:i + 3] for i in range(len(t) - 2) if t[i:i + 3].strip()]


def main(ud_dir):
    texts = collections.defaultdict(list)
    for language, name in FILES.items():
        with open(os.path.join(ud_dir, name), encoding="utf-8") as f:
            texts[language] = [line[len("# text = "):] for line in f if line.startswith("# text = ")]
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "data", "multilingual-dev.jsonl"), encoding="utf-8") as f:
        for line in f:
            case = json.loads(line)
            if case["metadata"]["language"] == "vi":
                texts["vi"].extend(case["retrieval_context"])
    for language in sorted(texts):
        counts = collections.Counter()
        for text in texts[language]:
            counts.update(trigrams(text))
        top = counts.most_common(TOP)
        total = sum(c for _, c in top)
        print(language, total, " ".join("%s %d" % (g.replace(" ", "_"), c) for g, c in top))


if __name__ == "__main__":
    main(sys.argv[1])
