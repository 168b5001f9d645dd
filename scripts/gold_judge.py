#!/usr/bin/env python3
"""A stand-in LLM provider for the development set: an OpenAI-compatible chat-completions server whose answers
come from the human labels, not from a model.

Point the service at it (QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL=http://127.0.0.1:PORT/v1, any API key) and replay the
set (scripts/replay_dev_set.py). The service then reproduces every case's gold_recall exactly, provided it builds
its prompts, numbers statements and nodes, parses the answers and counts the verdicts correctly.

The three judge calls of the service, told apart by the JSON schema in response_format (the property "statements",
"verdicts" or "score"), or by the case data when a request has no schema:

  statement extraction  {"statements": [...]}: the case's gold statements, in order. The case is the one whose
                        expected_output is the prompt's reference_answer.
  attribution           {"verdicts": [...], "summary": ...}: one verdict per numbered statement. "yes" exactly when
                        the statement's gold label says supported, citing the node that shares the most words with
                        the statement and a quote copied word for word from it (a contiguous span); "no" with no
                        node and an empty quote. The case is the one whose gold statements are the prompt's
                        statements and whose retrieval_context is the prompt's nodes.
  holistic rating       {"score": gold_recall, "reason": ...}.

The case arrives as JSON between <case_data> and </case_data> in the user message. Nodes that are only part of a
HotpotQA case's retrieval_context (a window of a conversation, as scripts/replay_turns.py sends) are judged by the
same rule the labels follow: a statement is supported when the paragraph it comes from is among the nodes shown.
Unknown cases get HTTP 400 with an OpenAI-style error body.

With --flip-every N it is a deliberately noisy judge: attribution flips the verdict of every N-th labelled statement
of the file (counted from 1 in file order), so a fifth of the verdicts disagree with the labels at N = 5; the align
command then shows by how much (docs/alignment.md). Extraction and the holistic rating are not affected.

With --delay-ms N every answer to a POST is sent N ms after its request arrived, as a provider's round trip: the
wait is in the request's own thread, so concurrent requests wait side by side (bench/evaluate-throughput.sh).

Only the Python 3 standard library is used.
"""
import argparse
import hashlib
import itertools
import json
import re
import signal
import sys
import threading
import time
import unicodedata
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CASE_DATA = re.compile(r"<case_data>\s*(.*?)\s*</case_data>", re.DOTALL)
DATED = re.compile(r"-\d{4}-\d{2}-\d{2}$")
# What OpenAI reports back for an undated model name.
SNAPSHOTS = {
    "gpt-4o-mini": "gpt-4o-mini-2024-07-18",
    "gpt-4o": "gpt-4o-2024-08-06",
    "gpt-4.1-mini": "gpt-4.1-mini-2025-04-14",
    "gpt-4.1": "gpt-4.1-2025-04-14",
    "gpt-4.1-nano": "gpt-4.1-nano-2025-04-14",
}
DEFAULT_MODEL = "gpt-4o-mini-2024-07-18"
# Words too common to say which node or sentence a statement comes from.
COMMON = frozenset("a an and are as at be by for from had has have he her his in is it its of on or she that the "
                   "their they this to was were which who with".split())
LONGEST_QUOTE = 40  # words
# A full stop that does not end a sentence.
ABBREVIATION = re.compile(r"^[\"'(]?(Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|Mt|Gen|Col|Lt|Sgt|Rev|Inc|Ltd|Co|No|vs|etc|c|ca"
                          r"|([A-Za-z]\.)*[A-Za-z])\.$")


def numbered(items):
    """(number, text) pairs of the case data's {"1": "text", ...} object; an image item's text is its {"image": k}."""
    return [(int(k), v) for k, v in (items or {}).items()] if isinstance(items, dict) else []


def text_key(text):
    """How two texts are compared: Unicode-normalised, case-folded, white space collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def word_set(text):
    return {w for w in re.findall(r"\w+", text.lower()) if w not in COMMON}


class Case:
    def __init__(self, raw):
        self.id = raw["id"]
        self.question = raw.get("input") or ""
        self.reference = raw["expected_output"]
        self.recall = raw["gold_recall"]
        self.chunks = [c if isinstance(c, str) else c.get("text", "") for c in raw["retrieval_context"]]
        self.chunk_keys = frozenset(text_key(c) for c in self.chunks if c.strip())
        self.gold = raw["gold_statements"]
        self.statements = [g["statement"] for g in self.gold]
        self.statement_keys = tuple(text_key(s) for s in self.statements)
        # HotpotQA: the chunk each statement comes from is the paragraph whose title it names.
        self.paragraphs = [
            {text_key(c) for c in self.chunks if c.startswith(g["evidence_title"] + ":")} if "evidence_title" in g
            else None
            for g in self.gold]


class GoldLabels:
    def __init__(self, path, flip_every=0):
        with open(path, encoding="utf-8") as f:
            self.cases = [Case(json.loads(line)) for line in f if line.strip()]
        # --flip-every: the labelled statements are counted from 1 through the file, each case's after the last's.
        self.flip_every = flip_every
        self.first_statement = {}
        counted = 0
        for c in self.cases:
            self.first_statement[id(c)] = counted
            counted += len(c.gold)
        self.by_reference, self.by_statements, self.by_chunks = {}, {}, {}
        for c in self.cases:
            self.by_reference.setdefault(text_key(c.reference), []).append(c)
            self.by_statements.setdefault(c.statement_keys, []).append(c)
            self.by_chunks.setdefault(c.chunk_keys, []).append(c)

    @staticmethod
    def _prefer(cases, question):
        """Several cases can share a reference or a set of chunks: take the one asked about, else the first."""
        q = text_key(question or "")
        return next((c for c in cases if q and text_key(c.question) == q), cases[0])

    # -- statement extraction -------------------------------------------------------------------------------

    def extraction(self, data):
        cases = self.by_reference.get(text_key(data.get("reference_answer") or ""))
        if not cases:
            raise UnknownCase("no dev-set case has this reference_answer as its expected_output")
        return {"statements": list(self._prefer(cases, data.get("question")).statements)}

    # -- attribution ----------------------------------------------------------------------------------------

    def attribution(self, data):
        statements = numbered(data.get("statements"))
        nodes = numbered(data.get("nodes"))
        text_nodes = [(number, text) for number, text in nodes if isinstance(text, str) and text.strip()]
        shown = frozenset(text_key(text) for _, text in text_nodes)
        if not statements or not shown:
            raise UnknownCase("the case data has no statements or no text nodes")
        question = data.get("question")
        keys = tuple(text_key(text or "") for _, text in statements)

        same_statements = self.by_statements.get(keys, [])
        whole = [c for c in same_statements if c.chunk_keys == shown]
        window = [c for c in same_statements if shown < c.chunk_keys]
        if whole:
            case = self._prefer(whole, question)
            labels = [(g["supported"], case.paragraphs[i], i) for i, g in enumerate(case.gold)]
        elif window:
            case = self._prefer(window, question)
            if any(p is None for p in case.paragraphs):
                raise UnknownCase("case %s is labelled for its whole retrieval_context only, and these nodes are "
                                  "part of it" % case.id)
            labels = [(bool(p & shown), p, i) for i, p in enumerate(case.paragraphs)]
        elif self.by_chunks.get(shown):
            # The same nodes with the reference split another way (the sentences algorithm): each statement takes
            # the label of the gold statement most like it.
            case = self._prefer(self.by_chunks[shown], question)
            labels = []
            for _, text in statements:
                g = max(range(len(case.gold)), key=lambda i: jaccard(text or "", case.statements[i]))
                labels.append((case.gold[g]["supported"], case.paragraphs[g], g))
        else:
            raise UnknownCase("no dev-set case has these statements and these nodes")

        verdicts = []
        for (number, text), (supported, paragraph, g) in zip(statements, labels):
            if self.flipped(case, g):
                supported = not supported
            if supported and text:
                candidates = [(n, t) for n, t in text_nodes if paragraph is None or text_key(t) in paragraph]
                node, quote = evidence(text, candidates or text_nodes)
                verdicts.append({"statement": number, "verdict": "yes", "nodes": [node], "quote": quote,
                                 "reason": "Node %d gives this." % node})
            else:
                verdicts.append({"statement": number, "verdict": "no", "nodes": [], "quote": "",
                                 "reason": "None of the nodes gives this."})
        return {"verdicts": verdicts, "summary": summary(verdicts)}

    def flipped(self, case, g):
        """--flip-every N: whether the case's g-th labelled statement is one of every N-th of the file."""
        return self.flip_every > 0 and (self.first_statement[id(case)] + g + 1) % self.flip_every == 0

    # -- holistic rating ------------------------------------------------------------------------------------

    def holistic(self, data):
        shown = frozenset(text_key(n["text"]) for n in data.get("nodes") or []
                          if isinstance(n.get("text"), str) and n["text"].strip())
        cases = [c for c in self.by_reference.get(text_key(data.get("reference_answer") or ""), [])
                 if c.chunk_keys == shown]
        if not cases:
            raise UnknownCase("no dev-set case has this reference_answer and these nodes")
        case = self._prefer(cases, data.get("question"))
        supported = sum(g["supported"] for g in case.gold)
        return {"score": case.recall,
                "reason": "The nodes give %d of the reference's %d labelled statements." % (supported, len(case.gold))}


class UnknownCase(Exception):
    pass


def jaccard(a, b):
    x, y = word_set(a), word_set(b)
    return len(x & y) / max(1, len(x | y))


def evidence(statement, nodes):
    """The node (its number) sharing the most words with the statement, and a quote from it: the stretch of whole
    words within one sentence, at most LONGEST_QUOTE words long, that shares the most words with the statement and
    holds the fewest words the statement lacks, copied character for character from the node."""
    wanted = word_set(statement)
    counts = Counter(re.findall(r"\w+", statement.lower()))
    number, text = max(nodes, key=lambda n: len(wanted & word_set(n[1])))
    tokens = [(m.start(), m.end(), re.findall(r"\w+", m.group().lower())) for m in re.finditer(r"\S+", text)]
    sentences, first = [], 0
    for i, (start, end, _) in enumerate(tokens):
        token = text[start:end]
        following = text[tokens[i + 1][0]:tokens[i + 1][1]] if i + 1 < len(tokens) else ""
        if i + 1 == len(tokens) or (re.search(r"[.!?][\"')\]]*$", token) and not ABBREVIATION.match(token)
                                    and not following[:1].islower()):
            sentences.append((first, i + 1))
            first = i + 1
    best, span = None, (0, 1)
    for first, stop in sentences:
        for a in range(first, stop):
            shared, balance, left = set(), 0, Counter(counts)
            for b in range(a, min(stop, a + LONGEST_QUOTE)):
                words = tokens[b][2]
                shared |= wanted.intersection(words)
                # a word of the statement counts once: a title before the sentence that repeats it is not a match
                if words and all(left[w] > 0 for w in words):
                    left.subtract(words)
                    balance += 1
                else:
                    balance -= 1
                if best is None or (len(shared), balance) >= best:  # a tie: the later start, past any title
                    best, span = (len(shared), balance), (a, b + 1)
    a, b = span
    return number, text[tokens[a][0]:tokens[b - 1][1]]


def summary(verdicts):
    yes = [v["statement"] for v in verdicts if v["verdict"] == "yes"]
    nodes = sorted({n for v in verdicts for n in v["nodes"]})
    if not yes:
        return "The nodes support none of the %d statements." % len(verdicts)
    text = "The nodes support %d of the %d statements, citing node%s %s." % (
        len(yes), len(verdicts), "" if len(nodes) == 1 else "s", ", ".join(map(str, nodes)))
    missing = [v["statement"] for v in verdicts if v["verdict"] != "yes"]
    if missing:
        text += " Missing: statement%s %s." % ("" if len(missing) == 1 else "s", ", ".join(map(str, missing)))
    return text


def message_text(message):
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
    return ""


def call_kind(body, data):
    """Which judge call this is: the schema's properties say it; failing that, the shape of the case data."""
    rf = body.get("response_format") or {}
    schema = (rf.get("json_schema") or {}).get("schema") or {}
    properties = set((schema.get("properties") or {}).keys())
    for kind, name in (("attribution", "verdicts"), ("extraction", "statements"), ("holistic", "score")):
        if name in properties:
            return kind
    if "statements" in data:
        return "attribution"
    if "nodes" in data:
        return "holistic"
    return "extraction"


def reported_model(requested):
    if not requested:
        return DEFAULT_MODEL
    if DATED.search(requested):
        return requested
    return SNAPSHOTS.get(requested, requested)


def tokens(chars):
    return max(1, (chars + 3) // 4)


FAULTS = ("429", "500", "not-json")


class Judge:
    def __init__(self, labels, chaos, delay=0.0):
        self.labels = labels
        self.chaos = chaos
        self.delay = delay          # seconds from a request's arrival to its answer (--delay-ms)
        self.lock = threading.Lock()
        self.attempts = {}          # prompt fingerprint -> requests seen
        self.faults = itertools.cycle(FAULTS)
        self.prefixes = set()       # system messages seen: their tokens count as cached from the second time on
        self.ids = itertools.count(1)

    def fault_for(self, system, data_text):
        """With --chaos, the first request for each prompt fails; a retry or a corrective re-ask (the same system
        message and case data, a correction appended) is the second attempt and succeeds."""
        if not self.chaos:
            return None
        fingerprint = hashlib.sha256((system + "\0" + data_text).encode()).hexdigest()
        with self.lock:
            seen = self.attempts.get(fingerprint, 0)
            self.attempts[fingerprint] = seen + 1
            return next(self.faults) if seen == 0 else None

    def cached(self, system):
        with self.lock:
            repeat = system in self.prefixes
            self.prefixes.add(system)
        return tokens(len(system)) if repeat and system else 0

    def completion(self, body, content, finish, prompt_chars, cached):
        prompt_tokens = tokens(prompt_chars)
        completion_tokens = tokens(len(content))
        return {
            "id": "chatcmpl-gold%06d" % next(self.ids),
            "object": "chat.completion",
            "created": int(time.time()),
            "model": reported_model(body.get("model")),
            "system_fingerprint": "fp_gold_labels",
            "choices": [{"index": 0, "finish_reason": finish, "logprobs": None,
                         "message": {"role": "assistant", "content": content, "refusal": None}}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens,
                      "prompt_tokens_details": {"cached_tokens": min(cached, prompt_tokens), "audio_tokens": 0},
                      "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0}},
        }


def error_body(message, kind, code=None):
    return {"error": {"message": message, "type": kind, "param": None, "code": code}}


def make_handler(judge):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "gold-judge/1"
        # TCP_NODELAY: headers and body go out as two writes, and with Nagle's algorithm the body would wait for the
        # client's delayed ACK of the headers, about 40 ms a call on a kept-alive connection.
        disable_nagle_algorithm = True

        def log_message(self, *args):
            pass

        def send_json(self, status, payload, headers=()):
            data = json.dumps(payload).encode()
            if self.command == "POST" and judge.delay > 0:
                time.sleep(max(0.0, self.arrived + judge.delay - time.monotonic()))
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            if self.path.rstrip("/") in ("/v1/models", "/models"):
                models = sorted(set(SNAPSHOTS) | set(SNAPSHOTS.values()))
                return self.send_json(200, {"object": "list", "data": [
                    {"id": m, "object": "model", "created": 0, "owned_by": "gold-judge"} for m in models]})
            self.send_json(404, error_body("Unknown path %s" % self.path, "invalid_request_error", "not_found"))

        def do_POST(self):
            self.arrived = time.monotonic()
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.path.split("?")[0].rstrip("/") not in ("/v1/chat/completions", "/chat/completions"):
                return self.send_json(404, error_body("Unknown path %s" % self.path, "invalid_request_error",
                                                      "not_found"))
            try:
                body = json.loads(raw)
                messages = body["messages"]
                system = "\n".join(message_text(m) for m in messages if m.get("role") in ("system", "developer"))
                user = "\n".join(message_text(m) for m in messages if m.get("role") == "user")
                found = CASE_DATA.search(user)
                if not found:
                    raise UnknownCase("the user message has no <case_data> block")
                data = json.loads(found.group(1))
                kind = call_kind(body, data)
                answer = getattr(judge.labels, kind)(data)
            except UnknownCase as e:
                print("gold judge: 400: %s" % e, file=sys.stderr, flush=True)
                return self.send_json(400, error_body("Unknown case: %s." % e, "invalid_request_error",
                                                      "unknown_case"))
            except (ValueError, KeyError, TypeError, AttributeError) as e:
                return self.send_json(400, error_body("Could not read the request: %s" % e, "invalid_request_error"))

            fault = judge.fault_for(system, found.group(1))
            if fault == "429":
                return self.send_json(429, error_body(
                    "Rate limit reached for %s on requests per min (RPM): Limit 500, Used 500, Requested 1. "
                    "Please try again in 1s." % reported_model(body.get("model")), "requests",
                    "rate_limit_exceeded"), headers=[("Retry-After", "1")])
            if fault == "500":
                return self.send_json(500, error_body("The server had an error while processing your request. "
                                                      "Sorry about that!", "server_error"))
            content, finish = json.dumps(answer, ensure_ascii=False), "stop"
            if fault == "not-json":  # cut off part way, as when the model hits its output limit
                content, finish = content[:max(1, len(content) // 2)], "length"
            prompt_chars = sum(len(message_text(m)) for m in messages)
            if body.get("response_format"):
                prompt_chars += len(json.dumps(body["response_format"]))
            self.send_json(200, judge.completion(body, content, finish, prompt_chars, judge.cached(system)))

    return Handler


class Server(ThreadingHTTPServer):
    daemon_threads = True
    # The listen backlog (5 in socketserver): a client opening 32 connections at once would have SYNs dropped and
    # resent a second later.
    request_queue_size = 128


def main():
    parser = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="example:\n"
               "  python3 scripts/gold_judge.py data/context-recall-dev.jsonl 18555 &\n"
               "  QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL=http://127.0.0.1:18555/v1 \\\n"
               "  QUARKUS_LANGCHAIN4J_OPENAI_API_KEY=none java -jar target/context-recall-0.1.0-SNAPSHOT-runner.jar &\n"
               "  python3 scripts/replay_dev_set.py data/context-recall-dev.jsonl \\\n"
               "    http://localhost:8080/v1/context-recall")
    parser.add_argument("cases", help="the labelled cases, JSONL (data/context-recall-dev.jsonl)")
    parser.add_argument("port", type=int, help="port on 127.0.0.1 (0: any free port)")
    parser.add_argument("--chaos", action="store_true",
                        help="misbehave like a real provider: the first request for each distinct prompt (system "
                             "message and case data) fails, in turn with HTTP 429 and a 'Retry-After: 1' header, "
                             "with HTTP 500, and with a reply whose content is not valid JSON (cut off, "
                             "finish_reason 'length'); the second attempt, a retry or a corrective re-ask, succeeds. "
                             "A service that retries and re-asks still reproduces every gold_recall")
    parser.add_argument("--delay-ms", type=int, default=0, metavar="N",
                        help="send every answer to a POST N ms after its request arrived, like a provider's round "
                             "trip (default 0); the wait is in the request's own thread, so concurrent requests "
                             "overlap")
    parser.add_argument("--flip-every", type=int, default=0, metavar="N",
                        help="a deliberately noisy judge: flip the verdict of every N-th labelled statement of the "
                             "file, counted from 1 in file order (5: a fifth of them); a flipped \"no\" becomes a "
                             "\"yes\" quoting the node that shares the most words with the statement, so the quote "
                             "still verifies. Default 0: no flips")
    args = parser.parse_args()

    if args.delay_ms < 0:
        parser.error("--delay-ms must be 0 or more")
    if args.flip_every < 0:
        parser.error("--flip-every must be 0 or more")
    judge = Judge(GoldLabels(args.cases, args.flip_every), args.chaos, args.delay_ms / 1000.0)
    server = Server(("127.0.0.1", args.port), make_handler(judge))

    def stop(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    print("gold judge listening on http://127.0.0.1:%d/v1" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
