package dev.contextrecall.support;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;

/**
 * A WireMock transformer that answers from the dev set's human labels, whatever case the service sends, so that a
 * whole dataset can run concurrently against one stub per call: extraction gets the case's gold statements, attribution
 * one verdict per statement, "yes" exactly when the label says supported, citing the node and sentence that share the
 * most words with it ({@link DevSet#evidence}, a verbatim span). With the transformer parameter {@link #FLIP_EVERY} = n,
 * the verdict of every n-th labelled statement of the dev set (counted in file order from 1) is flipped; a flipped
 * "no" becomes a "yes" with such a quote, so it still verifies. Stubs opt in with withTransformers(NAME).
 */
public class LabelledJudge implements ResponseDefinitionTransformerV2 {

    public static final String NAME = "labelled-judge";
    public static final String FLIP_EVERY = "flip_every";

    private static final Pattern CASE_DATA = Pattern.compile("<case_data>\\s*(.*?)\\s*</case_data>", Pattern.DOTALL);

    /** The dev set, indexed once: by reference for extraction, by statements and nodes for attribution. */
    private static final class Index {
        static final Map<String, JsonNode> BY_REFERENCE = new HashMap<>();
        static final Map<List<String>, JsonNode> BY_STATEMENTS_AND_NODES = new HashMap<>();
        /** How many labelled statements come before each case in the file. */
        static final Map<JsonNode, Integer> OFFSET = new HashMap<>();

        static {
            int offset = 0;
            for (JsonNode c : DevSet.cases()) {
                BY_REFERENCE.putIfAbsent(key(c.get("expected_output").asText()), c);
                List<String> nodes = new ArrayList<>();
                c.get("retrieval_context").forEach(n -> nodes.add(n.asText()));
                BY_STATEMENTS_AND_NODES.put(attributionKey(DevSet.statements(c), nodes), c);
                OFFSET.put(c.get("id"), offset);
                offset += c.get("gold_statements").size();
            }
        }
    }

    /** Whether the dev set's statement at this 0-based position in the file has its verdict flipped. */
    public static boolean flipped(int position, int flipEvery) {
        return flipEvery > 0 && (position + 1) % flipEvery == 0;
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        JsonNode request = Json.read(serveEvent.getRequest().getBodyAsString());
        // The user message: the system message names the <case_data> block too, in its instructions.
        StringBuilder text = new StringBuilder();
        request.path("messages").forEach(m -> {
            if (!"user".equals(m.path("role").asText())) {
                return;
            }
            JsonNode content = m.path("content");
            if (content.isTextual()) {
                text.append(content.asText()).append('\n');
            }
            content.forEach(part -> text.append(part.path("text").asText()).append('\n'));
        });
        Matcher found = CASE_DATA.matcher(text);
        if (!found.find()) {
            throw new IllegalStateException("no <case_data> in the judge request");
        }
        JsonNode data = Json.read(found.group(1));
        JsonNode properties = request.at("/response_format/json_schema/schema/properties");
        String answer;
        if (properties.has("statements")) {
            JsonNode c = known(Index.BY_REFERENCE.get(key(data.path("reference_answer").asText())), data);
            answer = Json.write(Map.of("statements", DevSet.statements(c)));
        } else if (properties.has("verdicts")) {
            answer = attribution(data, serveEvent.getResponseDefinition().getTransformerParameters()
                    .getInt(FLIP_EVERY, 0));
        } else {
            throw new IllegalStateException("not an extraction or attribution call: " + properties);
        }
        return JudgeStubs.answer(answer).build();
    }

    private static String attribution(JsonNode data, int flipEvery) {
        List<String> statements = new ArrayList<>();
        data.path("statements").forEach(s -> statements.add(s.asText()));
        List<String> nodes = new ArrayList<>();
        data.path("nodes").forEach(n -> nodes.add(n.asText()));
        JsonNode c = known(Index.BY_STATEMENTS_AND_NODES.get(attributionKey(statements, nodes)), data);
        int offset = Index.OFFSET.get(c.get("id"));
        List<Map<String, Object>> verdicts = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            boolean supported = c.get("gold_statements").get(i).get("supported").asBoolean()
                    ^ flipped(offset + i, flipEvery);
            if (supported) {
                DevSet.Evidence e = DevSet.evidence(statements.get(i), nodes);
                verdicts.add(JudgeStubs.verdict(i + 1, "yes", List.of(e.node() + 1), e.quote()));
            } else {
                verdicts.add(JudgeStubs.verdict(i + 1, "no", List.of(), ""));
            }
        }
        return JudgeStubs.attributionJson("Answered from the labels.", verdicts);
    }

    private static JsonNode known(JsonNode c, JsonNode data) {
        if (c == null) {
            throw new IllegalStateException("no dev-set case matches the judge request " + data);
        }
        return c;
    }

    private static List<String> attributionKey(List<String> statements, List<String> nodes) {
        List<String> key = new ArrayList<>(statements.stream().map(LabelledJudge::key).toList());
        Set<String> shown = new TreeSet<>(nodes.stream().map(LabelledJudge::key).toList());
        key.add("\0");
        key.addAll(shown);
        return key;
    }

    /** As the gold judge compares texts: Unicode-normalised, lower case, white space collapsed. */
    private static String key(String text) {
        return String.join(" ", Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).strip()
                .split("\\s+"));
    }

    @Override
    public boolean applyGlobally() {
        return false;
    }

    @Override
    public String getName() {
        return NAME;
    }
}
