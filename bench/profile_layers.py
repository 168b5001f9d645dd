"""Sorts JFR execution samples of the service into layers, by the frames on each stack (first rule that matches).

Start-up samples (the main thread's boot) are left out: the share is of the warm evaluations.
Usage: python3 bench/profile_layers.py SAMPLES.json   (the output of `jfr print --json --events jdk.ExecutionSample`)
"""
import collections
import json
import sys

# (layer, any of these substrings in the stack); checked in order.
LAYERS = [
    ("Quarkus LangChain4j: prompt templates parsed (Qute) on every call", ["PromptTemplate.from"]),
    ("Quarkus LangChain4j: AI service events fired as CDI events on every call", ["AiServiceListenerAdapter"]),
    ("Quarkus LangChain4j: OpenAI client (request and response JSON)", ["OpenAiChatModel.doChat", "QuarkusOpenAiClient"]),
    ("Quarkus LangChain4j: other AI service work (messages, schema, output parsing)", ["AiServiceMethodImplementationSupport"]),
    ("this service's own code (parsing, checks, fault tolerance, scoring, result JSON, log line)", ["dev/contextrecall/"]),
    ("REST client pipeline (the judge calls, on the event loop)", ["resteasy/reactive/client"]),
    ("REST server pipeline", ["resteasy/reactive/server", "resteasy/reactive/common"]),
    ("Netty/Vert.x I/O", ["NioEventLoop.run"]),
]


def main(path):
    events = json.load(open(path))["recording"]["events"]
    counts = collections.Counter()
    for event in events:
        trace = event["values"].get("stackTrace")
        if not trace:
            continue
        frames = " ".join(f["method"]["type"]["name"] + "." + f["method"]["name"] for f in trace["frames"])
        if "GeneratedMain.main" in frames:
            continue
        layer = next((name for name, marks in LAYERS if any(m in frames for m in marks)), "other")
        counts[layer] += 1
    total = sum(counts.values())
    print(f"| layer | samples | share |\n|---|---|---|")
    for name, _ in LAYERS + [("other", None)]:
        print(f"| {name} | {counts[name]} | {100 * counts[name] / total:.0f} % |")
    print(f"\n{total} samples of the warm evaluations.")


if __name__ == "__main__":
    main(sys.argv[1])
