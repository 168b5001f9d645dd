package dev.contextrecall.judge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.request.ContextNode;

/**
 * The untrusted part of a prompt: the case as JSON. Quotes and line breaks are escaped by JSON, and '<', '>' and
 * '&' as \\u escapes, so no chunk can close the {@code <case_data>} block or pass for prompt text.
 */
public final class PromptData {

    public static final String VERSION = "context-recall-prompts/1";

    private static final ObjectMapper JSON = new ObjectMapper();

    private PromptData() {
    }

    public static String forExtraction(String question, String reference) {
        Map<String, Object> data = new LinkedHashMap<>();
        if (question != null && !question.isBlank()) {
            data.put("question", question);
        }
        data.put("reference_answer", reference);
        return encode(data);
    }

    public static String forAttribution(String question, List<String> statements, List<ContextNode> nodes) {
        Map<String, Object> data = new LinkedHashMap<>();
        if (question != null && !question.isBlank()) {
            data.put("question", question);
        }
        data.put("statements", numbered(statements));
        data.put("nodes", numbered(nodes.stream().map(ContextNode::text).toList()));
        return encode(data);
    }

    private static List<Map<String, Object>> numbered(List<String> texts) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("number", i + 1);
            item.put("text", texts.get(i));
            out.add(item);
        }
        return out;
    }

    static String encode(Object data) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(data)
                    .replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
