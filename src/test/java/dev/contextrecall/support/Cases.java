package dev.contextrecall.support;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small realistic test cases as request maps. */
public final class Cases {

    private Cases() {
    }

    /** Two of three reference statements are in the retrieved chunks. */
    public static Map<String, Object> eiffel() {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("input", "When was the Eiffel Tower built and how tall is it?");
        c.put("expected_output", "The Eiffel Tower was completed in 1889. It is 330 metres tall. It was designed by Gustave Eiffel's company.");
        c.put("retrieval_context", List.of(
                "The Eiffel Tower, completed in 1889 for the World's Fair, stands on the Champ de Mars in Paris.",
                "At 330 metres, the tower is the tallest structure in Paris."));
        return c;
    }

    public static final List<String> EIFFEL_STATEMENTS = List.of(
            "The Eiffel Tower was completed in 1889.",
            "The Eiffel Tower is 330 metres tall.",
            "The Eiffel Tower was designed by Gustave Eiffel's company.");

    public static Map<String, Object> with(Map<String, Object> base, String key, Object value) {
        Map<String, Object> c = new LinkedHashMap<>(base);
        c.put(key, value);
        return c;
    }

    public static Map<String, Object> without(Map<String, Object> base, String key) {
        Map<String, Object> c = new LinkedHashMap<>(base);
        c.remove(key);
        return c;
    }
}
