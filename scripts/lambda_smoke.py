#!/usr/bin/env python3
"""Runs the packaged application the way Lambda runs it, on this machine, with no AWS account.

Stand-ins, all on 127.0.0.1: the Lambda Runtime API (hands out invocation events, collects responses), the AWS
Parameters and Secrets Lambda Extension (serves the judge's key from a "Secrets Manager secret"), and the judge
(scripts/gold_judge.py behind a proxy that answers 401 unless the request carries that key). The
application gets the environment template.yaml gives the direct-invoke function; each case of the dev set
(data/context-recall-dev.jsonl) is one invocation; its score is compared with gold_recall, and its standard output
is checked for one EMF line per invocation, JSON logs, and no test-case text.

The JVM package (target/function.zip, unpacked) runs under scripts/LambdaJavaRuntime.java, which calls the handler
template.yaml names for Packaging=jvm as Lambda's Java runtime does; a native executable polls the Runtime API.

Usage (after ./mvnw package, or a native build):
  python3 scripts/lambda_smoke.py [--cases N]
  python3 scripts/lambda_smoke.py --native target/context-recall-0.1.0-SNAPSHOT-runner
"""
import argparse
import json
import os
import pathlib
import re
import socket
import subprocess
import sys
import tempfile
import threading
import zipfile
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from queue import Queue

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEV_SET = ROOT / "data" / "context-recall-dev.jsonl"
GOLD_JUDGE = ROOT / "scripts" / "gold_judge.py"
KEY = "sk-smoke-from-secrets-manager"
SECRET = "context-recall/openai"
SESSION_TOKEN = "smoke-session-token"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(handler):
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class Quiet(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, body, headers=None):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def secrets_extension(reads):
    class Handler(Quiet):
        def do_GET(self):
            reads.append(self.path)
            if self.headers.get("X-Aws-Parameters-Secrets-Token") != SESSION_TOKEN:
                return self.reply(401, {"error": "missing session token"})
            if self.path != "/secretsmanager/get?secretId=" + SECRET.replace("/", "%2F"):
                return self.reply(400, {"error": "ResourceNotFoundException"})
            self.reply(200, {"Name": SECRET, "SecretString": KEY})
    return serve(Handler)


def judge_proxy(judge_port, calls):
    class Handler(Quiet):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            if self.headers.get("Authorization") != "Bearer " + KEY:
                calls["refused"] += 1
                return self.reply(401, {"error": {"message": "invalid api key", "type": "invalid_request_error"}})
            calls["forwarded"] += 1
            request = urllib.request.Request("http://127.0.0.1:%d%s" % (judge_port, self.path), data=body,
                                             headers={"Content-Type": "application/json"})
            try:
                with urllib.request.urlopen(request, timeout=60) as r:
                    self.reply(r.status, r.read())
            except urllib.error.HTTPError as e:
                self.reply(e.code, e.read())
    return serve(Handler)


def runtime_api(events, responses):
    """The Lambda Runtime API: /next blocks until an event is queued; response/error are collected by id."""
    class Handler(Quiet):
        def do_GET(self):
            if not self.path.endswith("/invocation/next"):
                return self.reply(404, {})
            request_id, event = events.get()
            self.reply(200, event, {"Lambda-Runtime-Aws-Request-Id": request_id,
                                    "Lambda-Runtime-Deadline-Ms": str(int(time.time() * 1000) + 60000),
                                    "Lambda-Runtime-Invoked-Function-Arn":
                                        "arn:aws:lambda:eu-west-1:123456789012:function:smoke:live"})

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            parts = self.path.split("/")
            if "init" in parts:
                responses.put(("init-error", json.loads(body or b"{}")))
            else:
                request_id, kind = parts[-2], parts[-1]
                responses.put((request_id, kind, json.loads(body or b"null")))
            self.reply(202, {})
    return serve(Handler)


def follow(path, responses, app):
    """The JVM harness writes one response per line: hand them on as the Runtime API would have received them."""
    seen = 0
    while app.poll() is None or path.exists():
        lines = path.read_text().splitlines() if path.exists() else []
        for line in lines[seen:]:
            body = json.loads(line)
            responses.put(("req-%d" % seen, "response", body))
            seen += 1
        if app.poll() is not None:
            return
        time.sleep(0.1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=20)
    parser.add_argument("--native", help="a native executable; default: the JVM package target/function.zip")
    args = parser.parse_args()

    cases = [json.loads(l) for l in DEV_SET.read_text(encoding="utf-8").splitlines() if l.strip()][:args.cases]
    judge_port = free_port()
    judge = subprocess.Popen([sys.executable, str(GOLD_JUDGE), str(DEV_SET), str(judge_port)])
    reads, calls = [], {"forwarded": 0, "refused": 0}
    events, responses = Queue(), Queue()
    extension = secrets_extension(reads)
    proxy = judge_proxy(judge_port, calls)
    runtime = runtime_api(events, responses)
    time.sleep(1)

    # As template.yaml sets up ContextRecallFunction.
    env = dict(os.environ,
               AWS_LAMBDA_RUNTIME_API="127.0.0.1:%d" % runtime.server_port,
               AWS_SESSION_TOKEN=SESSION_TOKEN,
               PARAMETERS_SECRETS_EXTENSION_HTTP_PORT=str(extension.server_port),
               QUARKUS_FUNQY_EXPORT="context-recall",
               QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL="http://127.0.0.1:%d/v1" % proxy.server_port,
               QUARKUS_LANGCHAIN4J_OPENAI_CHAT_MODEL_MODEL_NAME="gpt-4o-mini",
               CONTEXT_RECALL_JUDGE_KEY_SOURCE="secrets-manager",
               CONTEXT_RECALL_JUDGE_KEY_NAME=SECRET,
               CONTEXT_RECALL_JUDGE_KEY_JSON_FIELD="",
               CONTEXT_RECALL_JUDGE_TOTAL_BUDGET="50s",
               CONTEXT_RECALL_MAX_PAYLOAD_BYTES="1048576",
               CONTEXT_RECALL_TELEMETRY_LOG_CONTENT="false",
               QUARKUS_LOG_CONSOLE_JSON_ENABLED="true",
               QUARKUS_HTTP_HOST_ENABLED="false",
               DISABLE_SIGNAL_HANDLERS="true")
    env.pop("QUARKUS_LANGCHAIN4J_OPENAI_API_KEY", None)
    workdir = pathlib.Path(tempfile.mkdtemp(prefix="lambda-smoke-"))
    events_file, responses_file = workdir / "events.jsonl", workdir / "responses.jsonl"
    if args.native:
        command = [str(pathlib.Path(args.native).resolve())]
    else:
        handler = re.search(r"Handler: !If \[IsJvm, ([^,]+),", (ROOT / "template.yaml").read_text()).group(1)
        package = workdir / "package"
        zipfile.ZipFile(ROOT / "target" / "function.zip").extractall(package)
        events_file.write_text("".join(json.dumps(c) + "\n" for c in cases))
        command = ["java", "-cp", "%s:%s/lib/*" % (package, package), str(ROOT / "scripts" / "LambdaJavaRuntime.java"),
                   handler, str(events_file), str(responses_file)]
    started = time.time()
    app = subprocess.Popen(command, cwd=workdir, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output = []
    threading.Thread(target=lambda: output.extend(app.stdout), daemon=True).start()
    if not args.native:
        threading.Thread(target=follow, args=(responses_file, responses, app), daemon=True).start()

    exact, errors, first_answer = 0, [], None
    try:
        for i, case in enumerate(cases):
            request_id = "req-%d" % i
            if args.native:
                events.put((request_id, case))
            try:
                item = responses.get(timeout=120)
            except Exception:
                print("".join(output[-40:]))
                sys.exit("no answer to invocation %d within 120 s; the application's last output is above" % i)
            if item[0] == "init-error":
                sys.exit("the function failed to start: %s" % item[1])
            _, kind, body = item
            if first_answer is None:
                first_answer = time.time() - started
            if kind != "response" or "error" in body:
                errors.append((case["id"], body))
            elif body["score"] == case["gold_recall"]:
                exact += 1
        # what the function wrote while serving: every case's metrics line read, then what follows it at once; the
        # stop below is this harness's signal, whose shutdown output (a Quarkus race may print a stack trace) is no
        # invocation's and is only reported
        deadline = time.time() + 10
        while time.time() < deadline and sum(1 for l in list(output) if l.startswith('{"_aws":')) < len(cases):
            time.sleep(0.05)
        time.sleep(0.5)
    finally:
        served = len(output)
        app.terminate()
        app.wait(timeout=30)
        judge.terminate()
    time.sleep(0.5)

    after_stop = [l.rstrip("\n") for l in output[served:] if l.strip() and not l.startswith("{")]
    lines = [l.rstrip("\n") for l in output[:served] if l.strip()]
    emf = [l for l in lines if l.startswith('{"_aws":')]
    not_json = [l for l in lines if not l.startswith("{")]
    leaked = [c["id"] for c in cases if any(c["expected_output"][:40] in l or c["input"][:40] in l for l in lines)]
    print("cases: %d, score == gold_recall: %d, errors: %d" % (len(cases), exact, len(errors)))
    print("first answer after %.1f s (start-up included)" % first_answer)
    print("key reads from the extension: %d (%s); judge calls with the key: %d, without: %d"
          % (len(reads), ", ".join(sorted(set(reads))), calls["forwarded"], calls["refused"]))
    print("stdout: %d lines, %d EMF lines, %d lines that are not JSON, %d cases' text found"
          % (len(lines), len(emf), len(not_json), len(leaked)))
    if emf:
        print("an EMF line: " + emf[0])
    for e in errors[:5]:
        print("error:", e)
    for l in not_json[:5]:
        print("not JSON:", l)
    if after_stop:
        print("after the harness's stop signal, not counted: %d lines that are not JSON, the first: %s"
              % (len(after_stop), after_stop[0]))
    ok = (exact == len(cases) and not errors and len(emf) == len(cases) and not not_json and not leaked
          and calls["refused"] == 0 and len(reads) >= 1)
    print("OK" if ok else "FAILED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
