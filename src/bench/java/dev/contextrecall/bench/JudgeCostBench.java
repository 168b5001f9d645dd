package dev.contextrecall.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

import dev.contextrecall.judge.llm.PromptData;
import dev.contextrecall.support.Json;

/**
 * Judge cost per case for each algorithm, read off the requests the service really sends (recorded by the stub
 * judge): LLM calls, sequential round trips, and prompt tokens that are not the case's own text (system message,
 * user template and the JSON scaffolding around the case data, the response_format schema, chat framing), counted
 * with o200k_base, the gpt-4o family's encoding. Run by bench/judge-cost.sh.
 */
public final class JudgeCostBench {

    private static final Encoding O200K = Encodings.newDefaultEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    /** OpenAI's documented framing for chat messages: about 3 tokens a message, 3 for the reply's priming. */
    private static final int TOKENS_PER_MESSAGE = 3;
    private static final int REPLY_PRIMING = 3;

    record Cost(int calls, int instructionTokens, int schemaTokens, int caseTokens) {
    }

    public static void main(String[] args) throws Exception {
        Path jar = ColdStartBench.single(Path.of(args.length > 0 ? args[0] : "target"), "-runner.jar");
        System.out.println("| algorithm | case | LLM calls | sequential round trips | prompt tokens, not case text"
                + " (of which response_format schema) | case text tokens sent |");
        System.out.println("|---|---|---|---|---|---|");
        for (BenchCases c : List.of(BenchCases.shortCase(), BenchCases.longCase())) {
            try (StubJudge judge = new StubJudge(c.extraction(), c.attribution());
                    ServiceProcess service = new ServiceProcess(Path.of(System.getProperty("java.home")), jar, judge,
                            Map.of(), Path.of("target", "judge-cost.log"))) {
                for (String algorithm : List.of("statements", "sentences", "holistic")) {
                    ObjectNode request = Json.readObject(c.request());
                    request.put("algorithm", algorithm);
                    // statements: the attribution call needs the extracted statements, so the calls are sequential.
                    row(algorithm, c.name(), "/v1/context-recall", request, judge, service, null);
                }
                if (c.name().startsWith("short")) {
                    ObjectNode references = Json.object();
                    references.set("retrieval_context", Json.read(c.request()).get("retrieval_context"));
                    references.putArray("reference_contexts")
                            .add(Json.read(c.request()).at("/retrieval_context/0").asText())
                            .add("The tower was designed by Gustave Eiffel's company.");
                    row("reference_contexts (no LLM)", c.name(), "/v1/context-recall", references, judge, service, null);
                    ObjectNode ids = Json.object();
                    ids.putArray("reference_context_ids").add("doc-1").add("doc-2");
                    ids.putArray("retrieved_context_ids").add("doc-1").add("doc-7");
                    row("context_ids (no LLM)", "2 reference ids, 2 retrieved", "/v1/context-recall", ids, judge, service,
                            null);
                    // Turns: one extraction, then one attribution per window with context, four windows at a time.
                    BenchCases conversation = BenchCases.turnCase(20);
                    row("turns (statements, window size 1)", conversation.name(), "/v1/turn-context-recall",
                            Json.readObject(conversation.request()), judge, service, 1 + (20 + 3) / 4);
                }
            }
        }
    }

    /** One evaluation, its recorded judge calls checked against the result's usage, printed as a row. */
    private static void row(String algorithm, String caseName, String path, ObjectNode request, StubJudge judge,
            ServiceProcess service, Integer roundTrips) throws Exception {
        judge.record();
        JsonNode result = Json.read(service.evaluate(path, request.toString()));
        Cost cost = cost(judge.recorded());
        if (cost.calls() != result.at("/usage/llm_calls").asInt()) {
            throw new IllegalStateException("recorded " + cost.calls() + " calls, the result says " + result.at("/usage"));
        }
        System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %d (%d) | %d |%n", algorithm, caseName, cost.calls(),
                roundTrips == null ? cost.calls() : roundTrips, cost.instructionTokens() + cost.schemaTokens(),
                cost.schemaTokens(), cost.caseTokens());
    }

    static Cost cost(List<String> requests) throws Exception {
        int instructions = 0;
        int schema = 0;
        int caseText = 0;
        for (String body : requests) {
            JsonNode request = Json.read(body);
            for (JsonNode message : request.path("messages")) {
                String content = message.path("content").asText();
                String withoutCase = blankCaseData(content);
                int all = O200K.countTokens(content);
                int scaffolding = O200K.countTokens(withoutCase);
                instructions += scaffolding + TOKENS_PER_MESSAGE;
                caseText += all - scaffolding;
            }
            instructions += REPLY_PRIMING;
            schema += O200K.countTokens(Json.write(request.path("response_format")));
        }
        return new Cost(requests.size(), instructions, schema, caseText);
    }

    /** The message with every string inside its case_data JSON emptied: what is left is ours, not the case's. */
    static String blankCaseData(String content) throws Exception {
        // The block as the user message holds it, on lines of its own (the system message only names the tags).
        int start = content.indexOf("<case_data>\n");
        int end = content.indexOf("\n</case_data>");
        if (start < 0 || end < 0) {
            return content;
        }
        String data = content.substring(start + "<case_data>\n".length(), end);
        JsonNode tree = Json.read(data);
        blank(tree);
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = Json.MAPPER.convertValue(tree, LinkedHashMap.class);
        String blanked = PromptData.encode(fields);
        return content.substring(0, start + "<case_data>\n".length()) + blanked + content.substring(end);
    }

    private static void blank(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<String> texts = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getValue().isTextual()) {
                    texts.add(e.getKey());
                } else {
                    blank(e.getValue());
                }
            }
            texts.forEach(k -> object.set(k, TextNode.valueOf("")));
        } else if (node.isArray()) {
            node.forEach(JudgeCostBench::blank);
        }
    }
}
