package dev.contextrecall.metric;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/** A kept statement list: a JSON array of non-blank strings; anything else is treated as not kept. */
public final class StatementList {

    private StatementList() {
    }

    public static Optional<List<String>> parse(JsonNode tree) {
        if (tree == null || !tree.isArray() || tree.isEmpty()) {
            return Optional.empty();
        }
        List<String> statements = new ArrayList<>();
        for (JsonNode s : tree) {
            if (!s.isTextual() || s.asText().isBlank()) {
                return Optional.empty();
            }
            statements.add(s.asText());
        }
        return Optional.of(List.copyOf(statements));
    }
}
