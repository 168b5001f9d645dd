package dev.contextrecall.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.contextrecall.support.Json;

/**
 * A test case and the judge answers that go with it: the short Eiffel case (3 statements, 2 nodes) and a long
 * one (200 statements over 50 nodes of about 80 words, every other statement supported with a real quote, so the
 * evidence check does its full work).
 */
record BenchCases(String name, String request, String extraction, String attribution) {

    static BenchCases shortCase() {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("input", "When was the Eiffel Tower built and how tall is it?");
        request.put("expected_output", "The Eiffel Tower was completed in 1889. It is 330 metres tall. "
                + "It was designed by Gustave Eiffel's company.");
        request.put("retrieval_context", List.of(
                "The Eiffel Tower, completed in 1889 for the World's Fair, stands on the Champ de Mars in Paris.",
                "At 330 metres, the tower is the tallest structure in Paris."));
        List<String> statements = List.of("The Eiffel Tower was completed in 1889.",
                "The Eiffel Tower is 330 metres tall.", "The Eiffel Tower was designed by Gustave Eiffel's company.");
        List<Map<String, Object>> verdicts = List.of(verdict(1, "yes", 1, "completed in 1889"),
                verdict(2, "yes", 2, "At 330 metres"), verdict(3, "no", 0, ""));
        return new BenchCases("short (3 statements, 2 nodes)", json(request), json(Map.of("statements", statements)),
                json(Map.of("verdicts", verdicts, "summary", "Nodes 1 and 2 give the date and the height.")));
    }

    static BenchCases longCase() {
        int nodes = 50;
        int statements = 200;
        List<String> context = new ArrayList<>();
        for (int n = 0; n < nodes; n++) {
            StringBuilder chunk = new StringBuilder();
            for (int s = 0; s < 4; s++) {
                chunk.append(fact(n * 4 + s)).append(' ');
            }
            chunk.append("The archive lists further records for district ").append(n).append(" without dates.");
            context.add(chunk.toString());
        }
        List<String> extracted = new ArrayList<>();
        List<Map<String, Object>> verdicts = new ArrayList<>();
        StringBuilder reference = new StringBuilder();
        for (int i = 0; i < statements; i++) {
            boolean supported = i % 2 == 0;
            String statement = supported ? fact(i) : "Station " + i + " was closed for repairs in the winter of " + (1900 + i) + ".";
            extracted.add(statement);
            reference.append(statement).append(' ');
            verdicts.add(supported ? verdict(i + 1, "yes", i / 4 + 1, quote(i)) : verdict(i + 1, "no", 0, ""));
        }
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("input", "What do the district records say about the stations?");
        request.put("expected_output", reference.toString().strip());
        request.put("retrieval_context", context);
        return new BenchCases("long (200 statements, 50 nodes)", json(request), json(Map.of("statements", extracted)),
                json(Map.of("verdicts", verdicts, "summary", "Half of the statements are in the district records.")));
    }

    /**
     * A conversation of 20 interactions, each retrieving the short case's two chunks; window size 1, so 20 windows
     * (one attribution call each, after the one extraction). The judge answers as for the short case.
     */
    static BenchCases turnCase(int interactions) {
        BenchCases eiffel = shortCase();
        Map<String, Object> single = readMap(eiffel.request());
        List<Map<String, Object>> turns = new ArrayList<>();
        for (int i = 0; i < interactions; i++) {
            turns.add(Map.of("role", "user", "content", "Tell me about the Eiffel Tower (" + (i + 1) + ")."));
            turns.add(Map.of("role", "assistant", "content", "It was completed in 1889 and is 330 metres tall.",
                    "retrieval_context", single.get("retrieval_context")));
        }
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("turns", turns);
        request.put("expected_outcome", single.get("expected_output"));
        request.put("window_size", 1);
        return new BenchCases("conversation (" + interactions + " windows of 2 nodes, 3 statements)", json(request),
                eiffel.extraction(), eiffel.attribution());
    }

    private static Map<String, Object> readMap(String json) {
        return Json.toMap(Json.read(json));
    }

    /** Fact i sits in node i / 4. */
    private static String fact(int i) {
        return "Station " + i + " in district " + (i / 4) + " opened in " + (1850 + i) + " and served "
                + (1000 + 37 * i) + " passengers a day on the line to the harbour.";
    }

    private static String quote(int i) {
        return "opened in " + (1850 + i) + " and served " + (1000 + 37 * i) + " passengers a day";
    }

    private static Map<String, Object> verdict(int statement, String verdict, int node, String quote) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("statement", statement);
        v.put("verdict", verdict);
        v.put("nodes", node == 0 ? List.of() : List.of(node));
        v.put("quote", quote);
        v.put("reason", "yes".equals(verdict) ? "The node states it." : "No node states it.");
        return v;
    }

    static String json(Object value) {
        return Json.write(value);
    }
}
