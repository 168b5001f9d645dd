package dev.contextrecall.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Conversations for turn context recall, as request maps. */
public final class Conversations {

    public static final String BORN = "Marie Curie was born in Warsaw in 1867.";
    public static final String NOBEL = "Marie Curie won the Nobel Prize in Physics in 1903.";
    public static final String OUTCOME = "Marie Curie was born in Warsaw. She won the Nobel Prize in Physics.";
    public static final List<String> STATEMENTS = List.of("Marie Curie was born in Warsaw.",
            "Marie Curie won the Nobel Prize in Physics.");

    private Conversations() {
    }

    public static Map<String, Object> user(String content) {
        return Map.of("role", "user", "content", content);
    }

    public static Map<String, Object> assistant(String content, List<?> retrievalContext) {
        Map<String, Object> turn = new LinkedHashMap<>();
        turn.put("role", "assistant");
        turn.put("content", content);
        if (retrievalContext != null) {
            turn.put("retrieval_context", retrievalContext);
        }
        return turn;
    }

    public static Map<String, Object> request(List<Map<String, Object>> turns, Object windowSize) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("turns", new ArrayList<>(turns));
        body.put("expected_outcome", OUTCOME);
        if (windowSize != null) {
            body.put("window_size", windowSize);
        }
        return body;
    }

    /**
     * Three interactions: the first retrieves the birth, the second the prize (and the birth again), the third
     * nothing.
     */
    public static Map<String, Object> curie(Object windowSize) {
        return request(List.of(
                user("Where was Marie Curie born?"),
                assistant("In Warsaw.", List.of(BORN)),
                user("What did she win?"),
                assistant("The Nobel Prize in Physics.", List.of(NOBEL, BORN)),
                user("Thanks!"),
                assistant("You're welcome.", null)), windowSize);
    }
}
