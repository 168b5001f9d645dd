package dev.contextrecall.run.alignment;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import dev.contextrecall.json.Json;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A labelled case's human labels, as types: its gold recall, its statements with whether the chunks support each
 * (empty when the case has none), and the source dataset it came from (metadata.dataset).
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonIgnoreProperties(ignoreUnknown = true)
record Labels(double goldRecall, List<GoldStatement> goldStatements, Metadata metadata) {

    @RegisterForReflection
    @JsonIgnoreProperties(ignoreUnknown = true)
    record GoldStatement(String statement, boolean supported) {
    }

    @RegisterForReflection
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Metadata(JsonNode dataset) {
    }

    private static final ObjectReader READER = Json.typed(Labels.class);

    Labels {
        goldStatements = goldStatements == null ? List.of() : List.copyOf(goldStatements);
    }

    /** The labels of a case that {@link Alignment#labelProblem} accepted. */
    static Labels of(JsonNode labelledCase) {
        try {
            return READER.readValue(labelledCase);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("The case's labels cannot be read: " + e.getMessage(), e);
        }
    }

    /** The source dataset's name, or {@link Alignment#OTHER}. */
    String source() {
        JsonNode name = metadata == null ? null : metadata.dataset();
        return name != null && name.isTextual() && !name.asText().isBlank() ? name.asText() : Alignment.OTHER;
    }
}
